/**
 * Chinese Bachelor's Degree Certificate in its English version (the xuewei zhengshu, often issued with an English
 * translation), as the published templates of Chinese universities' English degree certificates and the Regulations
 * on Academic Degrees describe it: "BACHELOR'S DEGREE CERTIFICATE", a running text — "NAME, male, born on March 14,
 * 2000, has studied in the major of Software Engineering at our university from September 2018 to June 2022 and
 * completed all the courses of the four-year undergraduate programme. … has been conferred the Bachelor's degree of
 * Engineering" — the degree named by its level and the discipline category it is awarded in; the holder's name in
 * pinyin, the family name first (in capitals or in mixed case, as the Chinese form has it) or in natural order; the
 * president and the chairman of the degree evaluation committee, the certificate number, the date of conferral.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf, SERIF, digits, iso, mdy, monthY, ndPerson, ndResult, setInstitution, showName, type NameForm } from '../lib/nd-kit';
import { CN_PROGRAMMES, CN_UNIS } from './nd-cn-transcript';

async function render(rng: Rng) {
  const person = ndPerson(rng, 'CN');
  const uni = rng.pick(CN_UNIS);
  const prog = rng.pick(CN_PROGRAMMES);
  const entry = rng.int(2012, 2020);
  const conferred = iso(entry + 4, 6, rng.int(20, 30));
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  // Family name first in mixed case ("Zhang Zihan"), as the Chinese form orders it, is a convention evaluators meet
  // often; capitals mark the family name in the others.
  const form: NameForm | 'Family Given' = rng.pick(['FAMILY Given', 'Given Family', 'Family Given'] as const);
  const shown = form === 'Family Given' ? `${person.family} ${person.given}` : showName(person, form);
  const he = person.female ? 'she' : 'he';
  const degreeWords = `Bachelor's degree of ${prog.category}`;
  const certNo = `${digits(rng, 5)}${entry + 4}${digits(rng, 6)}`;
  const F = rng.pick(SERIF);

  const r = ndResult(person, dob);
  setInstitution(r, uni.name, 'CN');
  Object.assign(r.qualification, {
    name: `Bachelor of ${prog.category}`, level: 'Bachelor', majorOrSpecialization: prog.major, programDuration: '4',
    yearOfAdmission: entry, yearOfCompletion: entry + 4, dateOfIssue: conferred, status: 'Completed',
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: "Bachelor's Degree Certificate", author: uni.name, creationDate: new Date(`${conferred}T10:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const ink = rng.pick(['#222222', '#3a1d10']);
  pdf.fill(0, 0, W, H, rng.pick(['#fffaf0', '#ffffff']));
  pdf.rect(22, 22, W - 44, H - 44, 2.5, '#a31f1f');
  pdf.rect(30, 30, W - 60, H - 60, 0.6, '#a31f1f');
  const center = (t: string, y: number, size: number, font = F.regular) => pdf.text(t, 60, y, { font, size, width: W - 120, align: 'center', color: ink, fit: true });
  center("BACHELOR'S DEGREE CERTIFICATE", 70, 24, F.bold);
  center('(Translation)', 100, 10, F.italic);
  pdf.rect(70, 130, 90, 118, 0.6, '#999999');
  pdf.text('Photo', 100, 184, { font: F.regular, size: 8, color: '#999999' });
  const body =
    `${shown}, ${person.female ? 'female' : 'male'}, born on ${mdy(dob)}, has studied in the major of ${prog.major} at our university ` +
    `from ${monthY(iso(entry, 9, 1))} to ${monthY(conferred)} and completed all the courses required by the four-year undergraduate programme, ` +
    `and has graduated. After examination, ${he} meets the requirements of the Regulations on Academic Degrees of the People's Republic of China ` +
    `and has been conferred the ${degreeWords}.`;
  pdf.para(body, 190, 140, W - 270, { font: F.regular, size: 13, color: ink, leading: 21 });
  const sy = H - 150;
  pdf.text(`President of ${uni.name}`, 80, sy, { font: F.regular, size: 11, color: ink });
  pdf.signature(110, sy + 30, 110, rng);
  pdf.text('Chairman of the Degree Evaluation Committee', W - 380, sy, { font: F.regular, size: 11, color: ink, width: 320, align: 'right' });
  pdf.signature(W - 200, sy + 30, 110, rng);
  pdf.seal(W / 2, sy + 20, 36, '#b3261e');
  pdf.text(`Certificate No.: ${certNo}`, 80, H - 80, { font: F.regular, size: 10, color: ink });
  pdf.text(mdy(conferred), W - 320, H - 80, { font: F.regular, size: 11, color: ink, width: 260, align: 'right' });
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: {
      'candidate.fullName': shown,
      'candidate.dateOfBirth': mdy(dob),
      'qualification.name': degreeWords,
      'qualification.dateOfIssue': mdy(conferred),
    },
  };
}

export const families: Family[] = [
  {
    id: 'nd-cn-degree-certificate',
    country: 'CN',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    samples: 3,
    conventions: 'Chinese Bachelor\'s Degree Certificate in English: a running text "NAME, male, born on …, has studied in the major of … at our university from September 2018 to June 2022 … and has been conferred the Bachelor\'s degree of Engineering", the pinyin name with the family name first (capitals or mixed case) or in natural order, the president and the degree evaluation committee, the certificate number and the date; as described by published templates of Chinese English-language degree certificates.',
    render,
  },
];
