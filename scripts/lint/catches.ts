import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

/*
 * Lists the catch handlers under src/ that lose their evidence (decision "Logging and metrics": a fault
 * keeps its evidence):
 * a `catch` block, `.catch(handler)` or `.then(_, onRejected)` that neither logs, nor rethrows
 * (throw / reject), nor passes the caught error on (to a callback, into a result it returns),
 * unless a comment in the four lines above it or the two below says where the evidence goes (`evidence: ...`).
 * `npx tsx scripts/lint/catches.ts [dir...]` prints them and exits 1 when there is one.
 */
const LOGS = /\.(debug|info|warn|error)\(|\bfatal\b|process\.stderr\.write/;

function keepsEvidence(sf: ts.SourceFile, handler: ts.Node, errName: string | undefined): boolean {
  const src = handler.getText(sf);
  if (/\bthrow\b/.test(src) || /\breject\(/.test(src) || LOGS.test(src)) return true;
  // A function reference (`.catch(fatal)`, `.then(run, run)`) gets the error itself.
  if (ts.isIdentifier(handler) || ts.isPropertyAccessExpression(handler)) return true;
  if (errName === undefined) return false;
  let used = false;
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && n.text === errName && !(ts.isParameter(n.parent) || ts.isVariableDeclaration(n.parent))) used = true;
    if (!used) ts.forEachChild(n, visit);
  };
  ts.forEachChild(handler, visit);
  return used;
}

function paramName(fn: ts.Node): string | undefined {
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters[0] && ts.isIdentifier(fn.parameters[0].name)) return fn.parameters[0].name.text;
  return undefined;
}

/** The catch handlers of one file that lose their evidence, as `file:line: kind: handler`. */
export function catchesWithoutEvidence(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, handler: ts.Node, errName: string | undefined, kind: string) => {
    if (keepsEvidence(sf, handler, errName)) return;
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    if (/evidence:/.test(lines.slice(Math.max(0, line - 4), line + 3).join('\n'))) return;
    found.push(`${file}:${line + 1}: ${kind}: ${handler.getText(sf).replace(/\s+/g, ' ').slice(0, 100)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node)) {
      const name = node.variableDeclaration && ts.isIdentifier(node.variableDeclaration.name) ? node.variableDeclaration.name.text : undefined;
      report(node, node.block, name, 'catch');
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const handler = method === 'catch' ? node.arguments[0] : method === 'then' ? node.arguments[1] : undefined;
      if (handler !== undefined) report(node, handler, paramName(handler), method === 'catch' ? '.catch' : '.then(_, onRejected)');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

if (require.main === module) {
  const dirs = process.argv.slice(2);
  const files = execSync('git ls-files "src/**/*.ts"', { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter((f) => dirs.length === 0 || dirs.some((d) => f === d || f.startsWith(d.endsWith('/') ? d : `${d}/`)));
  const found = files.flatMap((f) => catchesWithoutEvidence(f, readFileSync(f, 'utf8')));
  for (const line of found) console.log(line);
  if (found.length > 0) {
    console.error(`${found.length} catch handler(s) without a log line, a rethrow or the error passed on`);
    process.exit(1);
  }
}
