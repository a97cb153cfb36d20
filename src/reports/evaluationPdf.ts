import type { Readable } from 'node:stream';
import type { EvaluationReportInput } from './types';
import { fields, footers, header, newReportPdf, paragraph, section, table, type Column } from './pdfLayout';
import { courseFlags, coursesByTerm, formatCredits, formatIssuedAt, formatNumber, formatYears, show, targetLabel } from './text';

const COURSE_COLUMNS: Column[] = [
  { title: 'Course', width: 40 },
  { title: 'Original grade', width: 13, align: 'center' },
  { title: 'Original credits', width: 12, align: 'right' },
  { title: 'U.S. grade', width: 10, align: 'center' },
  { title: 'Points', width: 9, align: 'right' },
  { title: 'U.S. credits', width: 10, align: 'right' },
  { title: 'Notes', width: 16 },
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
      ['Issued by', show(input.issuedBy)],
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
    paragraph(doc, `Original grades and credits as printed on the credential; U.S. grades, points and credits are the evaluated values (credits in ${eq.creditUnit}). Courses are grouped by the term printed with them.`, {
      size: 9,
      color: '#444444',
    });
    table(
      doc,
      COURSE_COLUMNS,
      coursesByTerm(e.courses, input.courseSources).flatMap(({ term, courses }) => [
        ...(term === undefined ? [] : [{ group: term ?? 'Term not given' }]),
        ...courses.map(({ course, source }) => [
          show(course.courseName),
          source?.originalGrade ?? '',
          formatNumber(source?.originalCredits ?? null),
          course.grade ?? '',
          formatNumber(course.point),
          formatNumber(course.credit),
          courseFlags(course),
        ]),
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
