import type { Readable } from 'node:stream';
import type { CombinedReportInput } from './types';
import { fields, footers, header, newReportPdf, paragraph, section } from './pdfLayout';
import { credentialLabel, formatYears, show, targetLabel } from './text';

/**
 * The PDF report of a completed combined equivalency (interface "GET
 * /cases/{id}/evaluation/combined-report/xlsx (and the PDF variant)", decision "Open paths and parameters"): case number,
 * candidate, target, each combined statement with the credentials it came from (none when an
 * operator wrote it by hand), the credentials, and the report ID, issue time and QR
 * verification link of this issue. Returned as the ended pdfkit stream.
 */
export function combinedReportPdf(input: CombinedReportInput): Readable {
  const { combined: cb, stamp } = input;
  const title = 'Combined equivalency report';
  const doc = newReportPdf(title, stamp);
  const byId = new Map(cb.credentials.map((c) => [c.credentialId, c]));

  header(
    doc,
    title,
    [
      ['Case number', show(cb.caseNumber)],
      ['Candidate', show(cb.candidate.fullName)],
      ['Date of birth', show(cb.candidate.dateOfBirth)],
      ['Target institute', targetLabel(cb.targetInstitute)],
    ],
    stamp,
  );

  section(doc, 'Combined equivalency');
  if (cb.combinedEquivalencies.length === 0) paragraph(doc, 'No combined statement.', { color: '#555555' });
  cb.combinedEquivalencies.forEach((s, i) => {
    paragraph(doc, `${i + 1}. ${s.equivalency}`, { size: 10.5 });
    const sources = s.credentialIds.map((id) => (byId.has(id) ? credentialLabel(byId.get(id)!) : `credential ${id}`));
    paragraph(doc, sources.length ? `Based on: ${sources.join('; ')}` : 'Written by the evaluator.', { size: 8.5, color: '#444444' });
    doc.moveDown(0.3);
  });

  section(doc, `Credentials (${cb.credentials.length})`);
  for (const c of cb.credentials) {
    fields(doc, [
      ['Credential', c.credentialId],
      ['Institution', `${show(c.institution.name)}${c.institution.country ? `, ${c.institution.country}` : ''}`],
      ['Qualification', show(c.qualification.name)],
      ['Program', show(c.qualification.program)],
      ['Years of attendance', formatYears(c.qualification.yearsOfAttendance)],
      ['Date of award', show(c.qualification.dateOfAward)],
    ]);
  }

  footers(doc, title, stamp);
  doc.end();
  return doc as unknown as Readable;
}
