/**
 * The first two of the four pages of a Romanian university's diploma supplement ("Supliment la diplomă / Diploma
 * Supplement"), in Romanian with English: an upload of a fragment. Every caption in both languages on one line
 * ("1.1 Numele de familie / Family name"); the supplement's series and number (a decoy serial); section 1 with the
 * family name in capitals and the first name apart, the date of birth in figures, the place of birth, the student's
 * matriculation number (the registration number) and a personal numeric code (a decoy: the birth date is in it);
 * section 2 with the qualification in Romanian and English on one line ("Licențiat în Informatică / Bachelor of
 * Science (Computer Science)": the English form, its field in parentheses), the study programme in both languages, the
 * awarding institution in Romanian only with its status, the language of instruction; section 3 with the level, the
 * official length in years and ECTS, and the baccalaureate diploma as access requirement (a decoy qualification);
 * section 4 begins with the mode of study and, on the second page, the programme details as one table (academic year,
 * semester, code, the title "Romanian / English" on one line, ECTS credits, the mark out of 10), cut off at the foot
 * of page 2 with "continued on page 3". Nothing past that is printed: no overall result, no completion, no date of
 * issue. As Romanian universities issue bilingual supplements and applicants upload only some pages.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, dotted, iso, wPerson, wResult, wTable, type WRow } from './w5-kit';

const UNIS = [
  { name: 'Universitatea „Carpații Meridionali” din Târgu Jiu', town: 'Târgu Jiu' },
  { name: 'Universitatea „Dunărea de Sus” din Orșova', town: 'Orșova' },
];
const PROGS = [
  { ro: 'Informatică', en: 'Computer Science', deg: 'Bachelor of Science', titleRo: 'Licențiat în Informatică', courses: [['Analiză matematică', 'Mathematical Analysis'], ['Algebră liniară', 'Linear Algebra'], ['Programare procedurală', 'Procedural Programming'], ['Logică computațională', 'Computational Logic'], ['Arhitectura sistemelor de calcul', 'Computer Systems Architecture'], ['Structuri de date', 'Data Structures'], ['Programare orientată pe obiecte', 'Object-Oriented Programming'], ['Sisteme de operare', 'Operating Systems'], ['Baze de date', 'Databases'], ['Rețele de calculatoare', 'Computer Networks'], ['Algoritmi fundamentali', 'Fundamental Algorithms'], ['Probabilități și statistică', 'Probability and Statistics'], ['Inteligență artificială', 'Artificial Intelligence'], ['Ingineria programării', 'Software Engineering']] },
  { ro: 'Contabilitate și informatică de gestiune', en: 'Accounting and Management Information Systems', deg: 'Bachelor of Economics', titleRo: 'Licențiat în Economie', courses: [['Microeconomie', 'Microeconomics'], ['Macroeconomie', 'Macroeconomics'], ['Bazele contabilității', 'Fundamentals of Accounting'], ['Matematici aplicate în economie', 'Applied Mathematics for Economics'], ['Informatică economică', 'Business Informatics'], ['Drept civil', 'Civil Law'], ['Contabilitate financiară', 'Financial Accounting'], ['Statistică', 'Statistics'], ['Finanțe publice', 'Public Finance'], ['Management', 'Management'], ['Marketing', 'Marketing'], ['Fiscalitate', 'Taxation'], ['Baze de date', 'Databases'], ['Contabilitate de gestiune', 'Management Accounting']] },
];
const PLACES = ['Craiova', 'Drobeta-Turnu Severin', 'Râmnicu Vâlcea', 'Caransebeș', 'Slatina'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'RO');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2013, 2021);
  const F = rng.pick([SANS[1], SANS[2]]);
  const dob = iso(start - 19, rng.int(1, 12), rng.int(1, 28));
  const matricol = `${rng.int(100, 999)}/${start}`;
  const [y, m, d] = dob.split('-');
  const cnp = `${p.woman ? 6 : 5}${y.slice(2)}${m}${d}${digits(rng, 6)}`;
  const r = wResult('ro', p.given, p.family, dob);
  setInstitution(r, uni.name, 'RO');
  Object.assign(r.qualification, { name: prog.deg, level: 'Bachelor', program: prog.en, majorOrSpecialization: prog.en, registrationNumber: matricol, yearOfAdmission: start, programDuration: '3' });

  const ability = rng.float(6, 9.6);
  const rows: WRow[] = [];
  const n = rng.int(9, 13);
  prog.courses.slice(0, n).forEach(([ro, en], i) => {
    const yr = Math.floor(i / 6);
    const sem = Math.floor((i % 6) / 3) + 1;
    const session = `${start + yr}-${start + yr + 1}`;
    const code = `${prog.en.slice(0, 2).toUpperCase()}${yr + 1}${sem}${String(i + 1).padStart(2, '0')}`;
    const cr = rng.pick([4, 5, 5, 6]);
    const mark = around(rng, ability, 1, 5, 10);
    rows.push({ cells: [session, String(sem), code, `${ro} / ${en}`, String(cr), String(mark)] });
    r.courses.push(course({ courseNumber: code, courseName: en, credit: cr, marksScored: mark, maximumMarks: 10, term: String(sem), session }));
  });

  const pdf = new Pdf({ size: A4, title: 'Supliment la diplomă', author: uni.name, creationDate: new Date(`${start + 3}-09-20T09:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const series = `Seria ${String.fromCharCode(65 + rng.int(0, 3))} nr. ${digits(rng, 7)}`;
  const head = (page: number) => {
    pdf.text(`${uni.name} · SUPLIMENT LA DIPLOMĂ / DIPLOMA SUPPLEMENT · ${series}`, L, 26, { font: F.regular, size: 7.4, color: '#555555', width: W, fit: true });
    pdf.text(`Pagina ${page} din 4 / Page ${page} of 4`, L, pdf.height - 34, { font: F.regular, size: 7.5, width: W, align: 'right' });
  };
  head(1);
  pdf.text('ROMÂNIA / ROMANIA', L, 48, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text('MINISTERUL EDUCAȚIEI / MINISTRY OF EDUCATION', L, 63, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 80, { font: F.bold, size: 12, width: W, align: 'center', fit: true });
  pdf.text('SUPLIMENT LA DIPLOMĂ / DIPLOMA SUPPLEMENT', L, 102, { font: F.bold, size: 13, width: W, align: 'center' });
  pdf.text(series, L, 120, { font: F.regular, size: 9, width: W, align: 'center' });
  let yy = 146;
  const sect = (t: string) => {
    pdf.fill(L, yy, W, 15, '#e5e7eb');
    pdf.text(t, L + 4, yy + 3, { font: F.bold, size: 8.6, width: W - 8, fit: true });
    yy += 21;
  };
  const field = (cap: string, val: string) => {
    pdf.text(cap, L, yy, { font: F.regular, size: 8, color: '#374151', width: W * 0.48, fit: true });
    const lines = pdf.wrap(val, F.bold, 8.8, W * 0.5);
    lines.forEach((l, i) => pdf.text(l, L + W * 0.5, yy + i * 11, { font: F.bold, size: 8.8 }));
    yy += Math.max(1, lines.length) * 11 + 5;
  };
  sect('1. INFORMAȚII DESPRE TITULARUL DIPLOMEI / INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
  field('1.1 Numele de familie / Family name', p.family.toUpperCase());
  field('1.2 Prenumele / First name(s)', p.given);
  field('1.3 Data nașterii (zi/lună/an) / Date of birth (dd/mm/yyyy)', dotted(dob));
  field('1.4 Locul nașterii / Place of birth', `${rng.pick(PLACES)}, România`);
  field('1.5 Numărul matricol / Student identification number', matricol);
  field('1.6 Codul numeric personal / Personal numeric code', cnp);
  sect('2. INFORMAȚII DESPRE CALIFICARE / INFORMATION IDENTIFYING THE QUALIFICATION');
  field('2.1 Denumirea calificării și titlul conferit / Name of qualification and title conferred', `${prog.titleRo} / ${prog.deg} (${prog.en})`);
  field('2.2 Domeniul / programul de studii / Main field(s) of study', `${prog.ro} / ${prog.en}`);
  field('2.3 Instituția care a acordat diploma / Name and status of awarding institution', `${uni.name}, universitate de stat / public university`);
  field('2.4 Instituția care a administrat studiile / Institution administering studies', 'Idem 2.3 / Same as 2.3');
  field('2.5 Limba de predare / Language(s) of instruction', 'română / Romanian');
  sect('3. INFORMAȚII DESPRE NIVELUL CALIFICĂRII / INFORMATION ON THE LEVEL OF THE QUALIFICATION');
  field('3.1 Nivelul calificării / Level of qualification', 'Studii universitare de licență (ISCED 6, EQF/CEC 6) / First cycle (Bachelor)');
  field('3.2 Durata oficială a programului / Official length of programme', '3 ani, 180 credite ECTS / 3 years, 180 ECTS credits');
  field('3.3 Condiții de admitere / Access requirements', 'Diplomă de bacalaureat și concurs de admitere / Baccalaureate diploma and admission contest');
  sect('4. INFORMAȚII DESPRE CONȚINUTUL PROGRAMULUI / INFORMATION ON THE CONTENTS AND RESULTS GAINED');
  field('4.1 Forma de învățământ / Mode of study', 'cu frecvență (IF) / full-time');
  field('4.2 Cerințele programului / Programme requirements', 'Obținerea a 180 de credite ECTS și promovarea examenului de licență / 180 ECTS credits and the final examination');
  pdf.addPage();
  head(2);
  yy = 48;
  pdf.text('4.3 Detalii ale programului și notele obținute / Programme details and the individual grades obtained', L, yy, { font: F.bold, size: 9, width: W, fit: true });
  yy += 18;
  const cols = [{ label: ['Anul univ.', 'Acad. year'], width: 64 }, { label: ['Sem.', ''], width: 32, align: 'center' as const }, { label: ['Cod', 'Code'], width: 46 }, { label: ['Disciplina / Course unit', ''], width: W - 64 - 32 - 46 - 50 - 50 }, { label: ['Credite', 'ECTS'], width: 50, align: 'center' as const }, { label: ['Nota', 'Grade'], width: 50, align: 'center' as const }];
  yy = wTable(pdf, F, L, yy, cols, rows, { size: 8, rowH: 17, ruling: 'grid', fill: '#f3f4f6' });
  pdf.text('(continuare la pagina 3 / continued on page 3)', L, yy + 8, { font: F.italic, size: 8, width: W, align: 'right' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': p.given, 'candidate.dateOfBirth': dotted(dob), 'qualification.name': `${prog.deg} (${prog.en})`, 'qualification.programDuration': '3 years' } };
}

export const families: Family[] = [
  {
    id: 'w5-08-transcript',
    country: 'RO',
    languages: ['ro', 'en'],
    kind: 'transcript',
    degradations: [],
    conventions: 'First two pages of a Romanian university diploma supplement, Romanian with English captions on one line: series and number; family name in capitals and first name apart, date of birth, place of birth with România, matriculation number, personal numeric code; qualification in both languages, field of study, awarding institution and status, language; level, official length, baccalaureate as access requirement; mode of study; the programme details table (academic year, semester, code, title Romanian / English, ECTS, mark out of 10) cut off with continued on page 3.',
    render,
  },
];
