/**
 * The evaluation and combined reports (PDF and XLSX): what they print, read back from the bytes
 * (pdfjs for the PDFs, exceljs for the workbooks), the report ID and verification link (QR code
 * and printed text), and the decision "Open paths and parameters" file names.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import {
  renderReport,
  verifyUrl,
  type CombinedReportInput,
  type EvaluationReportInput,
  type ReportStamp,
} from '../../src/reports';
import { newVerificationToken, reportFileName } from '../../src/domain/reports';
import { closePdf, openPdf, pageLines } from '../../src/processing/forensics/pdf/pdfjs';

const execFileAsync = promisify(execFile);
const REPORT_ID = '65a1f2a0e4b0a1b2c3d4e9f0';
// A verification token as issued: 24 random bytes, base64url (32 characters).
const TOKEN = 'q1w2E3r4T5y6U7i8O9p0-_AsDfGhJkLz';
const stamp: ReportStamp = {
  reportId: REPORT_ID,
  issuedAt: new Date('2024-03-01T12:34:56.789Z'),
  verifyUrl: verifyUrl('https://reports.example.org/', REPORT_ID, TOKEN),
};

const courses = Array.from({ length: 60 }, (_, i) => ({
  courseId: `c${i + 1}`,
  courseName: i === 0 ? 'Data Structures & Algorithms' : `Course number ${i + 1}`,
  grade: i % 3 === 0 ? 'A' : 'B+',
  point: i === 1 ? null : 4,
  credit: i === 2 ? null : 3,
  isRetaken: i === 5,
  isNonGradable: i === 6,
  isExcluded: i === 59,
}));

/** Courses 1-25 from the first term, 26-50 from the second, 51-60 evaluated without a source (added by the operator). */
const courseSources: EvaluationReportInput['courseSources'] = Object.fromEntries(
  courses.slice(0, 50).map((c, i) => [c.courseId, { term: i < 25 ? 'First Semester 2015/16' : 'Second Semester 2015/16', originalGrade: i % 3 === 0 ? '1,3' : '2,0', originalCredits: i === 2 ? null : 6 }]),
);

const evaluation: EvaluationReportInput = {
  issuedBy: 'Example Evaluation Services',
  courseSources,
  caseNumber: 100042,
  credential: {
    credentialId: '65a1f0c2e4b0a1b2c3d4e5f8',
    uploadId: null,
    candidate: { fullName: 'Zoë Ångström-Okafor', dateOfBirth: '03/14/1997' },
    institution: { name: 'University of Lagos', country: 'Nigeria' },
    qualification: {
      name: 'Bachelor of Science',
      educationLevel: 'Bachelor',
      program: 'Computer Science',
      programDurationYears: 4,
      yearOfAdmission: 'Fall term 2015',
      yearsOfAttendance: [2015, 2016, 2017, 2018],
      dateOfAward: '09/12/2019',
    },
  },
  evaluation: {
    evaluationId: '65a1f2a0e4b0a1b2c3d4e601',
    status: 'completed',
    completedAt: '2024-01-15T16:42:05.000Z',
    targetInstitute: { id: '65a1f1b4e4b0a1b2c3d4e5a1', name: 'University of Toronto' },
    equivalency: {
      usEquivalency: 'Bachelor of Science degree',
      statement: 'Bachelor of Science degree in Computer Science from a regionally accredited institution.',
      fieldOfStudy: 'Computer Science',
      evaluatedAs: "Four-year bachelor's degree",
      gpa: { weighted: '3.71', unweighted: '3.65' },
      totalCredits: 124.5,
      creditUnit: 'Semester Credits',
      disclaimer: '** This evaluation is advisory and is based on the documents submitted.',
    },
    courses,
    note: 'Grades converted using the five-point scale.',
  },
  stamp,
};

const combined: CombinedReportInput = {
  combined: {
    id: '65a1f0c2e4b0a1b2c3d4e5f6',
    externalId: 'APP-1',
    status: 'completed',
    caseNumber: 100042,
    targetInstitute: null,
    candidate: { fullName: 'Amara Okafor', dateOfBirth: '03/14/1997' },
    combinedEquivalencies: [
      { equivalency: 'Bachelor of Science degree in Computer Science.', credentialIds: ['65a1f0c2e4b0a1b2c3d4e5f8', '65a1f0c2e4b0a1b2c3d4e5f9'] },
      { equivalency: 'High school diploma.', credentialIds: [] },
    ],
    credentials: [
      {
        credentialId: '65a1f0c2e4b0a1b2c3d4e5f8',
        uploadId: '65a1f0c2e4b0a1b2c3d4e5f7',
        institution: { name: 'University of Lagos', country: 'Nigeria' },
        qualification: { name: 'Bachelor of Science', educationLevel: 'Bachelor', program: 'Computer Science', programDurationYears: 4, yearOfAdmission: 2015, yearsOfAttendance: [2015, 2019], dateOfAward: '09/12/2019' },
        evaluations: [],
      },
      {
        credentialId: '65a1f0c2e4b0a1b2c3d4e5f9',
        uploadId: '65a1f0c2e4b0a1b2c3d4e5f7',
        institution: { name: 'Lagos Polytechnic', country: null },
        qualification: { name: 'Higher National Diploma', educationLevel: null, program: null, programDurationYears: null, yearOfAdmission: null, yearsOfAttendance: [], dateOfAward: null },
        evaluations: [],
      },
    ],
    pendingCredentialIds: [],
  },
  stamp,
};

/** The text of every page, whitespace collapsed (wrapped lines read as one). */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number; links: string[] }> {
  const doc = await openPdf(bytes);
  try {
    const pages = await pageLines(doc, 50);
    const links: string[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      for (const a of await page.getAnnotations()) if (a.url) links.push(a.url as string);
    }
    const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    return { text: text.replace(/\s+/g, ' '), pages: doc.numPages, links };
  } finally {
    await closePdf(doc);
  }
}

async function readXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return wb;
}

/** Column A label -> column B value of a key/value sheet. */
function keyValues(ws: ExcelJS.Worksheet): Map<string, unknown> {
  const out = new Map<string, unknown>();
  ws.eachRow((row) => {
    const k = row.getCell(1).value;
    if (typeof k === 'string') out.set(k, row.getCell(2).value);
  });
  return out;
}

describe('reports (evaluation and combined, PDF and XLSX)', function () {
  this.timeout(30_000);

  it('verification links are PUBLIC_BASE_URL/verify/<reportId>/<token> (decision "Processes and configuration")', () => {
    expect(verifyUrl('https://x.example/', 'abc', 'tok')).to.equal('https://x.example/verify/abc/tok');
    expect(verifyUrl('http://localhost:3000', 'abc', 'tok')).to.equal('http://localhost:3000/verify/abc/tok');
  });

  it('verification tokens carry 192 random bits, and only their hash is kept', () => {
    const tokens = Array.from({ length: 1000 }, () => newVerificationToken());
    for (const { token, hash } of tokens) {
      expect(token).to.match(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(token, 'base64url')).to.have.length(24);
      expect(hash).to.match(/^[0-9a-f]{64}$/);
      expect(hash).to.not.include(token);
    }
    expect(new Set(tokens.map((t) => t.token)).size).to.equal(tokens.length);
  });

  describe('evaluation PDF', () => {
    let text: string;
    let pages: number;
    let links: string[];
    let sha256: string;
    let bytes: Buffer;

    before(async () => {
      const r = await renderReport({ kind: 'evaluation', format: 'pdf', input: evaluation });
      expect(r.contentType).to.equal('application/pdf');
      bytes = r.bytes;
      sha256 = r.sha256;
      ({ text, pages, links } = await pdfText(r.bytes));
    });

    it('is a PDF whose SHA-256 is the one returned', async () => {
      expect(bytes.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(bytes).digest('hex')).to.equal(sha256);
    });

    type Want = [string, string];
    const wants: Want[] = [
      ['the title', 'Credential evaluation report'],
      ['the case number', 'Case number: 100042'],
      ['the candidate (accents kept where WinAnsi has them)', 'Zoë Ångström-Okafor'],
      ['the date of birth', '03/14/1997'],
      ['the institution', 'University of Lagos'],
      ['the country', 'Nigeria'],
      ['the qualification', 'Bachelor of Science'],
      ['the program', 'Computer Science'],
      ['a non-numeric year of admission as its source string', 'Fall term 2015'],
      ['the years of attendance', '2015, 2016, 2017, 2018'],
      ['the date of award', '09/12/2019'],
      ['the U.S. equivalency', 'Bachelor of Science degree'],
      ['the statement', 'Bachelor of Science degree in Computer Science from a regionally accredited institution.'],
      ['evaluated as', "Four-year bachelor's degree"],
      ['the weighted GPA', 'GPA (weighted): 3.71'],
      ['the unweighted GPA', 'GPA (unweighted): 3.65'],
      ['the total credits with their unit', '124.5 Semester Credits'],
      ['the disclaimer with its ** prefix', '** This evaluation is advisory'],
      ['the note', 'Grades converted using the five-point scale.'],
      ['the target institute', 'Target institute: University of Toronto'],
      ['the report ID', `Report ID: ${REPORT_ID}`],
      ['the issue time', 'Issued: 2024-03-01 12:34:56 UTC'],
      ['the verification link as text', `https://reports.example.org/verify/${REPORT_ID}/${TOKEN}`],
      ['a course name', 'Data Structures & Algorithms'],
      ['the last course (the table runs over pages)', 'Course number 60'],
      ['the retaken flag', 'Retaken'],
      ['the non-gradable flag', 'Non-gradable'],
      ['the excluded flag', 'Excluded'],
      ['the credit unit of the courses', 'credits in Semester Credits'],
      ['the issuing organization', 'Issued by: Example Evaluation Services'],
      ['the first term heading', 'First Semester 2015/16'],
      ['the second term heading', 'Second Semester 2015/16'],
      ['the heading of the courses without a term', 'Term not given'],
      ['the original grade beside the evaluated one', 'Data Structures & Algorithms 1,3 6 A 4 3'],
      ['the evaluated courses count', 'Evaluated courses (60)'],
    ];
    for (const [name, want] of wants) {
      it(`prints ${name}`, () => expect(text).to.include(want));
    }

    it('runs over several pages with the table header repeated and a footer on each page', () => {
      expect(pages).to.be.greaterThan(1);
      // 60 courses do not fit on one page: the header row is printed again where the table continues.
      expect(text.split('Points').length - 1, 'the header row on every page of the table').to.be.at.least(3);
      expect(text).to.include(`page ${pages} of ${pages}`);
      expect(text.split(`Verify at https://reports.example.org/verify/${REPORT_ID}/${TOKEN}`).length - 1).to.equal(pages);
    });

    it('lays out cleanly across pages: rendered to PNG, nothing is drawn in the margins or between the content and the footer', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'report-png-'));
      try {
        await writeFile(join(dir, 'r.pdf'), bytes);
        await execFileAsync('pdftoppm', ['-r', '72', '-png', join(dir, 'r.pdf'), join(dir, 'p')]);
        const files = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
        expect(files).to.have.length(pages);
        for (const f of files) {
          const { data, info } = await sharp(join(dir, f)).greyscale().raw().toBuffer({ resolveWithObject: true });
          // At 72 dpi one pixel is one PDF point: margins 50 pt, the footer's first line at height − 64.
          const inked = (x0: number, y0: number, x1: number, y1: number): number => {
            let n = 0;
            for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[y * info.width + x]! < 200) n += 1;
            return n;
          };
          const h = info.height;
          const w = info.width;
          expect(inked(0, 0, 44, h), `${f}: left margin`).to.equal(0);
          expect(inked(w - 44, 0, w, h), `${f}: right margin`).to.equal(0);
          expect(inked(0, 0, w, 44), `${f}: top margin`).to.equal(0);
          expect(inked(0, h - 88, w, h - 66), `${f}: between the content and the footer`).to.equal(0);
          expect(inked(0, h - 44, w, h), `${f}: bottom margin`).to.equal(0);
          expect(inked(50, 50, w - 50, h - 90), `${f}: the page has content`).to.be.greaterThan(0);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('links the QR code (and the printed link) to the verification page', () => {
      expect(links).to.include(`https://reports.example.org/verify/${REPORT_ID}/${TOKEN}`);
    });

    it('prints "not given" for missing values and never invents one', async () => {
      const sparse: EvaluationReportInput = {
        ...evaluation,
        credential: { ...evaluation.credential, candidate: { fullName: null, dateOfBirth: null } },
        evaluation: {
          ...evaluation.evaluation,
          targetInstitute: null,
          equivalency: { ...evaluation.evaluation.equivalency, gpa: { weighted: null, unweighted: null }, totalCredits: null, disclaimer: null },
          courses: [],
          note: null,
        },
      };
      const r = await renderReport({ kind: 'evaluation', format: 'pdf', input: sparse });
      const t = (await pdfText(r.bytes)).text;
      expect(t).to.include('Candidate: not given');
      expect(t).to.include('GPA (weighted): not given');
      expect(t).to.include('Total credits: not given');
      expect(t).to.include('General evaluation');
      expect(t).to.include('No courses were evaluated.');
      expect(t).to.include('No note.');
      expect(t).to.not.include('**');
    });

    it('two issues of the same evaluation differ only by their stamp', async () => {
      const other = { ...stamp, reportId: '65a1f2a0e4b0a1b2c3d4e9f1', verifyUrl: verifyUrl('https://reports.example.org', '65a1f2a0e4b0a1b2c3d4e9f1', TOKEN) };
      const r = await renderReport({ kind: 'evaluation', format: 'pdf', input: { ...evaluation, stamp: other } });
      expect(r.sha256).to.not.equal(sha256);
      expect((await pdfText(r.bytes)).links).to.include(other.verifyUrl);
    });
  });

  describe('evaluation XLSX', () => {
    let wb: ExcelJS.Workbook;
    before(async () => {
      const r = await renderReport({ kind: 'evaluation', format: 'xlsx', input: evaluation });
      expect(r.contentType).to.equal('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(r.bytes.subarray(0, 2).toString('latin1')).to.equal('PK');
      wb = await readXlsx(r.bytes);
    });

    it('holds the stamp, case, candidate, qualification and equivalency on the first sheet', () => {
      const ws = wb.getWorksheet('Evaluation')!;
      const kv = keyValues(ws);
      if (kv.has('Issued by')) expect(kv.get('Issued by')).to.equal('Example Evaluation Services');
      expect(kv.get('Report ID')).to.equal(REPORT_ID);
      expect(kv.get('Issued')).to.equal('2024-03-01 12:34:56 UTC');
      expect(kv.get('Verify at')).to.deep.equal({ text: stamp.verifyUrl, hyperlink: stamp.verifyUrl });
      expect(kv.get('Case number')).to.equal(100042);
      expect(kv.get('Full name')).to.equal('Zoë Ångström-Okafor');
      expect(kv.get('Date of birth')).to.equal('03/14/1997');
      expect(kv.get('Country')).to.equal('Nigeria');
      expect(kv.get('Program duration (years)')).to.equal(4);
      expect(kv.get('Year of admission')).to.equal('Fall term 2015');
      expect(kv.get('Years of attendance')).to.equal('2015, 2016, 2017, 2018');
      expect(kv.get('U.S. equivalency')).to.equal('Bachelor of Science degree');
      expect(kv.get('Field of study')).to.equal('Computer Science');
      expect(kv.get('Evaluated as')).to.equal("Four-year bachelor's degree");
      expect(kv.get('GPA (weighted)')).to.equal('3.71');
      expect(kv.get('GPA (unweighted)')).to.equal('3.65');
      expect(kv.get('Total credits')).to.equal(124.5);
      expect(kv.get('Credit unit')).to.equal('Semester Credits');
      expect(kv.get('Target institute')).to.equal('University of Toronto');
      expect(kv.get('Note')).to.equal('Grades converted using the five-point scale.');
      expect(kv.get('Disclaimer')).to.equal('** This evaluation is advisory and is based on the documents submitted.');
    });

    it('carries the QR code as an image', () => {
      const ws = wb.getWorksheet('Evaluation')!;
      expect(ws.getImages()).to.have.length(1);
    });

    it('lists every evaluated course with its values and flags', () => {
      const ws = wb.getWorksheet('Courses')!;
      expect(ws.rowCount).to.equal(61);
      expect(ws.getRow(1).getCell(5).value).to.equal('Credit (Semester Credits)');
      const first = ws.getRow(2).values as unknown[];
      expect(first.slice(1, 9)).to.deep.equal(['c1', 'Data Structures & Algorithms', 'A', 4, 3, 'no', 'no', 'no']);
      expect(ws.getRow(3).getCell(4).value).to.equal(null);
      expect(ws.getRow(7).getCell(6).value).to.equal('yes');
      expect(ws.getRow(61).getCell(8).value).to.equal('yes');
      // What each course was evaluated from, typed: the term and grade as text, the credits as a number.
      expect(ws.getRow(1).values).to.deep.include.members(['Term', 'Original grade', 'Original credits']);
      expect((ws.getRow(2).values as unknown[]).slice(10, 13)).to.deep.equal(['First Semester 2015/16', '1,3', 6]);
      expect([10, 11, 12].map((i) => ws.getRow(4).getCell(i).value)).to.deep.equal(['First Semester 2015/16', '2,0', null]);
      expect(ws.getRow(61).getCell(10).value, 'a course the operator added has no source').to.equal(null);
    });
  });

  describe('combined PDF', () => {
    let text: string;
    let links: string[];
    before(async () => {
      const r = await renderReport({ kind: 'combined', format: 'pdf', input: combined });
      ({ text, links } = await pdfText(r.bytes));
    });

    it('prints case number, candidate, target, the statements with their credentials, the report ID and link', () => {
      expect(text).to.include('Combined equivalency report');
      expect(text).to.include('Case number: 100042');
      expect(text).to.include('Candidate: Amara Okafor');
      expect(text).to.include('General evaluation');
      expect(text).to.include('1. Bachelor of Science degree in Computer Science.');
      expect(text).to.include('Based on: Bachelor of Science, University of Lagos (Nigeria); Higher National Diploma, Lagos Polytechnic');
      expect(text).to.include('2. High school diploma.');
      expect(text).to.include('Written by the evaluator.');
      expect(text).to.include(`Report ID: ${REPORT_ID}`);
      expect(text).to.include(stamp.verifyUrl);
      expect(links).to.include(stamp.verifyUrl);
    });
  });

  describe('combined XLSX', () => {
    it('holds the stamp, the statements with their credentials and the credentials', async () => {
      const r = await renderReport({ kind: 'combined', format: 'xlsx', input: { ...combined, combined: { ...combined.combined, targetInstitute: { id: '65a1f1b4e4b0a1b2c3d4e5a1', name: 'University of Toronto' } } } });
      const wb = await readXlsx(r.bytes);
      const ws = wb.getWorksheet('Combined')!;
      const kv = keyValues(ws);
      expect(kv.get('Report ID')).to.equal(REPORT_ID);
      expect(kv.get('Case number')).to.equal(100042);
      expect(kv.get('Candidate')).to.equal('Amara Okafor');
      expect(kv.get('Target institute')).to.equal('University of Toronto');
      expect(ws.getImages()).to.have.length(1);
      const statements: unknown[][] = [];
      ws.eachRow((row) => {
        if (typeof row.getCell(1).value === 'number') statements.push((row.values as unknown[]).slice(1, 5));
      });
      expect(statements).to.deep.equal([
        [1, 'Bachelor of Science degree in Computer Science.', 'Bachelor of Science, University of Lagos (Nigeria); Higher National Diploma, Lagos Polytechnic', '65a1f0c2e4b0a1b2c3d4e5f8, 65a1f0c2e4b0a1b2c3d4e5f9'],
        [2, 'High school diploma.', 'Written by the evaluator', ''],
      ]);
      const creds = wb.getWorksheet('Credentials')!;
      expect(creds.rowCount).to.equal(3);
      expect(creds.getRow(2).getCell(2).value).to.equal('University of Lagos');
    });
  });

  describe('file names (decision "Open paths and parameters")', () => {
    type Case = [string, { candidate: string | null; caseNumber: number; kind: 'evaluation' | 'combined'; format: 'pdf' | 'xlsx'; want: string }];
    const cases: Case[] = [
      ['spaces become underscores', { candidate: 'Amara Okafor', caseNumber: 100001, kind: 'evaluation', format: 'pdf', want: 'Amara_Okafor_100001_evaluation.pdf' }],
      ['no candidate name', { candidate: null, caseNumber: 100001, kind: 'combined', format: 'xlsx', want: 'candidate_100001_combined.xlsx' }],
      ['characters outside [A-Za-z0-9._-] dropped', { candidate: "Zoë O'Brien/..\\x", caseNumber: 7, kind: 'evaluation', format: 'xlsx', want: 'Zo_OBrien..x_7_evaluation.xlsx' }],
      ['a name with nothing left falls back', { candidate: '张伟', caseNumber: 100002, kind: 'combined', format: 'pdf', want: 'candidate_100002_combined.pdf' }],
    ];
    for (const [name, { candidate, caseNumber, kind, format, want }] of cases) {
      it(name, () => expect(reportFileName(candidate, caseNumber, kind, format)).to.equal(want));
    }
  });
});
