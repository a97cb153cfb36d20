/**
 * Kenyan KCSE results as a results portal shows them, after public descriptions of the Kenya National Examinations
 * Council's online results service (the candidate's index number — the school's code and the candidate's number —
 * with the name, the centre and the subjects each graded A to E with plus and minus, the mean grade over them): the
 * council's page with a navigation bar, "KCSE 2022 Results" (the Kenya Certificate of Secondary Education, named by its
 * certificate; the end of secondary school, `Higher Secondary`), the candidate's index number (the registration), name
 * in capitals, gender and school (the school, not the issuer), the subjects as a grid of tiles, three or four to a row,
 * each with its code, its name in capitals (as printed) and the grade in large type (the grade), the mean grade (a letter:
 * no GPA, no total), the council's Nairobi address in the page's footer. No date of birth, no date of issue. Names,
 * numbers and schools are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, nkPerson, nkResult, setInstitution } from '../lib/nk-kit';

const KNEC = 'Kenya National Examinations Council';
const SCHOOLS = ['Kiambu Hills High School', 'Eldama Ravine Mixed Secondary School', 'Nyeri Township Secondary School', 'Kisumu Lakeside Boys High School', 'Machakos Central Girls School', 'Kakamega Highlands High School'];
const COMPULSORY: Array<[string, string]> = [['101', 'ENGLISH'], ['102', 'KISWAHILI'], ['121', 'MATHEMATICS']];
const ELECTIVE: Array<[string, string]> = [
  ['231', 'BIOLOGY'], ['232', 'PHYSICS'], ['233', 'CHEMISTRY'], ['311', 'HISTORY AND GOVERNMENT'], ['312', 'GEOGRAPHY'],
  ['313', 'CHRISTIAN RELIGIOUS EDUCATION'], ['443', 'AGRICULTURE'], ['451', 'COMPUTER STUDIES'], ['565', 'BUSINESS STUDIES'],
];
const GRADES = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'E'];

async function render(rng: Rng) {
  const person = nkPerson(rng, 'KE');
  const year = rng.int(2016, 2024);
  const school = rng.pick(SCHOOLS);
  const index = `${digits(rng, 8)}/${digits(rng, 3)}`;
  const subjects = [...COMPULSORY, ...rng.sample(ELECTIVE, rng.int(4, 5))].sort((a, b) => a[0].localeCompare(b[0]));
  const ability = rng.float(1, 9);
  const grades = subjects.map(() => GRADES[Math.max(0, Math.min(11, Math.round(ability + rng.gauss() * 1.4)))]);
  const mean = GRADES[Math.max(0, Math.min(11, Math.round(grades.reduce((a, g) => a + GRADES.indexOf(g), 0) / grades.length)))];
  const qual = 'Kenya Certificate of Secondary Education';

  const r = nkResult('en', person, null);
  setInstitution(r, KNEC, 'KE');
  subjects.forEach(([code, s], i) => r.courses.push(course({ courseNumber: code, courseName: s, grade: grades[i], year })));
  Object.assign(r.qualification, { registrationNumber: index, name: qual, level: 'Higher Secondary', yearOfCompletion: year });

  const pdf = new Pdf({ size: [900, 700], title: `KCSE ${year} Results`, author: KNEC, creationDate: new Date(`${year + 1}-01-10T08:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const green = rng.pick(['#0b6b3a', '#14532d', '#1f4e79']);
  // browser bar and the portal's navigation
  pdf.fill(0, 0, W, 26, '#dfe3e8');
  pdf.roundRect(120, 5, W - 240, 16, 8, { fill: '#ffffff' });
  pdf.text('https://results.knec.example.ke/kcse/results', 132, 9, { font: F.regular, size: 8, color: '#444444' });
  pdf.fill(0, 26, W, 44, green);
  pdf.crest(48, 48, 16, 'K', '#ffffff');
  pdf.text(KNEC.toUpperCase(), 72, 36, { font: F.bold, size: 12.5, color: '#ffffff' });
  pdf.text('Online Results Service', 72, 53, { font: F.regular, size: 8.5, color: '#dfeee5' });
  const nav = ['Home', 'KCPE', 'KCSE', 'KPSEA', 'Help', 'Logout'];
  nav.forEach((n, i) => pdf.text(n, W - 370 + i * 60, 42, { font: i === 2 ? F.bold : F.regular, size: 9.5, color: '#ffffff' }));
  pdf.text(`KCSE ${year} RESULTS`, 40, 88, { font: F.bold, size: 17, color: '#222222' });
  pdf.text(`${qual} Examination, ${year}`, 40, 110, { font: F.regular, size: 10, color: '#555555' });
  // candidate card
  pdf.roundRect(40, 130, W - 80, 74, 6, { fill: '#f5f7f9', stroke: '#cfd6dd' });
  const shownName = `${person.given} ${person.family}`.toUpperCase();
  const card: Array<[string, string]> = [['Index Number', index], ['Name', shownName], ['Gender', person.female ? 'FEMALE' : 'MALE'], ['School', school.toUpperCase()]];
  card.forEach(([k, v], i) => {
    const x = 56 + (i % 2) * ((W - 80) / 2);
    const y = 142 + Math.floor(i / 2) * 30;
    pdf.text(k, x, y, { font: F.regular, size: 8, color: '#6b7280' });
    pdf.text(v, x, y + 11, { font: F.bold, size: 10.5, color: '#111111', width: (W - 80) / 2 - 30, fit: true });
  });
  // the subjects as tiles
  const perRow = rng.pick([3, 4]);
  const gap = 14;
  const tw = (W - 80 - gap * (perRow - 1)) / perRow;
  const th = 62;
  let y = 222;
  pdf.text('SUBJECT GRADES', 40, y, { font: F.bold, size: 10, color: green });
  y += 18;
  subjects.forEach(([code, s], i) => {
    const x = 40 + (i % perRow) * (tw + gap);
    const ty = y + Math.floor(i / perRow) * (th + gap);
    pdf.roundRect(x, ty, tw, th, 6, { fill: '#ffffff', stroke: '#cfd6dd' });
    pdf.fill(x, ty, 4, th, green);
    pdf.text(code, x + 12, ty + 8, { font: F.regular, size: 8, color: '#6b7280' });
    pdf.text(s, x + 12, ty + 22, { font: F.bold, size: 9.5, color: '#111111', width: tw - 70, fit: true });
    pdf.text(grades[i], x + tw - 54, ty + 16, { font: F.bold, size: 22, color: green, width: 46, align: 'center' });
  });
  y += Math.ceil(subjects.length / perRow) * (th + gap) + 6;
  pdf.roundRect(40, y, 260, 46, 6, { fill: green });
  pdf.text('MEAN GRADE', 56, y + 9, { font: F.bold, size: 9, color: '#dfeee5' });
  pdf.text(mean, 56, y + 21, { font: F.bold, size: 18, color: '#ffffff' });
  pdf.text('This is a provisional result slip. The certificate is issued through the school.', 320, y + 18, { font: F.italic, size: 8.5, color: '#555555' });
  pdf.fill(0, pdf.height - 34, W, 34, '#f0f2f4');
  pdf.text(`© ${year + 1} ${KNEC} · NHIF Building, Ngong Road · P.O. Box 73598-00200, Nairobi, Kenya`, 40, pdf.height - 22, { font: F.regular, size: 8, color: '#555555' });
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'institution.name': KNEC.toUpperCase() };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nk-ke-kcse-portal-results',
    country: 'KE',
    languages: ['en'],
    kind: 'marksheet',
    degradations: ['screenshot'],
    conventions: 'Kenyan KCSE results page of the Kenya National Examinations Council\'s online results service: a navigation bar, "KCSE 2022 RESULTS", the candidate card (index number, name in capitals, gender, school), the subjects as a grid of tiles (code, name in capitals, the grade A to E with plus and minus in large type), the mean grade, the council\'s Nairobi address in the footer; after public descriptions of the KNEC results service and the KCSE grading.',
    render,
  },
];
