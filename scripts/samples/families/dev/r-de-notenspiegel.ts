/**
 * German university "Notenspiegel" (transcript of records printed from the campus system): a
 * header on two lines, German over English ("Prüfungsnr. | Modul | Semester | Note | ECTS |
 * Status" over "Exam no. | Module | Term | Grade | Credits | Status"), the grade before the
 * credits, grades on the 1,0–4,0 scale with a decimal comma, ungraded modules "bestanden" or "BE",
 * module areas as section rows ("Pflichtbereich") with an ECTS subtotal under each, long module
 * titles wrapped onto a second line, and the table continued on the next page without a header.
 * Modeled on HRK/KMK conventions for German grades (§ 18 Musterrechtsverordnung: 1,0 … 4,0, 5,0
 * failed) and the Leistungsübersicht exports of campus management systems.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, formatDate, iso } from '../lib/a-kit';
import { comma, rPerson, rResult } from '../lib/r-kit';

const UNIS = [
  { name: 'Hochschule Weserbergland', city: 'Hameln', state: 'Lower Saxony', code: 'NI', zip: '31785' },
  { name: 'Technische Hochschule Mittelfranken', city: 'Ansbach', state: 'Bavaria', code: 'BY', zip: '91522' },
  { name: 'Universität Ostwestfalen', city: 'Paderborn', state: 'North Rhine-Westphalia', code: 'NW', zip: '33098' },
];
const AREAS: Array<{ name: string; modules: Array<[string, number]> }> = [
  { name: 'Pflichtbereich', modules: [['Mathematik für Ingenieurwissenschaften I', 7.5], ['Grundlagen der Informatik', 5], ['Technische Mechanik und Festigkeitslehre', 7.5], ['Elektrotechnik', 5], ['Programmierung und Softwareentwicklung', 10], ['Werkstoffkunde', 5], ['Mathematik für Ingenieurwissenschaften II', 7.5], ['Thermodynamik und Strömungslehre', 5], ['Regelungstechnik', 5], ['Datenbanken und Informationssysteme', 5]] },
  { name: 'Wahlpflichtbereich', modules: [['Betriebswirtschaftslehre für Ingenieure', 5], ['Künstliche Intelligenz', 5], ['Projektmanagement', 2.5], ['Qualitätsmanagement und Statistische Prozesslenkung', 5], ['Robotik', 5]] },
  { name: 'Schlüsselqualifikationen', modules: [['Wissenschaftliches Arbeiten', 2.5], ['Technisches Englisch', 2.5], ['Präsentationstechnik', 2.5]] },
];
const GRADES = [1.0, 1.3, 1.7, 2.0, 2.3, 2.7, 3.0, 3.3, 3.7, 4.0];

async function render(rng: Rng) {
  const person = rPerson(rng, 'DE');
  const uni = rng.pick(UNIS);
  const F = rng.pick([SANS[0], SANS[1], SERIF[0]]);
  const entry = rng.int(2015, 2020);
  const dob = iso(entry - rng.int(19, 22), rng.int(1, 12), rng.int(1, 28));
  const matr = digits(rng, 7);
  const r = rResult('de', 'German', person, dob);
  r.institution = { name: uni.name, country: 'Germany', countryCode: 'DE', state: uni.state, stateCode: uni.code };
  r.qualification.registrationNumber = matr;
  // The Studiengang is the subject studied, as the b-de families record it.
  r.qualification.majorOrSpecialization = 'Wirtschaftsingenieurwesen';
  r.qualification.name = 'Bachelor of Engineering';
  r.qualification.level = 'Bachelor';
  r.qualification.yearOfAdmission = entry;
  const ability = rng.int(1, 6);
  const ungraded = rng.pick(['bestanden', 'BE']);
  type Row = { nr: string; title: string; sem: string; grade: string; ects: number };
  const areas: Array<{ name: string; rows: Row[] }> = [];
  let nr = rng.int(1, 8) * 1000;
  for (const a of AREAS) {
    const rows: Row[] = [];
    for (const [title, ects] of rng.sample(a.modules, Math.min(a.modules.length, rng.int(3, a.modules.length)))) {
      nr += rng.int(10, 90);
      const s = rng.int(0, 5);
      const year = entry + Math.floor(s / 2);
      const sem = s % 2 === 0 ? `WiSe ${String(year % 100).padStart(2, '0')}/${String((year + 1) % 100).padStart(2, '0')}` : `SoSe ${year + 1}`;
      const g = a.name === 'Schlüsselqualifikationen' ? ungraded : comma(GRADES[Math.max(0, Math.min(9, ability + Math.round(rng.gauss() * 1.5)))]);
      rows.push({ nr: String(nr), title, sem, grade: g, ects });
    }
    areas.push({ name: a.name, rows });
  }
  for (const a of areas) for (const x of a.rows) r.courses.push(course({ courseNumber: x.nr, courseName: x.title, grade: x.grade, credit: x.ects }));
  const issued = iso(entry + 3, rng.int(1, 12), rng.int(1, 28));
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Notenspiegel', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const R = pdf.width - 50;
  const W = R - L;
  pdf.text(uni.name, L, 42, { font: F.bold, size: 13 });
  pdf.text(`Prüfungsamt · ${uni.zip} ${uni.city}`, L, 60, { font: F.regular, size: 8 });
  pdf.text('Notenspiegel / Transcript of Records', L, 86, { font: F.bold, size: 12 });
  const info: Array<[string, string]> = [
    ['Name, Vorname', `${person.last}, ${person.first}`],
    ['Geburtsdatum', formatDate(dob, 'in-dot')],
    ['Matrikelnummer', matr],
    ['Studiengang', 'Wirtschaftsingenieurwesen'],
    ['Abschluss', 'Bachelor of Engineering (B.Eng.)'],
  ];
  info.forEach(([k, v], n) => {
    pdf.text(`${k}:`, L, 110 + n * 12, { font: F.bold, size: 8.5 });
    pdf.text(v, L + 110, 110 + n * 12, { font: F.regular, size: 8.5 });
  });
  const size = 8;
  const lead = size * 1.45;
  const w = [54, 0, 62, 38, 40, 44];
  w[1] = W - w.reduce((a, b) => a + b, 0);
  const xs = w.map((_, i) => L + w.slice(0, i).reduce((a, b) => a + b, 0));
  const de = ['Prüfungsnr.', 'Modul', 'Semester', 'Note', 'ECTS', 'Status'];
  const en = ['Exam no.', 'Module', 'Term', 'Grade', 'Credits', 'Status'];
  let y = 184;
  de.forEach((t, i) => pdf.text(t, xs[i] + 2, y, { font: F.bold, size, width: w[i] - 4, align: i >= 3 ? 'center' : 'left' }));
  y += size * 1.25;
  en.forEach((t, i) => pdf.text(t, xs[i] + 2, y, { font: F.italic, size: size - 0.5, width: w[i] - 4, align: i >= 3 ? 'center' : 'left' }));
  y += size * 1.3;
  pdf.line(L, y, R, y, 0.7);
  y += 5;
  const bottom = pdf.height - 70;
  for (const a of areas) {
    if (y + lead * 3 > bottom) {
      pdf.addPage();
      y = 60;
    }
    pdf.text(a.name, L + 2, y, { font: F.bold, size });
    y += lead;
    let sum = 0;
    for (const x of a.rows) {
      const lines = pdf.wrap(x.title, F.regular, size, w[1] - 4);
      if (y + lines.length * lead > bottom) {
        pdf.addPage();
        y = 60;
      }
      const cells = [x.nr, lines[0], x.sem, x.grade, comma(x.ects, Number.isInteger(x.ects) ? 0 : 1), rng.pick(['BE', 'bestanden', 'AN'])];
      cells.forEach((c, i) => pdf.text(c, xs[i] + 2, y, { font: F.regular, size, width: w[i] - 4, align: i >= 3 ? 'center' : 'left', fit: i !== 1 }));
      for (const more of lines.slice(1)) {
        y += lead;
        pdf.text(more, xs[1] + 2, y, { font: F.regular, size });
      }
      y += lead;
      sum += x.ects;
    }
    pdf.text(`Summe ${a.name}`, xs[1] + 2, y, { font: F.italic, size });
    pdf.text(comma(sum, Number.isInteger(sum) ? 0 : 1), xs[4] + 2, y, { font: F.italic, size, width: w[4] - 4, align: 'center' });
    y += lead * 1.5;
  }
  pdf.text('Notenskala: 1,0–1,5 sehr gut; 1,6–2,5 gut; 2,6–3,5 befriedigend; 3,6–4,0 ausreichend; 5,0 nicht ausreichend. BE = bestanden, AN = anerkannt.', L, Math.min(y + 8, pdf.height - 60), { font: F.italic, size: 6.5, width: W, fit: true });
  pdf.text(`${uni.city}, den ${formatDate(issued, 'in-dot')}`, L, pdf.height - 44, { font: F.regular, size: 8 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': formatDate(dob, 'in-dot') } };
}

export const families: Family[] = [
  {
    id: 'de-notenspiegel',
    country: 'DE',
    languages: ['de', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'German Notenspiegel from a campus system: German header over its English translation, grade before ECTS credits, grades 1,0-4,0 with a decimal comma and "bestanden"/"BE" for ungraded modules, module areas as section rows with ECTS subtotals, wrapped module titles, continuation pages without a header (KMK grading conventions).',
    render,
  },
];
