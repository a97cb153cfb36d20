/**
 * Higher-education diploma of a Turkmen state institute, in Turkmen with an English line under or beside some
 * captions and values: "TÜRKMENISTAN", the Ministry of Education, the institute's name (in Turkmen only) and its
 * city; "DIPLOM / DIPLOMA" with the form's series and number (a serial, not the student's); captioned lines —
 * "Familiýasy, ady, atasynyň ady / Surname, name, patronymic" with SURNAME Given Patronymic (the patronymic with
 * -owiç / -ewiç, -owna / -ewna), the birth date as "dd.mm.yyyy" on some, the year of entry and the year of
 * graduation, the specialty in Turkmen and English, the degree ("Ykdysadyýetiň bakalawry / Bachelor of Economics"),
 * the State Examination Commission's decision with its date and number; "Tapawutlandyrylan diplom / Diploma with
 * distinction" on some; the register number of the diploma (the number of its entry in the register of diplomas issued: the registration number, families README); the place and date of issue with
 * the month's name and the Turkmen ordinal ("Aşgabat şäheri, 30-njy iýun 2020ý."), the rector's and the chairman's
 * signatures and a seal. As the country's state diplomas are described in its education regulations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, iso, jPerson, jResult, longDate, otherName } from './j-kit';

const INSTITUTES = [
  { name: 'Garagum döwlet ykdysadyýet instituty', city: 'Aşgabat şäheri' },
  { name: 'Köpetdag döwlet tehniki instituty', city: 'Aşgabat şäheri' },
  { name: 'Balkan döwlet pedagogik instituty', city: 'Balkanabat şäheri' },
];
const DEGREES = [
  { inst: 0, tk: 'Ykdysadyýetiň bakalawry', en: 'Bachelor of Economics', specs: [['Maliýe we karz', 'Finance and Credit'], ['Buhgalter hasaby we audit', 'Accounting and Audit'], ['Halkara ykdysady gatnaşyklar', 'International Economic Relations']] },
  { inst: 1, tk: 'Inženeriýanyň bakalawry', en: 'Bachelor of Engineering', specs: [['Nebit we gaz känleriniň işlenilişi', 'Oil and Gas Field Development'], ['Elektroenergetika', 'Electric Power Engineering'], ['Gurluşyk inženerçiligi', 'Civil Engineering']] },
  { inst: 2, tk: 'Bilim ylymlarynyň bakalawry', en: 'Bachelor of Education', specs: [['Iňlis dili', 'English Language'], ['Matematika', 'Mathematics'], ['Başlangyç bilim', 'Primary Education']] },
];
const FATHERS = ['Batyr', 'Aman', 'Rejep', 'Gurban', 'Oraz', 'Hojamyrat', 'Annamyrat', 'Dursun'];
// The patronymic's stem as the father's name takes the suffix ("Hojamyrat" → "Hojamyradow").
const stem = (f: string) => (f.endsWith('t') ? `${f.slice(0, -1)}dow` : `${f}ow`);

async function render(rng: Rng) {
  const p = jPerson(rng, 'TM');
  const deg = rng.pick(DEGREES);
  const inst = INSTITUTES[deg.inst];
  const [specTk, specEn] = rng.pick(deg.specs);
  const family = p.woman ? `${p.family}a` : p.family;
  const patronymic = `${stem(rng.pick(FATHERS))}${p.woman ? 'na' : 'iç'}`;
  const entry = rng.int(2012, 2020);
  const grad = entry + 4;
  const decision = iso(grad, 6, rng.int(10, 26));
  const issued = addDays(decision, rng.int(3, 20));
  const dob = iso(entry - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.5);
  const distinction = rng.bool(0.25);
  const F = rng.pick(SERIF);
  const first = `${p.given} ${patronymic}`;
  const r = jResult('tk', first, family, showDob ? dob : null);
  setInstitution(r, inst.name, 'TM');
  Object.assign(r.qualification, {
    name: deg.en, level: 'Bachelor', majorOrSpecialization: specEn, yearOfAdmission: entry, yearOfCompletion: grad,
    status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4, title: 'Diplom', author: inst.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 64;
  const W = pdf.width - 128;
  const c = rng.pick(['#0b6e4f', '#1d3557', '#6a040f']);
  pdf.rect(26, 26, pdf.width - 52, pdf.height - 52, 2.2, c);
  pdf.rect(33, 33, pdf.width - 66, pdf.height - 66, 0.6, c);
  pdf.watermark('TÜRKMENISTAN', pdf.width / 2, pdf.height / 2, { size: 64, opacity: 0.05, color: c });
  pdf.crest(pdf.width / 2, 84, 26, 'TM', c);
  pdf.text('TÜRKMENISTAN', L, 120, { font: F.bold, size: 12, width: W, align: 'center', cs: 2 });
  pdf.text('TÜRKMENISTANYŇ BILIM MINISTRLIGI', L, 140, { font: F.bold, size: 10, width: W, align: 'center' });
  pdf.text('Ministry of Education of Turkmenistan', L, 154, { font: F.italic, size: 8.5, width: W, align: 'center', color: '#444444' });
  pdf.text(inst.name.toUpperCase(), L, 176, { font: F.bold, size: 13, color: c, width: W, align: 'center', fit: true });
  pdf.text('DIPLOM', L, 212, { font: F.bold, size: 30, color: c, width: W, align: 'center', cs: 6 });
  pdf.text('DIPLOMA', L, 250, { font: F.italic, size: 11, width: W, align: 'center', cs: 3 });
  pdf.text(`Seriýa ${rng.pick(['AG', 'TD', 'BD'])} № ${digits(rng, 6)}`, L, 270, { font: F.regular, size: 9, width: W, align: 'center' });
  if (distinction) pdf.text('TAPAWUTLANDYRYLAN DIPLOM / DIPLOMA WITH DISTINCTION', L, 288, { font: F.bold, size: 9.5, color: '#9b1c1c', width: W, align: 'center' });
  let y = 318;
  const line = (tk: string, en: string, value: string, valueEn?: string) => {
    pdf.text(tk, L, y, { font: F.regular, size: 9 });
    pdf.text(en, L, y + 11, { font: F.italic, size: 7.5, color: '#555555' });
    pdf.text(value, L + 190, y + 2, { font: F.bold, size: 11, width: W - 190, fit: true });
    if (valueEn) pdf.text(valueEn, L + 190, y + 16, { font: F.italic, size: 9, width: W - 190, fit: true, color: '#333333' });
    pdf.line(L + 186, y + (valueEn ? 28 : 16), L + W, y + (valueEn ? 28 : 16), 0.4, '#999999');
    y += valueEn ? 38 : 28;
  };
  const shownName = `${family.toUpperCase()} ${p.given} ${patronymic}`;
  line('Familiýasy, ady, atasynyň ady', 'Surname, name, patronymic', shownName);
  if (showDob) line('Doglan senesi', 'Date of birth', `${dob.slice(8)}.${dob.slice(5, 7)}.${dob.slice(0, 4)}`);
  line('Okuwa giren ýyly', 'Year of entry', String(entry));
  line('Okuwy tamamlan ýyly', 'Year of graduation', String(grad));
  line('Hünäri', 'Specialty', specTk, specEn);
  line('Berlen derejesi', 'Degree awarded', deg.tk, deg.en);
  y += 4;
  y += pdf.para(`Döwlet synag toparynyň ${longDate(decision, 'tk')} senesindäki № ${rng.int(2, 14)} karary bilen. / By decision of the State Examination Commission.`, L, y, W, { font: F.italic, size: 9, leading: 12 }) + 30;
  const rector = otherName(rng, 'TM', p.family);
  const chair = otherName(rng, 'TM', p.family);
  pdf.signature(L + 10, y - 6, 110, rng);
  pdf.signature(L + W - 140, y - 6, 110, rng);
  pdf.text('Döwlet synag toparynyň başlygy', L, y + 20, { font: F.regular, size: 8.5, width: 200 });
  pdf.text(chair, L, y + 32, { font: F.italic, size: 8.5, width: 200 });
  pdf.text('Rektor / Rector', L + W - 200, y + 20, { font: F.regular, size: 8.5, width: 200, align: 'right' });
  pdf.text(rector, L + W - 200, y + 32, { font: F.italic, size: 8.5, width: 200, align: 'right' });
  pdf.seal(pdf.width / 2, y + 20, 30, c);
  y += 70;
  // The number of the diploma's entry in the institute's register of diplomas issued, printed apart from the form's
  // series and number: the registration number (families README, "Diploma serial numbers are not registrationNumber; …
  // the number of a diploma's entry in the issuer's register of diplomas issued" is).
  const register = digits(rng, 4);
  r.qualification.registrationNumber = register;
  pdf.text(`Hasaba alyş belgisi / Register No. ${register}`, L, y, { font: F.regular, size: 9 });
  pdf.text(`${inst.city}, ${longDate(issued, 'tk')}`, L, y + 16, { font: F.regular, size: 9 });
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'qualification.dateOfIssue': longDate(issued, 'tk') };
  if (showDob) printed['candidate.dateOfBirth'] = `${dob.slice(8)}.${dob.slice(5, 7)}.${dob.slice(0, 4)}`;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'j-06-diploma',
    country: 'TM',
    languages: ['tk', 'en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Turkmen state diploma in Turkmen with English lines under some captions and values: TÜRKMENISTAN, the Ministry of Education, the institute (Turkmen only) and its city; DIPLOM / DIPLOMA with a series number; SURNAME Given Patronymic (-owiç/-owna), optional dd.mm.yyyy birth date, year of entry and of graduation, specialty and degree in Turkmen and English; the State Examination Commission\'s decision date; optional distinction; register number; "Aşgabat şäheri, 30-njy iýun 2020ý." issue date.',
    render,
  },
];
