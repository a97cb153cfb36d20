/**
 * An Italian upper-secondary school's certificate of the school-leaving diploma ("Certificato di diploma", issued while
 * the parchment is printed), in Italian, A4 portrait: "Repubblica Italiana", the ministry and the school with its
 * address and a +39 telephone; the head teacher "certifica" in running text that the pupil — surname in capitals first
 * ("ROSSI Giulia"), the place and on some the date of birth in words — obtained in the school year "2021/2022" at the
 * school the diploma (its name as printed, "Diploma di Liceo Scientifico") with the final mark out of 100 in figures and
 * words (the overall result); a table of the last three years, each with its class, school year, the year's average
 * of marks with a decimal comma and the school credit (averages and credits that are no courses and no overall
 * result), and the total credit out of 40; the date the results were published (a decoy) and the number in the
 * register of diplomas on some (the registration number), the parchment's serial (a decoy); the place and date of
 * issue and the head teacher's signature. As Italian schools certify the esame di Stato while the diploma is printed.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { around, comma, iso, longDate, otherName, wPerson, wResult } from './w5-kit';

const SCHOOLS = [
  { name: 'Liceo Statale «Colli Euganei»', addr: 'Via dei Mille 22, 35031 Abano Terme', city: 'Abano Terme', cm: 'PD', tel: '+39 049 866' },
  { name: 'Istituto di Istruzione Superiore «Valle del Savena»', addr: 'Via Poggi 9, 40068 San Lazzaro di Savena', city: 'San Lazzaro di Savena', cm: 'BO', tel: '+39 051 627' },
  { name: 'Liceo «Riviera del Conero»', addr: 'Via Flaminia 140, 60126 Ancona', city: 'Ancona', cm: 'AN', tel: '+39 071 285' },
];
const DIPLOMAS = ['Diploma di Liceo Scientifico', 'Diploma di Liceo Classico', 'Diploma di Liceo Linguistico', 'Diploma di Liceo delle Scienze Umane'];
const PLACES = ['Padova', 'Bologna', 'Ancona', 'Ferrara', 'Rovigo', 'Macerata', 'Imola'];
const UNITS = ['', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'];
const TENS = ['', '', '', '', '', '', 'sessanta', 'settanta', 'ottanta', 'novanta'];

/** 60-100 in Italian words ("novantadue", "ottantuno", "cento"). */
function words(n: number): string {
  if (n === 100) return 'cento';
  const t = TENS[Math.floor(n / 10)];
  const u = n % 10;
  if (!u) return t;
  return (u === 1 || u === 8 ? t.slice(0, -1) : t) + UNITS[u];
}

async function render(rng: Rng) {
  const p = wPerson(rng, 'IT');
  const school = rng.pick(SCHOOLS);
  const diploma = rng.pick(DIPLOMAS);
  const year = rng.int(2014, 2025);
  const showDob = rng.bool(0.5);
  const showReg = rng.bool(0.5);
  const F = rng.pick(SERIF);
  const S = rng.pick(SANS);
  const dob = iso(year - 19, rng.int(1, 12), rng.int(1, 28));
  const published = iso(year, 7, rng.int(1, 15));
  const issued = iso(year, rng.int(7, 11), rng.int(16, 28));
  const ability = rng.float(6.2, 9.3);
  const years = [0, 1, 2].map((k) => {
    const avg = around(rng, ability, 0.4, 6, 10, 0.01);
    const credit = Math.min([12, 13, 15][k], Math.max(7, Math.round((avg - 6) * 1.5 + 7 + k + rng.int(0, 1))));
    return { cls: ['III', 'IV', 'V'][k], sy: `${year - 3 + k}/${year - 2 + k}`, avg, credit };
  });
  const credits = years.reduce((a, y) => a + y.credit, 0);
  const final = Math.min(100, Math.max(60, credits + Math.round(ability * 6.5)));
  const reg = String(rng.int(40, 980));
  const r = wResult('it', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school.name, 'IT');
  Object.assign(r.qualification, { name: diploma, level: 'Higher Secondary', registrationNumber: showReg ? reg : null, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: String(final) });

  const pdf = new Pdf({ size: A4, title: 'Certificato di diploma', author: school.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 60;
  const W = pdf.width - 120;
  pdf.text('REPUBBLICA ITALIANA', L, 40, { font: F.bold, size: 11, width: W, align: 'center', cs: 1 });
  pdf.text("Ministero dell'Istruzione e del Merito", L, 56, { font: F.italic, size: 10, width: W, align: 'center' });
  pdf.text(school.name, L, 78, { font: F.bold, size: 14, width: W, align: 'center', fit: true });
  pdf.text(`${school.addr} · tel. ${school.tel} ${digits(rng, 4)} · C.M. ${school.cm}IS0${digits(rng, 5)}`, L, 98, { font: S.regular, size: 8, width: W, align: 'center', fit: true });
  pdf.line(L, 114, L + W, 114, 0.7);
  pdf.text(`Prot. n. ${digits(rng, 4)}/${rng.pick(['C27', 'IV.5', 'V.2'])}`, L, 124, { font: S.regular, size: 8.5 });
  pdf.text('CERTIFICATO DI DIPLOMA', L, 150, { font: F.bold, size: 16, width: W, align: 'center', cs: 2 });
  const born = p.woman ? 'nata' : 'nato';
  const pupil = p.woman ? 'la studentessa' : 'lo studente';
  const text = `Il Dirigente Scolastico, visti gli atti d'ufficio, CERTIFICA che ${pupil} ${p.family.toUpperCase()} ${p.given}, ${born} a ${rng.pick(PLACES)}${showDob ? ` il ${longDate(dob, 'it')}` : ''}, ha superato l'esame di Stato conclusivo del corso di studio di istruzione secondaria di secondo grado nell'anno scolastico ${year - 1}/${year}, presso questo Istituto, e ha conseguito il`;
  let y = 186 + pdf.para(text, L, 186, W, { font: F.regular, size: 11.5, leading: 18, align: 'left' });
  pdf.text(diploma, L, y + 6, { font: F.bold, size: 13.5, width: W, align: 'center' });
  pdf.text(`con la votazione finale di ${final}/100 (${words(final)}/centesimi).`, L, y + 30, { font: F.regular, size: 11.5, width: W, align: 'center' });
  y += 62;
  pdf.text('Percorso del secondo biennio e del quinto anno', L, y, { font: F.bold, size: 10.5 });
  y += 18;
  const xs = [L, L + 90, L + 210, L + 340];
  ['Classe', 'Anno scolastico', 'Media dei voti', 'Credito scolastico'].forEach((h, i) => pdf.text(h, xs[i], y, { font: S.bold, size: 9 }));
  pdf.line(L, y + 13, L + W, y + 13, 0.5);
  years.forEach((yy, k) => {
    const ry = y + 20 + k * 16;
    [yy.cls, yy.sy, comma(yy.avg, 2), String(yy.credit)].forEach((v, i) => pdf.text(v, xs[i], ry, { font: S.regular, size: 9.5 }));
  });
  y += 20 + 3 * 16 + 4;
  pdf.line(L, y, L + W, y, 0.5);
  pdf.text(`Totale credito scolastico: ${credits}/40`, xs[2], y + 6, { font: S.bold, size: 9.5 });
  y += 36;
  pdf.para(`Esiti pubblicati all'albo dell'Istituto il ${longDate(published, 'it')}. Il diploma originale (serie ${String.fromCharCode(65 + rng.int(0, 5))} n. ${digits(rng, 7)}) è in corso di stampa; il presente certificato ne fa le veci a tutti gli effetti di legge.${showReg ? ` Registro dei diplomi n. ${reg}.` : ''}`, L, y, W, { font: F.regular, size: 10, leading: 15 });
  const foot = pdf.height - 150;
  pdf.text(`${school.city}, ${longDate(issued, 'it')}`, L, foot, { font: F.regular, size: 10.5 });
  pdf.text('IL DIRIGENTE SCOLASTICO', L + W - 220, foot, { font: F.bold, size: 9.5, width: 220, align: 'center' });
  pdf.signature(L + W - 170, foot + 30, 110, rng);
  pdf.text(`Prof. ${otherName(rng, 'IT', p.family)}`, L + W - 220, foot + 40, { font: F.italic, size: 9.5, width: 220, align: 'center' });
  pdf.text('Firma autografa sostituita a mezzo stampa ai sensi dell\'art. 3, comma 2, del D.Lgs. 39/1993.', L, pdf.height - 50, { font: S.italic, size: 7, color: '#555555', width: W, align: 'center' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.family.toUpperCase()} ${p.given}`, 'qualification.dateOfIssue': longDate(issued, 'it'), 'qualification.cgpa': `${final}/100` };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'it');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-05-certificate',
    country: 'IT',
    languages: ['it'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Certificate of an Italian upper-secondary school-leaving diploma (certificato di diploma), Italian: Repubblica Italiana, the ministry and the school with its address and +39; running text naming the pupil surname first in capitals, birth place and optional birth date, the school year and the diploma with the final mark out of 100 in figures and words; a table of the last three years with the yearly average and school credit, total credit out of 40; publication date of results, the parchment serial and an optional register number; place and date of issue, head teacher.',
    render,
  },
];
