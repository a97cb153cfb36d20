/**
 * A Nepali university's degree certificate, in Nepali (Devanagari script, with its own digits) and English, A4
 * landscape: the university's name in Devanagari over its English name, "Kathmandu, Nepal" or "Pokhara, Nepal"; the
 * degree awarded in a Nepali sentence — the holder's name in Devanagari after "श्री"/"सुश्री", the year of the
 * examination in the Bikram Sambat era in Devanagari digits, the degree's Nepali name and the division — and the
 * same in an English sentence under it ("This is to certify that Ms. Anjali Thapa, daughter of Mr. Hari Bahadur
 * Thapa, … having passed the … examination held in 2021 A.D. from Shivapuri Multiple Campus … has been awarded the
 * degree of Bachelor of Business Studies (BBS) … in the First Division"): the father's name (a decoy that shares the
 * family name), the campus (a decoy institution: the university confers), the Gregorian year beside the era's; the
 * registration number in both digit forms on some, the CGPA on some, the date of birth in both calendars on some;
 * the date of issue in both calendars (the Gregorian one is the value), the vice-chancellor's and the registrar's
 * signatures and a serial number. As Nepali universities print bilingual degree certificates.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { devaDigits, iso, longDate, otherName, wPerson, wResult, ymd } from './w5-kit';

const UNIS = [
  { en: 'Pashupati Valley University', ne: 'पशुपति उपत्यका विश्वविद्यालय', city: 'Kathmandu', cityNe: 'काठमाडौं' },
  { en: 'Fewa Lakeside University', ne: 'फेवा ताल विश्वविद्यालय', city: 'Pokhara', cityNe: 'पोखरा' },
];
const CAMPUSES = [['Shivapuri Multiple Campus', 'शिवपुरी बहुमुखी क्याम्पस'], ['Annapurna Model Campus', 'अन्नपूर्ण नमूना क्याम्पस'], ['Bagmati Valley Campus', 'बागमती उपत्यका क्याम्पस'], ['Seti Gandaki Campus', 'सेती गण्डकी क्याम्पस']];
const DEGREES = [
  { en: 'Bachelor of Business Studies', abbr: 'BBS', abbrNe: 'बी.बी.एस.', ne: 'व्यवसाय अध्ययन स्नातक', level: 'Bachelor' },
  { en: 'Bachelor of Education', abbr: 'B.Ed.', abbrNe: 'बी.एड.', ne: 'शिक्षा शास्त्र स्नातक', level: 'Bachelor' },
  { en: 'Master of Business Studies', abbr: 'MBS', abbrNe: 'एम.बी.एस.', ne: 'व्यवसाय अध्ययन स्नातकोत्तर', level: 'Master' },
];
const DEVA: Record<string, string> = {
  Sagar: 'सागर', Bikash: 'विकास', Rajendra: 'राजेन्द्र', Nabin: 'नविन', Dipesh: 'दिपेश', Suman: 'सुमन', Prakash: 'प्रकाश', Anil: 'अनिल',
  Anjali: 'अञ्जली', Sushma: 'सुष्मा', Pooja: 'पूजा', Sabina: 'सबिना', Kabita: 'कविता', Rekha: 'रेखा', Sarita: 'सरिता', Manisha: 'मनिषा',
  Shrestha: 'श्रेष्ठ', Adhikari: 'अधिकारी', Thapa: 'थापा', Gurung: 'गुरुङ', Karki: 'कार्की', Poudel: 'पौडेल', Bhandari: 'भण्डारी', Khadka: 'खड्का', Basnet: 'बस्नेत', Pandey: 'पाण्डे', Koirala: 'कोइराला', Rai: 'राई',
};
const FATHERS = [['Hari Bahadur', 'हरि बहादुर'], ['Krishna Prasad', 'कृष्ण प्रसाद'], ['Ram Kumar', 'राम कुमार'], ['Tek Nath', 'टेक नाथ'], ['Dil Bahadur', 'दिल बहादुर']];
const DIVISIONS = [['First Division', 'प्रथम श्रेणी'], ['Second Division', 'द्वितीय श्रेणी'], ['Distinction', 'विशिष्ट श्रेणी']];

/** The Bikram Sambat date of a Gregorian one, roughly (56 years, 8 months and 17 days later), as "२०७८/१२/०२". */
function bs(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  let dd = d + 17;
  let mm = m + 8;
  let yy = y + 56;
  if (dd > 30) {
    dd -= 30;
    mm++;
  }
  if (mm > 12) {
    mm -= 12;
    yy++;
  }
  return devaDigits(`${yy}/${String(mm).padStart(2, '0')}/${String(dd).padStart(2, '0')}`);
}

async function render(rng: Rng) {
  const p = wPerson(rng, 'NP');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const examYear = rng.int(2012, 2024);
  const issued = iso(examYear + 1, rng.int(5, 12), rng.int(1, 28));
  const dob = iso(examYear - rng.int(21, 25), rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.4);
  const showReg = rng.bool(0.6);
  const showCgpa = rng.bool(0.4);
  const [fatherEn, fatherNe] = rng.pick(FATHERS);
  const [divEn, divNe] = rng.pick(DIVISIONS);
  const [campus, campusNe] = rng.pick(CAMPUSES);
  const reg = `${rng.int(1, 9)}-${rng.int(1, 2)}-${rng.int(10, 99)}-${rng.int(100, 2999)}-${examYear - (deg.level === 'Master' ? 2 : 4)}`;
  const cgpa = (rng.int(280, 392) / 100).toFixed(2);
  const r = wResult('ne', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.en, 'NP');
  Object.assign(r.qualification, { name: deg.en, level: deg.level, registrationNumber: showReg ? reg : null, yearOfCompletion: examYear, status: 'Completed', dateOfIssue: issued, cgpa: showCgpa ? cgpa : null });

  const D = { regular: 'NotoSerifDeva', bold: 'NotoSerifDeva-Bold' };
  const F = rng.pick(SERIF);
  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Degree Certificate', author: uni.en, creationDate: new Date(`${issued}T06:00:00Z`) });
  const c = rng.pick(['#7f1d1d', '#1e3a8a', '#14532d']);
  const W = pdf.width;
  pdf.rect(22, 22, W - 44, pdf.height - 44, 2, c);
  pdf.rect(28, 28, W - 56, pdf.height - 56, 0.6, c);
  pdf.text(`क्र.सं. ${devaDigits(digits(rng, 6))}`, 48, 42, { font: D.regular, size: 9 });
  pdf.crest(W / 2, 70, 26, uni.en.split(' ').map((w) => w[0]).join(''), c);
  pdf.text(uni.ne, 0, 102, { font: D.bold, size: 22, width: W, align: 'center', color: c });
  pdf.text(uni.en.toUpperCase(), 0, 134, { font: F.bold, size: 17, width: W, align: 'center', color: c });
  const place = `${uni.city}, Nepal`;
  const placeW = pdf.widthOf(`${uni.cityNe}, नेपाल`, D.regular, 10) + pdf.widthOf(`  ·  ${place}`, F.regular, 10);
  pdf.runs([{ text: `${uni.cityNe}, नेपाल`, font: D.regular }, { text: `  ·  ${place}`, font: F.regular }], (W - placeW) / 2, 156, { size: 10 });
  const nameNe = `${DEVA[p.given]} ${DEVA[p.family]}`;
  const hon = p.woman ? ['सुश्री', 'Ms.'] : ['श्री', 'Mr.'];
  const rel = p.woman ? ['सुपुत्री', 'daughter'] : ['सुपुत्र', 'son'];
  const examBs = devaDigits(String(examYear + 57));
  const ne = `प्रमाणित गरिन्छ कि श्री ${fatherNe} ${DEVA[p.family]} का ${rel[0]} ${hon[0]} ${nameNe} ले ${campusNe}बाट वि.सं. ${examBs} सालमा सञ्चालित परीक्षामा ${divNe}मा उत्तीर्ण गर्नुभएकोले निजलाई ${deg.ne} (${deg.abbrNe}) उपाधि प्रदान गरिएको छ।`;
  let y = 184 + pdf.para(ne, 80, 184, W - 160, { font: D.regular, size: 11.5, leading: 21, align: 'center' });
  y += 8;
  const en = `This is to certify that ${hon[1]} ${p.given} ${p.family}, ${rel[1]} of Mr. ${fatherEn} ${p.family}, having passed the examination held in ${examYear} A.D. (${examYear + 57} B.S.) from ${campus}, has been awarded the degree of`;
  y += pdf.para(en, 80, y, W - 160, { font: F.italic, size: 11.5, leading: 17, align: 'center' });
  pdf.text(`${deg.en} (${deg.abbr})`, 0, y + 4, { font: F.bold, size: 17, width: W, align: 'center', color: c });
  pdf.text(`in the ${divEn}${showCgpa ? `, CGPA ${cgpa}` : ''}.`, 0, y + 28, { font: F.italic, size: 11.5, width: W, align: 'center' });
  y += 54;
  const facts: string[] = [];
  if (showReg) facts.push(`दर्ता नं. ${devaDigits(reg)}  ·  Regd. No. ${reg}`);
  if (showDob) facts.push(`जन्म मिति ${bs(dob)}  ·  Date of Birth ${longDate(dob, 'en')}`);
  facts.forEach((f, k) => pdf.runs([{ text: f.split('  ·  ')[0], font: D.regular }, { text: `   ·   ${f.split('  ·  ')[1]}`, font: F.regular }], 80, y + k * 16, { size: 9.5 }));
  const foot = pdf.height - 100;
  pdf.text(`जारी मिति: ${bs(issued)}`, 60, foot, { font: D.regular, size: 9.5 });
  pdf.text(`Date of Issue: ${longDate(issued, 'en')}`, 60, foot + 18, { font: F.regular, size: 9.5 });
  [['रजिस्ट्रार', 'Registrar'], ['उपकुलपति', 'Vice-Chancellor']].forEach(([a, b], k) => {
    const x = W - 420 + k * 190;
    pdf.signature(x + 30, foot + 4, 100, rng);
    pdf.line(x, foot + 14, x + 160, foot + 14, 0.5);
    pdf.text(otherName(rng, 'NP', p.family), x, foot + 18, { font: F.regular, size: 8.5, width: 160, align: 'center' });
    pdf.runs([{ text: a, font: D.regular }, { text: ` / ${b}`, font: F.regular }], x + 40, foot + 31, { size: 8.5 });
  });
  const printed: Record<string, string> = { 'qualification.dateOfIssue': longDate(issued, 'en'), 'qualification.yearOfCompletion': `${examYear} A.D.` };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-04-diploma',
    country: 'NP',
    languages: ['ne', 'en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Bilingual degree certificate of a Nepali university, Nepali in Devanagari with Devanagari digits and English: the university in both scripts with the city and Nepal; a Nepali sentence with the holder after श्री/सुश्री, the father, the campus, the Bikram Sambat year and the division, and its English counterpart with the year A.D. and B.S.; optional registration number in both digit forms, CGPA and birth date in both calendars; date of issue in both calendars, registrar and vice-chancellor, a serial number.',
    render,
  },
];
