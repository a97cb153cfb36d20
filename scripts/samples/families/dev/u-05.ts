/**
 * Moldovan bachelor's diploma (Diplomă de licență), bilingual Romanian / English, as a filled form in
 * running text: "REPUBLICA MOLDOVA / REPUBLIC OF MOLDOVA", the ministry, the university in both
 * languages, "DIPLOMĂ DE LICENȚĂ / BACHELOR'S DIPLOMA", the series and number; the sentence runs
 * through values written on rules, each with its small bilingual caption in parentheses under the rule
 * ("(numele, prenumele / surname, first name)"): the holder, surname in capitals first ("POPA Ion"),
 * the date of birth, "who graduated in 2021" from the university, the study programme with its code
 * ("0411.1 Contabilitate / Accounting"), "and has been awarded the degree of" "Licențiat în științe
 * economice / Bachelor of Economic Sciences"; the decision of the final examination board with its
 * number and date, the place and date of issue, the registration number (of the diploma in the
 * university's register: `registrationNumber`), the Rector's and the Dean's signatures; as described by the Moldovan framework for
 * higher-education diplomas (the licence titles by general field of study) and recognition guides.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, SANS, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, longDate, uPerson, uResult, upper } from './u-kit';

const UNIS = [
  { ro: 'Universitatea de Științe Aplicate din Orhei', en: 'University of Applied Sciences of Orhei', city: 'Orhei' },
  { ro: 'Universitatea Agrară de Nord din Soroca', en: 'Northern Agrarian University of Soroca', city: 'Soroca' },
  { ro: 'Universitatea Economică a Prutului din Ungheni', en: 'Prut University of Economics of Ungheni', city: 'Ungheni' },
  { ro: 'Universitatea Tehnică a Nistrului din Chișinău', en: 'Dniester Technical University of Chisinau', city: 'Chișinău' },
];
const PROGRAMMES = [
  { code: '0411.1', ro: 'Contabilitate', en: 'Accounting', titleRo: 'Licențiat în științe economice', titleEn: 'Bachelor of Economic Sciences' },
  { code: '0413.1', ro: 'Business și administrare', en: 'Business and Administration', titleRo: 'Licențiat în științe economice', titleEn: 'Bachelor of Economic Sciences' },
  { code: '0613.1', ro: 'Tehnologia informației', en: 'Information Technology', titleRo: 'Licențiat în inginerie', titleEn: 'Bachelor of Engineering' },
  { code: '0421.1', ro: 'Drept', en: 'Law', titleRo: 'Licențiat în drept', titleEn: 'Bachelor of Law' },
  { code: '0811.1', ro: 'Agronomie', en: 'Agronomy', titleRo: 'Licențiat în științe agricole', titleEn: 'Bachelor of Agricultural Sciences' },
];

async function render(rng: Rng) {
  const p = uPerson(rng, 'MD');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const year = rng.int(2016, 2023);
  const dob = iso(year - rng.int(21, 24), rng.int(1, 12), rng.int(1, 28));
  const board = iso(year, 6, rng.int(10, 28));
  const issued = iso(year, 7, rng.int(1, 25));
  const landscape = rng.bool(0.5);
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2], SANS[2]]);
  const shownName = `${upper(p.family, 'ro')} ${p.given}`;
  const r = uResult('ro', p.given, p.family, dob);
  setInstitution(r, uni.en, 'MD');
  Object.assign(r.qualification, { name: prog.titleEn, level: 'Bachelor', majorOrSpecialization: prog.en, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued });

  const pdf = new Pdf({ size: landscape ? A4_LANDSCAPE : A4, title: 'Diplomă de licență', author: uni.en, creationDate: new Date(`${issued}T10:00:00Z`) });
  const W = pdf.width;
  const M = landscape ? 70 : 52;
  const ink = rng.pick(['#1a3668', '#274e13', '#4a1c40']);
  pdf.rect(18, 18, W - 36, pdf.height - 36, 2.2, ink);
  pdf.rect(24, 24, W - 48, pdf.height - 48, 0.6, ink);
  let y = landscape ? 38 : 50;
  const center = (t: string, font: string, size: number, color = '#000000', gap = 1.4) => {
    pdf.text(t, M, y, { font, size, width: W - 2 * M, align: 'center', color, fit: true });
    y += size * gap;
  };
  center('REPUBLICA MOLDOVA / REPUBLIC OF MOLDOVA', F.bold, 11);
  center('Ministerul Educației și Cercetării / Ministry of Education and Research', F.regular, 8.5);
  y += 4;
  center(uni.ro, F.bold, 12.5, ink, 1.3);
  center(uni.en, F.italic, 10.5, ink);
  y += landscape ? 4 : 12;
  center('DIPLOMĂ DE LICENȚĂ', F.bold, landscape ? 22 : 24, ink, 1.2);
  center("BACHELOR'S DIPLOMA", F.bold, 13, ink);
  center(`Seria ${rng.pick(['AMP', 'ALII', 'LMD'])} Nr. ${digits(rng, 7)}`, F.regular, 9);
  y += landscape ? 4 : 14;
  const ruleW = W - 2 * M - 40;
  const field = (value: string, caption: string) => {
    pdf.text(value, M + 20, y, { font: F.bold, size: 12, width: ruleW, align: 'center', fit: true });
    y += 15;
    pdf.line(M + 20, y, M + 20 + ruleW, y, 0.5, '#555555', 1.2);
    y += 2.5;
    pdf.text(caption, M + 20, y, { font: F.italic, size: 6.8, width: ruleW, align: 'center', color: '#444444' });
    y += landscape ? 13 : 26;
  };
  const phrase = (t: string) => {
    pdf.text(t, M, y, { font: F.regular, size: 9.5, width: W - 2 * M, align: 'center', fit: true });
    y += landscape ? 14 : 22;
  };
  phrase('Prezenta diplomă se eliberează / This diploma is awarded to');
  field(shownName, '(numele, prenumele / surname, first name)');
  field(dmy(dob), '(data nașterii / date of birth)');
  phrase(`care a absolvit în anul ${year} / who graduated in ${year} from`);
  field(`${uni.ro} / ${uni.en}`, '(instituția de învățământ superior / higher education institution)');
  phrase('programul de studii superioare de licență / the bachelor\'s degree study programme');
  field(`${prog.code} ${prog.ro} / ${prog.en}`, '(codul și denumirea programului de studii / code and name of the study programme)');
  phrase('și i s-a conferit titlul de / and has been awarded the degree of');
  field(`${prog.titleRo} / ${prog.titleEn}`, '(titlul conferit / degree awarded)');
  const no = rng.int(1, 19);
  pdf.text(`Decizia Comisiei pentru examenul de finalizare a studiilor nr. ${no} din ${dmy(board)} / Decision of the Final Examination Board no. ${no} of ${dmy(board)}`, M, y, { font: F.regular, size: 7.8, width: W - 2 * M, align: 'center', fit: true });
  y += 18;
  const colW = (W - 2 * M) / 3;
  pdf.text('Rector / Rector', M, y, { font: F.bold, size: 8.5, width: colW, align: 'center' });
  pdf.signature(M + colW / 2 - 45, y + 26, 90, rng);
  pdf.seal(M + colW * 1.5, y + 22, 26, ink);
  pdf.text('Decan / Dean', M + 2 * colW, y, { font: F.bold, size: 8.5, width: colW, align: 'center' });
  pdf.signature(M + 2.5 * colW - 45, y + 26, 90, rng);
  y += landscape ? 44 : 80;
  pdf.text(`${uni.city}, ${longDate(issued, 'ro')} / ${longDate(issued, 'en')}`, M, y, { font: F.regular, size: 8.5, width: colW * 2, fit: true });
  // The diploma's entry in the university's register of diplomas issued: a registration number (families README), not
  // the form's series and number.
  const entry = String(rng.int(100, 4999));
  r.qualification.registrationNumber = entry;
  pdf.text(`Nr. de înregistrare / Registration No. ${entry}`, M + 2 * colW, y, { font: F.regular, size: 8.5, width: colW, align: 'right' });
  const printed = { 'candidate.fullName': shownName, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': longDate(issued, 'en') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'u-05-diploma',
    country: 'MD',
    languages: ['ro', 'en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Moldovan bachelor\'s diploma, Romanian / English, as a filled form in running text: republic and ministry, university in both languages, DIPLOMĂ DE LICENȚĂ / BACHELOR\'S DIPLOMA with series and number; values on rules with bilingual captions in parentheses under them: SURNAME Given, date of birth, year of graduation, university, coded study programme, the licence title "Licențiat în … / Bachelor of …"; board decision, place and date, registration number, Rector and Dean; as described by the Moldovan higher-education diploma framework.',
    render,
  },
];
