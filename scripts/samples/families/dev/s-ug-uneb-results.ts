/**
 * Ugandan national examination results (UNEB) of the ordinary level (Uganda Certificate of Education,
 * UCE) and the advanced level (Uganda Advanced Certificate of Education, UACE), as public guides to
 * UNEB grading describe them: the board with its Kampala address, the examination and its year, the
 * candidate's index number ("U0123/045"), name (as registered: the surname first), centre (the school), sex and sometimes the date of
 * birth; subjects with their paper codes ("112 ENGLISH LANGUAGE", "P510 PHYSICS") and grades — UCE
 * D1-F9 with the aggregate of the best eight and the division; UACE principal subjects A-F (O a
 * subsidiary pass), subsidiaries 1-9 — in a printed result slip or a results-portal printout.
 * The institution is the board (a board's marksheet, scripts/samples/families/README.md).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, dotted, iso, sPerson, sResult, setInstitution, type Column, type TableRow } from '../lib/s-kit';

const BOARD = 'Uganda National Examinations Board';
const SCHOOLS = ['Kigezi Hill Secondary School', 'St. Aloysius College Nyapea East', 'Lake Wamala High School', 'Mbale Progressive Secondary School', 'Nakawa Parents\' College'];

const UCE: Array<[string, string]> = [
  ['112', 'ENGLISH LANGUAGE'], ['456', 'MATHEMATICS'], ['241', 'HISTORY'], ['273', 'GEOGRAPHY'], ['223', 'CHRISTIAN RELIGIOUS EDUCATION'],
  ['535', 'PHYSICS'], ['545', 'CHEMISTRY'], ['553', 'BIOLOGY'], ['527', 'AGRICULTURE'], ['845', 'COMMERCE'], ['208', 'LITERATURE IN ENGLISH'], ['840', 'COMPUTER STUDIES'],
];
const UACE_PRINCIPAL: Array<[string, string]> = [['P510', 'PHYSICS'], ['P525', 'CHEMISTRY'], ['P425', 'MATHEMATICS'], ['P530', 'BIOLOGY'], ['P210', 'HISTORY'], ['P250', 'GEOGRAPHY'], ['P220', 'ECONOMICS']];
const UACE_SUBS: Array<[string, string]> = [['S101', 'GENERAL PAPER'], ['S475', 'SUBSIDIARY MATHEMATICS'], ['S850', 'SUBSIDIARY ICT']];
const UCE_GRADES = ['D1', 'D2', 'C3', 'C4', 'C5', 'C6', 'P7', 'P8', 'F9'];

async function render(rng: Rng) {
  const person = sPerson(rng, 'UG');
  const advanced = rng.bool(0.5);
  const year = rng.int(2012, 2023);
  const dob = rng.bool(0.6) ? iso(year - (advanced ? 19 : 17), rng.int(1, 12), rng.int(1, 28)) : null;
  const school = rng.pick(SCHOOLS);
  const index = `U${digits(rng, 4)}/${digits(rng, 3)}`;
  const layout = rng.pick(['slip', 'portal'] as const);
  // Registered names print the surname first, in capitals or with a comma before the given names.
  const nameForm = rng.pick(['surname-first', 'surname-comma'] as const);
  const shown = nameForm === 'surname-first' ? `${person.family} ${person.given}`.toUpperCase() : `${person.family.toUpperCase()}, ${person.given}`;
  const qual = advanced ? 'Uganda Advanced Certificate of Education' : 'Uganda Certificate of Education';
  const ability = rng.float(1.5, 6);

  const r = sResult('en', person, dob);
  setInstitution(r, BOARD, 'UG');
  const rows: TableRow[] = [];
  const add = (code: string, name: string, grade: string) => {
    rows.push({ cells: [code, name, grade] });
    r.courses.push(course({ courseNumber: code, courseName: name, grade, year }));
  };
  let aggregate = 0;
  if (!advanced) {
    const picked = [...UCE.slice(0, 2), ...UCE.slice(2).filter(() => rng.bool(0.65))].slice(0, rng.int(8, 10));
    const grades: number[] = [];
    for (const [code, name] of picked) {
      const g = Math.max(1, Math.min(9, Math.round(ability + rng.gauss() * 1.5)));
      grades.push(g);
      add(code, name, UCE_GRADES[g - 1]);
    }
    aggregate = grades.sort((a, b) => a - b).slice(0, 8).reduce((a, b) => a + b, 0);
  } else {
    const start = rng.int(0, UACE_PRINCIPAL.length - 3);
    for (const [code, name] of UACE_PRINCIPAL.slice(start, start + 3)) add(code, name, rng.pick(['A', 'B', 'C', 'C', 'D', 'E', 'O']));
    for (const [code, name] of UACE_SUBS.slice(0, 2)) add(code, name, String(Math.max(1, Math.min(9, Math.round(ability + rng.gauss())))));
  }
  const division = aggregate <= 32 ? 'I' : aggregate <= 45 ? 'II' : aggregate <= 58 ? 'III' : 'IV';
  const issued = iso(year + 1, rng.int(1, 3), rng.int(1, 28));
  Object.assign(r.qualification, {
    // The slip's title names the examination ("… CERTIFICATE OF EDUCATION EXAMINATION, 2015"), the portal the certificate:
    // both name the certificate (README, `qualification.name`).
    registrationNumber: index, name: qual, level: advanced ? 'Higher Secondary' : 'Secondary', yearOfCompletion: year,
    dateOfIssue: layout === 'slip' ? issued : null, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4, title: layout === 'slip' ? 'Result Slip' : 'UNEB Results', author: BOARD, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 52;
  const W = pdf.width - 2 * L;
  const F = layout === 'slip' ? rng.pick([SERIF[0], SANS[0]]) : rng.pick([SANS[1], SANS[2]]);
  const details: Array<[string, string]> = [
    ['INDEX NO.', index],
    ['NAME', shown],
    ['CENTRE', school.toUpperCase()],
    ['SEX', person.female ? 'F' : 'M'],
    ...(dob ? ([['DATE OF BIRTH', dotted(dob, true).replace(/\./g, '/')]] as Array<[string, string]>) : []),
  ];
  let y: number;
  if (layout === 'slip') {
    pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 1.2, '#14532d');
    pdf.crest(pdf.width / 2, 78, 26, 'UNEB', '#14532d');
    pdf.text('UGANDA NATIONAL EXAMINATIONS BOARD', L, 112, { font: F.bold, size: 14, width: W, align: 'center' });
    pdf.text('P.O. Box 7066, Kampala, Uganda', L, 130, { font: F.regular, size: 9, width: W, align: 'center' });
    pdf.text(`${qual.toUpperCase()} EXAMINATION, ${year}`, L, 156, { font: F.bold, size: 11.5, width: W, align: 'center' });
    pdf.text('RESULT SLIP', L, 174, { font: F.bold, size: 12, width: W, align: 'center', color: '#14532d' });
    y = 204;
    for (const [k, v] of details) {
      pdf.text(`${k}`, L + 20, y, { font: F.regular, size: 9.5 });
      pdf.text(`: ${v}`, L + 140, y, { font: F.bold, size: 9.5 });
      y += 16;
    }
    y += 10;
  } else {
    pdf.fill(0, 0, pdf.width, 54, '#0f3d2e');
    pdf.text('Uganda National Examinations Board  |  Results Portal', 30, 20, { font: F.bold, size: 13, color: '#ffffff' });
    pdf.text('Home   Results   Contact us', pdf.width - 170, 22, { font: F.regular, size: 9, color: '#d9f2e6' });
    pdf.text(`Home > Results > ${advanced ? 'UACE' : 'UCE'} ${year}`, 30, 66, { font: F.regular, size: 8, color: '#555555' });
    pdf.text(`${qual} (${advanced ? 'UACE' : 'UCE'}) ${year} - Candidate Results`, 30, 88, { font: F.bold, size: 13 });
    y = 116;
    for (const [k, v] of details) {
      pdf.fill(30, y - 3, pdf.width - 60, 17, y % 2 ? '#f3f6f4' : '#ffffff');
      pdf.text(k.replace(/\.$/, '').replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase()), 36, y, { font: F.bold, size: 9.5, color: '#333333' });
      pdf.text(v, 180, y, { font: F.regular, size: 9.5 });
      y += 18;
    }
    y += 12;
  }
  const cols: Column[] = [{ label: layout === 'slip' ? 'CODE' : 'Paper', width: 70 }, { label: layout === 'slip' ? 'SUBJECT' : 'Subject', width: W - 70 - 90, wrap: true }, { label: layout === 'slip' ? 'GRADE' : 'Grade', width: 90, align: 'center' }];
  y = courseTable(pdf, layout === 'slip' ? L : 30, y, cols, rows, { F, size: 9.5, ruling: layout === 'slip' ? 'grid' : 'zebra', headerFill: layout === 'portal' ? '#dfe9e3' : undefined, repeatHeader: true, top: 60, bottom: pdf.height - 60 });
  y += 16;
  const x = layout === 'slip' ? L + 20 : 36;
  if (!advanced) {
    pdf.text(`AGGREGATE: ${aggregate}`, x, y, { font: F.bold, size: 10 });
    pdf.text(`RESULT: DIVISION ${division}`, x + 180, y, { font: F.bold, size: 10 });
  } else {
    pdf.text('KEY: Principal subjects A-E pass, O subsidiary pass, F fail; subsidiary subjects 1-6 pass, 7-9 fail', x, y, { font: F.italic, size: 8.5 });
  }
  if (layout === 'slip') {
    pdf.text('This result slip is issued without any alteration whatsoever.', x, y + 40, { font: F.italic, size: 8.5 });
    pdf.signature(pdf.width - 220, y + 56, 120, rng);
    pdf.text('EXECUTIVE DIRECTOR', pdf.width - 240, y + 90, { font: F.bold, size: 9 });
    pdf.text(`Date of issue: ${dotted(issued, true).replace(/\./g, '/')}`, x, y + 90, { font: F.regular, size: 9 });
  } else {
    pdf.text(`Printed from the UNEB results portal. Verify at www.uneb.ac.ug  -  © ${year + 1} UNEB`, 30, pdf.height - 40, { font: F.regular, size: 7.5, color: '#666666' });
  }
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      ...(dob ? { 'candidate.dateOfBirth': dotted(dob, true).replace(/\./g, '/') } : {}),
      ...(layout === 'slip' ? { 'institution.name': BOARD.toUpperCase() } : {}),
      ...(layout === 'slip' ? { 'qualification.dateOfIssue': dotted(issued, true).replace(/\./g, '/') } : {}),
    },
  };
}

export const families: Family[] = [
  {
    id: 's-ug-uneb-results',
    country: 'UG',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['photo', 'screenshot'],
    conventions: 'Ugandan UNEB results of the UCE (grades D1-F9 by paper code, the aggregate of the best eight, the division) and the UACE (principal subjects A-E/O/F, subsidiaries 1-9): the board and Kampala address, the examination and year, index number U0000/000, the name as registered (SURNAME GIVEN in capitals or SURNAME, Given), centre, sex, date of birth; as a printed result slip or a results-portal printout; as described by public guides to UNEB grading.',
    render,
  },
];
