/**
 * Transcript and marksheet layouts. One renderer draws them all from a style: a letterhead, a
 * title, an information block (label: value), a course table grouped by term that continues on
 * further pages (with the column header repeated under a short continuation header), a summary
 * block, closing lines, a signature and "page n of N" footers.
 *
 * | layout          | lang | page   | fonts              | table columns                                         |
 * |-----------------|------|--------|--------------------|-------------------------------------------------------|
 * | us-registrar    | en   | Letter | Helvetica          | Course, Course Title, Credits, Grade                  |
 * | uk-modules      | en   | A4     | Helvetica          | Module Code, Module Title, ECTS, Mark (/100), Result   |
 * | fr-releve       | fr   | A4     | Helvetica          | Code, Unité d'enseignement, ECTS, Note /20, Résultat  |
 * | de-zeugnis      | de   | A4     | Helvetica          | Nr., Modul, ECTS, Note, Status                        |
 * | es-certificado  | es   | A4     | Times              | Código, Asignatura, Créditos, Nota, Calificación      |
 * | in-marksheet    | en   | A4     | Times              | Code, Subject, Credits, Max. Marks, Marks Obt., Grade, Result |
 */
import { COUNTRIES } from './data';
import type { CorpusLanguage } from './manifest';
import type { Course, Qualification, TranscriptLayoutId } from './plan';
import { A4, LETTER, Sheet, type FieldBox, type FontName, type PageSize } from './sheet';
import { TruthBuilder, formatDate } from './truth';
import type { ExtractionResult } from '../../src/processing/types';

export interface RenderedDocument {
  pdf: Buffer;
  pages: number;
  boxes: FieldBox[];
  /** Null for documents of no qualification. */
  expected: ExtractionResult | null;
  printed: Record<string, string>;
  language: CorpusLanguage;
  layout: string;
  /** Page size in points (every page of a document has the same size). */
  pageSize: PageSize;
}

type Apply = (t: TruthBuilder) => void;

interface Run {
  text: string;
  font?: 'regular' | 'bold' | 'italic';
  size?: number;
  key?: string;
  apply?: Apply;
  color?: string;
}

interface InfoField {
  label: string;
  value: string;
  key?: string;
  apply?: Apply;
}

type CourseField = 'courseNumber' | 'courseName' | 'credit' | 'grade' | 'marksScored' | 'maximumMarks' | 'passStatus';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (c: Course) => string;
  field: CourseField;
}

interface TranscriptStyle {
  layout: TranscriptLayoutId;
  language: CorpusLanguage;
  size: PageSize;
  family: 'Helvetica' | 'Times';
  accent: string;
  margin: number;
  letterhead: 'left' | 'center';
  letterLines: Run[];
  title: string;
  subtitle: string | null;
  /** Running text between the title and the info block (certificates). */
  intro: Run[][];
  info: InfoField[][];
  /** Fields on a full-width line under the columns (long values). */
  wide?: InfoField[];
  labelWidth: number;
  columns: Column[];
  headerFill: string;
  zebra: string | null;
  summary: InfoField[];
  closing: Run[][];
  signatory: string[];
  footnote: string[];
  continued: (q: Qualification) => string;
  pageLabel: (n: number, total: number) => string;
}

const fonts = (family: 'Helvetica' | 'Times'): Record<'regular' | 'bold' | 'italic', FontName> =>
  family === 'Helvetica'
    ? { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' }
    : { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' };

const num = (n: number | null, decimals = 0) => (n === null ? '' : n.toFixed(decimals));
const dec = (n: number | null) => (n === null ? '' : Number.isInteger(n) ? String(n) : String(n));
const commaNum = (n: number | null, decimals: number) => (n === null ? '' : n.toFixed(decimals).replace('.', ','));

/** The address line of a letterhead, and the truth it carries. */
function addressLine(q: Qualification, withState: boolean): Run {
  const i = q.institution;
  const c = COUNTRIES[q.countryCode];
  const state = withState && i.state ? `, ${i.state.printed}` : '';
  let text: string;
  switch (q.countryCode) {
    case 'US': text = `${i.street} · ${i.city}${state} ${i.postcode} · ${c.printed}`; break;
    case 'GB': text = `${i.street}, ${i.city} ${i.postcode}, ${c.printed}`; break;
    case 'IN': text = `${i.street}, ${i.city} - ${i.postcode}${state}, ${c.printed}`; break;
    case 'ES': text = `${i.street} · ${i.postcode} ${i.city}${withState && i.state ? ` (${i.state.printed})` : ''} · ${c.printed}`; break;
    default: text = `${i.street} · ${i.postcode} ${i.city}${state} · ${c.printed}`;
  }
  return { text, size: 8.5, key: 'institution.address', apply: (t) => t.institutionOf(q, { country: true, state: withState }) };
}

function nameRun(q: Qualification, size: number): Run {
  return { text: q.institution.name, font: 'bold', size, key: 'institution.name', apply: (t) => t.institution('name', q.institution.name) };
}

const completed: Apply = (t) => t.qualification('status', 'Completed');

// ---------------------------------------------------------------------------------------------
// Styles

function usRegistrar(q: Qualification): TranscriptStyle {
  const c = q.candidate;
  return {
    layout: 'us-registrar', language: 'en', size: LETTER, family: 'Helvetica', accent: '#13294b', margin: 40, letterhead: 'left',
    letterLines: [nameRun(q, 17), { text: q.institution.unit ?? '', size: 9.5 }, addressLine(q, true)],
    title: 'OFFICIAL ACADEMIC TRANSCRIPT',
    subtitle: null,
    intro: [],
    info: [
      [
        { label: 'Student Name', value: c.fullName, key: 'candidate.fullName', apply: (t) => t.fullName(q) },
        { label: 'Student ID', value: q.studentNumber, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
        { label: 'Date of Birth', value: formatDate(c.dateOfBirth, 'us-num'), key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, formatDate(c.dateOfBirth, 'us-num')) },
        { label: 'Date Issued', value: formatDate(q.transcriptIssueDate, 'us-long'), key: 'qualification.dateOfIssue', apply: (t) => t.qualification('dateOfIssue', q.transcriptIssueDate, formatDate(q.transcriptIssueDate, 'us-long')) },
      ],
      [
        { label: 'Program', value: q.program ?? '', key: 'qualification.program', apply: (t) => t.qualification('program', q.program) },
        { label: 'Major', value: q.major.name, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
        { label: 'Admitted', value: `Fall ${q.admissionYear}`, key: 'qualification.yearOfAdmission', apply: (t) => t.qualification('yearOfAdmission', q.admissionYear, `Fall ${q.admissionYear}`) },
        { label: 'Level', value: q.level === 'Master' ? 'Graduate' : 'Undergraduate' },
      ],
    ],
    labelWidth: 78,
    columns: [
      { header: 'Course', width: 72, align: 'left', cell: (x) => x.code, field: 'courseNumber' },
      { header: 'Course Title', width: 300, align: 'left', cell: (x) => x.name, field: 'courseName' },
      { header: 'Credits', width: 70, align: 'right', cell: (x) => num(x.credit, 1), field: 'credit' },
      { header: 'Grade', width: 90, align: 'center', cell: (x) => x.grade ?? '', field: 'grade' },
    ],
    headerFill: '#dfe4ee',
    zebra: null,
    summary: [
      { label: 'Degree Awarded', value: q.degreeName, key: 'qualification.name', apply: (t) => t.degree(q) },
      { label: 'Date Conferred', value: formatDate(q.awardDate, 'us-long'), key: 'qualification.yearOfCompletion', apply: (t) => { t.qualification('yearOfCompletion', q.completionYear, formatDate(q.awardDate, 'us-long')); completed(t); } },
      ...(q.classification ? [{ label: 'Honors', value: q.classification }] : []),
      { label: 'Cumulative GPA', value: q.cgpaPrinted, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
      { label: 'Total Credits Earned', value: q.totalPrinted, key: 'qualification.totalCreditsOrMarks', apply: (t) => t.qualification('totalCreditsOrMarks', q.totalCredits, q.totalPrinted) },
    ],
    closing: [],
    signatory: ['University Registrar'],
    footnote: ['Grading scale: A = 4.0, A- = 3.7, B+ = 3.3, B = 3.0, B- = 2.7, C+ = 2.3, C = 2.0, C- = 1.7, D = 1.0, F = 0.0.',
      'This transcript is official only when it bears the signature of the Registrar. Released under FERPA; not to be disclosed to third parties.'],
    continued: (x) => `Transcript of ${x.candidate.fullName} · Student ID ${x.studentNumber} (continued)`,
    pageLabel: (n, total) => `Page ${n} of ${total}`,
  };
}

function ukModules(q: Qualification): TranscriptStyle {
  const c = q.candidate;
  return {
    layout: 'uk-modules', language: 'en', size: A4, family: 'Helvetica', accent: '#5b1a4a', margin: 42, letterhead: 'center',
    letterLines: [nameRun(q, 16), { text: q.institution.unit ?? '', size: 9.5 }, addressLine(q, false)],
    title: 'Transcript of Academic Record',
    subtitle: null,
    intro: [],
    info: [
      [
        { label: 'Name', value: c.fullName, key: 'candidate.fullName', apply: (t) => t.fullName(q) },
        { label: 'Date of Birth', value: formatDate(c.dateOfBirth, 'gb-long'), key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, formatDate(c.dateOfBirth, 'gb-long')) },
        { label: 'Student Number', value: q.studentNumber, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
        { label: 'Date of Entry', value: formatDate(q.admissionDate, 'gb-long'), key: 'qualification.yearOfAdmission', apply: (t) => t.qualification('yearOfAdmission', q.admissionYear, formatDate(q.admissionDate, 'gb-long')) },
      ],
      [
        { label: 'Programme', value: q.program ?? '', key: 'qualification.program', apply: (t) => t.qualification('program', q.program) },
        { label: 'Subject', value: q.major.name, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
        { label: 'Mode / Duration', value: `Full-time, ${q.durationYears} year${q.durationYears > 1 ? 's' : ''}`, key: 'qualification.programDuration', apply: (t) => t.qualification('programDuration', String(q.durationYears), `${q.durationYears} year${q.durationYears > 1 ? 's' : ''}`) },
        { label: 'Date of Issue', value: formatDate(q.transcriptIssueDate, 'gb-long'), key: 'qualification.dateOfIssue', apply: (t) => t.qualification('dateOfIssue', q.transcriptIssueDate, formatDate(q.transcriptIssueDate, 'gb-long')) },
      ],
    ],
    labelWidth: 86,
    columns: [
      { header: 'Module Code', width: 78, align: 'left', cell: (x) => x.code, field: 'courseNumber' },
      { header: 'Module Title', width: 250, align: 'left', cell: (x) => x.name, field: 'courseName' },
      { header: 'ECTS', width: 55, align: 'right', cell: (x) => dec(x.credit), field: 'credit' },
      { header: 'Mark (/100)', width: 70, align: 'right', cell: (x) => num(x.marksScored), field: 'marksScored' },
      { header: 'Result', width: 58, align: 'center', cell: (x) => x.passStatus ?? '', field: 'passStatus' },
    ],
    headerFill: '#ece3ea',
    zebra: '#f7f4f6',
    summary: [
      { label: 'Award', value: q.degreeName, key: 'qualification.name', apply: (t) => t.degree(q) },
      { label: 'Classification', value: q.classification ?? '' },
      { label: 'Final Average Mark', value: q.cgpaPrinted, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
      { label: 'Total ECTS Credits', value: q.totalPrinted, key: 'qualification.totalCreditsOrMarks', apply: (t) => t.qualification('totalCreditsOrMarks', q.totalCredits, q.totalPrinted) },
      { label: 'Date of Award', value: formatDate(q.awardDate, 'gb-long'), key: 'qualification.yearOfCompletion', apply: (t) => { t.qualification('yearOfCompletion', q.completionYear, formatDate(q.awardDate, 'gb-long')); completed(t); } },
    ],
    closing: [],
    signatory: ['Academic Registrar'],
    footnote: ['Marks are out of 100; the pass mark is 40 (50 for postgraduate modules). 1 ECTS credit = 2 UK credits.',
      'This document is not valid unless it bears the signature of the Academic Registrar.'],
    continued: (x) => `${x.candidate.fullName} — ${x.studentNumber} — continued`,
    pageLabel: (n, total) => `Page ${n} of ${total}`,
  };
}

function frReleve(q: Qualification): TranscriptStyle {
  const c = q.candidate;
  const dob = formatDate(c.dateOfBirth, 'slash');
  return {
    layout: 'fr-releve', language: 'fr', size: A4, family: 'Helvetica', accent: '#00336e', margin: 40, letterhead: 'left',
    letterLines: [{ text: 'RÉPUBLIQUE FRANÇAISE', size: 8, font: 'bold' }, nameRun(q, 15), { text: q.institution.unit ?? '', size: 9 }, addressLine(q, false)],
    title: 'RELEVÉ DE NOTES ET RÉSULTATS',
    subtitle: `${q.degreeShort} — Session de ${q.completionYear}`,
    intro: [],
    info: [
      [
        { label: 'Nom', value: c.lastName.toUpperCase(), key: 'candidate.lastName', apply: (t) => t.candidate('lastName', c.lastName, c.lastName.toUpperCase()) },
        { label: 'Prénom', value: c.firstName, key: 'candidate.firstName', apply: (t) => { t.candidate('firstName', c.firstName); t.candidate('fullName', c.fullName, `${c.lastName.toUpperCase()} ${c.firstName}`); } },
        { label: 'Né(e) le', value: `${dob} à ${c.birthCity}`, key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, dob) },
        { label: 'N° étudiant', value: q.studentNumber, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
      ],
      [
        { label: 'Formation', value: q.program ?? '', key: 'qualification.program', apply: (t) => { t.qualification('program', q.program); t.degree(q); t.qualification('majorOrSpecialization', q.major.name); } },
        { label: "Année d'inscription", value: `${q.admissionYear}-${q.admissionYear + 1}`, key: 'qualification.yearOfAdmission', apply: (t) => t.qualification('yearOfAdmission', q.admissionYear, `${q.admissionYear}-${q.admissionYear + 1}`) },
        { label: 'Régime', value: 'Formation initiale' },
      ],
    ],
    labelWidth: 92,
    columns: [
      { header: 'Code', width: 70, align: 'left', cell: (x) => x.code, field: 'courseNumber' },
      { header: "Unité d'enseignement", width: 262, align: 'left', cell: (x) => x.name, field: 'courseName' },
      { header: 'ECTS', width: 50, align: 'right', cell: (x) => dec(x.credit), field: 'credit' },
      { header: 'Note /20', width: 62, align: 'right', cell: (x) => commaNum(x.marksScored, x.marksScored !== null && !Number.isInteger(x.marksScored) ? 1 : 0), field: 'marksScored' },
      { header: 'Résultat', width: 71, align: 'center', cell: (x) => x.passStatus ?? '', field: 'passStatus' },
    ],
    headerFill: '#e4e9f2',
    zebra: null,
    summary: [
      { label: 'Moyenne générale', value: q.cgpaPrinted, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
      { label: 'Crédits ECTS acquis', value: q.totalPrinted, key: 'qualification.totalCreditsOrMarks', apply: (t) => t.qualification('totalCreditsOrMarks', q.totalCredits, q.totalPrinted) },
      { label: 'Mention', value: q.classification ?? '' },
      { label: "Date d'obtention", value: formatDate(q.awardDate, 'slash'), key: 'qualification.yearOfCompletion', apply: (t) => { t.qualification('yearOfCompletion', q.completionYear, formatDate(q.awardDate, 'slash')); completed(t); } },
    ],
    closing: [[{ text: `Fait à ${q.institution.city}, le ${formatDate(q.transcriptIssueDate, 'fr-long')}`, key: 'qualification.dateOfIssue', apply: (t) => t.qualification('dateOfIssue', q.transcriptIssueDate, formatDate(q.transcriptIssueDate, 'fr-long')) }]],
    signatory: ['Pour le Président et par délégation,', 'La Directrice des études'],
    footnote: ["Une unité d'enseignement est acquise avec une note égale ou supérieure à 10/20 ou par compensation au sein du semestre.",
      'Il ne sera délivré qu’un seul exemplaire de ce relevé. Aucun duplicata ne sera fourni.'],
    continued: (x) => `${x.candidate.lastName.toUpperCase()} ${x.candidate.firstName} — N° ${x.studentNumber} (suite)`,
    pageLabel: (n, total) => `Page ${n}/${total}`,
  };
}

function deZeugnis(q: Qualification): TranscriptStyle {
  const c = q.candidate;
  const pruefung = q.level === 'Master' ? 'Masterprüfung' : 'Bachelorprüfung';
  return {
    layout: 'de-zeugnis', language: 'de', size: A4, family: 'Helvetica', accent: '#1b5e20', margin: 45, letterhead: 'left',
    letterLines: [nameRun(q, 16), { text: q.institution.unit ?? '', size: 9.5 }, addressLine(q, true)],
    title: `Zeugnis über die ${pruefung}`,
    subtitle: 'Leistungsübersicht (Transcript of Records)',
    intro: [],
    info: [
      [
        { label: 'Name', value: c.fullName, key: 'candidate.fullName', apply: (t) => t.fullName(q) },
        { label: 'Geburtsdatum', value: formatDate(c.dateOfBirth, 'de-num'), key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, formatDate(c.dateOfBirth, 'de-num')) },
        { label: 'Geburtsort', value: c.birthCity },
        { label: 'Matrikelnummer', value: q.studentNumber, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
      ],
      [
        { label: 'Studiengang', value: q.major.name, key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.major.name) },
        { label: 'Abschluss', value: q.degreeName, key: 'qualification.name', apply: (t) => t.degree(q) },
        { label: 'Studienbeginn', value: `Wintersemester ${q.admissionYear}/${String((q.admissionYear + 1) % 100).padStart(2, '0')}`, key: 'qualification.yearOfAdmission', apply: (t) => t.qualification('yearOfAdmission', q.admissionYear, `Wintersemester ${q.admissionYear}/${String((q.admissionYear + 1) % 100).padStart(2, '0')}`) },
      ],
    ],
    labelWidth: 88,
    columns: [
      { header: 'Nr.', width: 58, align: 'left', cell: (x) => x.code, field: 'courseNumber' },
      { header: 'Modul', width: 262, align: 'left', cell: (x) => x.name, field: 'courseName' },
      { header: 'ECTS', width: 50, align: 'right', cell: (x) => dec(x.credit), field: 'credit' },
      { header: 'Note', width: 55, align: 'right', cell: (x) => x.grade ?? '', field: 'grade' },
      { header: 'Status', width: 80, align: 'center', cell: (x) => x.passStatus ?? '', field: 'passStatus' },
    ],
    headerFill: '#e3ede3',
    zebra: '#f6f9f6',
    summary: [
      { label: 'Gesamtnote', value: `${q.cgpaPrinted} (${q.classification ?? ''})`, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
      { label: 'Erworbene ECTS-Leistungspunkte', value: q.totalPrinted, key: 'qualification.totalCreditsOrMarks', apply: (t) => t.qualification('totalCreditsOrMarks', q.totalCredits, q.totalPrinted) },
      { label: 'Datum des Abschlusses', value: formatDate(q.awardDate, 'de-num'), key: 'qualification.yearOfCompletion', apply: (t) => { t.qualification('yearOfCompletion', q.completionYear, formatDate(q.awardDate, 'de-num')); completed(t); } },
    ],
    closing: [[{ text: `${q.institution.city}, den ${formatDate(q.transcriptIssueDate, 'de-num')}`, key: 'qualification.dateOfIssue', apply: (t) => t.qualification('dateOfIssue', q.transcriptIssueDate, formatDate(q.transcriptIssueDate, 'de-num')) }]],
    signatory: ['Vorsitzende/r des Prüfungsausschusses'],
    footnote: ['Notenskala: 1,0–1,5 sehr gut; 1,6–2,5 gut; 2,6–3,5 befriedigend; 3,6–4,0 ausreichend; über 4,0 nicht bestanden.',
      'Die Gesamtnote ergibt sich aus dem nach ECTS-Leistungspunkten gewichteten Mittel der Modulnoten.'],
    continued: (x) => `${x.candidate.fullName}, Matrikelnummer ${x.studentNumber} – Fortsetzung`,
    pageLabel: (n, total) => `Seite ${n} von ${total}`,
  };
}

function esCertificado(q: Qualification): TranscriptStyle {
  const c = q.candidate;
  const trato = c.sex === 'F' ? 'Dña.' : 'D.';
  return {
    layout: 'es-certificado', language: 'es', size: A4, family: 'Times', accent: '#8b1a1a', margin: 45, letterhead: 'center',
    letterLines: [nameRun(q, 17), { text: q.institution.unit ?? '', size: 10 }, addressLine(q, true)],
    title: 'CERTIFICADO ACADÉMICO PERSONAL',
    subtitle: 'Certificado de notas',
    intro: [
      [{ text: `${q.institution.unit ?? 'La Secretaría General'} de la ${q.institution.name}` }, { text: ' CERTIFICA:', font: 'bold' }],
      [{ text: `que ${trato} ` }, { text: c.fullName, font: 'bold', key: 'candidate.fullName', apply: (t) => t.fullName(q) }, { text: ', ha cursado en esta Universidad los estudios que se indican,' }],
      [{ text: 'con las calificaciones que a continuación se relacionan.' }],
    ],
    info: [
      [
        { label: 'N.º de expediente', value: q.studentNumber, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
        { label: 'Fecha de nacimiento', value: formatDate(c.dateOfBirth, 'slash'), key: 'candidate.dateOfBirth', apply: (t) => t.candidate('dateOfBirth', c.dateOfBirth, formatDate(c.dateOfBirth, 'slash')) },
        { label: 'Año de inicio', value: `${q.admissionYear}`, key: 'qualification.yearOfAdmission', apply: (t) => t.qualification('yearOfAdmission', q.admissionYear) },
      ],
      [
        { label: 'Duración', value: `${q.durationYears} ${q.durationYears > 1 ? 'años' : 'año'}`, key: 'qualification.programDuration', apply: (t) => t.qualification('programDuration', String(q.durationYears), `${q.durationYears} ${q.durationYears > 1 ? 'años' : 'año'}`) },
        { label: 'Plan de estudios', value: `${q.admissionYear - 2} (BOE)` },
      ],
    ],
    wide: [{ label: 'Titulación', value: q.degreeName, key: 'qualification.name', apply: (t) => { t.degree(q); t.qualification('majorOrSpecialization', q.major.name); } }],
    labelWidth: 100,
    columns: [
      { header: 'Código', width: 58, align: 'left', cell: (x) => x.code, field: 'courseNumber' },
      { header: 'Asignatura', width: 245, align: 'left', cell: (x) => x.name, field: 'courseName' },
      { header: 'Créditos', width: 52, align: 'right', cell: (x) => dec(x.credit), field: 'credit' },
      { header: 'Nota', width: 50, align: 'right', cell: (x) => commaNum(x.marksScored, 1), field: 'marksScored' },
      { header: 'Calificación', width: 100, align: 'center', cell: (x) => x.grade ?? '', field: 'grade' },
    ],
    headerFill: '#f1e4e4',
    zebra: null,
    summary: [
      { label: 'Créditos superados', value: q.totalPrinted, key: 'qualification.totalCreditsOrMarks', apply: (t) => t.qualification('totalCreditsOrMarks', q.totalCredits, q.totalPrinted) },
      { label: 'Nota media del expediente', value: q.cgpaPrinted, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
      { label: 'Fecha de finalización', value: formatDate(q.awardDate, 'slash'), key: 'qualification.yearOfCompletion', apply: (t) => { t.qualification('yearOfCompletion', q.completionYear, formatDate(q.awardDate, 'slash')); completed(t); } },
    ],
    closing: [[{ text: `Y para que conste, expido el presente certificado en ${q.institution.city}, a ${formatDate(q.transcriptIssueDate, 'es-long')}.`, key: 'qualification.dateOfIssue', apply: (t) => t.qualification('dateOfIssue', q.transcriptIssueDate, formatDate(q.transcriptIssueDate, 'es-long')) }]],
    signatory: ['La Secretaria General'],
    footnote: ['Escala de calificaciones (0–10): 0–4,9 Suspenso; 5,0–6,9 Aprobado; 7,0–8,9 Notable; 9,0–10 Sobresaliente.',
      'Este certificado carece de validez sin la firma y el sello de la Secretaría General.'],
    continued: (x) => `${x.candidate.fullName} — Expediente ${x.studentNumber} (continuación)`,
    pageLabel: (n, total) => `Página ${n} de ${total}`,
  };
}

function inMarksheet(q: Qualification): TranscriptStyle {
  const c = q.candidate;
  return {
    layout: 'in-marksheet', language: 'en', size: A4, family: 'Times', accent: '#7a4b00', margin: 36, letterhead: 'center',
    letterLines: [nameRun(q, 18), { text: '(An Autonomous Institution recognised by the University Grants Commission)', size: 8.5, font: 'italic' }, addressLine(q, true), { text: q.institution.unit ?? '', size: 9.5, font: 'bold' }],
    title: 'CONSOLIDATED STATEMENT OF MARKS',
    subtitle: null,
    intro: [],
    info: [
      [
        { label: 'Name of the Student', value: c.fullName, key: 'candidate.fullName', apply: (t) => t.fullName(q) },
        { label: "Father's Name", value: `${q.candidate.sex === 'F' ? 'Suresh' : 'Ramesh'} ${c.lastName}` },
        { label: 'Enrolment No.', value: q.studentNumber, key: 'qualification.registrationNumber', apply: (t) => t.qualification('registrationNumber', q.studentNumber) },
        { label: 'Degree', value: q.degreeName, key: 'qualification.name', apply: (t) => t.degree(q) },
      ],
      [
        { label: 'Programme', value: q.program ?? '', key: 'qualification.program', apply: (t) => t.qualification('program', q.program) },
        { label: 'Branch', value: q.program?.replace(/^.*\((.*)\)$/, '$1') ?? '', key: 'qualification.majorOrSpecialization', apply: (t) => t.qualification('majorOrSpecialization', q.program?.replace(/^.*\((.*)\)$/, '$1') ?? null) },
        { label: 'Year of Admission', value: String(q.admissionYear), key: 'qualification.yearOfAdmission', apply: (t) => t.qualification('yearOfAdmission', q.admissionYear) },
        { label: 'Duration', value: `${q.durationYears} Years`, key: 'qualification.programDuration', apply: (t) => t.qualification('programDuration', String(q.durationYears), `${q.durationYears} Years`) },
      ],
    ],
    labelWidth: 96,
    columns: [
      { header: 'Code', width: 48, align: 'left', cell: (x) => x.code, field: 'courseNumber' },
      { header: 'Subject', width: 232, align: 'left', cell: (x) => x.name, field: 'courseName' },
      { header: 'Credits', width: 44, align: 'right', cell: (x) => dec(x.credit), field: 'credit' },
      { header: 'Max. Marks', width: 56, align: 'right', cell: (x) => num(x.maximumMarks), field: 'maximumMarks' },
      { header: 'Marks Obt.', width: 56, align: 'right', cell: (x) => num(x.marksScored), field: 'marksScored' },
      { header: 'Grade', width: 44, align: 'center', cell: (x) => x.grade ?? '', field: 'grade' },
      { header: 'Result', width: 43, align: 'center', cell: (x) => x.passStatus ?? '', field: 'passStatus' },
    ],
    headerFill: '#f3ead9',
    zebra: null,
    summary: [
      { label: 'Grand Total', value: q.totalPrinted, key: 'qualification.totalCreditsOrMarks', apply: (t) => t.qualification('totalCreditsOrMarks', q.totalCredits, q.totalPrinted) },
      { label: 'CGPA', value: `${q.cgpaPrinted} (on a 10-point scale)`, key: 'qualification.cgpa', apply: (t) => t.qualification('cgpa', q.cgpa, q.cgpaPrinted) },
      { label: 'Year of Passing', value: String(q.completionYear), key: 'qualification.yearOfCompletion', apply: (t) => { t.qualification('yearOfCompletion', q.completionYear); completed(t); } },
      { label: 'Result', value: `PASSED — ${q.classification ?? ''}` },
      { label: 'Date of Issue', value: formatDate(q.transcriptIssueDate, 'in-num'), key: 'qualification.dateOfIssue', apply: (t) => t.qualification('dateOfIssue', q.transcriptIssueDate, formatDate(q.transcriptIssueDate, 'in-num')) },
    ],
    closing: [],
    signatory: ['Controller of Examinations'],
    footnote: ['P: Pass, F: Fail. Grades: O (90-100), A+ (80-89), A (70-79), B+ (60-69), B (55-59), C (50-54), P (40-49).',
      'Any alteration in this statement renders it invalid. Verify at the Office of the Controller of Examinations.'],
    continued: (x) => `Statement of Marks: ${x.candidate.fullName} (Enrolment No. ${x.studentNumber}) — continued`,
    pageLabel: (n, total) => `Page ${n} of ${total}`,
  };
}

const STYLES: Record<TranscriptLayoutId, (q: Qualification) => TranscriptStyle> = {
  'us-registrar': usRegistrar,
  'uk-modules': ukModules,
  'fr-releve': frReleve,
  'de-zeugnis': deZeugnis,
  'es-certificado': esCertificado,
  'in-marksheet': inMarksheet,
};

// ---------------------------------------------------------------------------------------------
// Renderer

export async function renderTranscript(q: Qualification): Promise<RenderedDocument> {
  const style = STYLES[q.transcriptLayout](q);
  const f = fonts(style.family);
  const sheet = new Sheet({
    size: style.size,
    title: `${style.title} — ${q.candidate.fullName}`,
    author: q.institution.name,
    subject: style.title,
    creationDate: new Date(`${q.transcriptIssueDate}T10:00:00Z`),
  });
  const truth = new TruthBuilder(style.language);
  const W = sheet.width;
  const H = sheet.height;
  const m = style.margin;
  const contentWidth = W - 2 * m;
  const bottom = H - 64;
  const fontOf = (r: Run) => f[r.font ?? 'regular'];
  const apply = (a?: Apply) => a?.(truth);

  // Letterhead
  let y = 34;
  if (style.letterhead === 'left') {
    sheet.crest(m + 26, y + 26, 26, q.institution.initials, style.accent);
    let ly = y + 2;
    for (const r of style.letterLines) {
      if (!r.text) continue;
      const size = r.size ?? 9;
      sheet.text(r.text, m + 64, ly, { font: fontOf(r), size, color: r === style.letterLines[0] || r.key === 'institution.name' ? style.accent : '#222222', key: r.key });
      apply(r.apply);
      ly += size + 4;
    }
    y = Math.max(y + 58, ly) + 6;
  } else {
    sheet.crest(W / 2, y + 22, 22, q.institution.initials, style.accent);
    let ly = y + 50;
    for (const r of style.letterLines) {
      if (!r.text) continue;
      const size = r.size ?? 9;
      sheet.text(r.text, m, ly, { font: fontOf(r), size, width: contentWidth, align: 'center', color: r.key === 'institution.name' ? style.accent : '#222222', key: r.key });
      apply(r.apply);
      ly += size + 4;
    }
    y = ly + 4;
  }
  sheet.line(m, y, W - m, y, 1.2, style.accent);
  y += 10;
  sheet.text(style.title, m, y, { font: f.bold, size: 13, width: contentWidth, align: 'center' });
  y += 18;
  if (style.subtitle) {
    sheet.text(style.subtitle, m, y, { font: f.italic, size: 9.5, width: contentWidth, align: 'center' });
    y += 15;
  }
  y += 4;

  // Running text (certificates)
  for (const line of style.intro) {
    let x = m;
    for (const r of line) {
      const b = sheet.text(r.text, x, y, { font: fontOf(r), size: r.size ?? 9.5, key: r.key });
      apply(r.apply);
      x += b.width;
    }
    y += 14;
  }
  if (style.intro.length) y += 4;

  // Information block: columns of "label: value"
  const colWidth = contentWidth / style.info.length;
  let infoBottom = y;
  style.info.forEach((column, ci) => {
    let iy = y;
    const x = m + ci * colWidth;
    for (const field of column) {
      sheet.text(`${field.label}:`, x, iy, { font: f.bold, size: 8.5 });
      sheet.text(field.value, x + style.labelWidth, iy, { font: f.regular, size: 8.5, key: field.key, width: colWidth - style.labelWidth - 6, fit: true });
      apply(field.apply);
      iy += 13;
    }
    infoBottom = Math.max(infoBottom, iy);
  });
  y = infoBottom;
  for (const field of style.wide ?? []) {
    sheet.text(`${field.label}:`, m, y, { font: f.bold, size: 8.5 });
    sheet.text(field.value, m + style.labelWidth, y, { font: f.regular, size: 8.5, key: field.key, width: contentWidth - style.labelWidth, fit: true });
    apply(field.apply);
    y += 13;
  }
  y += 8;

  // Course table
  const rowH = 12.5;
  const colX: number[] = [];
  style.columns.reduce((x, c) => (colX.push(x), x + c.width), m);
  const tableWidth = style.columns.reduce((s, c) => s + c.width, 0);
  const header = () => {
    sheet.fill(m, y, tableWidth, rowH + 2, style.headerFill);
    style.columns.forEach((c, i) => sheet.text(c.header, colX[i] + 3, y + 3, { font: f.bold, size: 8, width: c.width - 6, align: c.align }));
    y += rowH + 4;
  };
  const newPage = () => {
    sheet.addPage();
    y = 36;
    sheet.text(q.institution.name, m, y, { font: f.bold, size: 10, color: style.accent });
    y += 14;
    sheet.text(style.continued(q), m, y, { font: f.italic, size: 8.5 });
    y += 12;
    sheet.line(m, y, W - m, y, 0.8, style.accent);
    y += 8;
    header();
  };
  header();
  for (const term of q.terms) {
    if (y + rowH * 3 > bottom) newPage();
    sheet.text(term.heading, m + 3, y + 2, { font: f.bold, size: 8.8, color: style.accent, key: `term.${q.terms.indexOf(term)}.heading` });
    y += rowH + 1;
    term.courses.forEach((course, ci) => {
      if (y + rowH > bottom) newPage();
      if (style.zebra && ci % 2 === 1) sheet.fill(m, y - 1, tableWidth, rowH, style.zebra);
      const index = truth.course(term, course);
      style.columns.forEach((c, i) => {
        sheet.text(c.cell(course), colX[i] + 3, y + 1.5, { font: f.regular, size: 8.5, width: c.width - 6, align: c.align, fit: c.field === 'courseName', key: `course.${index}.${c.field}` });
      });
      y += rowH;
    });
    if (term.summary) {
      if (y + rowH > bottom) newPage();
      sheet.text(term.summary, m + 3, y + 1.5, { font: f.italic, size: 8, width: tableWidth - 6, align: 'right' });
      y += rowH;
    }
    y += 4;
  }
  sheet.line(m, y, m + tableWidth, y, 0.6, '#555555');
  y += 8;

  // Summary, closing, signature
  const summaryHeight = style.summary.length * 13 + style.closing.length * 14 + 64;
  if (y + summaryHeight > bottom) newPage();
  const summaryLabel = Math.max(...style.summary.map((field) => sheet.widthOf(`${field.label}:`, f.bold, 9))) + 14;
  for (const field of style.summary) {
    sheet.text(`${field.label}:`, m, y, { font: f.bold, size: 9 });
    sheet.text(field.value, m + summaryLabel, y, { font: f.regular, size: 9, key: field.key });
    apply(field.apply);
    y += 13;
  }
  y += 6;
  for (const line of style.closing) {
    let x = m;
    for (const r of line) {
      const b = sheet.text(r.text, x, y, { font: fontOf(r), size: r.size ?? 9, key: r.key });
      apply(r.apply);
      x += b.width;
    }
    y += 14;
  }
  const sigX = W - m - 190;
  sheet.signature(sigX + 20, y + 22, 140, q.studentNumber.length * 7919 + q.completionYear);
  sheet.line(sigX, y + 32, W - m, y + 32, 0.6);
  style.signatory.forEach((s, i) => sheet.text(s, sigX, y + 36 + i * 11, { font: f.regular, size: 8.5, width: 190, align: 'center' }));

  // Footers on every page
  const total = sheet.pageCount;
  for (let p = 1; p <= total; p++) {
    sheet.switchTo(p);
    sheet.line(m, H - 52, W - m, H - 52, 0.4, '#777777');
    style.footnote.forEach((line, i) => sheet.text(line, m, H - 47 + i * 9.5, { font: f.italic, size: 6.8, color: '#333333', width: contentWidth, fit: true }));
    sheet.text(style.pageLabel(p, total), m, H - 22, { font: f.regular, size: 7.5, width: contentWidth, align: 'right' });
  }

  const pdf = await sheet.end();
  return { pdf, pages: total, boxes: sheet.boxes, expected: truth.build(), printed: truth.printed, language: style.language, layout: style.layout, pageSize: style.size };
}
