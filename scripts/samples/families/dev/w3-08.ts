/**
 * Results slip of a Southeast Asian national upper-secondary examination, in Malay: the examinations syndicate of the
 * ministry of education (the issuer) with "62604 Putrajaya, Malaysia"; "SLIP KEPUTUSAN" of the examination named by its
 * certificate and the year ("SIJIL PELAJARAN MALAYSIA TAHUN 2019"); the candidate's particulars in capitals (the name with
 * "BIN" / "BINTI" and the father's name, that word and name the family name; the identity-card number, whose first six
 * digits are the birth date — a decoy, no birth date is printed apart; the index number "Angka Giliran" (the
 * registration); the school as the examination centre (not the issuer)); a table with a running number, the four-digit
 * subject code, the subject in capitals, the grade (A+ to G) and the grade in words in its own cell ("CEMERLANG
 * TERTINGGI": the letter is the grade); the number of subjects sat and the result "LAYAK MENDAPAT SIJIL"; the date the
 * slip was issued and the syndicate's director. As the national examination's result slips print subjects by code.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, letters, setInstitution } from '../lib/n-kit';
import { iso, longDate, sample, wPerson, wResult } from './w3-kit';

const ISSUER = 'Lembaga Peperiksaan';
const SCHOOLS = ['SEKOLAH MENENGAH KEBANGSAAN TAMAN SERI MUTIARA', 'SEKOLAH MENENGAH KEBANGSAAN BUKIT KENANGA', 'SEKOLAH MENENGAH SAINS TUN ABDUL RAZAK UTARA', 'SEKOLAH MENENGAH KEBANGSAAN AGAMA KUALA PERDANA'];
const CORE: Array<[string, string]> = [['1103', 'BAHASA MELAYU'], ['1119', 'BAHASA INGGERIS'], ['1223', 'PENDIDIKAN ISLAM'], ['1249', 'SEJARAH'], ['1449', 'MATEMATIK']];
const ELECTIVE: Array<[string, string]> = [['3472', 'MATEMATIK TAMBAHAN'], ['4531', 'FIZIK'], ['4541', 'KIMIA'], ['4551', 'BIOLOGI'], ['1511', 'SAINS'], ['2215', 'PENDIDIKAN SENI VISUAL'], ['3756', 'PRINSIP PERAKAUNAN'], ['5227', 'GEOGRAFI'], ['3765', 'EKONOMI'], ['2361', 'BAHASA ARAB']];
const SCALE: Array<[string, string]> = [['A+', 'CEMERLANG TERTINGGI'], ['A', 'CEMERLANG TINGGI'], ['A-', 'CEMERLANG'], ['B+', 'KEPUJIAN TERTINGGI'], ['B', 'KEPUJIAN TINGGI'], ['C+', 'KEPUJIAN ATAS'], ['C', 'KEPUJIAN'], ['D', 'LULUS ATAS'], ['E', 'LULUS'], ['G', 'GAGAL']];

async function render(rng: Rng) {
  const p = wPerson(rng, 'MY');
  const family = `${p.woman ? 'binti' : 'bin'} ${p.family}`;
  const year = rng.int(2012, 2024);
  const dob = iso(year - 17, rng.int(1, 12), rng.int(1, 28));
  const ic = `${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8, 10)}-${rng.pick(['01', '02', '08', '10', '14'])}-${digits(rng, 4)}`;
  const index = `${letters(rng, 2)}${digits(rng, 3)}${letters(rng, 1)}${digits(rng, 3)}`;
  const issued = iso(year + 1, rng.int(3, 6), rng.int(1, 28));
  const school = rng.pick(SCHOOLS);
  const F = rng.pick([SANS[0], SANS[1], SANS[3]]);
  const r = wResult('ms', p.given, family, null);
  setInstitution(r, ISSUER, 'MY');
  Object.assign(r.qualification, { name: 'Sijil Pelajaran Malaysia', level: 'Secondary', registrationNumber: index, yearOfCompletion: year, status: 'Completed', dateOfIssue: issued });
  const subjects = [...CORE, ...sample(rng, ELECTIVE, rng.int(4, 5))];
  const ability = rng.float(0, 6);
  const rows: string[][] = [];
  subjects.forEach(([code, name], i) => {
    const g = SCALE[Math.max(0, Math.min(9, Math.round(ability + rng.gauss() * 1.6)))];
    rows.push([String(i + 1), code, name, g[0], g[1]]);
    r.courses.push(course({ courseNumber: code, courseName: name, grade: g[0] }));
  });

  const pdf = new Pdf({ size: A4, title: 'Slip Keputusan', author: ISSUER, creationDate: new Date(`${issued}T02:00:00Z`) });
  const c = rng.pick(['#1e3a8a', '#0c4a6e', '#312e81']);
  const L = 56;
  const W = pdf.width - 112;
  pdf.crest(pdf.width / 2, 58, 26, 'LP', c);
  pdf.text('KEMENTERIAN PENDIDIKAN MALAYSIA', L, 94, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text(ISSUER.toUpperCase(), L, 110, { font: F.bold, size: 13, width: W, align: 'center', color: c });
  pdf.text('Aras 3, Blok E11, Kompleks E, Presint 1, 62604 Putrajaya, Malaysia', L, 127, { font: F.regular, size: 8.5, width: W, align: 'center', color: '#444444' });
  pdf.line(L, 142, L + W, 142, 1, c);
  pdf.text('SLIP KEPUTUSAN', L, 156, { font: F.bold, size: 14, width: W, align: 'center', cs: 1.5 });
  pdf.text(`SIJIL PELAJARAN MALAYSIA TAHUN ${year}`, L, 176, { font: F.bold, size: 11.5, width: W, align: 'center' });
  const name = `${p.given} ${family}`.toUpperCase();
  const part: Array<[string, string]> = [['NAMA', name], ['NO. KAD PENGENALAN', ic], ['ANGKA GILIRAN', index], ['PUSAT PEPERIKSAAN', school]];
  let y = 206;
  for (const [a, b] of part) {
    pdf.text(a, L, y, { font: F.regular, size: 9.2 });
    pdf.text(`:  ${b}`, L + 130, y, { font: F.bold, size: 9.2, width: W - 130, fit: true });
    y += 16;
  }
  y += 12;
  const cols = [34, 54, W - 34 - 54 - 56 - 150, 56, 150];
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0));
  pdf.fill(L, y, W, 18, '#e0e7ff');
  ['BIL.', 'KOD', 'MATA PELAJARAN', 'GRED', ''].forEach((h, i) => pdf.text(h, xs[i] + 4, y + 5, { font: F.bold, size: 8.6, width: cols[i] - 8, align: i === 2 ? 'left' : 'center' }));
  pdf.line(L, y, L + W, y, 0.8);
  pdf.line(L, y + 18, L + W, y + 18, 0.8);
  y += 24;
  for (const row of rows) {
    row.forEach((cell, i) => pdf.text(cell, xs[i] + 4, y, { font: i === 3 ? F.bold : F.regular, size: 9.4, width: cols[i] - 8, align: i === 2 || i === 4 ? 'left' : 'center', fit: true }));
    y += 18;
  }
  pdf.line(L, y, L + W, y, 0.8);
  y += 14;
  pdf.text(`BILANGAN MATA PELAJARAN DIAMBIL : ${rows.length}`, L, y, { font: F.bold, size: 9.2 });
  y += 16;
  pdf.text(`KEPUTUSAN : ${rows.some((row) => row[3] === 'G' && row[1] === '1103') ? 'TIDAK LAYAK MENDAPAT SIJIL' : 'LAYAK MENDAPAT SIJIL'}`, L, y, { font: F.bold, size: 9.2 });
  y += 28;
  pdf.para('Slip ini bukan sijil. Sijil akan dikeluarkan kemudian melalui sekolah atau pusat peperiksaan. Sebarang pindaan pada slip ini menjadikannya tidak sah.', L, y, W, { font: F.italic, size: 8, leading: 11, color: '#444444' });
  y += 50;
  pdf.text(`Tarikh dikeluarkan : ${longDate(issued, 'ms')}`, L, y, { font: F.regular, size: 9.2 });
  pdf.signature(L + W - 170, y + 6, 110, rng);
  pdf.line(L + W - 190, y + 18, L + W, y + 18, 0.5);
  pdf.text('PENGARAH PEPERIKSAAN', L + W - 190, y + 22, { font: F.bold, size: 8.5, width: 190, align: 'center' });
  pdf.text('b.p. Ketua Pengarah Pendidikan Malaysia', L + W - 190, y + 34, { font: F.italic, size: 8, width: 190, align: 'center' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': name, 'qualification.dateOfIssue': longDate(issued, 'ms') } };
}

export const families: Family[] = [
  {
    id: 'w3-08-marksheet',
    country: 'MY',
    languages: ['ms'],
    kind: 'marksheet',
    degradations: ['scan'],
    conventions: 'Results slip of a Southeast Asian national upper-secondary examination in Malay: the examinations syndicate of the ministry (issuer) with 62604 Putrajaya, Malaysia; SLIP KEPUTUSAN of the examination named by its certificate and year; name in capitals with BIN/BINTI and the father, identity-card number holding the birth date (decoy), index number (registration), the school as centre (not the issuer); running number, four-digit subject code, subject in capitals, grade A+ to G and the grade in words in its own cell; number of subjects and result; date issued and director.',
    render,
  },
];
