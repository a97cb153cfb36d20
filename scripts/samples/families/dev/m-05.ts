/**
 * Swiss university record of achievements in German (Leistungsnachweis / Transcript of Records)
 * from the student services: the university's address with the postal code and "Schweiz"; "Name,
 * Vorname", date of birth, place of origin (Heimatort with its canton), the Swiss matriculation
 * number ("17-123-456"); the degree programme ("Bachelor of Science in Informatik", "Master of
 * Arts in …"); the modules either under semester headings ("Herbstsemester 2019", "Frühjahrs-
 * semester 2020") or grouped by module area (Pflichtbereich, Wahlpflichtbereich, Wahlbereich)
 * with a semester column ("HS 2019", "FS 2020"); module number, title, ECTS credits, the grade on
 * the Swiss 1–6 scale in half steps (6 best, 4 the lowest pass, printed "5.5") or "bestanden"
 * for pass/fail modules, and the status; the ECTS total, the credit-weighted average with a
 * decimal point (as Swiss German prints numbers) and, once conferred, the degree with its date.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { addDays, dmy, mPerson, mResult } from './m-kit';

const UNIS = [
  { name: 'Universität Aarau', street: 'Bahnhofstrasse 41', zip: '5000', city: 'Aarau', web: 'uniaarau.ch' },
  { name: 'Universität Thurgau', street: 'Zürcherstrasse 18', zip: '8500', city: 'Frauenfeld', web: 'unitg.ch' },
  { name: 'Universität Graubünden', street: 'Quaderstrasse 9', zip: '7000', city: 'Chur', web: 'unigr.ch' },
];
const ORIGINS = ['Luzern LU', 'Bern BE', 'Winterthur ZH', 'St. Gallen SG', 'Olten SO', 'Schwyz SZ', 'Thun BE', 'Baden AG', 'Zug ZG', 'Glarus GL'];
const PROGRAMMES = [
  { head: 'Bachelor of Science', field: 'Informatik', level: 'Bachelor', ects: 180, prefix: 'INF',
    modules: ['Programmieren 1', 'Mathematik für Informatik 1', 'Diskrete Strukturen', 'Einführung in die Informatik', 'Programmieren 2', 'Mathematik für Informatik 2', 'Datenstrukturen und Algorithmen', 'Rechnerarchitektur', 'Datenbanksysteme', 'Software Engineering', 'Betriebssysteme', 'Theoretische Informatik', 'Rechnernetze', 'Wahrscheinlichkeitsrechnung und Statistik', 'Informationssicherheit', 'Maschinelles Lernen', 'Verteilte Systeme', 'Mensch-Computer-Interaktion', 'Softwareprojekt', 'Compilerbau', 'Bildverarbeitung', 'Recht und Ethik der Informatik', 'Seminar Informatik', 'Bachelorarbeit'] },
  { head: 'Bachelor of Arts', field: 'Wirtschaftswissenschaften', level: 'Bachelor', ects: 180, prefix: 'WW',
    modules: ['Einführung in die Volkswirtschaftslehre', 'Einführung in die Betriebswirtschaftslehre', 'Mathematik I', 'Buchhaltung', 'Mikroökonomik I', 'Makroökonomik I', 'Statistik I', 'Mathematik II', 'Mikroökonomik II', 'Makroökonomik II', 'Statistik II', 'Finanzmanagement', 'Marketing', 'Unternehmensrechnung', 'Ökonometrie', 'Geld und Währung', 'Wirtschaftspolitik der Schweiz', 'Organisation und Personal', 'Internationale Wirtschaft', 'Obligationenrecht', 'Spieltheorie', 'Seminar Volkswirtschaftslehre', 'Wissenschaftliches Schreiben', 'Bachelorarbeit'] },
  { head: 'Master of Science', field: 'Wirtschaftsinformatik', level: 'Master', ects: 90, prefix: 'MWI',
    modules: ['Geschäftsprozessmanagement', 'Informationsmanagement', 'Data Analytics', 'Enterprise Architecture', 'IT-Projektmanagement', 'Digitale Transformation', 'Forschungsmethoden', 'Information Retrieval', 'Entscheidungsunterstützungssysteme', 'IT-Recht', 'Seminar Wirtschaftsinformatik', 'Masterarbeit'] },
];
const PASS_FAIL = /Seminar|Schreiben|Softwareprojekt/;

async function render(rng: Rng) {
  const p = mPerson(rng, 'CH');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2014, 2021);
  const dob = iso(start - (prog.level === 'Master' ? 23 : 20), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SERIF[0]]);
  const byArea = rng.bool(0.5);
  const graduated = rng.bool(0.7);
  const ability = rng.float(4.3, 5.6);
  const semesters = prog.level === 'Master' ? 3 : 6;
  const taken = graduated ? semesters : rng.int(2, semesters - 1);
  const matNo = `${String(start).slice(2)}-${digits(rng, 3)}-${digits(rng, 3)}`;
  const programme = `${prog.head} in ${prog.field}`;

  const r = mResult('de', p.given, p.family, dob);
  // A canton in the university's own name is no printed state, and the address prints none (families README,
  // `institution.state`: a place name inside the institution's own name is not a printed state).
  setInstitution(r, uni.name, 'CH');
  const per = Math.ceil(prog.modules.length / semesters);
  type Mod = { code: string; title: string; sem: string; semLong: string; ects: number; grade: string; area: string };
  const mods: Mod[] = [];
  let wsum = 0;
  let wects = 0;
  let total = 0;
  let lastSem = '';
  for (let s = 0; s < taken; s++) {
    const autumn = s % 2 === 0;
    const y = start + Math.floor((s + 1) / 2);
    const semLong = autumn ? `Herbstsemester ${y}` : `Frühjahrssemester ${y}`;
    const sem = `${autumn ? 'HS' : 'FS'} ${y}`;
    lastSem = semLong;
    const titles = prog.modules.slice(s * per, (s + 1) * per).filter((t) => graduated || !/arbeit$/.test(t));
    for (const [i, t] of titles.entries()) {
      const thesis = /arbeit$/.test(t);
      const ects = thesis ? (prog.level === 'Master' ? 30 : 15) : PASS_FAIL.test(t) ? 3 : rng.pick([3, 6, 6, 6, 9]);
      const half = Math.max(4, Math.min(6, Math.round((ability + rng.gauss() * 0.6) * 2) / 2));
      const grade = PASS_FAIL.test(t) ? 'bestanden' : half.toFixed(1);
      const area = thesis ? 'Abschlussarbeit' : i < 2 ? 'Pflichtbereich' : i < 3 ? 'Wahlpflichtbereich' : 'Wahlbereich';
      mods.push({ code: `${prog.prefix}${s + 1}${String(i + 1).padStart(2, '0')}`, title: t, sem, semLong, ects, grade, area });
    }
  }
  // A completed programme has exactly its ECTS (180 for a Bachelor, 90 for this Master): graded modules take the difference in steps of 3.
  const graded = mods.filter((m) => m.grade !== 'bestanden' && m.area !== 'Abschlussarbeit');
  for (let guard = 0; graduated && guard < 200; guard++) {
    const diff = prog.ects - mods.reduce((a, m) => a + m.ects, 0);
    if (diff === 0) break;
    const m = rng.pick(graded);
    if (diff > 0 && m.ects < 12) m.ects += 3;
    else if (diff < 0 && m.ects > 3) m.ects -= 3;
  }
  for (const m of mods) {
    total += m.ects;
    if (m.grade !== 'bestanden') {
      wsum += Number(m.grade) * m.ects;
      wects += m.ects;
    }
  }
  const mean = (Math.round((wsum / wects) * 100) / 100).toFixed(2);
  const lastYear = Number(lastSem.slice(-4));
  const conferred = graduated ? iso(lastSem.startsWith('Herbst') ? lastYear + 1 : lastYear, lastSem.startsWith('Herbst') ? 2 : 9, rng.int(1, 28)) : null;
  const issued = addDays(conferred ?? iso(lastYear, lastSem.startsWith('Herbst') ? 12 : 7, 15), rng.int(10, 120));

  const rows: TableRow[] = [];
  const areas = ['Pflichtbereich', 'Wahlpflichtbereich', 'Wahlbereich', 'Abschlussarbeit'];
  if (byArea) {
    for (const a of areas) {
      const list = mods.filter((m) => m.area === a);
      if (!list.length) continue;
      rows.push({ heading: a });
      for (const m of list) rows.push({ cells: [m.code, m.title, m.sem, String(m.ects), m.grade === 'bestanden' ? '' : m.grade, 'bestanden'] });
      rows.push({ cells: ['', `Total ${a}`, '', String(list.reduce((s, m) => s + m.ects, 0)), '', ''], bold: true });
    }
  } else {
    for (const semLong of [...new Set(mods.map((m) => m.semLong))]) {
      rows.push({ heading: semLong });
      for (const m of mods.filter((x) => x.semLong === semLong)) rows.push({ cells: [m.code, m.title, String(m.ects), m.grade === 'bestanden' ? '' : m.grade, 'bestanden'] });
    }
  }
  // The grade as printed: a pass/fail module prints no grade, only its status "bestanden".
  for (const m of byArea ? areas.flatMap((a) => mods.filter((x) => x.area === a)) : mods) {
    const [term, year] = m.semLong.split(' ');
    r.courses.push(course({ courseNumber: m.code, courseName: m.title, credit: m.ects, grade: m.grade === 'bestanden' ? null : m.grade, passStatus: 'bestanden', term, year: Number(year) }));
  }
  Object.assign(r.qualification, {
    registrationNumber: matNo, name: prog.head, level: prog.level, program: programme, majorOrSpecialization: prog.field, yearOfAdmission: start, dateOfIssue: issued, cgpa: mean, totalCreditsOrMarks: String(total),
  });
  if (conferred) Object.assign(r.qualification, { yearOfCompletion: Number(conferred.slice(0, 4)), status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Leistungsnachweis', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 56;
  const W = pdf.width - 2 * L;
  pdf.text(uni.name, L, 40, { font: F.bold, size: 15 });
  pdf.text('Studiendienste · Kanzlei', L, 60, { font: F.regular, size: 9, color: '#444444' });
  [uni.street, `CH-${uni.zip} ${uni.city}`, 'Schweiz', `www.${uni.web}`].forEach((t, i) => pdf.text(t, pdf.width - L - 150, 40 + i * 11, { font: F.regular, size: 8, width: 150, align: 'right' }));
  pdf.line(L, 96, L + W, 96, 0.5, '#888888');
  const title = rng.pick(['Leistungsnachweis', 'Transcript of Records', 'Leistungsübersicht']);
  pdf.text(title, L, 110, { font: F.bold, size: 16 });
  let y = 140;
  const pairs: Array<[string, string]> = [
    ['Name, Vorname', `${p.family}, ${p.given}`],
    ['Geburtsdatum', dmy(dob)],
    ['Heimatort', rng.pick(ORIGINS)],
    ['Matrikelnummer', matNo],
    ['Studiengang', programme],
    ['Studienbeginn', `Herbstsemester ${start}`],
  ];
  for (const [k, v] of pairs) {
    pdf.text(k, L, y, { font: F.regular, size: 9.5, color: '#333333' });
    pdf.text(v, L + 130, y, { font: F.bold, size: 9.5, width: W - 130, fit: true });
    y += 15;
  }
  y += 10;
  const cols: Column[] = byArea
    ? [{ label: 'Modul-Nr.', width: 60 }, { label: 'Modul', width: W - 60 - 56 - 40 - 40 - 64, wrap: true }, { label: 'Semester', width: 56, align: 'center' }, { label: 'ECTS', width: 40, align: 'center' }, { label: 'Note', width: 40, align: 'center' }, { label: 'Status', width: 64, align: 'center' }]
    : [{ label: 'Modul-Nr.', width: 60 }, { label: 'Modul', width: W - 60 - 44 - 44 - 70, wrap: true }, { label: 'ECTS', width: 44, align: 'center' }, { label: 'Note', width: 44, align: 'center' }, { label: 'Status', width: 70, align: 'center' }];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.8, ruling: rng.pick(['rows', 'header-only', 'zebra'] as const), headerFill: '#e9e9e9', zebra: '#f4f4f4', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 170) {
    pdf.addPage();
    y = 60;
  }
  y += 14;
  pdf.text(`Total ECTS-Kreditpunkte: ${total}`, L, y, { font: F.bold, size: 10 });
  pdf.text(`Gewichteter Notendurchschnitt: ${mean}`, L, y + 16, { font: F.bold, size: 10 });
  y += 40;
  if (conferred) y += pdf.para(`Der akademische Grad ${programme} wurde am ${dmy(conferred)} verliehen.`, L, y, W, { font: F.regular, size: 9.5 });
  else y += pdf.para('Das Studium ist nicht abgeschlossen.', L, y, W, { font: F.regular, size: 9.5 });
  y += 8;
  pdf.para('Notenskala: 6 = ausgezeichnet, 5.5 = sehr gut, 5 = gut, 4.5 = befriedigend, 4 = ausreichend; Noten unter 4 sind ungenügend.', L, y, W, { font: F.italic, size: 8, color: '#444444' });
  y += 34;
  pdf.text(`${uni.city}, ${dmy(issued)}`, L, y, { font: F.regular, size: 9.5 });
  pdf.signature(pdf.width - L - 140, y + 4, 120, rng);
  pdf.text('Studiendienste', pdf.width - L - 150, y + 18, { font: F.regular, size: 9, width: 150, align: 'center' });
  footers(pdf, F, (a, b) => `Seite ${a}/${b} · Dieses Dokument ist ohne Unterschrift gültig, wenn es elektronisch erstellt wurde.`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': `${p.family}, ${p.given}`, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': dmy(issued) } };
}

export const families: Family[] = [
  {
    id: 'm-05-record',
    country: 'CH',
    languages: ['de'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Swiss university Leistungsnachweis / Transcript of Records in German: address with postal code and Schweiz, "Name, Vorname", Heimatort with canton, matriculation number 17-123-456, degree programme; modules under Herbstsemester / Frühjahrssemester headings or by module area with an HS/FS column, ECTS, grade on the 1–6 scale in half steps (6 best, 4 pass) or bestanden, weighted average with a decimal point, degree and conferral date; as described in Swiss universities\' grading regulations.',
    render,
  },
];
