/**
 * Estonian transcript of records (Hinneteleht / Akadeemiline õiend's results part), in Estonian only, as
 * printed from a university study information system and as recognition guides describe Estonian higher
 * education: the university with "Tartu, Eesti" or another city and its .ee domain, "Ees- ja perekonnanimi"
 * or separate "Perekonnanimi" and "Eesnimi" rows, the personal code (isikukood) and the date of birth, the
 * curriculum (õppekava) with its level, the degree "loodusteaduse bakalaureus" or "sotsiaalteaduse magister"
 * under "Kraad", the date of admission ("Immatrikuleeritud"); course rows with the code, the title, EAP
 * (ECTS credits), the grade on the A–F scale (A suurepärane … E kasin) or "arv." (arvestatud, passed) and
 * the date of the result dd.mm.yyyy; the total EAP, the weighted average (kaalutud keskmine hinne, A = 5 …
 * E = 1) with a decimal comma and the date of graduation (lõpetamise kuupäev).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, dotted, iso, nbPerson, nbResult, setInstitution, weighted, type Column, type TableRow } from '../lib/nb-kit';

const UNIS = [
  { name: 'Emajõe Ülikool', city: 'Tartu', web: 'www.emajoe.ee' },
  { name: 'Põhjaranniku Tehnikaülikool', city: 'Tallinn', web: 'www.pohjaranniku.ee' },
  { name: 'Pärnu Rakendusülikool', city: 'Pärnu', web: 'www.parnu-rkk.ee' },
];

const CURRICULA: Array<{ name: string; level: 'Bachelor' | 'Master'; levelEt: string; degree: string; prefix: string; courses: string[] }> = [
  { name: 'Informaatika', level: 'Bachelor', levelEt: 'bakalaureuseõpe', degree: 'loodusteaduse bakalaureus', prefix: 'LTAT', courses: ['Programmeerimine', 'Diskreetne matemaatika I', 'Matemaatiline analüüs I', 'Objektorienteeritud programmeerimine', 'Andmebaasid', 'Algoritmid ja andmestruktuurid', 'Arvutivõrgud', 'Operatsioonisüsteemid', 'Tarkvaratehnika', 'Tõenäosusteooria ja matemaatiline statistika', 'Erialane inglise keel', 'Praktika', 'Bakalaureusetöö'] },
  { name: 'Majandusteadus', level: 'Bachelor', levelEt: 'bakalaureuseõpe', degree: 'sotsiaalteaduse bakalaureus', prefix: 'MJRI', courses: ['Mikroökonoomika', 'Makroökonoomika', 'Majandusmatemaatika', 'Finantsarvestus', 'Statistika', 'Rahandus', 'Turundus', 'Ökonomeetria', 'Juhtimise alused', 'Erialane inglise keel', 'Praktika', 'Bakalaureusetöö'] },
  { name: 'Avalik haldus', level: 'Master', levelEt: 'magistriõpe', degree: 'sotsiaalteaduse magister', prefix: 'RIHA', courses: ['Avaliku poliitika analüüs', 'Uurimismeetodid', 'Avaliku sektori majandus', 'Haldusõigus', 'Personalijuhtimine avalikus sektoris', 'E-riik', 'Magistriseminar', 'Magistritöö'] },
];

const POINTS: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, E: 1 };

async function render(rng: Rng) {
  const person = nbPerson(rng, 'EE');
  const uni = rng.pick(UNIS);
  const cur = rng.pick(CURRICULA);
  const years = cur.level === 'Bachelor' ? 3 : 2;
  const entry = rng.int(2014, 2020);
  const grad = entry + years;
  const dob = iso(entry - (cur.level === 'Bachelor' ? 19 : 23), rng.int(1, 12), rng.int(1, 28));
  const admitted = iso(entry, 9, 1);
  const graduated = iso(grad, 6, rng.int(10, 26));
  const separate = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SERIF[1]]);
  const ability = rng.float(2.6, 4.8);
  const [by, bm, bd] = dob.split('-');
  const isikukood = `${person.female ? 6 : 5}${by.slice(2)}${bm}${bd}${digits(rng, 4)}`;

  const r = nbResult('et', person, dob);
  setInstitution(r, uni.name, 'EE');
  const rows: TableRow[] = [];
  const graded: Array<{ value: number; credit: number }> = [];
  let total = 0;
  const span = years * 365 - 120;
  cur.courses.forEach((title, k) => {
    const passFail = /^(Praktika|Magistriseminar)$/.test(title);
    const last = k === cur.courses.length - 1;
    const credit = last ? (cur.level === 'Bachelor' ? 12 : 30) : passFail ? 6 : rng.pick([6, 6, 3, 4, 5]);
    const n = Math.max(1, Math.min(5, Math.round(ability + rng.gauss() * 0.8)));
    const grade = passFail ? 'arv.' : 'EDCBA'[n - 1];
    const when = last ? graduated : new Date(Date.parse(`${entry}-12-20T00:00:00Z`) + Math.round((k / cur.courses.length) * span) * 86_400_000).toISOString().slice(0, 10);
    total += credit;
    if (!passFail) graded.push({ value: POINTS[grade], credit });
    const code = `${cur.prefix}.${digits(rng, 2)}.${digits(rng, 3)}`;
    rows.push({ cells: [code, title, String(credit), grade, dotted(when)] });
    r.courses.push(course({ courseNumber: code, courseName: title, credit, grade: grade === 'arv.' ? 'arv.' : grade }));
  });
  const mean = weighted(graded);
  Object.assign(r.qualification, {
    name: cur.degree, level: cur.level, program: null, majorOrSpecialization: cur.name, yearOfAdmission: entry, yearOfCompletion: grad,
    status: 'Completed', cgpa: mean, totalCreditsOrMarks: String(total),
  });

  const pdf = new Pdf({ size: A4, title: 'Hinneteleht', author: uni.name, creationDate: new Date(`${graduated}T09:00:00Z`) });
  const L = 48;
  const W = pdf.width - 2 * L;
  pdf.text(uni.name.toUpperCase(), L, 36, { font: F.bold, size: 14, width: W });
  pdf.text(`${uni.city}, Eesti · ${uni.web}`, L, 54, { font: F.regular, size: 8.5, width: W });
  pdf.line(L, 68, L + W, 68, 0.6);
  pdf.text('HINNETELEHT', L, 80, { font: F.bold, size: 15, width: W, align: 'center' });
  const kv: Array<[string, string]> = separate
    ? [['Perekonnanimi', person.family], ['Eesnimi', person.given]]
    : [['Ees- ja perekonnanimi', `${person.given} ${person.family}`]];
  kv.push(
    ['Isikukood', isikukood],
    ['Sünniaeg', dotted(dob)],
    ['Õppekava', `${cur.name} (${cur.levelEt})`],
    ['Immatrikuleeritud', dotted(admitted)],
    ['Kraad', cur.degree],
    ['Lõpetamise kuupäev', dotted(graduated)],
  );
  let y = 108;
  const capW = 130;
  for (const [k, v] of kv) {
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 9 });
    pdf.text(v, L + capW, y, { font: F.bold, size: 9.5, width: W - capW, fit: true });
    y += 15;
  }
  y += 10;
  const cols: Column[] = [
    { label: 'Ainekood', width: 76 },
    { label: 'Aine nimetus', width: W - 76 - 40 - 48 - 66, wrap: true },
    { label: 'EAP', width: 40, align: 'center' },
    { label: 'Hinne', width: 48, align: 'center' },
    { label: 'Kuupäev', width: 66, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.5, ruling: rng.pick(['rows', 'header-only', 'zebra'] as const), repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  y += 12;
  pdf.text(`Kokku EAP: ${total}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Kaalutud keskmine hinne: ${mean.replace('.', ',')}`, L + 180, y, { font: F.bold, size: 9 });
  pdf.para('Hindamisskaala: A – suurepärane (5), B – väga hea (4), C – hea (3), D – rahuldav (2), E – kasin (1), F – puudulik (0); arv. – arvestatud.', L, y + 18, W, { font: F.italic, size: 7 });
  pdf.text(`Väljastatud ${dotted(graduated)}`, L, y + 40, { font: F.regular, size: 8.5 });
  pdf.text('Õppeosakonna juhataja', L, y + 66, { font: F.regular, size: 9 });
  pdf.signature(L + 130, y + 54, 100, rng);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': person.family, 'candidate.dateOfBirth': dotted(dob), 'qualification.cgpa': mean.replace('.', ',') },
  };
}

export const families: Family[] = [
  {
    id: 'nb-ee-hinneteleht',
    country: 'EE',
    languages: ['et'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Estonian transcript of records (Hinneteleht) printed from a study information system, in Estonian: the university with its city, "Eesti" and .ee domain, "Ees- ja perekonnanimi" or "Perekonnanimi" and "Eesnimi" rows, isikukood, Sünniaeg dd.mm.yyyy, Õppekava with its level, Immatrikuleeritud, Kraad ("loodusteaduse bakalaureus", "sotsiaalteaduse magister"), Lõpetamise kuupäev; courses with code, title, EAP, the A–F grade or "arv." and the date of the result; Kokku EAP and the weighted average with a decimal comma; after recognition guides to Estonian higher education and the national grading scale.',
    render,
  },
];
