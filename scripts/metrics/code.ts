/**
 * Code-shape figures for the typed-boundary work: functions longer than
 * 100 lines (outside migrations), type assertions (`as`, excluding `as const`), `any` in type
 * positions and non-null assertions, over src/. Prints totals and the files with the most of each.
 *
 *   npx tsx scripts/metrics/code.ts [--top 10]
 *
 * Import circles and upward imports are not counted here: `npm run lint:deps` refuses any.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '..', '..');
const topArg = process.argv.indexOf('--top');
const top = topArg > 0 ? Number(process.argv[topArg + 1]) : 10;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface FileFigures {
  file: string;
  longFunctions: { name: string; lines: number }[];
  asAssertions: number;
  anyTypes: number;
  nonNull: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) return node.parent.name.text;
  if (ts.isPropertyAssignment(node.parent)) return node.parent.name.getText();
  return '<anonymous>';
}

function measure(path: string): FileFigures {
  const text = readFileSync(path, 'utf8');
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const figures: FileFigures = { file: relative(root, path), longFunctions: [], asAssertions: 0, anyTypes: 0, nonNull: 0 };
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const body = node.body;
      if (body) {
        const lines = lineOf(body.getEnd()) - lineOf(body.getStart(sf)) + 1;
        if (lines > 100) figures.longFunctions.push({ name: nameOf(node), lines });
      }
    }
    if (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(sf) === 'const')) figures.asAssertions += 1;
    if (ts.isTypeAssertionExpression(node)) figures.asAssertions += 1;
    if (node.kind === ts.SyntaxKind.AnyKeyword) figures.anyTypes += 1;
    if (ts.isNonNullExpression(node)) figures.nonNull += 1;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return figures;
}

const files = sourceFiles(join(root, 'src')).filter((f) => !f.includes(`${join('data', 'migrations')}`)).map(measure);
const sum = (pick: (f: FileFigures) => number) => files.reduce((n, f) => n + pick(f), 0);
console.log(`files: ${files.length}`);
console.log(`functions over 100 lines: ${sum((f) => f.longFunctions.length)}`);
console.log(`type assertions (as, <T>): ${sum((f) => f.asAssertions)}`);
console.log(`any in type positions: ${sum((f) => f.anyTypes)}`);
console.log(`non-null assertions (!): ${sum((f) => f.nonNull)}`);
console.log('\nlongest functions:');
files
  .flatMap((f) => f.longFunctions.map((fn) => ({ ...fn, file: f.file })))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, top)
  .forEach((fn) => console.log(`  ${String(fn.lines).padStart(5)}  ${fn.file} ${fn.name}`));
console.log('\nmost type assertions:');
[...files]
  .sort((a, b) => b.asAssertions - a.asAssertions)
  .slice(0, top)
  .forEach((f) => console.log(`  ${String(f.asAssertions).padStart(5)}  ${f.file}`));
