/**
 * Certificate of graduation of a Greek university department, bilingual in two page columns (Greek on the left,
 * English on the right, each a running text), as departments' secretariats issue it before the degree parchment: the
 * republic, the university, school and department in both languages over the columns, the city and postal code
 * ("Ioannina 45110, Greece"), a protocol number (a decoy) and the date in both languages; the Greek text "Βεβαιώνεται ότι
 * ο/η <ΕΠΩΝΥΜΟ Όνομα> του <father's name in the genitive>, με αριθμό μητρώου …, εισήχθη το ακαδημαϊκό έτος 2016-2017 …
 * ολοκλήρωσε τις σπουδές του/της στις 12 Ιουλίου 2021 … με βαθμό «Λίαν Καλώς» (7,45)" and the English one "It is hereby
 * certified that <SURNAME Given> son/daughter of <father>, registration no. …, admitted in the academic year 2016-2017,
 * completed the studies on 12 July 2021 and was awarded the Bachelor of Science in <field> with the grade 'Very Good'
 * (7.45 out of 10)", the oath's later date (a decoy), the date of birth on some; the secretary's name in both scripts.
 * As Greek university secretariats issue graduation certificates with an English translation.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, dmy, iso, longDate, wResult } from './w4-kit';

const MEN: Array<[string, string]> = [['Γεώργιος', 'Georgios'], ['Δημήτριος', 'Dimitrios'], ['Νικόλαος', 'Nikolaos'], ['Κωνσταντίνος', 'Konstantinos'], ['Ιωάννης', 'Ioannis'], ['Αλέξανδρος', 'Alexandros']];
const WOMEN: Array<[string, string]> = [['Μαρία', 'Maria'], ['Ελένη', 'Eleni'], ['Αικατερίνη', 'Aikaterini'], ['Σοφία', 'Sofia'], ['Δέσποινα', 'Despoina'], ['Αναστασία', 'Anastasia']];
const FAMILY: Array<[string, string]> = [['Γεωργίου', 'Georgiou'], ['Κωνσταντίνου', 'Konstantinou'], ['Δημητρίου', 'Dimitriou'], ['Αντωνίου', 'Antoniou'], ['Οικονόμου', 'Oikonomou'], ['Ιωάννου', 'Ioannou'], ['Χριστοδούλου', 'Christodoulou'], ['Αθανασίου', 'Athanasiou']];
const FATHERS: Array<[string, string]> = [['Νικολάου', 'Nikolaos'], ['Παναγιώτη', 'Panagiotis'], ['Χρήστου', 'Christos'], ['Σπυρίδωνα', 'Spyridon'], ['Βασιλείου', 'Vasileios'], ['Μιχαήλ', 'Michail']];
const UNIS = [
  { el: 'Πανεπιστήμιο Βόρειας Πίνδου', en: 'University of Northern Pindus', cityEl: 'Ιωάννινα', city: 'Ioannina', zip: '45110' },
  { el: 'Πανεπιστήμιο Ακτών Αμβρακικού', en: 'University of the Ambracian Coast', cityEl: 'Άρτα', city: 'Arta', zip: '47100' },
];
const DEPTS = [
  { schoolEl: 'Σχολή Θετικών Επιστημών', school: 'School of Sciences', el: 'Τμήμα Χημείας', en: 'Department of Chemistry', degEl: 'Πτυχίο Χημείας', deg: 'Bachelor of Science', field: 'Chemistry' },
  { schoolEl: 'Σχολή Θετικών Επιστημών', school: 'School of Sciences', el: 'Τμήμα Μαθηματικών', en: 'Department of Mathematics', degEl: 'Πτυχίο Μαθηματικών', deg: 'Bachelor of Science', field: 'Mathematics' },
  { schoolEl: 'Φιλοσοφική Σχολή', school: 'School of Philosophy', el: 'Τμήμα Ιστορίας και Αρχαιολογίας', en: 'Department of History and Archaeology', degEl: 'Πτυχίο Ιστορίας και Αρχαιολογίας', deg: 'Bachelor of Arts', field: 'History and Archaeology' },
];
const GRADE = (g: number): [string, string] => (g >= 8.5 ? ['Άριστα', 'Excellent'] : g >= 6.5 ? ['Λίαν Καλώς', 'Very Good'] : ['Καλώς', 'Good']);
const upperEl = (s: string) => s.toLocaleUpperCase('el').normalize('NFD').replace(/\p{M}/gu, '');

async function render(rng: Rng) {
  const woman = rng.bool(0.5);
  const [givenEl, given] = rng.pick(woman ? WOMEN : MEN);
  const [famEl, fam] = rng.pick(FAMILY);
  const [fatherEl, father] = rng.pick(FATHERS);
  const uni = rng.pick(UNIS);
  const dept = rng.pick(DEPTS);
  const start = rng.int(2012, 2020);
  const years = rng.int(4, 6);
  const done = iso(start + years, rng.pick([2, 7, 9]), rng.int(1, 28));
  const oath = addDays(done, rng.int(40, 120));
  const issued = addDays(done, rng.int(5, 35));
  const showDob = rng.bool(0.5);
  const dob = iso(start - 18, rng.int(1, 12), rng.int(1, 28));
  const am = `${digits(rng, 4)}`;
  const showAm = rng.bool(0.6);
  const g = Math.round(rng.float(5.6, 9.3) * 100) / 100;
  const [wEl, wEn] = GRADE(g);
  const F = rng.pick([SERIF[1], SANS[1], SERIF[2]]);
  const r = wResult('el', given, fam, showDob ? dob : null);
  setInstitution(r, uni.en, 'GR');
  Object.assign(r.qualification, { name: dept.deg, level: 'Bachelor', majorOrSpecialization: dept.field, registrationNumber: showAm ? am : null, yearOfAdmission: start, yearOfCompletion: start + years, dateOfIssue: issued, status: 'Completed', cgpa: g.toFixed(2) });

  const pdf = new Pdf({ size: A4, title: 'Πιστοποιητικό αποφοίτησης / Certificate of Graduation', author: uni.en, creationDate: new Date(`${issued}T08:00:00Z`) });
  const L = 44;
  const W = pdf.width - 88;
  const col = (W - 24) / 2;
  const R = L + col + 24;
  const c = '#1d3f8f';
  pdf.text('ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ', L, 36, { font: F.bold, size: 9.5, width: col, align: 'center' });
  pdf.text('HELLENIC REPUBLIC', R, 36, { font: F.bold, size: 9.5, width: col, align: 'center' });
  pdf.crest(pdf.width / 2, 44, 14, 'ΠΑ', c, F.bold);
  const pairs: Array<[string, string, number]> = [[upperEl(uni.el), uni.en.toUpperCase(), 11], [dept.schoolEl, dept.school, 9], [dept.el, dept.en, 9], [`Γραμματεία — ${uni.cityEl} ${uni.zip}`, `Secretariat — ${uni.city} ${uni.zip}, Greece`, 8.2]];
  let y = 62;
  for (const [a, b, s] of pairs) {
    pdf.text(a, L, y, { font: s > 10 ? F.bold : F.regular, size: s, width: col, align: 'center', fit: true, color: s > 10 ? c : '#000000' });
    pdf.text(b, R, y, { font: s > 10 ? F.bold : F.regular, size: s, width: col, align: 'center', fit: true, color: s > 10 ? c : '#000000' });
    y += s + 5;
  }
  const prot = `${digits(rng, 4)}/${dmy(issued, '-')}`;
  pdf.text(`Αρ. Πρωτ.: ${prot}`, L, y + 6, { font: F.regular, size: 8.5 });
  pdf.text(`Prot. No.: ${prot}`, R, y + 6, { font: F.regular, size: 8.5 });
  y += 30;
  pdf.line(L + col + 12, y, L + col + 12, y + 420, 0.4, '#999999');
  pdf.text('ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΑΠΟΦΟΙΤΗΣΗΣ', L, y, { font: F.bold, size: 12, width: col, align: 'center' });
  pdf.text('CERTIFICATE OF GRADUATION', R, y, { font: F.bold, size: 12, width: col, align: 'center' });
  y += 30;
  const art = woman ? 'η' : 'ο';
  const elText = `Βεβαιώνεται ότι ${art} ${upperEl(famEl)} ${givenEl} του ${fatherEl}${showDob ? `, που γεννήθηκε στις ${longDate(dob, 'el')}` : ''}${showAm ? `, με αριθμό μητρώου ${am}` : ''}, εισήχθη στο ${dept.el} το ακαδημαϊκό έτος ${start}-${start + 1} και ολοκλήρωσε τις σπουδές ${woman ? 'της' : 'του'} στις ${longDate(done, 'el')}, λαμβάνοντας το ${dept.degEl} με βαθμό «${wEl}» (${g.toFixed(2).replace('.', ',')}). ${woman ? 'Η' : 'Ο'} ανωτέρω ορκίστηκε στις ${longDate(oath, 'el')}.`;
  const enText = `It is hereby certified that ${fam.toUpperCase()} ${given}, ${woman ? 'daughter' : 'son'} of ${father}${showDob ? `, born on ${longDate(dob, 'en')}` : ''}${showAm ? `, registration no. ${am}` : ''}, was admitted to the ${dept.en} in the academic year ${start}-${start + 1}, completed the studies on ${longDate(done, 'en')} and was awarded the ${dept.deg} in ${dept.field} with the grade "${wEn}" (${g.toFixed(2)} out of 10). ${woman ? 'She' : 'He'} took the graduation oath on ${longDate(oath, 'en')}.`;
  const h1 = pdf.para(elText, L, y, col, { font: F.regular, size: 10, leading: 16 });
  const h2 = pdf.para(enText, R, y, col, { font: F.regular, size: 10, leading: 16 });
  y += Math.max(h1, h2) + 16;
  pdf.para('Το παρόν χορηγείται για κάθε νόμιμη χρήση.', L, y, col, { font: F.italic, size: 9 });
  pdf.para('This certificate is issued for any legal use.', R, y, col, { font: F.italic, size: 9 });
  y += 34;
  pdf.text(`${uni.cityEl}, ${longDate(issued, 'el')}`, L, y, { font: F.regular, size: 9.5, width: col, align: 'center' });
  pdf.text(`${uni.city}, ${longDate(issued, 'en')}`, R, y, { font: F.regular, size: 9.5, width: col, align: 'center' });
  y += 30;
  const sec = rng.pick([['Ευαγγελία Παππά', 'Evangelia Pappa', 'Η'], ['Σταύρος Λάμπρου', 'Stavros Lamprou', 'Ο'], ['Ειρήνη Καραγιάννη', 'Eirini Karagianni', 'Η']]);
  pdf.text(`${sec[2]} Γραμματέας του Τμήματος`, L, y, { font: F.regular, size: 9, width: col, align: 'center' });
  pdf.text('The Secretary of the Department', R, y, { font: F.regular, size: 9, width: col, align: 'center' });
  pdf.signature(pdf.width / 2 - 50, y + 14, 100, rng);
  pdf.seal(pdf.width / 2, y + 40, 32, c);
  pdf.text(sec[0], L, y + 50, { font: F.bold, size: 9.5, width: col, align: 'center' });
  pdf.text(sec[1], R, y + 50, { font: F.bold, size: 9.5, width: col, align: 'center' });
  const printed: Record<string, string> = { 'candidate.fullName': `${fam.toUpperCase()} ${given}`, 'institution.name': uni.en.toUpperCase(), 'qualification.dateOfIssue': longDate(issued, 'en'), 'qualification.yearOfCompletion': longDate(done, 'en') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'en');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-07-certificate',
    country: 'GR',
    languages: ['el', 'en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Greek university certificate of graduation in two page columns, Greek left and English right, each a running text: republic, university in capitals, school, department and secretariat with city and postal code; a decoy protocol number; the holder SURNAME Given with the father\'s name, birth date and registration number on some, the admission academic year, the completion date in words, the degree with its field, the grade in words with its figure (decimal comma in Greek), a decoy oath date; "for any legal use", place and date of issue in both languages, the secretary in both scripts.',
    render,
  },
];
