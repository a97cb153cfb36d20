import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderPdf } from './pdfkit';
import type { Engines } from '../../src/processing/engines';
import { riskScoreOf } from '../../src/processing/forensics/signals';
import {
  MAX_PDF_PAGES,
  ProcessingError,
  type ClassifiableDocument,
  type ClassificationEngine,
  type ClassificationResult,
  type CredentialGroup,
  type DocumentKind,
  type DocumentText,
  type ExtractableDocument,
  type ExtractionEngine,
  type ExtractionResult,
  type ForensicsCheck,
  type ForensicsEngine,
  type ForensicsResult,
  type PageText,
  type SourceFile,
  type TextEngine,
  type TextItem,
  type TranslationEngine,
  type TranslationResult,
} from '../../src/processing/types';

/*
 * Small but real engines for the pipeline's tests (the production engines are built elsewhere and
 * wired by src/processing/engines.ts). Nothing here returns a canned answer: the text engine reads
 * the PDF text layer with pdfjs and runs the real Tesseract on images; classification, extraction
 * and forensics apply simple rules to what was read (and, for forensics, to the file's bytes);
 * translation lays English text out as HTML and a PDF, and needs a machine-translation service
 * for anything else.
 */

const run = promisify(execFile);

// ---------------------------------------------------------------------------------------------
// Text

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

async function pdfText(file: string): Promise<DocumentText> {
  const lib = await loadPdfJs();
  const data = new Uint8Array(await readFile(file));
  const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  let doc;
  try {
    doc = await lib.getDocument({ data, standardFontDataUrl, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  } catch (err) {
    throw new ProcessingError(`The PDF cannot be read: ${(err as Error).message}`);
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) throw new ProcessingError(`The PDF has ${doc.numPages} pages; at most ${MAX_PDF_PAGES} are processed`);
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const it of content.items as { str: string; transform: number[]; width: number; height: number; fontName: string }[]) {
        if (typeof it.str !== 'string' || it.str.trim() === '') continue;
        const fontSize = Math.hypot(it.transform[2]!, it.transform[3]!) || it.height;
        items.push({ text: it.str, x: it.transform[4]!, y: height - it.transform[5]! - fontSize, width: it.width, height: fontSize, fontName: it.fontName, fontSize, confidence: null });
      }
      if (items.length === 0) throw new ProcessingError('OCR engine not available');
      pages.push({ pageNumber: n, width, height, source: 'text-layer', items });
      page.cleanup();
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}

async function ocrImage(file: string): Promise<DocumentText> {
  let stdout: string;
  try {
    ({ stdout } = await run('tesseract', [file, 'stdout', 'tsv'], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ProcessingError('OCR engine not available');
    throw err;
  }
  const items: TextItem[] = [];
  let width = 0;
  let height = 0;
  for (const line of stdout.split('\n').slice(1)) {
    const f = line.split('\t');
    if (f.length < 12) continue;
    const [level, , , , , , left, top, w, h, conf] = f.map(Number) as number[];
    const text = f.slice(11).join('\t').trim();
    if (level === 1) {
      width = w!;
      height = h!;
    }
    if (level !== 5 || text === '' || conf! < 0) continue;
    // Pixels as points (72 dpi): the tests only compare positions with each other.
    items.push({ text, x: left!, y: top!, width: w!, height: h!, fontName: null, fontSize: h!, confidence: conf! });
  }
  return { pages: [{ pageNumber: 1, width, height, source: 'ocr', items }] };
}

export const testTextEngine: TextEngine = {
  async extract(file: SourceFile): Promise<DocumentText> {
    if (file.kind === 'pdf') return pdfText(file.path);
    if (file.kind === 'png' || file.kind === 'jpeg' || file.kind === 'webp') return ocrImage(file.path);
    throw new ProcessingError(`Files of type ${file.kind} carry no document text`);
  },
};

/** The lines of a document: items of a page grouped by their vertical position, left to right. */
export function documentLines(text: DocumentText): string[] {
  const lines: string[] = [];
  for (const page of text.pages) {
    const rows: { y: number; items: TextItem[] }[] = [];
    for (const item of [...page.items].sort((a, b) => a.y - b.y || a.x - b.x)) {
      const tolerance = Math.max(2, item.height / 2);
      const row = rows.find((r) => Math.abs(r.y - item.y) <= tolerance);
      if (row) row.items.push(item);
      else rows.push({ y: item.y, items: [item] });
    }
    for (const r of rows) lines.push(r.items.sort((a, b) => a.x - b.x).map((i) => i.text.trim()).join(' ').replace(/\s+/g, ' '));
  }
  return lines;
}

function field(lines: readonly string[], label: string): string | null {
  const re = new RegExp(`^${label}\\s*:\\s*(.+)$`, 'i');
  for (const l of lines) {
    const m = re.exec(l);
    if (m) return m[1]!.trim();
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Classification: kind by keywords; academic documents grouped by programme

export function documentKind(lines: readonly string[]): DocumentKind {
  const head = lines.slice(0, 5).join(' ');
  if (/transcript/i.test(head)) return 'transcript';
  if (/statement of marks|mark ?sheet/i.test(head)) return 'marksheet';
  if (/diploma|degree certificate/i.test(head)) return 'diploma';
  return 'other';
}

export const ruleClassificationEngine: ClassificationEngine = {
  classify(documents: ClassifiableDocument[]): ClassificationResult {
    const classified = documents.map((d) => {
      const lines = documentLines(d.text);
      const kind = documentKind(lines);
      const programme = field(lines, 'Programme');
      return { documentId: d.documentId, kind, programme, signals: [`kind from heading: ${kind}`, `programme: ${programme ?? 'none'}`] };
    });
    const groups = new Map<string, string[]>();
    const loose: string[] = [];
    for (const c of classified) {
      if (c.kind === 'other') loose.push(c.documentId);
      else {
        const key = (c.programme ?? 'unknown programme').toLowerCase();
        groups.set(key, [...(groups.get(key) ?? []), c.documentId]);
      }
    }
    const credentials: CredentialGroup[] = [...groups.values()].map((documentIds) => ({ credentialType: 'academic', documentIds }));
    if (loose.length > 0) credentials.push({ credentialType: 'uncategorized', documentIds: loose });
    return { documents: classified.map(({ documentId, kind, signals }) => ({ documentId, kind, signals })), credentials };
  },
};

// ---------------------------------------------------------------------------------------------
// Extraction: labelled fields and course lines

const ENGLISH_WORDS = /\b(the|of|and|name|programme|university|transcript|grade|course)\b/gi;
const FRENCH_WORDS = /\b(le|la|les|de|des|et|relevé|notes|université|nom)\b/gi;

export function language(lines: readonly string[]): { code: string; name: string } | null {
  const all = lines.join(' ');
  const en = all.match(ENGLISH_WORDS)?.length ?? 0;
  const fr = all.match(FRENCH_WORDS)?.length ?? 0;
  if (en === 0 && fr === 0) return null;
  return en >= fr ? { code: 'en', name: 'English' } : { code: 'fr', name: 'French' };
}

const COURSE = /^([A-Z]{2,4}\s?\d{3})\s+(.+?)\s+(\d+(?:\.\d+)?)\s*([A-F][+-]?)$/;

export const ruleExtractionEngine: ExtractionEngine = {
  extract(documents: ExtractableDocument[]): ExtractionResult {
    const lines = documents.flatMap((d) => documentLines(d.text));
    const fullName = field(lines, 'Name');
    const parts = fullName?.split(/\s+/) ?? [];
    const year = (label: string) => {
      const v = field(lines, label);
      return v !== null && /^\d{4}$/.test(v) ? Number(v) : null;
    };
    const lang = language(lines);
    return {
      languageCode: lang?.code ?? null,
      language: lang?.name ?? null,
      candidate: {
        fullName,
        firstName: parts.length > 1 ? parts[0]! : null,
        lastName: parts.length > 1 ? parts[parts.length - 1]! : null,
        dateOfBirth: field(lines, 'Date of Birth'),
      },
      institution: {
        name: field(lines, 'Institution') ?? lines.find((l) => /university|college|institute/i.test(l)) ?? null,
        country: field(lines, 'Country'),
        countryCode: null,
        state: null,
        stateCode: null,
      },
      qualification: {
        registrationNumber: field(lines, 'Registration No'),
        name: field(lines, 'Programme'),
        level: /bachelor/i.test(field(lines, 'Programme') ?? '') ? 'Bachelor' : null,
        program: field(lines, 'Programme'),
        majorOrSpecialization: null,
        status: field(lines, 'Status'),
        yearOfAdmission: year('Year of Admission'),
        yearOfCompletion: year('Year of Completion'),
        programDuration: null,
        dateOfIssue: field(lines, 'Date of Issue'),
        cgpa: field(lines, 'CGPA'),
        totalCreditsOrMarks: null,
      },
      courses: lines.flatMap((l) => {
        const m = COURSE.exec(l);
        if (!m) return [];
        return [
          {
            courseNumber: m[1]!,
            courseName: m[2]!,
            credit: Number(m[3]),
            grade: m[4]!,
            alternateGrade: null,
            marksScored: null,
            maximumMarks: null,
            passStatus: null,
            term: null,
            session: null,
            year: null,
          },
        ];
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Forensics: checks on the file's bytes and its text

export const ruleForensicsEngine: ForensicsEngine = {
  async analyze(file: SourceFile, text: DocumentText): Promise<ForensicsResult> {
    const bytes = await readFile(file.path);
    const lines = documentLines(text);
    const checks: ForensicsCheck[] = [];
    const words = text.pages.reduce((n, p) => n + p.items.length, 0);
    checks.push({
      checkNumber: 1,
      title: 'Readable text',
      status: words > 0 ? 'passed' : 'warning',
      description: words > 0 ? `${words} text runs were read.` : 'No text could be read from the document.',
    });
    if (file.kind === 'pdf') {
      const saves = bytes.toString('latin1').split('%%EOF').length - 1;
      checks.push({
        checkNumber: 2,
        title: 'Incremental updates',
        status: saves > 1 ? 'failed' : 'passed',
        description: saves > 1 ? `The file was saved ${saves} times: it was changed after it was issued.` : 'The file was saved once.',
      });
      const producer = /\/Producer\s*\(([^)]*)\)/.exec(bytes.toString('latin1'))?.[1] ?? '';
      checks.push({
        checkNumber: 3,
        title: 'Producing software',
        status: /photoshop|illustrator|editor/i.test(producer) ? 'warning' : 'passed',
        description: producer ? `Produced by ${producer}.` : 'No producer recorded.',
      });
    } else {
      checks.push({ checkNumber: 2, title: 'Incremental updates', status: 'skipped', description: 'Only PDF files have incremental updates.' });
    }
    const statuses = checks.map((c) => c.status);
    const verdict = statuses.includes('failed') ? 'tampered' : statuses.includes('warning') ? 'suspicious' : 'clean';
    const completion = field(lines, 'Year of Completion');
    return {
      verdict,
      summary: `${checks.filter((c) => c.status === 'passed').length} of ${checks.length} checks passed.`,
      topEvidence: checks.filter((c) => c.status === 'failed' || c.status === 'warning').map((c) => c.description),
      checks,
      // This rule engine grades checks, not signals; the score only follows its verdict's band.
      signals: [],
      riskScore: riskScoreOf([], verdict),
      documentName: lines[0] ?? null,
      candidateName: field(lines, 'Name'),
      registrationNumber: field(lines, 'Registration No'),
      issuerName: field(lines, 'Institution'),
      issuerSubName: null,
      issuanceYear: completion !== null && /^\d{4}$/.test(completion) ? Number(completion) : null,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Translation: English is laid out as is; other languages need a machine-translation service

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function pdfOf(pages: string[][]): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 50 }, (doc) => {
    pages.forEach((lines, i) => {
      if (i > 0) doc.addPage();
      for (const l of lines) doc.text(l.replace(/[^\u0020-\u00ff]/g, '?'));
    });
  });
}

export interface TranslationOptions {
  /** A machine-translation endpoint (POST JSON {source, texts}); without one only English passes. */
  translatorUrl?: string;
}

export function testTranslationEngine(opts: TranslationOptions = {}): TranslationEngine {
  return {
    async translate(text: DocumentText, fileName: string): Promise<TranslationResult> {
      const pageLines = text.pages.map((p) => documentLines({ pages: [p] }));
      const lang = language(pageLines.flat()) ?? { code: 'en', name: 'English' };
      let translated = pageLines;
      if (lang.code !== 'en') {
        if (opts.translatorUrl === undefined) throw new ProcessingError(`No machine translation engine is configured for ${lang.name}`);
        let response: Response;
        try {
          response = await fetch(opts.translatorUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ source: lang.code, texts: pageLines.flat() }),
            signal: AbortSignal.timeout(2000),
          });
        } catch (err) {
          throw new ProcessingError(`The machine translation service cannot be reached (${(err as Error).message})`, true);
        }
        if (!response.ok) throw new ProcessingError(`The machine translation service answered ${response.status}`, true);
        const out = (await response.json()) as { texts: string[] };
        let i = 0;
        translated = pageLines.map((lines) => lines.map(() => out.texts[i++] ?? ''));
      }
      const htmlPages = translated.map((lines, n) => `<section data-page="${n + 1}">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</section>`);
      return {
        languageCode: lang.code,
        language: lang.name,
        htmlPages,
        htmlRepresentation: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(fileName)}</title></head><body>${htmlPages.join('')}</body></html>`,
        pdf: await pdfOf(translated),
      };
    },
  };
}

export function testEngines(opts: TranslationOptions = {}): Engines {
  return {
    text: testTextEngine,
    classification: ruleClassificationEngine,
    extraction: ruleExtractionEngine,
    forensics: ruleForensicsEngine,
    translation: testTranslationEngine(opts),
  };
}
