/**
 * Zimbabwean school examination results (ZIMSEC) of the General Certificate of Education, Ordinary and
 * Advanced Level, as public guides to ZIMSEC results and O/A-level grading describe them: the council with
 * its Harare address, the level and the sitting ("NOVEMBER 2018"), a centre number and a candidate number,
 * the name as entered (SURNAME then the given names, in capitals), sex, the date of birth; subjects with
 * four-digit syllabus codes and grades — O level A, B, C (passes), D, E, U; A level A-E, O (an O-level
 * pass), F, U — the number of subjects passed. Either a statement of results (boxed, a centre-number
 * column) or a results-portal printout. The institution is the council (a board's marksheet).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, dmy, dayMonthYear, iso, setInstitution, wPerson, wResult, type Column, type TableRow } from '../lib/w-kit';

const COUNCIL = 'Zimbabwe School Examinations Council';
const CENTRES = ['Mufakose High School', 'Chaplin High School', 'Nyamhunga Secondary School', 'Mkoba 1 High School', 'St. Faith Mission Secondary School'];

const O_LEVEL: Array<[string, string]> = [
  ['1122', 'ENGLISH LANGUAGE'], ['4008', 'MATHEMATICS'], ['5006', 'COMBINED SCIENCE'], ['2167', 'HISTORY'], ['2248', 'GEOGRAPHY'],
  ['3155', 'SHONA'], ['4025', 'ACCOUNTS'], ['5097', 'AGRICULTURE'], ['2042', 'FAMILY AND RELIGIOUS STUDIES'], ['4047', 'COMMERCE'], ['5090', 'BIOLOGY'], ['7014', 'COMPUTER SCIENCE'],
];
const A_LEVEL: Array<[string, string]> = [['6042', 'PURE MATHEMATICS'], ['6032', 'PHYSICS'], ['6031', 'CHEMISTRY'], ['6030', 'BIOLOGY'], ['6006', 'HISTORY'], ['6073', 'ECONOMICS'], ['6001', 'ACCOUNTING']];
const O_GRADES = ['A', 'B', 'C', 'C', 'D', 'E', 'U'];
const A_GRADES = ['A', 'B', 'C', 'D', 'E', 'O', 'F'];

async function render(rng: Rng) {
  const person = wPerson(rng, 'ZW');
  const advanced = rng.bool(0.4);
  const year = rng.int(2012, 2023);
  const month = advanced ? 'NOVEMBER' : rng.pick(['NOVEMBER', 'JUNE']);
  const dob = rng.bool(0.7) ? iso(year - (advanced ? 19 : 17), rng.int(1, 12), rng.int(13, 28)) : null;
  const centre = rng.pick(CENTRES);
  const centreNo = digits(rng, 6);
  const candNo = digits(rng, 4);
  const layout = rng.pick(['statement', 'portal'] as const);
  const shown = `${person.family} ${person.given}`.toUpperCase();
  const level = advanced ? 'Advanced Level' : 'Ordinary Level';
  const qual = `General Certificate of Education ${level}`;

  const r = wResult('en', person, dob);
  setInstitution(r, COUNCIL, 'ZW');
  const rows: TableRow[] = [];
  let passed = 0;
  const subjects = advanced ? rng.pick([A_LEVEL.slice(0, 4), A_LEVEL.slice(1, 5), A_LEVEL.slice(3, 7)]) : [...O_LEVEL.slice(0, 2), ...O_LEVEL.slice(2).filter(() => rng.bool(0.6))].slice(0, rng.int(6, 10));
  for (const [code, name] of subjects) {
    const grade = rng.pick(advanced ? A_GRADES : O_GRADES);
    if (advanced ? 'ABCDE'.includes(grade) : 'ABC'.includes(grade)) passed++;
    rows.push({ cells: layout === 'statement' ? [centreNo, code, name, grade] : [code, name, grade] });
    r.courses.push(course({ courseNumber: code, courseName: name, grade, year, session: `${month.charAt(0)}${month.slice(1).toLowerCase()} ${year}` }));
  }
  const issued = iso(year + 1, rng.int(1, 4), rng.int(13, 28));
  Object.assign(r.qualification, {
    registrationNumber: candNo, name: qual, level: advanced ? 'Higher Secondary' : 'Secondary', yearOfCompletion: year,
    dateOfIssue: layout === 'statement' ? issued : null, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: layout === 'statement' ? 'Statement of Results' : 'ZIMSEC Results', author: COUNCIL, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 50;
  const W = pdf.width - 2 * L;
  const F = layout === 'statement' ? rng.pick([SERIF[0], SERIF[2], SANS[0]]) : rng.pick([SANS[1], SANS[2]]);
  const dobText = dob ? (rng.bool(0.5) ? dmy(dob, '/') : dayMonthYear(dob)) : '';
  const details: Array<[string, string]> = [
    ['CENTRE NUMBER', centreNo],
    ['CANDIDATE NUMBER', candNo],
    ['CANDIDATE NAME', shown],
    ['CENTRE NAME', centre.toUpperCase()],
    ['SEX', person.female ? 'FEMALE' : 'MALE'],
    ...(dob ? ([['DATE OF BIRTH', dobText]] as Array<[string, string]>) : []),
    // The results page names the sitting among the candidate's details; the statement in its title.
    ...(layout === 'portal' ? ([['EXAMINATION SESSION', `${month} ${year}`]] as Array<[string, string]>) : []),
  ];
  let y: number;
  if (layout === 'statement') {
    pdf.rect(28, 28, pdf.width - 56, pdf.height - 56, 1.5, '#1d4e2b');
    pdf.rect(33, 33, pdf.width - 66, pdf.height - 66, 0.5, '#1d4e2b');
    pdf.crest(pdf.width / 2, 76, 24, 'ZS', '#1d4e2b');
    pdf.text('ZIMBABWE SCHOOL EXAMINATIONS COUNCIL', L, 108, { font: F.bold, size: 14, width: W, align: 'center' });
    pdf.text('P.O. Box CY 1464, Causeway, Harare, Zimbabwe', L, 126, { font: F.regular, size: 9, width: W, align: 'center' });
    pdf.text(`GENERAL CERTIFICATE OF EDUCATION ${level.toUpperCase()}`, L, 150, { font: F.bold, size: 11.5, width: W, align: 'center' });
    pdf.text(`${month} ${year} EXAMINATIONS`, L, 166, { font: F.bold, size: 10.5, width: W, align: 'center' });
    pdf.text('STATEMENT OF RESULTS', L, 186, { font: F.bold, size: 12.5, width: W, align: 'center', color: '#1d4e2b', cs: 1 });
    y = 216;
    for (const [k, v] of details) {
      pdf.text(k, L + 16, y, { font: F.regular, size: 9.5 });
      pdf.text(v, L + 160, y, { font: F.bold, size: 9.5 });
      y += 16;
    }
    y += 12;
  } else {
    pdf.fill(0, 0, pdf.width, 50, '#1d4e2b');
    pdf.text('ZIMSEC  |  Online Results Service', 30, 18, { font: F.bold, size: 13, color: '#ffffff' });
    pdf.text('Home   Results   Verify   Logout', pdf.width - 190, 20, { font: F.regular, size: 9, color: '#d7efdd' });
    pdf.text(`Home > Results > ${month.charAt(0)}${month.slice(1).toLowerCase()} ${year} > ${advanced ? 'A' : 'O'} Level`, 30, 62, { font: F.regular, size: 8, color: '#555555' });
    pdf.text(`${COUNCIL} - ${qual} Results`, 30, 84, { font: F.bold, size: 12.5, width: pdf.width - 60, fit: true });
    y = 112;
    for (const [k, v] of details) {
      pdf.fill(30, y - 3, pdf.width - 60, 17, y % 2 ? '#f2f6f3' : '#ffffff');
      pdf.text(k.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()), 36, y, { font: F.bold, size: 9.5, color: '#333333' });
      pdf.text(v, 190, y, { font: F.regular, size: 9.5 });
      y += 18;
    }
    y += 12;
  }
  const cols: Column[] = layout === 'statement'
    ? [{ label: 'CENTRE', width: 70 }, { label: 'SUBJECT CODE', width: 80 }, { label: 'SUBJECT', width: W - 70 - 80 - 80, wrap: true }, { label: 'GRADE', width: 80, align: 'center' }]
    : [{ label: 'Code', width: 70 }, { label: 'Subject', width: pdf.width - 60 - 70 - 90, wrap: true }, { label: 'Grade', width: 90, align: 'center' }];
  y = courseTable(pdf, layout === 'statement' ? L : 30, y, cols, rows, { F, size: 9.5, ruling: layout === 'statement' ? 'grid' : 'zebra', headerFill: layout === 'portal' ? '#dfece2' : undefined, repeatHeader: true, top: 60, bottom: pdf.height - 60 });
  y += 16;
  const x = layout === 'statement' ? L + 16 : 36;
  pdf.text(`NUMBER OF SUBJECTS PASSED: ${passed}`, x, y, { font: F.bold, size: 10 });
  pdf.text(advanced ? 'KEY: A-E pass, O ordinary level pass, F fail, U ungraded' : 'KEY: A, B, C pass; D, E below pass; U ungraded', x, y + 18, { font: F.italic, size: 8.5 });
  if (layout === 'statement') {
    pdf.text('This statement is not a certificate. Any alteration renders it invalid.', x, y + 44, { font: F.italic, size: 8.5 });
    pdf.signature(pdf.width - 220, y + 60, 120, rng);
    pdf.text('DIRECTOR', pdf.width - 200, y + 94, { font: F.bold, size: 9 });
    pdf.text(`Date of issue: ${dmy(issued, '/')}`, x, y + 94, { font: F.regular, size: 9 });
  } else {
    pdf.text(`Provisional results printed from the ZIMSEC online service, www.zimsec.co.zw - not valid as a certificate.`, 30, pdf.height - 40, { font: F.regular, size: 7.5, color: '#666666' });
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': dobText } : {}),
      'institution.name': layout === 'statement' ? COUNCIL.toUpperCase() : COUNCIL,
      'qualification.name': layout === 'statement' ? qual.toUpperCase() : qual,
      ...(layout === 'statement' ? { 'qualification.dateOfIssue': dmy(issued, '/') } : {}),
    },
  };
}

export const families: Family[] = [
  {
    id: 'w-zw-zimsec-results',
    country: 'ZW',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Zimbabwean ZIMSEC results of the GCE Ordinary Level (grades A-E, U) and Advanced Level (A-E, O, F, U): the council with its Harare address, the sitting ("NOVEMBER 2018 EXAMINATIONS"), centre and candidate numbers, the name as entered (SURNAME GIVEN in capitals), sex, date of birth, four-digit syllabus codes, the number of subjects passed; a boxed statement of results with a centre column or an online-results printout; as described by public guides to ZIMSEC results and grading.',
    render,
  },
];
