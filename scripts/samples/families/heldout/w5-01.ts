/**
 * A Turkish upper-secondary school's grade record ("Öğrenci Not Döküm Belgesi"), in Turkish, landscape: a grade matrix
 * with the subjects as rows and the four school years as columns ("9. Sınıf" over "2016-2017" … "12. Sınıf"), each
 * cell the year-end mark out of 100 and "—" where the subject was not taught that year; under the matrix a row of the
 * yearly weighted averages ("Yıl Sonu Ağırlıklı Ortalama", no course) and the diploma mark with a decimal comma
 * ("Diploma Notu: 84,37", the overall result). The heading "T.C. MİLLÎ EĞİTİM BAKANLIĞI" with the school's name; an
 * identity block with the name in natural order, the national identity number (a decoy: no student number), the
 * school number (the student number), the father's and the mother's names (decoys), the place and on some the date
 * of birth, the registration date at the school (labelled, the admission); the graduation line with "Lise Diploması",
 * the diploma's serial number (no registration number) and the graduation date; the school's address with a +90
 * telephone; the date of issue and the principal's signature. As Turkish schools print a pupil's marks year by year
 * from the e-Okul register.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dotted, iso, otherName, wPerson, wResult, wTable, type WRow } from './w5-kit';

const SCHOOLS = [
  { name: 'Çamlıtepe Anadolu Lisesi', district: 'ETİMESGUT', addr: 'Yeşiltepe Mah. Lale Sok. No:14, 06810 Etimesgut', tel: '+90 (312) 244' },
  { name: 'Kuşadası Sahil Anadolu Lisesi', district: 'KUŞADASI', addr: 'Değirmendere Mah. Okul Cad. No:7, 09400 Kuşadası', tel: '+90 (256) 612' },
  { name: 'Gökçeada Fen Lisesi', district: 'GÖKÇEADA', addr: 'Cumhuriyet Mah. Eğitim Sok. No:3, 17760 Gökçeada', tel: '+90 (286) 887' },
];
/** Subject, and the school years (0-3) it is taught in. */
const SUBJECTS: Array<[string, number[]]> = [
  ['Türk Dili ve Edebiyatı', [0, 1, 2, 3]], ['Din Kültürü ve Ahlak Bilgisi', [0, 1, 2, 3]], ['Tarih', [0, 1, 2]], ['Coğrafya', [0, 1, 2]],
  ['Matematik', [0, 1, 2, 3]], ['Fizik', [0, 1, 2, 3]], ['Kimya', [0, 1, 2, 3]], ['Biyoloji', [0, 1, 2, 3]], ['Felsefe', [1, 2]],
  ['Birinci Yabancı Dil (İngilizce)', [0, 1, 2, 3]], ['Beden Eğitimi ve Spor', [0, 1, 2, 3]], ['Görsel Sanatlar', [0, 1]],
  ['T.C. İnkılap Tarihi ve Atatürkçülük', [3]], ['Sağlık Bilgisi ve Trafik Kültürü', [0]],
];
const MALE = ['Hüseyin', 'Mustafa', 'Ali', 'İbrahim', 'Hasan', 'Ramazan'];
const FEMALE = ['Fatma', 'Emine', 'Hatice', 'Sevgi', 'Nurten', 'Gülsüm'];
const PLACES = ['Ankara', 'Aydın', 'Çanakkale', 'Konya', 'Kayseri', 'Bursa'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'TR');
  const school = rng.pick(SCHOOLS);
  const start = rng.int(2012, 2020);
  const end = start + 4;
  const showDob = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SERIF[0]]);
  const dob = iso(start - 14, rng.int(1, 12), rng.int(1, 28));
  const registered = iso(start, 9, rng.int(5, 20));
  const graduated = iso(end, 6, rng.int(15, 28));
  const issued = iso(end, rng.int(7, 12), rng.int(1, 28));
  const schoolNo = String(rng.int(100, 2999));
  const r = wResult('tr', p.given, p.family, showDob ? dob : null);
  setInstitution(r, school.name, 'TR');
  Object.assign(r.qualification, { name: 'Lise Diploması', level: 'Higher Secondary', registrationNumber: schoolNo, yearOfAdmission: start, yearOfCompletion: end, status: 'Completed', dateOfIssue: issued });

  const ability = rng.float(55, 95);
  const rows: WRow[] = [];
  const sums = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  for (const [name, years] of SUBJECTS) {
    const cells = [name];
    for (let y = 0; y < 4; y++) {
      if (!years.includes(y)) {
        cells.push('—');
        continue;
      }
      const mark = around(rng, ability, 10, 45, 100);
      cells.push(String(mark));
      sums[y] += mark;
      counts[y]++;
      r.courses.push(course({ courseName: name, marksScored: mark, maximumMarks: 100, session: `${start + y}-${start + y + 1}` }));
    }
    rows.push({ cells });
  }
  const avgs = sums.map((s, y) => s / counts[y]);
  rows.push({ cells: ['Yıl Sonu Ağırlıklı Ortalama', ...avgs.map((a) => comma(a, 2))], bold: true });
  const diploma = avgs.reduce((a, b) => a + b, 0) / 4;
  r.qualification.cgpa = diploma.toFixed(2);

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Öğrenci Not Döküm Belgesi', author: school.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 40;
  const W = pdf.width - 80;
  pdf.text('T.C.', L, 26, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text(`${school.district} KAYMAKAMLIĞI · MİLLÎ EĞİTİM BAKANLIĞI`, L, 40, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text(school.name, L, 54, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text('ÖĞRENCİ NOT DÖKÜM BELGESİ', L, 74, { font: F.bold, size: 12, width: W, align: 'center', cs: 1 });
  pdf.line(L, 92, L + W, 92, 0.8);
  const father = rng.pick(MALE);
  const mother = rng.pick(FEMALE);
  const left: Array<[string, string]> = [['Adı Soyadı', `${p.given} ${p.family}`], ['T.C. Kimlik No', `${rng.int(1, 6)}${digits(rng, 10)}`], ['Okul Numarası', schoolNo], ['Baba Adı', father]];
  const right: Array<[string, string]> = [['Anne Adı', mother], ['Doğum Yeri', rng.pick(PLACES)]];
  if (showDob) right.push(['Doğum Tarihi', dotted(dob)]);
  right.push(['Okula Kayıt Tarihi', dotted(registered)]);
  [left, right].forEach((col, c) => col.forEach(([a, b], k) => {
    const x = L + c * (W / 2);
    const y = 100 + k * 13;
    pdf.text(a, x, y, { font: F.bold, size: 8.8 });
    pdf.text(`: ${b}`, x + 110, y, { font: F.regular, size: 8.8 });
  }));
  let y = 100 + Math.max(left.length, right.length) * 13 + 8;
  const cols = [{ label: ['Dersler', ''], width: 250 }, ...[0, 1, 2, 3].map((k) => ({ label: [`${9 + k}. Sınıf`, `${start + k}-${start + k + 1}`], width: (W - 250) / 4, align: 'center' as const }))];
  y = wTable(pdf, F, L, y, cols, rows, { size: 8.4, rowH: 15, ruling: 'grid', fill: '#e5e7eb' });
  y += 10;
  pdf.text(`Diploma Notu: ${comma(diploma, 2)}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Mezuniyet: Lise Diploması · Diploma No: ${String.fromCharCode(65 + rng.int(0, 5))}-${digits(rng, 6)} · Mezuniyet Tarihi: ${dotted(graduated)}`, L + 170, y, { font: F.regular, size: 9 });
  y += 22;
  pdf.text('Notlar 100 puan üzerinden yıl sonu başarı puanlarıdır; "—" o yıl okutulmayan dersi gösterir.', L, y, { font: F.italic, size: 7.8, color: '#444444' });
  const foot = pdf.height - 70;
  pdf.text(`Düzenleme Tarihi: ${dotted(issued)}`, L, foot, { font: F.regular, size: 9 });
  pdf.text(`${school.addr} · Tel: ${school.tel} ${digits(rng, 2)} ${digits(rng, 2)} · ${school.name.split(' ')[0].toLowerCase().replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)}.meb.k12.tr`, L, foot + 16, { font: F.regular, size: 7.6, color: '#444444', width: W - 230, fit: true });
  pdf.signature(L + W - 170, foot - 6, 100, rng);
  pdf.text(otherName(rng, 'TR', p.family), L + W - 200, foot + 6, { font: F.bold, size: 9, width: 200, align: 'center' });
  pdf.text('Okul Müdürü', L + W - 200, foot + 18, { font: F.regular, size: 8.5, width: 200, align: 'center' });
  const printed: Record<string, string> = { 'qualification.cgpa': comma(diploma, 2), 'qualification.dateOfIssue': dotted(issued) };
  if (showDob) printed['candidate.dateOfBirth'] = dotted(dob);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-01-transcript',
    country: 'TR',
    languages: ['tr'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Grade record of a Turkish upper-secondary school (Öğrenci Not Döküm Belgesi), Turkish, landscape: a matrix of subjects as rows and the four school years as columns (class and academic year in a two-line header), year-end marks out of 100, a dash where not taught, a row of yearly weighted averages and the diploma mark with a decimal comma; national identity number, school number, parents, registration date, graduation line with the diploma serial; address with +90 telephone.',
    render,
  },
];
