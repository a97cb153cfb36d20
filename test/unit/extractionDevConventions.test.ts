/**
 * Conventions of development documents the key-field and table readers missed (wip/nm): the Greek
 * state's style as a printed country, the Romanian institution words with their definite article, titles
 * in two languages whose national half looks English by its ending, the Spanish "Apellido y Nombres"
 * caption and the last subject passed, an examination's year over a registration session, the last
 * examination year of an annual-system transcript, the Turkish "Öğrenci" caption, the school an Italian
 * state examination was passed at. Small generated pages; invented people and schools.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';
import { englishRendering } from '../../src/processing/language';
import { extractCourses, latinForm } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: development conventions (wip/nm)', () => {
  it('reads the Greek state printed at the head of a page, "ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ", as Greece', () => {
    const r = extractDocumentFields(doc([
      [['ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ', 236, 10]],
      [['Πανεπιστήμιο Ορεινής Χώρας', 200, 14]],
      [['ΑΝΑΛΥΤΙΚΗ ΒΑΘΜΟΛΟΓΙΑ', 203, 12]],
      [['Επώνυμο:', 42], ['Παπαδοπούλου', 154], ['Όνομα:', 298], ['Μαρία', 410]],
    ]), 'transcript');
    expect(r.institution.countryCode).to.equal('GR');
  });

  it('reads a Romanian letterhead whose institution word carries its definite article ("UNIVERSITATEA …")', () => {
    const r = extractDocumentFields(doc([
      [['ROMÂNIA', 276, 10]],
      [['MINISTERUL EDUCAȚIEI', 251, 10]],
      [['UNIVERSITATEA DE VEST DIN VALEA MARE', 180, 12]],
      [['SUPLIMENT LA DIPLOMĂ / DIPLOMA SUPPLEMENT', 137, 12]],
      [['1.1 Numele de familie / Family name(s)', 60], ['POPESCU', 280]],
      [['1.2 Prenumele / Given name(s)', 60], ['Ioana', 280]],
    ]), 'transcript');
    expect(r.institution.name).to.equal('UNIVERSITATEA DE VEST DIN VALEA MARE');
    const school = extractDocumentFields(doc([
      [['COLEGIUL NAȚIONAL DIN VALEA MARE', 150, 12]],
      [['FOAIE MATRICOLĂ', 220, 12]],
    ]), 'transcript');
    expect(school.institution.name).to.equal('COLEGIUL NAȚIONAL DIN VALEA MARE');
  });

  it('tells the English rendering of a title whose national half ends like an English word', () => {
    // Dutch -ing nouns and a compound written solid; Uzbek "O'zbekistonning"; English "-try".
    expect(englishRendering('Inleiding Bedrijfskunde', 'Introduction to Business Administration')).to.equal(1);
    expect(englishRendering('Boekhouden en Verslaggeving', 'Accounting and Reporting')).to.equal(1);
    expect(englishRendering('Projectmanagement', 'Project Management')).to.equal(1);
    expect(englishRendering('Project Management', 'Projectmanagement')).to.equal(0);
    expect(latinForm("O'zbekistonning eng yangi tarixi / Modern History of Uzbekistan")).to.equal('Modern History of Uzbekistan');
    expect(latinForm('Geometrie / Geometry')).to.equal('Geometry');
    // A title wrapped in English, where only the language could tell a translation: undecided.
    expect(englishRendering('Advanced Topics in Machine', 'Learning and Data Mining', true)).to.equal(null);
    expect(englishRendering('Introduction to Management', 'Science and Practice')).to.equal(null);
    expect(latinForm('Theory and Practice / Case Studies')).to.equal('Theory and Practice / Case Studies');
  });

  it('reads the holder under "Apellido y Nombres" and the completion from the last subject passed', () => {
    const r = extractDocumentFields(doc([
      [['REPÚBLICA ARGENTINA', 248, 10]],
      [['UNIVERSIDAD NACIONAL DEL VALLE ALTO', 129, 13]],
      [['CERTIFICADO ANALÍTICO', 201, 12]],
      [['Apellido y Nombres:', 45], ['GÓMEZ, Valentina', 165]],
      [['Fecha de nacimiento:', 45], ['19/04/1998', 165]],
      [['Carrera:', 45], ['Licenciatura en Psicología', 165]],
      [['Promedio general: 6,80 (20 asignaturas aprobadas)', 45]],
      [['Se certifica que GÓMEZ, Valentina ha completado los estudios correspondientes a la carrera de Licenciatura', 45]],
      [['en Psicología, obteniendo el título de Licenciada en Psicología, habiendo aprobado la última asignatura el', 45]],
      [['14 de diciembre de 2021. Se extiende el presente a solicitud de la interesada, a los 20 días del mes de', 45]],
      [['marzo de 2022.', 45]],
    ]), 'transcript');
    expect(r.candidate).to.include({ fullName: 'Valentina Gómez', firstName: 'Valentina', lastName: 'Gómez' });
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('dates a school examination by the year its title prints, not by the registration session', () => {
    const r = extractDocumentFields(doc([
      [['BOARD OF SECONDARY AND HIGHER SECONDARY EDUCATION, NORTHFIELD', 56, 12]],
      [['Northfield, Bangladesh', 244, 10]],
      [['ACADEMIC TRANSCRIPT', 198, 12]],
      [['SECONDARY SCHOOL CERTIFICATE EXAMINATION, 2023', 135, 11]],
      [['Name of Student', 66], [': RAHIM UDDIN', 186]],
      [['Roll No', 66], [': 802137', 186]],
      [['Session', 66], [': 2021-22', 186]],
      [['Date of Birth', 66], [': 26/08/2007', 186]],
      [['GPA: 5.00', 56], ['RESULT: PASSED', 439]],
    ]), 'marksheet');
    expect(r.qualification.yearOfCompletion).to.equal(2023);
  });

  it('dates an annual-system transcript closed by its division by the last examination year', () => {
    const rows: Cell[][] = [
      [['HIMAL VALLEY UNIVERSITY', 110, 14]],
      [['Pokhara, Nepal', 110, 9]],
      [['ACADEMIC TRANSCRIPT', 213, 12]],
      [['Faculty of Management · Bachelor of Business Studies (BBS)', 166, 10]],
      [['Name of the Student: RAM THAPA', 52], ['Year of Admission: 2017', 298]],
      [['Code', 55], ['Subjects', 111], ['Full', 381], ['Pass', 440], ['Marks', 500]],
      [['FIRST YEAR — Exam Year 2018', 55]],
      [['MGT 201', 55], ['Business English', 111], ['100', 381], ['35', 440], ['72', 505]],
      [['SECOND YEAR — Exam Year 2019', 55]],
      [['MGT 211', 55], ['Business Statistics', 111], ['100', 381], ['35', 440], ['66', 505]],
      [['THIRD YEAR — Exam Year 2020', 55]],
      [['MGT 221', 55], ['Financial Management', 111], ['100', 381], ['35', 440], ['61', 505]],
    ];
    const running = extractDocumentFields(doc(rows), 'transcript');
    expect(running.qualification.yearOfCompletion).to.equal(null);
    const done = extractDocumentFields(doc([...rows, [['Grand Total: 199 / 300', 52]], [['Division: First Division', 52]]]), 'transcript');
    expect(done.qualification.yearOfCompletion).to.equal(2020);
  });

  it('reads the holder after the Turkish caption "Öğrenci:" beside the student number', () => {
    const r = extractDocumentFields(doc([
      [['Toros Bilim Üniversitesi', 193, 14]],
      [['Mersin, Türkiye', 262, 10]],
      [['Transkript', 265, 12]],
      [['Öğrenci: Elif Korkmaz', 40], ['Öğrenci No: 70177580', 298]],
    ]), 'transcript');
    expect(r.candidate).to.include({ fullName: 'Elif Korkmaz', lastName: 'Korkmaz' });
    expect(r.qualification.registrationNumber).to.equal('70177580');
  });

  it('names the school an Italian state examination was passed at, not the ministry heading the diploma', () => {
    const rows = (ministry: string): Cell[][] => [
      [['REPUBBLICA ITALIANA', 340, 12]],
      [[ministry, 307, 11]],
      [['Diploma di Esame di Stato', 242, 16]],
      [['Si attesta che il candidato', 367, 10]],
      [['ROSSI Marco', 336, 12]],
      [['nato a Valdoria il 04/09/2001', 355, 10]],
      [['ha superato l’Esame di Stato nell’anno scolastico 2019/2020 presso Liceo Scientifico Statale di Valdoria (cod. mecc. XXPS00000X)', 40, 9]],
      [['Valdoria, 14 luglio 2020', 90, 10]],
    ];
    expect(extractDocumentFields(doc(rows('Ministero dell’Istruzione, dell’Università e della Ricerca')), 'diploma').institution.name).to.equal('Liceo Scientifico Statale di Valdoria');
    expect(extractDocumentFields(doc(rows('Ministero dell’Istruzione e del Merito')), 'diploma').institution.name).to.equal('Liceo Scientifico Statale di Valdoria');
    // A letterhead that is no ministry keeps its place.
    expect(extractDocumentFields(doc([[['Istituto Tecnico Statale di Montebello', 200, 16]], ...rows('Ministero dell’Istruzione e del Merito').slice(2)]), 'diploma').institution.name).to.equal('Istituto Tecnico Statale di Montebello');
  });

  it('reads credits under "UC", the unidades de crédito of Dominican and Venezuelan records', () => {
    const courses = extractCourses(groupLines(pageOfRows([
      [['Código', 56], ['Asignatura', 136], ['UC', 409], ['Nota', 479]],
      [['ZI230', 56], ['Metodología de la Investigación', 136], ['5', 409], ['4', 479]],
      [['IW113', 56], ['Trabajo de Grado', 136], ['10', 409], ['3', 479]],
      [['DF479', 56], ['Ética Profesional', 136], ['6', 409], ['5', 479]],
    ]))).courses;
    expect(courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([['Metodología de la Investigación', 5, '4'], ['Trabajo de Grado', 10, '3'], ['Ética Profesional', 6, '5']]);
  });
});
