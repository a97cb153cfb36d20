/**
 * Cypriot university transcript in Greek (Αναλυτική Βαθμολογία), issued by the Registry
 * (Υπηρεσία Ακαδημαϊκών Θεμάτων): the university and the department in ordinary case (Greek is not
 * printed in capitals, which drop the accents), the address "Τ.Θ. …, Λευκωσία, Κύπρος"; the holder as
 * "Ονοματεπώνυμο" or as separate Επώνυμο / Όνομα rows, the student number, the date of birth, the
 * programme and the date of enrolment; the courses by semester ("Χειμερινό Εξάμηνο 2018-2019",
 * "Εαρινό Εξάμηνο …") with a code in Greek letters ("ΠΛΗ 131"), title, ECTS and the grade on the
 * 0-10 scale in half points with a decimal comma (5 the lowest pass); the total ECTS, the degree
 * grade with its word (Άριστα 8,50-10, Λίαν Καλώς 6,50-8,49, Καλώς 5,00-6,49), the title "Πτυχίο
 * <field in the genitive>" and the date of graduation; as described in Cypriot universities' study
 * regulations and the degree classification they publish.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, courseTable, digits, footers, iso, setInstitution, type Column, type TableRow } from '../lib/n-kit';
import { comma, dmy, longDate, oPerson, oResult } from './o-kit';

const UNIS = [
  { name: 'Πανεπιστήμιο Μεσαορίας', address: 'Τ.Θ. 20537, 1678 Λευκωσία, Κύπρος', web: 'www.mesaoria.ac.cy' },
  { name: 'Τεχνολογικό Πανεπιστήμιο Λεμεσού', address: 'Οδός Αρχιεπισκόπου Κυπριανού 30, 3036 Λεμεσός, Κύπρος', web: 'www.tpl.ac.cy' },
  { name: 'Πανεπιστήμιο Τροόδους', address: 'Λεωφόρος Πανεπιστημίου 1, 2109 Αγλαντζιά, Κύπρος', web: 'www.troodos-univ.ac.cy' },
];
const PROGRAMMES = [
  { field: 'Πληροφορική', title: 'Πτυχίο Πληροφορικής', dept: 'Τμήμα Πληροφορικής', code: 'ΠΛΗ',
    courses: ['Εισαγωγή στον Προγραμματισμό', 'Διακριτά Μαθηματικά', 'Απειροστικός Λογισμός Ι', 'Αντικειμενοστρεφής Προγραμματισμός', 'Γραμμική Άλγεβρα', 'Δομές Δεδομένων και Αλγόριθμοι', 'Οργάνωση Υπολογιστών', 'Πιθανότητες και Στατιστική', 'Λειτουργικά Συστήματα', 'Βάσεις Δεδομένων', 'Θεωρία Υπολογισμού', 'Δίκτυα Υπολογιστών', 'Τεχνολογία Λογισμικού', 'Σχεδίαση και Ανάλυση Αλγορίθμων', 'Τεχνητή Νοημοσύνη', 'Ασφάλεια Πληροφοριακών Συστημάτων', 'Μεταγλωττιστές', 'Κατανεμημένα Συστήματα', 'Μηχανική Μάθηση', 'Αλληλεπίδραση Ανθρώπου-Υπολογιστή', 'Γραφικά Υπολογιστών', 'Ατομική Διπλωματική Εργασία Ι', 'Ατομική Διπλωματική Εργασία ΙΙ'] },
  { field: 'Ψυχολογία', title: 'Πτυχίο Ψυχολογίας', dept: 'Τμήμα Ψυχολογίας', code: 'ΨΥΧ',
    courses: ['Εισαγωγή στην Ψυχολογία', 'Στατιστική για τις Κοινωνικές Επιστήμες Ι', 'Αναπτυξιακή Ψυχολογία Ι', 'Γνωστική Ψυχολογία', 'Στατιστική για τις Κοινωνικές Επιστήμες ΙΙ', 'Κοινωνική Ψυχολογία', 'Βιολογική Ψυχολογία', 'Μεθοδολογία Έρευνας', 'Ψυχολογία της Προσωπικότητας', 'Αναπτυξιακή Ψυχολογία ΙΙ', 'Ψυχοπαθολογία', 'Ψυχομετρία', 'Σχολική Ψυχολογία', 'Κλινική Ψυχολογία', 'Νευροψυχολογία', 'Ψυχολογία της Υγείας', 'Οργανωσιακή Ψυχολογία', 'Ποιοτικές Μέθοδοι Έρευνας', 'Συμβουλευτική Ψυχολογία', 'Πρακτική Άσκηση', 'Πτυχιακή Εργασία'] },
  { field: 'Οικονομικά', title: 'Πτυχίο Οικονομικών', dept: 'Τμήμα Οικονομικών', code: 'ΟΙΚ',
    courses: ['Αρχές Μικροοικονομικής', 'Μαθηματικά για Οικονομολόγους Ι', 'Αρχές Μακροοικονομικής', 'Μαθηματικά για Οικονομολόγους ΙΙ', 'Στατιστική Ι', 'Ενδιάμεση Μικροοικονομική', 'Στατιστική ΙΙ', 'Ενδιάμεση Μακροοικονομική', 'Οικονομετρία Ι', 'Δημόσια Οικονομική', 'Διεθνές Εμπόριο', 'Οικονομετρία ΙΙ', 'Νομισματική Οικονομική', 'Οικονομικά της Εργασίας', 'Βιομηχανική Οργάνωση', 'Οικονομική Ανάπτυξη', 'Χρηματοοικονομική Οικονομική', 'Οικονομικά του Περιβάλλοντος', 'Ευρωπαϊκή Οικονομική Ολοκλήρωση', 'Πτυχιακή Εργασία'] },
];
/** Courses every programme takes: languages and electives outside the department (ελεύθερες επιλογές). */
const COMMON = ['Αγγλικά για Ακαδημαϊκούς Σκοπούς Ι', 'Αγγλικά για Ακαδημαϊκούς Σκοπούς ΙΙ', 'Ιστορία της Κύπρου', 'Εισαγωγή στη Φιλοσοφία', 'Ακαδημαϊκή Γραφή', 'Επιχειρηματικότητα και Καινοτομία', 'Τουρκική Γλώσσα Ι', 'Περιβάλλον και Βιώσιμη Ανάπτυξη', 'Εισαγωγή στο Δίκαιο', 'Ιστορία της Τέχνης', 'Θεατρική Παιδεία', 'Γαλλικά Ι', 'Κοινωνιολογία', 'Δημόσια Υγεία', 'Ψηφιακός Γραμματισμός', 'Βυζαντινή Ιστορία'];

function word(g: number): string {
  if (g >= 8.5) return 'Άριστα';
  if (g >= 6.5) return 'Λίαν Καλώς';
  return 'Καλώς';
}

async function render(rng: Rng) {
  const p = oPerson(rng, 'CY');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const start = rng.int(2013, 2019);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const studentNo = `${String(start).slice(2)}${digits(rng, 5)}`;
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SERIF[1], SERIF[2]]);
  const ability = rng.float(5.5, 10);
  const r = oResult('el', p.given, p.family, dob);
  setInstitution(r, uni.name, 'CY');
  const rows: TableRow[] = [];
  const pool = [...prog.courses];
  const common = [...COMMON];
  const per = Math.ceil(pool.length / 8);
  let ects = 0;
  let weighted = 0;
  for (let s = 0; s < 8; s++) {
    const y = start + Math.floor(s / 2);
    const term = s % 2 === 0 ? 'Χειμερινό Εξάμηνο' : 'Εαρινό Εξάμηνο';
    const session = `${y}-${y + 1}`;
    rows.push({ heading: `${term} ${session}` });
    const titles = [...pool.splice(0, per), ...common.splice(0, 2)];
    // 30 ECTS a semester: 5 for each elective, the rest shared by the department's courses.
    const own = titles.length - 2;
    const split = own === 4 ? [5, 5, 5, 5] : own === 3 ? [7, 7, 6] : own === 2 ? [10, 10] : own === 1 ? [20] : [];
    titles.forEach((title, k) => {
      const credit = k >= own ? 5 : split[k] ?? 5;
      const g = Math.max(5, Math.min(10, Math.round((ability + rng.gauss() * 1.3) * 2) / 2));
      const code = k >= titles.length - 2 ? `ΕΛΕ ${100 + 10 * s + k}` : `${prog.code} ${Math.floor(s / 2) + 1}${digits(rng, 2)}`;
      const grade = comma(g, 1);
      rows.push({ cells: [code, title, String(credit), grade] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit, grade, term, session }));
      ects += credit;
      weighted += credit * g;
    });
  }
  const avg = weighted / ects;
  const grad = iso(start + 4, 6, rng.int(10, 30));
  const issued = iso(start + 4 + rng.int(0, 2), rng.int(7, 12), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: studentNo, name: prog.title, level: 'Bachelor', program: prog.field, majorOrSpecialization: prog.field,
    yearOfAdmission: start, yearOfCompletion: start + 4, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(2), totalCreditsOrMarks: String(ects),
  });

  const pdf = new Pdf({ size: A4, title: 'Αναλυτική Βαθμολογία', author: uni.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 42;
  const W = pdf.width - 84;
  const col = rng.pick(['#123c69', '#4a1942', '#1b4332']);
  pdf.crest(L + 22, 48, 20, '', col);
  pdf.text(uni.name, L + 52, 28, { font: F.bold, size: 13, color: col, width: W - 52, fit: true });
  pdf.text(prog.dept, L + 52, 46, { font: F.regular, size: 10 });
  pdf.text('Υπηρεσία Ακαδημαϊκών Θεμάτων — Τομέας Φοιτητικού Μητρώου', L + 52, 60, { font: F.italic, size: 8.5 });
  pdf.text(`${uni.address} · ${uni.web}`, L + 52, 73, { font: F.regular, size: 8 });
  pdf.line(L, 90, L + W, 90, 1, col);
  pdf.text('Αναλυτική Βαθμολογία', L, 100, { font: F.bold, size: 14, width: W, align: 'center' });
  let y = 128;
  const apart = rng.bool(0.5);
  const pairs: Array<[string, string]> = apart ? [['Επώνυμο', p.family], ['Όνομα', p.given]] : [['Ονοματεπώνυμο', `${p.given} ${p.family}`]];
  pairs.push(['Αριθμός Φοιτητή', studentNo], ['Ημερομηνία Γέννησης', dmy(dob, '/')], ['Πρόγραμμα Σπουδών', prog.field], ['Ημερομηνία Εγγραφής', dmy(iso(start, 9, rng.int(1, 10)), '/')]);
  for (const [k, v] of pairs) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9 });
    pdf.text(v, L + 130, y, { font: F.regular, size: 9 });
    y += 13;
  }
  y += 8;
  const cols: Column[] = [
    { label: 'Κωδικός', width: 70 },
    { label: 'Τίτλος Μαθήματος', width: W - 70 - 56 - 60, wrap: true },
    { label: 'ECTS', width: 56, align: 'center' },
    { label: 'Βαθμός', width: 60, align: 'center' },
  ];
  y = courseTable(pdf, L, y, cols, rows, { F, size: 8.3, ruling: rng.pick(['rows', 'grid', 'zebra'] as const), headerFill: '#e9edf2', repeatHeader: true, top: 48, bottom: pdf.height - 58, onNewPage: (d) => (d.text(`${p.given} ${p.family} — ${studentNo}`, L, 32, { font: F.italic, size: 8 }), 4) });
  if (y > pdf.height - 180) {
    pdf.addPage();
    y = 50;
  }
  y += 14;
  const tail: Array<[string, string]> = [
    ['Σύνολο Μονάδων ECTS', String(ects)],
    ['Βαθμός Πτυχίου', `${comma(avg, 2)} (${word(avg)})`],
    ['Τίτλος Σπουδών', prog.title],
    ['Ημερομηνία Αποφοίτησης', dmy(grad, '/')],
  ];
  for (const [k, v] of tail) {
    pdf.text(`${k}:`, L, y, { font: F.bold, size: 9.5 });
    pdf.text(v, L + 150, y, { font: F.regular, size: 9.5 });
    y += 14;
  }
  y += 8;
  pdf.text('Κλίμακα βαθμολογίας: 0-10, βάση επιτυχίας 5. Άριστα 8,50-10 · Λίαν Καλώς 6,50-8,49 · Καλώς 5,00-6,49.', L, y, { font: F.italic, size: 7.5, width: W, fit: true });
  y += 22;
  pdf.text(`${uni.address.split(', ').slice(-2, -1)[0].replace(/^\d+ /, '')}, ${longDate(issued, 'el')}`, L, y, { font: F.regular, size: 9 });
  pdf.signature(L + W - 160, y + 26, 110, rng);
  pdf.text('Για τον Πρύτανη — Προϊστάμενος Φοιτητικού Μητρώου', L + W - 250, y + 36, { font: F.regular, size: 8, width: 250, align: 'center' });
  pdf.seal(L + 230, y + 26, 24, col);
  footers(pdf, F, (a, b) => `Σελίδα ${a} από ${b}`);
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.cgpa': comma(avg, 2), 'qualification.dateOfIssue': longDate(issued, 'el') } };
}

export const families: Family[] = [
  {
    id: 'o-02-transcript',
    country: 'CY',
    languages: ['el'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Cypriot university transcript in Greek (Αναλυτική Βαθμολογία): university, department and registry in ordinary case, address with the city and Κύπρος; Ονοματεπώνυμο or Επώνυμο / Όνομα, student number, date of birth, programme and enrolment date; courses by winter and spring semester with Greek-letter codes, titles, ECTS and the 0-10 grade in half points with a decimal comma; total ECTS, degree grade with Άριστα / Λίαν Καλώς / Καλώς, the title Πτυχίο with the field in the genitive and the graduation date; as described in Cypriot universities\' study regulations.',
    render,
  },
];
