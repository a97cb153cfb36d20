/**
 * OCR of scans and photos beyond Latin print (docs/document-understanding.md, "Scans and photos"): Tesseract's
 * orientation and script detection picks the language packs (Cyrillic, Greek, Armenian, Arabic and Persian, Thai, Devanagari),
 * a page fed sideways is turned upright, and a phone photo in perspective reads like a scan.
 * The page images are generated in the test (test/support/ocrImages.ts). Needs tesseract with
 * the packs that .ci/run installs; skipped when tesseract is missing.
 */
import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { createTextEngine, groupLines } from '../../src/processing/text';
import type { DocumentText, PageText, SourceFile } from '../../src/processing/types';
import { bilingualPage, pdfTextPage, photoOf, rotated, svgTextPage } from '../support/ocrImages';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

describe('OCR of other scripts, sideways pages and photos', function () {
  this.timeout(180_000);
  const engine = createTextEngine();
  let tmp: string;
  let n = 0;

  before(async function () {
    if (!(await engine.ocr.isAvailable())) this.skip();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ocr-scripts-'));
  });
  after(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  async function read(data: Buffer, kind: SourceFile['kind']): Promise<DocumentText> {
    const file = path.join(tmp, `page-${++n}.${kind === 'jpeg' ? 'jpg' : kind}`);
    await writeFile(file, data);
    return engine.extract({ path: file, kind, fileName: path.basename(file) });
  }
  const wordsOf = (p: PageText) => p.items.map((i) => i.text);
  const textOf = (p: PageText) => wordsOf(p).join(' ');

  it('reads a Russian page with the Cyrillic models', async () => {
    const png = await pdfTextPage(
      ['ВЫПИСКА ИЗ ЗАЧЁТНОЙ ВЕДОМОСТИ', 'Фамилия: Петренко Олег Викторович', 'Математический анализ — отлично', 'Физика — хорошо', 'Дата выдачи: 12 июня 2019 года'],
      DEJAVU,
    );
    const page = (await read(png, 'png')).pages[0];
    for (const w of ['ВЫПИСКА', 'Петренко', 'Викторович', 'отлично', 'хорошо', 'июня']) expect(wordsOf(page), w).to.include(w);
    expect(page.items.every((i) => i.confidence !== null)).to.equal(true);
  });

  it('reads Ukrainian letters (і, ї, є) that the Russian model lacks', async () => {
    const png = await pdfTextPage(
      ['ДОДАТОК ДО ДИПЛОМА БАКАЛАВРА', 'Прізвище: Коваленко Ірина Олексіївна', 'Інформатика — відмінно', 'Українська мова — добре', 'Дата видачі: 30 червня 2021 року'],
      DEJAVU,
    );
    const text = textOf((await read(png, 'png')).pages[0]);
    for (const w of ['Прізвище', 'Коваленко', 'Інформатика', 'відмінно', 'Українська', 'червня']) expect(text, w).to.include(w);
  });

  it('reads a Greek page with the Greek model', async () => {
    const png = await pdfTextPage(
      ['ΑΝΑΛΥΤΙΚΗ ΒΑΘΜΟΛΟΓΙΑ', 'Επώνυμο: Παπαδοπούλου Ελένη', 'Μαθηματικά 8,5', 'Φυσική 7,0', 'Ημερομηνία έκδοσης: 14 Ιουλίου 2020'],
      DEJAVU,
    );
    const text = textOf((await read(png, 'png')).pages[0]);
    for (const w of ['ΑΝΑΛΥΤΙΚΗ', 'Επώνυμο', 'Παπαδοπούλου', 'Μαθηματικά', 'Φυσική', 'Ιουλίου']) expect(text, w).to.include(w);
  });

  it('reads Hungarian and Norwegian letters (ő, ø, å) with their own models', async () => {
    const pages: Array<[string[], string[]]> = [
      [
        ['LECKEKÖNYV-KIVONAT', 'Név: Szőke Bence Előd', 'Születési hely, idő: Győr, 2000. április 3.', 'Képzési szint: alapképzés, összesen megszerzett kredit: 180', 'A záróvizsga időpontja: 2023. június 14.'],
        ['Szőke', 'Előd', 'Győr,', 'idő:', 'időpontja:', 'összesen'],
      ],
      [
        ['VITNEMÅL', 'Navn: Øystein Søreide', 'Fødselsdato: 3. mai 1999', 'Graden er fullført og bestått med 180 studiepoeng', 'Utstedt av Høgskolen i Trøndelag'],
        ['VITNEMÅL', 'Øystein', 'Søreide', 'Fødselsdato:', 'fullført', 'bestått', 'Trøndelag'],
      ],
    ];
    for (const [lines, words] of pages) {
      const text = textOf((await read(await pdfTextPage(lines, DEJAVU), 'png')).pages[0]);
      for (const w of words) expect(text, w).to.include(w);
    }
  });

  it('reads an Arabic page with the Arabic model', async () => {
    const png = await svgTextPage(['كشف الدرجات الرسمي', 'اسم الطالب: أحمد سمير', 'الرياضيات ممتاز', 'الفيزياء جيد جدا', 'كلية الهندسة'], { font: 'Noto Sans Arabic', rtl: true });
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['الدرجات', 'الطالب:', 'الرياضيات', 'ممتاز', 'الهندسة']) expect(words, w).to.include(w);
  });

  it('reads an Armenian page with the Armenian model', async () => {
    const png = await pdfTextPage(['ԴԻՊԼՈՄԻ ՀԱՎԵԼՎԱԾ', 'Ազգանուն: Պետրոսյան', 'Անուն: Գայանե', 'Մաթեմատիկա 18', 'Տնտեսագիտություն 16'], DEJAVU);
    const text = textOf((await read(png, 'png')).pages[0]);
    for (const w of ['ՀԱՎԵԼՎԱԾ', 'Պետրոսյան', 'Գայանե', 'Մաթեմատիկա', 'Տնտեսագիտություն']) expect(text, w).to.include(w);
  });

  it('reads a Persian page with the Persian model (its letters پ گ ژ and the Persian yeh)', async () => {
    const png = await svgTextPage(['کارنامه تحصیلی', 'نام خانوادگی: پیرزاده', 'ریاضی عمومی ۱۷', 'مهندسی کامپیوتر', 'گواهی پایان تحصیلات'], { font: 'Noto Naskh Arabic', rtl: true });
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['کارنامه', 'تحصیلی', 'پیرزاده', 'مهندسی', 'کامپیوتر', 'گواهی']) expect(words, w).to.include(w);
  });

  it('reads a Thai page with the Thai model, its words whole', async () => {
    const png = await svgTextPage(['ใบแสดงผลการเรียน', 'มหาวิทยาลัย', 'คณิตศาสตร์ 4.0', 'ภาษาไทย 3.5', 'วิทยาศาสตร์ 3.0'], { font: 'Noto Sans Thai' });
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['ใบแสดงผลการเรียน', 'มหาวิทยาลัย', 'คณิตศาสตร์', 'ภาษาไทย', '3.5']) expect(words, w).to.include(w);
  });

  it('reads a Hindi page with the Devanagari model', async () => {
    const png = await svgTextPage(['अंक तालिका', 'विश्वविद्यालय परीक्षा', 'गणित 85', 'विज्ञान 78', 'हिन्दी 90'], { font: 'Noto Sans Devanagari' });
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['तालिका', 'विश्वविद्यालय', 'परीक्षा', 'गणित', 'विज्ञान', '85']) expect(words, w).to.include(w);
  });

  it('reads an Amharic page although OSD knows no Ethiopic (it names another script)', async () => {
    const png = await svgTextPage(['የትምህርት ማስረጃ', 'ዩኒቨርሲቲ', 'ሒሳብ 85', 'እንግሊዝኛ 78', 'አማርኛ 90'], { font: 'Noto Sans Ethiopic' });
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['የትምህርት', 'ማስረጃ', 'ዩኒቨርሲቲ', 'ሒሳብ', 'አማርኛ', '90']) expect(words, w).to.include(w);
  });

  it('reads both halves of a bilingual English/Arabic page', async () => {
    const png = await bilingualPage(
      ['FACULTY OF ENGINEERING', 'Academic Transcript', 'Student Name: Ahmed Samir', 'Mathematics 1   Excellent', 'Physics 1   Very Good', 'Date of Graduation: June 2020'],
      ['كلية الهندسة', 'كشف الدرجات', 'اسم الطالب: أحمد سمير', 'رياضيات 1 ممتاز', 'فيزياء 1 جيد جدا', 'تاريخ التخرج: يونيو 2020'],
      'Noto Sans Arabic',
    );
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['ENGINEERING', 'Transcript', 'Samir', 'Excellent', 'June', 'الهندسة', 'الدرجات', 'ممتاز', 'التخرج:']) expect(words, w).to.include(w);
  });

  it('reads both halves of a bilingual English/Thai page', async () => {
    const png = await bilingualPage(
      ['UNIVERSITY TRANSCRIPT', 'Faculty of Science', 'Mathematics 4.0', 'Thai Language 3.5', 'Science 3.0'],
      ['ใบแสดงผลการเรียน', 'มหาวิทยาลัย', 'คณิตศาสตร์', 'ภาษาไทย', 'วิทยาศาสตร์'],
      'Noto Sans Thai',
    );
    const words = wordsOf((await read(png, 'png')).pages[0]);
    for (const w of ['TRANSCRIPT', 'Science', 'Mathematics', '3.5', 'ใบแสดงผลการเรียน', 'คณิตศาสตร์', 'ภาษาไทย']) expect(words, w).to.include(w);
  });

  const LATIN = ['UNIVERSITY OF NORTHFIELD', 'Official Transcript of Academic Record', 'Student: Jordan Example   ID 2019-4411', 'MATH 101 Calculus I 4.0 A-', 'PHYS 110 Mechanics 3.0 B+', 'ENGL 120 Academic Writing 3.0 A'];

  it('turns a page scanned sideways upright: the page keeps its shape and its lines run across', async () => {
    const upright = await svgTextPage(LATIN, { fontSize: 10 });
    for (const kind of ['png', 'pdf'] as const) {
      const png = await rotated(upright, 90);
      const data = kind === 'png' ? png : await imagePdf(png, 300, 420);
      const page = (await read(data, kind)).pages[0];
      expect(page.width, kind).to.be.greaterThan(page.height);
      const lines = groupLines(page).map((l) => l.text);
      expect(lines, kind).to.include('UNIVERSITY OF NORTHFIELD');
      expect(lines.some((l) => /PHYS 110 Mechanics 3\.0 B\+/.test(l)), kind).to.equal(true);
    }
  });

  it('reads a Russian page photographed in perspective, in lines like a scan', async () => {
    const png = await pdfTextPage(['ВЫПИСКА ИЗ ЗАЧЁТНОЙ ВЕДОМОСТИ', 'Фамилия: Петренко Олег Викторович', 'Математический анализ — отлично', 'Физика — хорошо'], DEJAVU, { dpi: 200 });
    const { jpeg } = await photoOf(png, 17, 1300);
    const page = (await read(jpeg, 'jpeg')).pages[0];
    const lines = groupLines(page).map((l) => l.text);
    expect(lines).to.include('Фамилия: Петренко Олег Викторович');
    for (const w of ['Математический', 'анализ', 'отлично', 'хорошо']) expect(wordsOf(page), w).to.include(w);
    // Nothing read from the desk around the page: every word lies within the page.
    expect(page.items.every((i) => i.x >= 0 && i.y >= 0 && i.x + i.width <= page.width + 1 && i.y + i.height <= page.height + 1)).to.equal(true);
  });

  it('reads an English transcript photographed in perspective, as an image and wrapped in a PDF', async () => {
    const { jpeg } = await photoOf(await svgTextPage(LATIN, { fontSize: 10, dpi: 200 }), 29, 1300);
    const meta = await sharp(jpeg).metadata();
    // A phone's "scan to PDF" without cropping: the whole photo on a PDF page.
    for (const [kind, data] of [['jpeg', jpeg], ['pdf', await imagePdf(jpeg, (meta.width! * 72) / 150, (meta.height! * 72) / 150)]] as const) {
      const page = (await read(data, kind)).pages[0];
      const lines = groupLines(page).map((l) => l.text);
      expect(lines, kind).to.include('Official Transcript of Academic Record');
      expect(lines.some((l) => /ENGL 120 Academic Writing 3\.0 A/.test(l)), kind).to.equal(true);
      expect(page.items.every((i) => i.x >= 0 && i.y >= 0 && i.x + i.width <= page.width + 1 && i.y + i.height <= page.height + 1), kind).to.equal(true);
    }
  });
});

/** A PDF page holding only an image (no text layer), `widthPt` × `heightPt`. */
function imagePdf(png: Buffer, widthPt: number, heightPt: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [widthPt, heightPt], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(png, 0, 0, { width: widthPt, height: heightPt });
    doc.end();
  });
}
