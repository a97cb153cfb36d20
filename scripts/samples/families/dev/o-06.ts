/**
 * Albanian first-cycle university diploma, bilingual Albanian / English in running text (A4
 * landscape, the Albanian half on the left and the English on the right, or each Albanian line over
 * its English one): "REPUBLIKA E SHQIPËRISË / REPUBLIC OF ALBANIA", the university and the faculty in
 * both languages, "DIPLOMË / DIPLOMA"; "Rektori i … i jep / The Rector of … awards" the holder (given
 * name and family name, capitals or not), whose father's name (atësia) is printed apart as the law on
 * higher education has it, "i/e lindur më 14.03.1999 në Fier / born on 14.03.1999 in Fier", the
 * diploma of the first cycle "Bachelor në Ekonomi / Bachelor in Economics" with the average on the
 * 4-10 scale ("me notë mesatare 8.45 / with an average grade of 8.45"), the city and the date
 * ("Vlorë, më 15.07.2021"), the diploma and register numbers, the Dean's and the Rector's
 * signatures; as described by Albanian universities' diploma regulations (first cycle "Bachelor",
 * 180 ECTS, grades 4-10, pass at 5).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { dmy, oPerson, oResult, upper } from './o-kit';

const UNIS = [
  { sq: 'Universiteti i Bregdetit Jonian', en: 'Ionian Coast University', city: 'Vlorë' },
  { sq: 'Universiteti Teknologjik i Durrësit', en: 'Technological University of Durrës', city: 'Durrës' },
  { sq: 'Universiteti i Luginës së Drinit', en: 'Drin Valley University', city: 'Shkodër' },
];
const FIELDS = [
  { sq: 'Ekonomi', en: 'Economics', facSq: 'Fakulteti i Ekonomisë', facEn: 'Faculty of Economics' },
  { sq: 'Shkenca Kompjuterike', en: 'Computer Science', facSq: 'Fakulteti i Teknologjisë së Informacionit', facEn: 'Faculty of Information Technology' },
  { sq: 'Infermieri', en: 'Nursing', facSq: 'Fakulteti i Shëndetit Publik', facEn: 'Faculty of Public Health' },
  { sq: 'Drejtësi', en: 'Law', facSq: 'Fakulteti i Drejtësisë', facEn: 'Faculty of Law' },
];
const BIRTH = ['Fier', 'Berat', 'Elbasan', 'Korçë', 'Lushnjë', 'Sarandë', 'Gjirokastër', 'Kukës', 'Lezhë', 'Pogradec'];
const FATHERS = ['Ilir', 'Petrit', 'Agim', 'Fatmir', 'Bujar', 'Sokol', 'Gëzim', 'Artan'];

async function render(rng: Rng) {
  const p = oPerson(rng, 'AL');
  const father = rng.pick(FATHERS);
  const uni = rng.pick(UNIS);
  const f = rng.pick(FIELDS);
  const year = rng.int(2012, 2024);
  const date = iso(year, rng.pick([7, 7, 10, 11]), rng.int(1, 28));
  const dob = iso(year - rng.int(21, 24), rng.int(1, 12), rng.int(13, 28));
  const avg = rng.float(6.2, 9.8).toFixed(2);
  const caps = rng.bool(0.5);
  const shown = caps ? upper(`${p.given} ${p.family}`, 'sq') : `${p.given} ${p.family}`;
  const born = rng.pick(BIRTH);
  const F = rng.pick([SERIF[0], SERIF[2], SERIF[1]]);
  const S = rng.pick([SANS[0], SANS[2]]);
  const degSq = `Bachelor në ${f.sq}`;
  const degEn = `Bachelor in ${f.en}`;
  const r = oResult('sq', p.given, p.family, dob);
  setInstitution(r, uni.en, 'AL');
  Object.assign(r.qualification, { name: degEn, level: 'Bachelor', majorOrSpecialization: f.en, yearOfCompletion: year, dateOfIssue: date, status: 'Completed', cgpa: avg });

  const pdf = new Pdf({ size: [A4[1], A4[0]], title: 'Diplomë / Diploma', author: uni.en, creationDate: new Date(`${date}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const red = rng.pick(['#8b1c1c', '#1c3f8b', '#2d4a22']);
  pdf.rect(20, 20, W - 40, H - 40, 2.5, red);
  pdf.rect(27, 27, W - 54, H - 54, 0.6, '#a48b4a');
  pdf.securityPattern('', 30, 30, W - 60, H - 60, red, rng);
  pdf.text(`Nr. i diplomës / Diploma No.: ${digits(rng, 5)}`, W - 300, 38, { font: S.regular, size: 8, width: 260, align: 'right' });
  // The diploma's entry in the university's register of diplomas issued is its registration number; the diploma's
  // own number beside it is the paper's serial (families README: diploma serial numbers, a register entry).
  const registerNo = `${rng.int(1, 60)}/${digits(rng, 3)}`;
  r.qualification.registrationNumber = registerNo;
  pdf.text(`Nr. i regjistrit themeltar / Register No.: ${registerNo}`, 44, 38, { font: S.regular, size: 8 });
  const side = rng.bool(0.5);
  const dateSq = `${uni.city}, më ${dmy(date, '.')}`;
  const dateEn = `${uni.city}, ${dmy(date, '.')}`;
  const sq = [
    ['REPUBLIKA E SHQIPËRISË', 12, 'b'], [upper(uni.sq, 'sq'), 13, 'b'], [upper(f.facSq, 'sq'), 10, 'r'], ['DIPLOMË', 24, 'b'],
    [`Rektori i ${uni.sq.replace(/^Universiteti/, 'Universitetit')} i jep`, 11, 'i'], [shown, 17, 'b'],
    [`atësia ${father}, ${p.woman ? 'e lindur' : 'i lindur'} më ${dmy(dob, '.')} në ${born},`, 10.5, 'i'],
    ['diplomën e ciklit të parë të studimeve', 10.5, 'i'], [degSq, 15, 'b'], [`me notë mesatare ${avg}`, 10.5, 'i'], [dateSq, 10.5, 'r'],
  ] as const;
  const en = [
    ['REPUBLIC OF ALBANIA', 12, 'b'], [upper(uni.en), 13, 'b'], [upper(f.facEn), 10, 'r'], ['DIPLOMA', 24, 'b'],
    [`The Rector of the ${uni.en} awards`, 11, 'i'], [shown, 17, 'b'],
    [`father's name ${father}, born on ${dmy(dob, '.')} in ${born},`, 10.5, 'i'],
    ['the diploma of the first cycle of studies', 10.5, 'i'], [degEn, 15, 'b'], [`with an average grade of ${avg}`, 10.5, 'i'], [dateEn, 10.5, 'r'],
  ] as const;
  const font = (k: string) => (k === 'b' ? F.bold : k === 'i' ? F.italic : F.regular);
  pdf.crest(W / 2, 74, 26, '', red);
  if (side) {
    const colW = (W - 120) / 2;
    [sq, en].forEach((lines, c) => {
      let y = 112;
      const x = 50 + c * (colW + 20);
      for (const [t, size, k] of lines) {
        pdf.text(t, x, y, { font: font(k), size, width: colW, align: 'center', fit: true, color: k === 'b' && size > 12 ? red : '#000000' });
        y += size * 1.5 + 4;
      }
    });
    pdf.line(W / 2, 118, W / 2, H - 140, 0.5, '#a48b4a');
  } else {
    let y = 108;
    sq.forEach(([t, size, k], i) => {
      const [te, se, ke] = en[i];
      const same = t === te;
      pdf.text(t, 60, y, { font: font(k), size: Math.min(size, 16), width: W - 120, align: 'center', fit: true, color: k === 'b' && size > 12 ? red : '#000000' });
      y += Math.min(size, 16) * 1.2 + 1;
      if (!same) {
        pdf.text(te, 60, y, { font: ke === 'b' ? F.bold : F.italic, size: Math.min(se, 16) * 0.72, width: W - 120, align: 'center', fit: true, color: '#333333' });
        y += Math.min(se, 16) * 0.9 + 3;
      } else y += 2;
    });
  }
  const sy = H - 92;
  [['Dekani / Dean', 120], ['Rektori / Rector', W - 300]].forEach(([t, x]) => {
    pdf.signature(Number(x) + 20, sy - 8, 140, rng);
    pdf.line(Number(x), sy, Number(x) + 180, sy, 0.5);
    pdf.text(String(t), Number(x), sy + 6, { font: S.regular, size: 9, width: 180, align: 'center' });
  });
  pdf.seal(W / 2, sy - 6, 30, red);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': dmy(dob, '.'), 'qualification.dateOfIssue': dmy(date, '.') } };
}

export const families: Family[] = [
  {
    id: 'o-06-diploma',
    country: 'AL',
    languages: ['sq', 'en'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Albanian first-cycle university diploma, bilingual Albanian / English in running text: REPUBLIKA E SHQIPËRISË, university and faculty in both languages, DIPLOMË / DIPLOMA, "Rektori i … i jep / The Rector of … awards", the name, the father\'s name apart, date and place of birth, "Bachelor në … / Bachelor in …", the average on the 4-10 scale, city and date, diploma and register numbers, Dean and Rector; halves side by side or each line over its translation; as described by Albanian universities\' diploma regulations.',
    render,
  },
];
