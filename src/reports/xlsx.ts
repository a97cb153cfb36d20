/**
 * The XLSX reports (exceljs): the same content as the PDFs, as cells a reader can sort and copy.
 * Each workbook carries the report ID, issue time, verification link (a hyperlink) and its QR
 * code as an image. Built in memory and written to the given stream; nothing touches the disk.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import QRCode from 'qrcode';
import type { CombinedReportInput, EvaluationReportInput, ReportStamp } from './types';
import { courseFlags, credentialLabel, formatCredits, formatIssuedAt, formatYears, show, targetLabel } from './text';

type Sheet = ExcelJS.Worksheet;
type Value = string | number | null;

const BOLD = { bold: true } as const;
const TITLE = { bold: true, size: 14 } as const;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8E8E8' } };

function newWorkbook(title: string, stamp: ReportStamp): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Credential evaluation service';
  wb.title = title;
  wb.subject = `Report ${stamp.reportId}`;
  wb.created = stamp.issuedAt;
  wb.modified = stamp.issuedAt;
  return wb;
}

/** Title row, then the verification facts; the QR image sits to the right of them. */
async function stampRows(wb: ExcelJS.Workbook, ws: Sheet, title: string, stamp: ReportStamp): Promise<void> {
  ws.columns = [{ width: 28 }, { width: 90 }];
  ws.addRow([title]).font = TITLE;
  ws.addRow([]);
  keyValue(ws, 'Report ID', stamp.reportId);
  keyValue(ws, 'Issued', formatIssuedAt(stamp.issuedAt));
  const row = ws.addRow(['Verify at', null]);
  row.getCell(1).font = BOLD;
  row.getCell(2).value = { text: stamp.verifyUrl, hyperlink: stamp.verifyUrl };
  row.getCell(2).font = { color: { argb: 'FF0563C1' }, underline: true };
  const png = await QRCode.toBuffer(stamp.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 160 });
  const image = wb.addImage({ buffer: png as unknown as ExcelJS.Buffer, extension: 'png' });
  ws.addImage(image, { tl: { col: 2.2, row: 0.2 }, ext: { width: 120, height: 120 } });
}

function keyValue(ws: Sheet, label: string, value: Value): void {
  const row = ws.addRow([label, value]);
  row.getCell(1).font = BOLD;
  row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  row.getCell(1).alignment = { vertical: 'top' };
}

function heading(ws: Sheet, text: string): void {
  ws.addRow([]);
  ws.addRow([text]).font = { bold: true, size: 12 };
}

/** A number stays a number in the sheet; a missing value reads "not given" like in the PDF. */
function cellValue(v: string | number | null): Value {
  return typeof v === 'number' ? v : show(v);
}

export async function evaluationReportXlsx(input: EvaluationReportInput, out: Writable): Promise<void> {
  const { credential: c, evaluation: e, stamp } = input;
  const q = c.qualification;
  const eq = e.equivalency;
  const title = 'Credential evaluation report';
  const wb = newWorkbook(title, stamp);

  const ws = wb.addWorksheet('Evaluation');
  await stampRows(wb, ws, title, stamp);
  keyValue(ws, 'Issued by', input.issuedBy);
  keyValue(ws, 'Case number', input.caseNumber);
  keyValue(ws, 'Target institute', targetLabel(e.targetInstitute));

  heading(ws, 'Candidate');
  keyValue(ws, 'Full name', show(c.candidate.fullName));
  keyValue(ws, 'Date of birth', show(c.candidate.dateOfBirth));

  heading(ws, 'Institution');
  keyValue(ws, 'Name', show(c.institution.name));
  keyValue(ws, 'Country', show(c.institution.country));

  heading(ws, 'Qualification');
  keyValue(ws, 'Qualification', show(q.name));
  keyValue(ws, 'Education level', show(q.educationLevel));
  keyValue(ws, 'Program', show(q.program));
  keyValue(ws, 'Program duration (years)', cellValue(q.programDurationYears));
  keyValue(ws, 'Year of admission', cellValue(q.yearOfAdmission));
  keyValue(ws, 'Years of attendance', formatYears(q.yearsOfAttendance));
  keyValue(ws, 'Date of award', show(q.dateOfAward));

  heading(ws, 'U.S. equivalency');
  keyValue(ws, 'U.S. equivalency', show(eq.usEquivalency));
  keyValue(ws, 'Statement', show(eq.statement));
  keyValue(ws, 'Field of study', show(eq.fieldOfStudy));
  keyValue(ws, 'Evaluated as', show(eq.evaluatedAs));
  // GPA values are decimal strings in the API (interface "Equivalency"); kept as text so no digit changes.
  keyValue(ws, 'GPA (weighted)', show(eq.gpa.weighted));
  keyValue(ws, 'GPA (unweighted)', show(eq.gpa.unweighted));
  keyValue(ws, 'Total credits', eq.totalCredits);
  keyValue(ws, 'Credit unit', eq.creditUnit);
  keyValue(ws, 'Total credits (with unit)', formatCredits(eq.totalCredits, eq.creditUnit));
  keyValue(ws, 'Evaluation completed', e.completedAt ? formatIssuedAt(new Date(e.completedAt)) : show(null));

  heading(ws, 'Note');
  keyValue(ws, 'Note', e.note?.trim() ? e.note : 'No note.');
  if (eq.disclaimer?.trim()) keyValue(ws, 'Disclaimer', eq.disclaimer);

  const courses = wb.addWorksheet('Courses');
  courses.columns = [
    { header: 'Course ID', width: 26 },
    { header: 'Course', width: 50 },
    { header: 'Grade', width: 10 },
    { header: 'Point', width: 10 },
    { header: `Credit (${eq.creditUnit})`, width: 22 },
    { header: 'Retaken', width: 10 },
    { header: 'Non-gradable', width: 14 },
    { header: 'Excluded', width: 10 },
    { header: 'Notes', width: 30 },
    // What each course was evaluated from, as the PDF prints it beside the evaluated values.
    { header: 'Term', width: 26 },
    { header: 'Original grade', width: 16 },
    { header: 'Original credits', width: 16 },
  ];
  styleHeader(courses);
  for (const course of e.courses) {
    const source = Object.hasOwn(input.courseSources, course.courseId) ? input.courseSources[course.courseId] : undefined;
    courses.addRow([
      course.courseId,
      course.courseName,
      course.grade,
      course.point,
      course.credit,
      course.isRetaken ? 'yes' : 'no',
      course.isNonGradable ? 'yes' : 'no',
      course.isExcluded ? 'yes' : 'no',
      courseFlags(course),
      source?.term ?? null,
      source?.originalGrade ?? null,
      source?.originalCredits ?? null,
    ]);
  }

  await wb.xlsx.write(out);
}

export async function combinedReportXlsx(input: CombinedReportInput, out: Writable): Promise<void> {
  const { combined: cb, stamp } = input;
  const title = 'Combined equivalency report';
  const wb = newWorkbook(title, stamp);
  const byId = new Map(cb.credentials.map((c) => [c.credentialId, c]));

  const ws = wb.addWorksheet('Combined');
  await stampRows(wb, ws, title, stamp);
  keyValue(ws, 'Case number', cb.caseNumber);
  keyValue(ws, 'Candidate', show(cb.candidate.fullName));
  keyValue(ws, 'Date of birth', show(cb.candidate.dateOfBirth));
  keyValue(ws, 'Target institute', targetLabel(cb.targetInstitute));

  heading(ws, 'Combined equivalency');
  const header = ws.addRow(['#', 'Statement', 'Based on', 'Credential IDs']);
  header.font = BOLD;
  header.eachCell((cell) => (cell.fill = HEADER_FILL));
  ws.getColumn(3).width = 60;
  ws.getColumn(4).width = 30;
  cb.combinedEquivalencies.forEach((s, i) => {
    const sources = s.credentialIds.map((id) => (byId.has(id) ? credentialLabel(byId.get(id)!) : `credential ${id}`));
    const row = ws.addRow([i + 1, s.equivalency, sources.length ? sources.join('; ') : 'Written by the evaluator', s.credentialIds.join(', ')]);
    row.alignment = { wrapText: true, vertical: 'top' };
  });

  const creds = wb.addWorksheet('Credentials');
  creds.columns = [
    { header: 'Credential ID', width: 26 },
    { header: 'Institution', width: 40 },
    { header: 'Country', width: 20 },
    { header: 'Qualification', width: 36 },
    { header: 'Education level', width: 18 },
    { header: 'Program', width: 30 },
    { header: 'Years of attendance', width: 24 },
    { header: 'Date of award', width: 14 },
  ];
  styleHeader(creds);
  for (const c of cb.credentials) {
    creds.addRow([
      c.credentialId,
      c.institution.name,
      c.institution.country,
      c.qualification.name,
      c.qualification.educationLevel,
      c.qualification.program,
      formatYears(c.qualification.yearsOfAttendance),
      c.qualification.dateOfAward,
    ]);
  }

  await wb.xlsx.write(out);
}

function styleHeader(ws: Sheet): void {
  const row = ws.getRow(1);
  row.font = BOLD;
  row.eachCell((cell) => (cell.fill = HEADER_FILL));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}
