/**
 * Somali Secondary School Leaving Certificate (Shahaadada Dugsiga Sare), the certificate of the national Form Four
 * examination that the Federal Ministry of Education, Culture and Higher Education has set since 2015, after public
 * descriptions of the examination and of the certificate (credential-evaluation profiles: four years of secondary
 * school ending in a national examination, the certificate the general university admission requirement, a
 * minimum aggregate of 50%): bilingual Somali and English, each caption in Somali with its English form ("Magaca
 * Ardayga / Student Name"), the federal republic and the ministry in both languages with "Muqdisho, Soomaaliya /
 * Mogadishu, Somalia", the examination year, the name as the given name with the father's and the grandfather's (no
 * family name: README, the chain is the name, its last name `lastName`), date and place of birth, the examination
 * number (the registration), the school (the candidate's, not the issuer), the subjects in Somali and English ("Xisaab /
 * Mathematics": the English rendering is the course) with the mark out of 100 and the letter (both kept), the total,
 * the average and the overall grade, the result and the date of issue. Main language Somali. Names, numbers and schools
 * are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, chainPerson, course, digits, iso, niResult, setInstitution, slashed } from '../lib/ni-kit';

const SCHOOLS = ['Dugsiga Sare ee Horseed', 'Dugsiga Sare ee Hiil-Walaal', 'Iftiin Secondary School', 'Dugsiga Sare ee Ilays', 'Waaberi Secondary School', 'Dugsiga Sare ee Barwaaqo'];
const TOWNS = ['Muqdisho', 'Baydhabo', 'Kismaayo', 'Beledweyne', 'Jowhar', 'Gaalkacyo', 'Marka'];
const CORE: Array<[string, string]> = [['Af-Soomaali', 'Somali Language'], ['Af-Carabi', 'Arabic Language'], ['Af-Ingiriisi', 'English Language'], ['Tarbiyada Islaamka', 'Islamic Education'], ['Xisaab', 'Mathematics']];
const OTHER: Array<[string, string]> = [['Fiisigis', 'Physics'], ['Kimistari', 'Chemistry'], ['Bayoloji', 'Biology'], ['Juqraafi', 'Geography'], ['Taariikh', 'History'], ['Ganacsi', 'Business Studies'], ['Tiknoolajiyada', 'Technology']];

/** The letter of the mark (a national scale as the certificate's legend prints it). */
const letterOf = (m: number) => (m >= 80 ? 'A' : m >= 70 ? 'B' : m >= 60 ? 'C' : m >= 50 ? 'D' : 'F');

async function render(rng: Rng) {
  const person = chainPerson(rng, 'SO');
  const year = rng.int(2016, 2024);
  const dob = iso(year - rng.int(18, 20), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year, rng.pick([9, 10, 11]), rng.int(1, 28));
  const examNo = `${String(year).slice(2)}/${rng.pick(['BN', 'SW', 'JB', 'HS', 'GM'])}/${digits(rng, 5)}`;
  const school = rng.pick(SCHOOLS);
  const town = rng.pick(TOWNS);
  const start = rng.int(0, OTHER.length - 1);
  const subjects = [...CORE, ...[0, 1, 2, 3, 4].map((d) => OTHER[(start + d) % OTHER.length])];
  const ability = rng.float(58, 90);
  const marks = subjects.map(() => Math.max(50, Math.min(99, Math.round(ability + rng.gauss() * 9))));
  const total = marks.reduce((a, b) => a + b, 0);
  const max = subjects.length * 100;
  const avg = ((total / max) * 100).toFixed(1);
  const oneLine = rng.bool(0.5);

  const r = niResult('so', person, dob);
  setInstitution(r, 'Ministry of Education, Culture and Higher Education', 'SO');
  subjects.forEach(([, en], i) => r.courses.push(course({ courseName: en, marksScored: marks[i], maximumMarks: 100, grade: letterOf(marks[i]), year })));
  Object.assign(r.qualification, {
    name: 'Secondary School Leaving Certificate', level: 'Higher Secondary', registrationNumber: examNo, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed',
    cgpa: avg, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Secondary School Leaving Certificate', author: 'Ministry of Education, Culture and Higher Education', creationDate: new Date(`${issued}T07:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SANS[0], SANS[1]]);
  const blue = '#1f5fa8';
  const L = 50;
  pdf.rect(22, 22, W - 44, pdf.height - 44, 2, blue);
  pdf.rect(28, 28, W - 56, pdf.height - 56, 0.6, blue);
  pdf.crest(W / 2, 66, 24, 'SO', blue);
  pdf.text('JAMHUURIYADDA FEDERAALKA SOOMAALIYA', L, 98, { font: F.bold, size: 12, width: W - 2 * L, align: 'center', color: blue });
  pdf.text('Federal Republic of Somalia', L, 113, { font: F.italic, size: 9.5, width: W - 2 * L, align: 'center' });
  pdf.text('Wasaaradda Waxbarashada, Hiddaha iyo Tacliinta Sare', L, 130, { font: F.bold, size: 10.5, width: W - 2 * L, align: 'center' });
  pdf.text('Ministry of Education, Culture and Higher Education', L, 144, { font: F.italic, size: 9.5, width: W - 2 * L, align: 'center' });
  pdf.text('Muqdisho, Soomaaliya / Mogadishu, Somalia', L, 158, { font: F.regular, size: 8.5, width: W - 2 * L, align: 'center', color: '#444444' });
  pdf.line(L, 174, W - L, 174, 1, blue);
  pdf.text('SHAHAADADA DUGSIGA SARE', L, 184, { font: F.bold, size: 16, width: W - 2 * L, align: 'center', color: blue });
  pdf.text('SECONDARY SCHOOL LEAVING CERTIFICATE', L, 204, { font: F.bold, size: 12, width: W - 2 * L, align: 'center' });
  pdf.text(`Imtixaanka Qaranka ee Fasalka Afraad ${year} / National Form Four Examination ${year}`, L, 222, { font: F.regular, size: 9, width: W - 2 * L, align: 'center', fit: true });

  let y = 248;
  const info: Array<[string, string, string]> = [
    ['Magaca Ardayga', 'Student Name', `${person.given} ${person.family}`],
    ['Taariikhda Dhalashada', 'Date of Birth', slashed(dob)],
    ['Goobta Dhalashada', 'Place of Birth', town],
    ['Lambarka Imtixaanka', 'Examination No.', examNo],
    ['Dugsiga', 'School', school],
  ];
  for (const [so, en, v] of info) {
    pdf.text(`${so} / ${en}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 210, y, { font: F.regular, size: 9.5, width: W - 2 * L - 210, fit: true });
    y += 16;
  }
  y += 10;
  const xs = { no: L, subj: L + 26, mark: W - L - 150, grade: W - L - 70 };
  pdf.fill(L, y - 4, W - 2 * L, 28, '#e4ecf7');
  pdf.text('No.', xs.no + 2, y, { font: F.bold, size: 8.5 });
  pdf.text('Maaddada', xs.subj, y, { font: F.bold, size: 8.5 });
  pdf.text('Subject', xs.subj, y + 11, { font: F.italic, size: 8 });
  pdf.text('Dhibcaha (100)', xs.mark, y, { font: F.bold, size: 8.5, width: 80, align: 'center' });
  pdf.text('Marks (100)', xs.mark, y + 11, { font: F.italic, size: 8, width: 80, align: 'center' });
  pdf.text('Darajada', xs.grade, y, { font: F.bold, size: 8.5, width: 70, align: 'center' });
  pdf.text('Grade', xs.grade, y + 11, { font: F.italic, size: 8, width: 70, align: 'center' });
  y += 30;
  subjects.forEach(([so, en], i) => {
    pdf.text(String(i + 1), xs.no + 4, y, { font: F.regular, size: 9.5 });
    if (oneLine) {
      pdf.text(`${so} / ${en}`, xs.subj, y, { font: F.regular, size: 9.5, width: xs.mark - xs.subj - 6, fit: true });
    } else {
      pdf.text(so, xs.subj, y, { font: F.regular, size: 9.5, width: 140, fit: true });
      pdf.text(en, xs.subj + 150, y, { font: F.regular, size: 9.5, width: xs.mark - xs.subj - 156, fit: true });
    }
    pdf.text(String(marks[i]), xs.mark, y, { font: F.regular, size: 9.5, width: 80, align: 'center' });
    pdf.text(letterOf(marks[i]), xs.grade, y, { font: F.bold, size: 9.5, width: 70, align: 'center' });
    pdf.line(L, y + 13, W - L, y + 13, 0.3, '#9aa9bd');
    y += 18;
  });
  y += 10;
  pdf.text(`Wadarta / Total: ${total} / ${max}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Celceliska / Average: ${avg}%`, L + 200, y, { font: F.bold, size: 10 });
  y += 18;
  pdf.text(`Darajada Guud / Overall Grade: ${letterOf(Number(avg))}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Natiijada / Result: ${person.female ? 'Way gudubtay' : 'Wuu gudbay'} / Passed`, L + 200, y, { font: F.bold, size: 10 });
  y += 24;
  pdf.text('Darajooyinka / Grades: A 80-100 · B 70-79 · C 60-69 · D 50-59 · F 0-49 (dhacay / fail).', L, y, { font: F.italic, size: 7.5 });
  y += 34;
  pdf.text(`Taariikhda la bixiyay / Date of Issue: ${slashed(issued)}`, L, y, { font: F.regular, size: 9.5 });
  pdf.signature(W - L - 150, y + 26, 120, rng);
  pdf.text('Agaasimaha Imtixaanaadka / Director of Examinations', W - L - 230, y + 46, { font: F.bold, size: 8, width: 230, align: 'center' });
  pdf.seal(L + 70, y + 60, 30, blue);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': slashed(issued), 'qualification.name': 'SECONDARY SCHOOL LEAVING CERTIFICATE' },
  };
}

export const families: Family[] = [
  {
    id: 'ni-so-secondary-certificate',
    country: 'SO',
    languages: ['so', 'en'],
    kind: 'marksheet',
    degradations: ['scan', 'photo'],
    conventions: 'Somali Secondary School Leaving Certificate (Shahaadada Dugsiga Sare) of the national Form Four examination, Somali with English: the federal republic and the Ministry of Education, Culture and Higher Education in both languages, "Magaca Ardayga / Student Name" with the given, father\'s and grandfather\'s names (no family name), date and place of birth, examination number, the school (not the issuer), subjects "Xisaab / Mathematics" with the mark out of 100 and a letter, total, average and overall grade, "Natiijada / Result", date of issue; after credential-evaluation profiles of Somali secondary education.',
    render,
  },
];
