/**
 * Greek university transcript (Αναλυτική βαθμολογία), Greek only, after the transcripts Greek university
 * secretariats issue and the grading references that describe them: "Ελληνική Δημοκρατία" over the university,
 * school and department, the student's Επώνυμο, Όνομα and Όνομα πατρός (the father's name, a decoy, never
 * the holder), the registration number (Αριθμός μητρώου), the year of entry as an academic year, the courses
 * by semester ("1ο Εξάμηνο") with code, type (Υ compulsory, ΕΥ elective), ECTS and the grade on the 0-10
 * scale with one decimal and a decimal comma (pass 5), the examination period, total ECTS (the
 * πτυχίο or the Δίπλωμα Μεταπτυχιακών Σπουδών), the degree grade with two decimals and its
 * word (Άριστα 8,50-10, Λίαν Καλώς 6,50-8,49, Καλώς 5-6,49) and the date of graduation. Greek names and
 * institutions are printed in ordinary case. Names, numbers and institutions are invented.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, iso, ncPerson, ncResult, setInstitution, slashed, type Column, type TableRow } from '../lib/nc-kit';

const UNIS = [
  { name: 'Πανεπιστήμιο Βόρειας Πίνδου', city: 'Ιωάννινα', postcode: '451 10' },
  { name: 'Πανεπιστήμιο Κυκλάδων', city: 'Ερμούπολη Σύρου', postcode: '841 00' },
  { name: 'Πανεπιστήμιο Ανατολικής Μακεδονίας', city: 'Καβάλα', postcode: '654 04' },
];

const PROGRAMMES: Array<{ degree: string; level: 'Bachelor' | 'Master'; school: string; dept: string; major: string | null; semesters: number; prefix: string; courses: string[] }> = [
  {
    degree: 'Πτυχίο Πληροφορικής', level: 'Bachelor', school: 'Σχολή Θετικών Επιστημών', dept: 'Τμήμα Πληροφορικής', major: null, semesters: 8, prefix: 'ΠΛΗ',
    courses: ['Εισαγωγή στον Προγραμματισμό', 'Μαθηματική Ανάλυση', 'Διακριτά Μαθηματικά', 'Λογική Σχεδίαση', 'Δομές Δεδομένων', 'Αντικειμενοστρεφής Προγραμματισμός', 'Αρχιτεκτονική Υπολογιστών', 'Λειτουργικά Συστήματα', 'Βάσεις Δεδομένων', 'Δίκτυα Υπολογιστών', 'Αλγόριθμοι και Πολυπλοκότητα', 'Τεχνολογία Λογισμικού', 'Τεχνητή Νοημοσύνη', 'Ασφάλεια Πληροφοριακών Συστημάτων', 'Πτυχιακή Εργασία'],
  },
  {
    degree: 'Πτυχίο Οικονομικών Επιστημών', level: 'Bachelor', school: 'Σχολή Οικονομικών Επιστημών', dept: 'Τμήμα Οικονομικών Επιστημών', major: null, semesters: 8, prefix: 'ΟΙΚ',
    courses: ['Μικροοικονομική Ι', 'Μαθηματικά για Οικονομολόγους', 'Εισαγωγή στη Λογιστική', 'Μακροοικονομική Ι', 'Στατιστική', 'Μικροοικονομική ΙΙ', 'Οικονομετρία', 'Δημόσια Οικονομική', 'Διεθνής Οικονομική', 'Χρηματοοικονομική', 'Οικονομική της Εργασίας', 'Ιστορία Οικονομικής Σκέψης', 'Πτυχιακή Εργασία'],
  },
  {
    degree: 'Δίπλωμα Μεταπτυχιακών Σπουδών', level: 'Master', school: 'Σχολή Οικονομίας και Διοίκησης', dept: 'Τμήμα Διοίκησης Επιχειρήσεων', major: 'Διοίκηση Επιχειρήσεων', semesters: 3, prefix: 'ΔΕΠ',
    courses: ['Στρατηγική Διοίκηση', 'Χρηματοοικονομική Διοίκηση', 'Μάρκετινγκ', 'Διοίκηση Ανθρώπινων Πόρων', 'Μεθοδολογία Έρευνας', 'Επιχειρηματικότητα', 'Διπλωματική Εργασία'],
  },
];

const FATHERS = ['Αθανάσιος', 'Χρήστος', 'Σπυρίδων', 'Ευάγγελος', 'Μιχαήλ'];
const PERIODS = ['Φεβρουάριος', 'Ιούνιος', 'Σεπτέμβριος'];

function word(g: number): string {
  if (g >= 8.5) return 'Άριστα';
  if (g >= 6.5) return 'Λίαν Καλώς';
  return 'Καλώς';
}

const comma = (s: string) => s.replace('.', ',');

async function render(rng: Rng) {
  const person = ncPerson(rng, 'GR');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const years = Math.ceil(prog.semesters / 2);
  const entry = rng.int(2014, 2019);
  const grad = entry + years + (prog.level === 'Bachelor' ? rng.int(0, 1) : 0);
  const dob = iso(entry - 18 - (prog.level === 'Master' ? 4 : 0) - rng.int(0, 1), rng.int(1, 12), rng.int(1, 28));
  const graduated = iso(grad, rng.pick([2, 7, 10]), rng.int(1, 28));
  const regNo = `${rng.int(1, 9)}${rng.int(100, 999)}${entry}${digits(rng, 5)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SERIF[0], SERIF[1]]);
  const ability = rng.float(5.8, 9.2);

  const r = ncResult('el', person, dob);
  setInstitution(r, uni.name, 'GR');
  const rows: TableRow[] = [];
  const per = Math.ceil(prog.courses.length / prog.semesters);
  let ects = 0, sum = 0;
  for (let s = 0; s * per < prog.courses.length; s++) {
    rows.push({ heading: `${s + 1}ο Εξάμηνο` });
    prog.courses.slice(s * per, (s + 1) * per).forEach((name, k) => {
      const last = s * per + k === prog.courses.length - 1;
      const credit = last ? (prog.level === 'Master' ? 30 : 10) : rng.pick([5, 5, 6, 6, 7]);
      const g = Math.max(5, Math.min(10, Math.round((ability + rng.gauss() * 1.1) * 2) / 2));
      const grade = comma(g.toFixed(1));
      const code = `${prog.prefix}${s + 1}${rng.int(10, 99)}`;
      const examYear = entry + Math.floor(s / 2) + (s % 2 === 0 ? 1 : 1);
      const period = `${s % 2 === 0 ? PERIODS[0] : rng.pick(PERIODS.slice(1))} ${examYear}`;
      rows.push({ cells: [code, name, last || k % 3 !== 2 ? 'Υ' : 'ΕΥ', String(credit), grade, period] });
      r.courses.push(course({ courseNumber: code, courseName: name, credit, grade }));
      ects += credit;
      sum += credit * g;
    });
  }
  const avg = (sum / ects).toFixed(2);
  Object.assign(r.qualification, {
    name: prog.degree, level: prog.level, majorOrSpecialization: prog.major, registrationNumber: regNo, yearOfAdmission: entry, yearOfCompletion: grad,
    dateOfIssue: graduated, status: 'Completed', cgpa: avg, totalCreditsOrMarks: String(ects),
  });

  const pdf = new Pdf({ size: A4, title: 'Αναλυτική βαθμολογία', author: uni.name, creationDate: new Date(`${graduated}T07:00:00Z`) });
  const L = 42;
  const W = pdf.width - 2 * L;
  const blue = '#0d3b7a';
  pdf.text('ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ', L, 28, { font: F.bold, size: 9, width: W, align: 'center' });
  pdf.text(uni.name, L, 42, { font: F.bold, size: 14, width: W, align: 'center', color: blue });
  pdf.text(`${prog.school} · ${prog.dept}`, L, 60, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.text(`Γραμματεία · Πανεπιστημιούπολη, ${uni.postcode} ${uni.city}`, L, 74, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 88, L + W, 88, 0.8, blue);
  pdf.text('ΑΝΑΛΥΤΙΚΗ ΒΑΘΜΟΛΟΓΙΑ', L, 98, { font: F.bold, size: 13, width: W, align: 'center' });
  const kv: Array<[string, string]> = [
    ['Επώνυμο', person.family],
    ['Όνομα', person.given],
    ['Όνομα πατρός', rng.pick(FATHERS)],
    ['Ημερομηνία γέννησης', slashed(dob)],
    ['Αριθμός μητρώου', regNo],
    ['Έτος εισαγωγής', `${entry}-${entry + 1}`],
  ];
  if (prog.major) kv.push(['Πρόγραμμα σπουδών', prog.major]);
  let y = 124;
  kv.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? L : L + W / 2;
    pdf.text(`${k}:`, x, y, { font: F.regular, size: 8.5 });
    pdf.text(v, x + 112, y, { font: F.bold, size: 8.5, width: W / 2 - 116, fit: true });
    if (i % 2 === 1 || i === kv.length - 1) y += 14;
  });
  y += 8;
  const cols: Column[] = [
    { label: 'Κωδικός', width: 52 },
    { label: 'Τίτλος μαθήματος', width: W - 52 - 36 - 38 - 44 - 88, wrap: true },
    { label: 'Τύπος', width: 36, align: 'center' },
    { label: 'ECTS', width: 38, align: 'center' },
    { label: 'Βαθμός', width: 44, align: 'center' },
    { label: 'Εξεταστική', width: 88, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 7.8, ruling: rng.pick(['grid', 'rows', 'zebra'] as const), headerFill: '#e2e8f3', repeatHeader: true, top: 50, bottom: pdf.height - 60 });
  if (y > pdf.height - 140) {
    pdf.addPage();
    y = 60;
  }
  y += 12;
  pdf.text(`Σύνολο πιστωτικών μονάδων (ECTS): ${ects}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`Βαθμός ${prog.level === 'Master' ? 'διπλώματος' : 'πτυχίου'}: ${comma(avg)} «${word(Number(avg))}»`, L, y + 15, { font: F.bold, size: 9 });
  pdf.text(`Τίτλος σπουδών: ${prog.degree}`, L, y + 30, { font: F.regular, size: 9 });
  pdf.text(`Ημερομηνία αποφοίτησης: ${slashed(graduated)}`, L, y + 45, { font: F.regular, size: 9 });
  pdf.para('Κλίμακα βαθμολογίας: 0-10, βάση επιτυχίας 5. Υ: υποχρεωτικό, ΕΥ: επιλογής.', L, y + 62, W, { font: F.italic, size: 7 });
  pdf.text('Ο Γραμματέας του Τμήματος', L + W - 180, y + 84, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.signature(L + W - 140, y + 96, 100, rng);
  pdf.seal(L + 60, y + 100, 28, blue);
  return {
    pdf: await pdf.end(),
    expected: r,
    printed: { 'candidate.fullName': person.family, 'candidate.dateOfBirth': slashed(dob), 'qualification.dateOfIssue': slashed(graduated), 'qualification.cgpa': comma(avg) },
  };
}

export const families: Family[] = [
  {
    id: 'nc-gr-analytiki-vathmologia',
    country: 'GR',
    languages: ['el'],
    kind: 'transcript',
    degradations: ['scan', 'photo'],
    conventions: 'Greek university transcript (Αναλυτική βαθμολογία), Greek only: "Ελληνική Δημοκρατία", university, school and department, Επώνυμο / Όνομα / Όνομα πατρός (a decoy), Αριθμός μητρώου, the year of entry as an academic year, courses by semester "1ο Εξάμηνο" with code, type Υ/ΕΥ, ECTS, the 0-10 grade with one decimal and a decimal comma and the examination period, total ECTS, the degree grade with its word ("7,84 «Λίαν Καλώς»"), Πτυχίο or Δίπλωμα Μεταπτυχιακών Σπουδών and the date of graduation; after Greek university transcripts and grading-scale references.',
    render,
  },
];
