import { renderPdf } from './pdfkit';
import sharp from 'sharp';

/*
 * Small real documents for the pipeline's tests: PDFs with a text layer (pdfkit) and scanned
 * pages (PNG rendered from SVG, read back by Tesseract). One labelled field per line, which is
 * what the rule engines of ./engines read.
 */

export interface Course {
  code: string;
  name: string;
  credit: number;
  grade: string;
}

export interface Person {
  name: string;
  institution: string;
  programme: string;
  country?: string;
  registrationNo?: string;
  admitted?: number;
  completed?: number;
}

export const AMARA: Person = {
  name: 'Amara Okafor',
  institution: 'University of Lagos',
  programme: 'Bachelor of Science in Physics',
  country: 'Nigeria',
  registrationNo: '150805023',
  admitted: 2015,
  completed: 2019,
};

export const COURSES: Course[] = [
  { code: 'PHY101', name: 'Mechanics', credit: 3, grade: 'A' },
  { code: 'MTH102', name: 'Calculus', credit: 4, grade: 'B' },
  { code: 'CSC201', name: 'Programming', credit: 3, grade: 'A' },
];

function pdf(pages: string[][], opts: { producer?: string } = {}): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 60, info: { Producer: opts.producer ?? 'Registry System 4.2' } }, (doc) => {
    pages.forEach((lines, i) => {
      if (i > 0) doc.addPage();
      doc.font('Helvetica').fontSize(12);
      for (const l of lines) doc.text(l).moveDown(0.4);
    });
  });
}

function personLines(p: Person): string[] {
  return [
    `Institution: ${p.institution}`,
    `Name: ${p.name}`,
    `Programme: ${p.programme}`,
    ...(p.country ? [`Country: ${p.country}`] : []),
    ...(p.registrationNo ? [`Registration No: ${p.registrationNo}`] : []),
    ...(p.admitted ? [`Year of Admission: ${p.admitted}`] : []),
    ...(p.completed ? [`Year of Completion: ${p.completed}`] : []),
  ];
}

export function transcriptLines(p: Person = AMARA, courses: Course[] = COURSES): string[] {
  return ['ACADEMIC TRANSCRIPT', ...personLines(p), 'Course Title Credit Grade', ...courses.map((c) => `${c.code} ${c.name} ${c.credit} ${c.grade}`)];
}

export function transcriptPdf(p: Person = AMARA, courses: Course[] = COURSES): Promise<Buffer> {
  return pdf([transcriptLines(p, courses)]);
}

/**
 * The same transcript with its course table laid out in columns, as registrars print them: the
 * production extraction engine finds tables from column geometry, which one run per line lacks.
 */
export function columnTranscriptPdf(p: Person = AMARA, courses: Course[] = COURSES): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 60, info: { Producer: 'Registry System 4.2' } }, (doc) => {
    doc.font('Helvetica').fontSize(12);
    for (const l of ['ACADEMIC TRANSCRIPT', ...personLines(p)]) doc.text(l).moveDown(0.4);
    const columns = [60, 140, 360, 440];
    let y = doc.y + 16;
    for (const cells of [['Course', 'Title', 'Credit', 'Grade'], ...courses.map((c) => [c.code, c.name, String(c.credit), c.grade])]) {
      cells.forEach((cell, i) => doc.text(cell, columns[i], y, { lineBreak: false }));
      y += 18;
    }
  });
}

export function diplomaPdf(p: Person = AMARA): Promise<Buffer> {
  return pdf([['DIPLOMA', ...personLines(p), 'Status: Awarded', 'Date of Issue: 12/09/2019']]);
}

/** A document that belongs to no qualification. */
export function coverLetterPdf(): Promise<Buffer> {
  return pdf([['COVER LETTER', 'To whom it may concern', 'Please find my documents enclosed for the evaluation of my studies.']]);
}

/** A transcript in French: translation needs a machine-translation service for it. */
export function frenchTranscriptPdf(): Promise<Buffer> {
  return pdf([['RELEVE DE NOTES', 'Nom: Claire Martin', 'Université de Lyon', 'Le relevé des notes de la licence et des examens']]);
}

/** A transcript changed after it was issued: an incremental update appended to the file. */
export async function tamperedTranscriptPdf(p: Person = AMARA): Promise<Buffer> {
  const original = await transcriptPdf(p);
  const update = Buffer.from('\n% edited: grade of PHY101 changed\nxref\n0 0\ntrailer\n<< >>\nstartxref\n0\n%%EOF\n', 'latin1');
  return Buffer.concat([original, update]);
}

/** A scanned page: text rendered into a PNG, read back by OCR (slow on purpose: real OCR). */
export async function scannedPng(lines: string[]): Promise<Buffer> {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1700" height="2200"><rect width="100%" height="100%" fill="white"/>${lines
    .map((l, i) => `<text x="120" y="${220 + i * 80}" font-family="DejaVu Sans, sans-serif" font-size="40" fill="black">${escape(l)}</text>`)
    .join('')}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
}
