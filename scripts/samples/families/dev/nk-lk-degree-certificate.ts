/**
 * Sri Lankan university degree certificate in running prose, after public descriptions of the state universities'
 * certificates (the University Grants Commission's grading: a Grade Point Average on a 4.00 scale and the class of the
 * honours degree, First Class, Second Class (Upper Division), Second Class (Lower Division), Pass; the degree conferred
 * by the Senate, "with effect from" a date): the university with its postal address in Sri Lanka (the issuer), "This
 * is to certify that" the holder's name in capitals (title case in the truth) with the registration number, "having
 * satisfied the examiners … was admitted to the Degree of Bachelor of Science (Honours) in Physics" (README: the
 * degree without the field, "(Honours)" kept as it names the honours degree; the field the major), the class in words
 * ("with Second Class (Upper Division) Honours") and the GPA in figures and in words ("3.47 (Three Point Four Seven)":
 * the figure is `cgpa`), "with effect from 12th March 2021" (the conferral: `yearOfCompletion`; an ordinal day), the
 * date of issue under the signatures. No date of birth, no courses. Names, numbers and universities are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, dateEn, decimalWords, digits, iso, nPerson, nkResult, setInstitution } from '../lib/nk-kit';

const UNIS = [
  { name: 'Attanagalu Oya University', addr: 'Mudungoda Road, Gampaha 11000, Sri Lanka', short: 'AO' },
  { name: 'Uva Highlands University', addr: 'Passara Road, Badulla 90000, Sri Lanka', short: 'UH' },
  { name: 'Rajarata Plains University', addr: 'Mihintale 50300, Sri Lanka', short: 'RP' },
  { name: 'Southern Coast University of Technology', addr: 'Wellamadama, Matara 81000, Sri Lanka', short: 'SC' },
];
const DEGREES: Array<{ head: string; fields: string[] }> = [
  { head: 'Bachelor of Science', fields: ['Physics', 'Computer Science', 'Chemistry', 'Statistics', 'Zoology'] },
  { head: 'Bachelor of Arts', fields: ['Economics', 'English', 'Geography', 'Sociology'] },
  { head: 'Bachelor of Business Management', fields: ['Accountancy', 'Human Resource Management', 'Marketing Management'] },
];
const SECOND_NAMES = ['Chamara', 'Tilan', 'Madushani', 'Nirosha', 'Pradeep', 'Sanjeewa', 'Dilrukshi', 'Ruwan'];

function klass(gpa: number): string {
  if (gpa >= 3.7) return 'First Class';
  if (gpa >= 3.3) return 'Second Class (Upper Division)';
  if (gpa >= 3.0) return 'Second Class (Lower Division)';
  return '';
}

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
/** "12th March 2021": the day as an ordinal, as Sri Lankan certificates print the effective date. */
const ordinalDate = (isoDate: string) => `${ordinal(Number(isoDate.slice(8, 10)))} ${dateEn(isoDate).split(' ').slice(1).join(' ')}`;

async function render(rng: Rng) {
  const base = nPerson(rng, 'LK');
  const person = rng.bool(0.5) ? { given: `${base.given} ${rng.pick(SECOND_NAMES)}`, family: base.family } : base;
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const field = rng.pick(deg.fields);
  const honours = rng.bool(0.7);
  const year = rng.int(2014, 2024);
  const effective = iso(year, rng.int(1, 12), rng.int(1, 28));
  const issued = iso(year + rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const dateOfIssue = issued < effective ? effective : issued;
  const gpa = rng.float(honours ? 3.0 : 2.0, 3.95).toFixed(2);
  const cls = honours ? klass(Number(gpa)) : '';
  const regNo = `${uni.short}/${String(year - 4).slice(2)}/${rng.pick(['SC', 'AR', 'MG'])}/${digits(rng, 3)}`;
  const name = honours ? `${deg.head} (Honours)` : deg.head;

  const r = nkResult('en', person, null);
  setInstitution(r, uni.name, 'LK');
  Object.assign(r.qualification, {
    name, level: 'Bachelor', majorOrSpecialization: field, registrationNumber: regNo, yearOfCompletion: year, dateOfIssue, status: 'Completed', cgpa: gpa,
  });

  const pdf = new Pdf({ size: A4, title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${dateOfIssue}T09:00:00Z`) });
  const W = pdf.width;
  const F = rng.pick([SERIF[0], SERIF[2], SERIF[1], SANS[0]]);
  const navy = rng.pick(['#1d2f5c', '#5a1a1a', '#123d2b']);
  const cx = W / 2;
  pdf.rect(28, 28, W - 56, pdf.height - 56, 2, navy);
  pdf.rect(34, 34, W - 68, pdf.height - 68, 0.6, navy);
  pdf.crest(cx, 100, 32, uni.short, navy);
  pdf.text(uni.name.toUpperCase(), 60, 146, { font: F.bold, size: 20, color: navy, width: W - 120, align: 'center', fit: true });
  pdf.text(uni.addr, 60, 174, { font: F.regular, size: 10, width: W - 120, align: 'center' });
  let y = 230;
  const prose = rng.bool(0.5);
  const lines: Array<[string, number, boolean]> = [
    ['This is to certify that', 13, false],
    [`${person.given} ${person.family}`.toUpperCase(), 17, true],
    [`(Registration No. ${regNo})`, 10.5, false],
    ['having satisfied the Examiners at the examinations prescribed', 12, false],
    ['was admitted by the Senate to the Degree of', 12, false],
    [`${name} in ${field}`, 16, true],
    ...(cls ? ([[`with ${cls} Honours`, 13, true]] as Array<[string, number, boolean]>) : []),
    [`with a Grade Point Average of ${gpa} (${decimalWords(gpa)})`, 12, false],
    [`with effect from ${ordinalDate(effective)}.`, 12, false],
  ];
  if (prose) {
    const text = `This is to certify that ${`${person.given} ${person.family}`.toUpperCase()} (Registration No. ${regNo}), having satisfied the Examiners at the examinations prescribed, was admitted by the Senate to the Degree of ${name} in ${field}${cls ? ` with ${cls} Honours` : ''} with a Grade Point Average of ${gpa} (${decimalWords(gpa)}) with effect from ${ordinalDate(effective)}.`;
    y += pdf.para(text, 80, y, W - 160, { font: F.regular, size: 13, leading: 24, align: 'center' }) + 20;
  } else {
    for (const [t, size, bold] of lines) {
      pdf.text(t, 60, y, { font: bold ? F.bold : F.italic, size, width: W - 120, align: 'center', fit: true });
      y += size * 2.1;
    }
  }
  pdf.seal(cx, Math.max(y + 80, 600), 38, navy);
  const sy = Math.max(y + 150, 690);
  pdf.signature(80, sy - 24, 120, rng);
  pdf.signature(W - 200, sy - 24, 120, rng);
  pdf.line(70, sy, 220, sy, 0.6);
  pdf.line(W - 220, sy, W - 70, sy, 0.6);
  pdf.text('Vice-Chancellor', 70, sy + 6, { font: F.regular, size: 10, width: 150, align: 'center' });
  pdf.text('Registrar', W - 220, sy + 6, { font: F.regular, size: 10, width: 150, align: 'center' });
  pdf.text(`Date of issue: ${dateEn(dateOfIssue)}`, 60, sy + 40, { font: F.regular, size: 10, width: W - 120, align: 'center' });
  pdf.text(`Certificate No. ${digits(rng, 6)}`, 60, sy + 56, { font: F.regular, size: 8.5, width: W - 120, align: 'center', color: '#555555' });
  const printed: Record<string, string> = {
    'candidate.fullName': `${person.given} ${person.family}`.toUpperCase(), 'institution.name': uni.name.toUpperCase(), 'qualification.dateOfIssue': dateEn(dateOfIssue),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'nk-lk-degree-certificate',
    country: 'LK',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Sri Lankan university degree certificate in running prose: the university and its address, "This is to certify that" the holder in capitals with the registration number, "was admitted by the Senate to the Degree of Bachelor of Science (Honours) in …", the class of honours in words, the Grade Point Average in figures and in words ("3.47 (Three Point Four Seven)"), "with effect from 12th March 2021", the date of issue; centred lines or one paragraph; after public descriptions of Sri Lankan state universities\' certificates and the UGC grading.',
    render,
  },
];
