/**
 * Diploma supplement of a German university of applied sciences, in English with the German originals where the
 * template asks for them, on two A4 pages in the eight numbered sections of the European template: 1.1 "Family
 * name(s)" and 1.2 "First name(s)" apart, 1.3 the birth date with its place and country, 1.4 the student
 * identification number; 2.1 the qualification "Bachelor of Science (B.Sc.)" or "Master of Engineering (M.Eng.)", 2.2
 * the field in German with its English translation in parentheses, 2.3 the awarding institution in German with its
 * status; 3.2 the official duration in semesters and ECTS credits, 3.3 the access requirements (a school-leaving
 * qualification as a decoy: "Allgemeine Hochschulreife" or a bachelor's degree); 4.3 the thesis title and a pointer to
 * the transcript (no courses on the page), 4.4 the German grading scale (1,0 … 4,0 with words), 4.5 the overall
 * classification "gut (1,9)" in the original language with its decimal comma; 5.2 a protected professional title (a
 * decoy); 6.1 an internship at an invented company and 6.2 the university's web address; 7 the original documents with
 * their dates (the certificate of the degree, the examination certificate, the transcript), the certification date
 * and the chair of the examination board; 8 a short description of the German system. As German universities print the
 * diploma supplement of the European Commission, Council of Europe and UNESCO/CEPES.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, digits, setInstitution } from '../lib/n-kit';
import { addDays, comma, iso, longDate, otherName, wPerson, wResult } from './w4-kit';

const UNIS = [
  { name: 'Technische Hochschule Wesertal', addr: 'An der Karlstadt 8, 27568 Bremerhaven, Germany', web: 'www.th-wesertal.de' },
  { name: 'Hochschule Emsland-Süd', addr: 'Kaiserstraße 30, 49809 Lingen (Ems), Germany', web: 'www.hs-emsland-sued.de' },
];
const FIELDS = [
  { de: 'Maschinenbau', en: 'Mechanical Engineering', eng: true, thesis: 'Auslegung eines Prüfstands für Wälzlager unter Mischreibung' },
  { de: 'Wirtschaftsinformatik', en: 'Business Information Systems', eng: false, thesis: 'Prozessmodellierung im Einkauf eines mittelständischen Zulieferers' },
  { de: 'Elektrotechnik', en: 'Electrical Engineering', eng: true, thesis: 'Regelung eines bidirektionalen Gleichspannungswandlers' },
];
const DEGREES = [
  { name: 'Bachelor of Science', abbr: 'B.Sc.', level: 'Bachelor', sem: 7, ects: 210, access: '"Allgemeine Hochschulreife" or "Fachhochschulreife" (higher education entrance qualification) or a recognised equivalent' },
  { name: 'Bachelor of Engineering', abbr: 'B.Eng.', level: 'Bachelor', sem: 7, ects: 210, access: '"Allgemeine Hochschulreife" or "Fachhochschulreife" (higher education entrance qualification) or a recognised equivalent' },
  { name: 'Master of Engineering', abbr: 'M.Eng.', level: 'Master', sem: 3, ects: 90, access: 'A first degree (Bachelor of Engineering or Diplom (FH)) of at least 210 ECTS credits in a related field' },
];
const WORD = (g: number) => (g <= 1.5 ? 'sehr gut' : g <= 2.5 ? 'gut' : g <= 3.5 ? 'befriedigend' : 'ausreichend');
const COMPANIES = ['Nordlicht Antriebstechnik GmbH', 'Weserwerk Systemhaus AG', 'Hansekontor Logistik GmbH & Co. KG'];

async function render(rng: Rng) {
  const p = wPerson(rng, 'DE');
  const uni = rng.pick(UNIS);
  const field = rng.pick(FIELDS);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2015, 2024);
  const awarded = iso(year, rng.pick([3, 7, 9, 10]), rng.int(1, 28));
  const exam = addDays(awarded, -rng.int(5, 40));
  const certified = addDays(awarded, rng.int(0, 30));
  const dob = iso(year - rng.int(22, 27), rng.int(1, 12), rng.int(1, 28));
  const sid = digits(rng, 6);
  const grade = Math.round(rng.float(1.2, 3.2) * 10) / 10;
  const F = rng.pick([SANS[0], SANS[2], SERIF[2]]);
  const r = wResult('en', p.given, p.family, dob);
  setInstitution(r, uni.name, 'DE');
  Object.assign(r.qualification, { name: deg.name, level: deg.level, majorOrSpecialization: field.en, registrationNumber: sid, yearOfCompletion: Number(awarded.slice(0, 4)), dateOfIssue: certified, status: 'Completed', cgpa: grade.toFixed(1) });

  const pdf = new Pdf({ size: A4, title: 'Diploma Supplement', author: uni.name, creationDate: new Date(`${certified}T09:00:00Z`) });
  const L = 56;
  const W = pdf.width - 112;
  const c = rng.pick(['#003b6f', '#6d0d2c']);
  const chair = otherName(rng, 'DE', p.family);
  let y = 0;
  const top = (n: number) => {
    pdf.text(uni.name, L, 34, { font: F.bold, size: 11, color: c });
    pdf.text(uni.addr, L, 48, { font: F.regular, size: 7.8, color: '#444444' });
    pdf.text('Diploma Supplement', L, 34, { font: F.italic, size: 9, width: W, align: 'right' });
    pdf.line(L, 62, L + W, 62, 0.6, c);
    pdf.text(`Page ${n} of 2`, L, pdf.height - 36, { font: F.regular, size: 7.5, width: W, align: 'right' });
    y = 74;
  };
  const section = (t: string) => {
    y += 6;
    pdf.text(t, L, y, { font: F.bold, size: 9.5, color: c });
    y += 15;
  };
  const item = (no: string, label: string, value: string) => {
    pdf.text(no, L, y, { font: F.regular, size: 8.4 });
    pdf.text(label, L + 26, y, { font: F.italic, size: 8.4, color: '#333333', width: W - 26, fit: true });
    y += 11;
    y += pdf.para(value, L + 26, y, W - 26, { font: F.bold, size: 9, leading: 11.5 }) + 5;
  };
  top(1);
  pdf.text('DIPLOMA SUPPLEMENT', L, y, { font: F.bold, size: 14, width: W, align: 'center' });
  y += 20;
  y += pdf.para('This Diploma Supplement model was developed by the European Commission, Council of Europe and UNESCO/CEPES. The purpose of the supplement is to provide sufficient independent data to improve the international transparency and fair academic and professional recognition of qualifications.', L, y, W, { font: F.italic, size: 7.4, leading: 9.2, color: '#444444' }) + 4;
  section('1. INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
  item('1.1', 'Family name(s)', p.family);
  item('1.2', 'First name(s)', p.given);
  item('1.3', 'Date, place, country of birth', `${longDate(dob, 'en')}, ${rng.pick(['Bremen', 'Oldenburg', 'Osnabrück', 'Kassel', 'Münster'])}, Germany`);
  item('1.4', 'Student identification number or code', sid);
  section('2. INFORMATION IDENTIFYING THE QUALIFICATION');
  item('2.1', 'Name of qualification and (if applicable) title conferred (in original language)', `${deg.name} (${deg.abbr})`);
  item('2.2', 'Main field(s) of study for the qualification', `${field.de} (${field.en})`);
  item('2.3', 'Name and status of awarding institution (in original language)', `${uni.name} — Hochschule für Angewandte Wissenschaften (University of Applied Sciences), state institution`);
  item('2.4', 'Name and status of institution administering studies (in original language)', 'Same as 2.3');
  item('2.5', 'Language(s) of instruction/examination', 'German');
  section('3. INFORMATION ON THE LEVEL AND DURATION OF THE QUALIFICATION');
  item('3.1', 'Level of the qualification', deg.level === 'Bachelor' ? 'First degree (Bachelor), by research-oriented and application-oriented study, with thesis' : 'Second degree (Master), application-oriented, with thesis');
  item('3.2', 'Official duration of programme in credits and/or years', `${deg.sem} semesters, ${deg.ects} ECTS credits`);
  item('3.3', 'Access requirement(s)', deg.access);
  section('4. INFORMATION ON THE PROGRAMME COMPLETED AND THE RESULTS OBTAINED');
  item('4.1', 'Mode of study', 'Full-time');
  item('4.2', 'Programme learning outcomes', `Graduates of the programme in ${field.en} can analyse problems of the discipline with scientific methods, design and evaluate technical and organisational solutions and work in interdisciplinary teams.`);
  pdf.addPage();
  top(2);
  item('4.3', 'Programme details, individual credits gained and grades/marks obtained', `See "Transcript of Records" for the list of courses and grades, and "Prüfungszeugnis" (Final Examination Certificate) for the subjects assessed in the final examination. Thesis: "${field.thesis}".`);
  item('4.4', 'Grading system and, if available, grade distribution table', 'General grading scheme cf. Section 8.6. "sehr gut" (1,0–1,5), "gut" (1,6–2,5), "befriedigend" (2,6–3,5), "ausreichend" (3,6–4,0), "nicht ausreichend" (4,1–5,0). Minimum passing grade: 4,0.');
  item('4.5', 'Overall classification of the qualification (in original language)', `${WORD(grade)} (${comma(grade, 1)})`);
  section('5. INFORMATION ON THE FUNCTION OF THE QUALIFICATION');
  item('5.1', 'Access to further study', deg.level === 'Bachelor' ? 'Qualifies to apply for admission to Master study programmes.' : 'Qualifies to apply for admission to doctoral studies.');
  item('5.2', 'Access to a regulated profession (if applicable)', field.eng ? 'The degree entitles its holder to use the legally protected professional title "Ingenieurin/Ingenieur".' : 'Not applicable.');
  section('6. ADDITIONAL INFORMATION');
  item('6.1', 'Additional information', `Practical semester completed at ${rng.pick(COMPANIES)}.`);
  item('6.2', 'Further information sources', `On the institution: ${uni.web}. For national information sources cf. Section 8.8.`);
  section('7. CERTIFICATION');
  y += pdf.para(`This Diploma Supplement refers to the following original documents: Urkunde über die Verleihung des Grades (Document on the award of the degree) dated ${longDate(awarded, 'en')}; Prüfungszeugnis (Final Examination Certificate) dated ${longDate(exam, 'en')}; Transcript of Records dated ${longDate(exam, 'en')}.`, L, y, W, { font: F.regular, size: 8.6, leading: 11 }) + 8;
  pdf.text(`Certification Date: ${longDate(certified, 'en')}`, L, y, { font: F.bold, size: 9 });
  pdf.signature(L + W - 170, y - 6, 110, rng);
  pdf.line(L + W - 190, y + 10, L + W, y + 10, 0.5);
  pdf.text(`${chair}, Chair of the Examination Board`, L + W - 190, y + 14, { font: F.regular, size: 8, width: 190, align: 'center', fit: true });
  y += 40;
  section('8. NATIONAL HIGHER EDUCATION SYSTEM');
  pdf.para('The information on the national higher education system on the following pages provides a context for the qualification and the type of higher education that awarded it (DSDoc 01/03.00).', L, y, W, { font: F.regular, size: 8.4, leading: 10.5 });
  const printed: Record<string, string> = { 'candidate.fullName': p.given, 'candidate.dateOfBirth': longDate(dob, 'en'), 'qualification.cgpa': comma(grade, 1), 'qualification.dateOfIssue': longDate(certified, 'en'), 'qualification.yearOfCompletion': longDate(awarded, 'en') };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w4-03-diploma',
    country: 'DE',
    languages: ['en', 'de'],
    kind: 'diploma',
    degradations: [],
    conventions: 'German diploma supplement of a university of applied sciences in English, eight numbered sections over two pages: family name and first names apart, birth date and place, student ID; qualification with its abbreviation, field in German with the English translation, awarding institution in German; duration in semesters and ECTS; access requirements naming a school-leaving or earlier degree as a decoy; thesis title, German grading scale, overall classification in words with a decimal comma; a protected professional title and an internship company as decoys; original documents with their dates, certification date and chair of the examination board.',
    render,
  },
];
