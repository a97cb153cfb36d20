import type { Readable } from 'node:stream';
import type { EvaluationReportInput } from './types';
import { fields, footers, header, newReportPdf, paragraph, section, table, type Column } from './pdfLayout';
import { courseFlags, formatCredits, formatIssuedAt, formatYears, show, targetLabel } from './text';

const COURSE_COLUMNS: Column[] = [
  { title: 'Course', width: 48 },
  { title: 'Grade', width: 10, align: 'center' },
  { title: 'Point', width: 10, align: 'right' },
  { title: 'Credit', width: 10, align: 'right' },
  { title: 'Notes', width: 22 },
];

/**
 * The PDF report of one completed evaluation of one credential (interface "GET
 * /cases/{id}/evaluation/report/pdf"): case number, candidate, institution, qualification, the
 * equivalency, the evaluated courses, the operator's note, the target institute, and the report
 * ID, issue time and QR verification link of this issue. Returned as the pdfkit stream (ended):
 * the caller pipes it or collects it; nothing touches the disk.
 */
export function evaluationReportPdf(input: EvaluationReportInput): Readable {
  const { credential: c, evaluation: e, stamp } = input;
  const q = c.qualification;
  const eq = e.equivalency;
  const title = 'Credential evaluation report';
  const doc = newReportPdf(title, stamp);

  header(
    doc,
    title,
    [
      ['Case number', show(input.caseNumber)],
      ['Candidate', show(c.candidate.fullName)],
      ['Target institute', targetLabel(e.targetInstitute)],
    ],
    stamp,
  );

  section(doc, 'Candidate');
  fields(doc, [
    ['Full name', show(c.candidate.fullName)],
    ['Date of birth', show(c.candidate.dateOfBirth)],
  ]);

  section(doc, 'Institution');
  fields(doc, [
    ['Name', show(c.institution.name)],
    ['Country', show(c.institution.country)],
  ]);

  section(doc, 'Qualification');
  fields(doc, [
    ['Qualification', show(q.name)],
    ['Education level', show(q.educationLevel)],
    ['Program', show(q.program)],
    ['Program duration (years)', show(q.programDurationYears)],
    ['Year of admission', show(q.yearOfAdmission)],
    ['Years of attendance', formatYears(q.yearsOfAttendance)],
    ['Date of award', show(q.dateOfAward)],
  ]);

  section(doc, 'U.S. equivalency');
  fields(doc, [
    ['U.S. equivalency', show(eq.usEquivalency)],
    ['Statement', show(eq.statement)],
    ['Field of study', show(eq.fieldOfStudy)],
    ['Evaluated as', show(eq.evaluatedAs)],
    ['GPA (weighted)', show(eq.gpa.weighted)],
    ['GPA (unweighted)', show(eq.gpa.unweighted)],
    ['Total credits', formatCredits(eq.totalCredits, eq.creditUnit)],
    ['Evaluation completed', e.completedAt ? formatIssuedAt(new Date(e.completedAt)) : show(null)],
  ]);

  section(doc, `Evaluated courses (${e.courses.length})`);
  if (e.courses.length === 0) paragraph(doc, 'No courses were evaluated.', { color: '#555555' });
  else {
    paragraph(doc, `Grades, points and credits are evaluated values; credits are ${eq.creditUnit}.`, { size: 9, color: '#444444' });
    table(
      doc,
      COURSE_COLUMNS,
      e.courses.map((course) => [
        show(course.courseName),
        course.grade ?? '',
        course.point === null ? '' : String(course.point),
        course.credit === null ? '' : String(course.credit),
        courseFlags(course),
      ]),
    );
  }

  section(doc, 'Note');
  paragraph(doc, e.note?.trim() ? e.note : 'No note.', { color: e.note?.trim() ? '#000000' : '#555555' });

  if (eq.disclaimer?.trim()) {
    doc.moveDown(0.6);
    paragraph(doc, eq.disclaimer, { size: 8.5, color: '#444444' });
  }

  footers(doc, title, stamp);
  doc.end();
  return doc as unknown as Readable;
}
