/**
 * Rules the rotated group w3- showed (docs/document-understanding.md, "Forms the rotated group w3- showed" and "Tables
 * the rotated group w3- showed"), each tested on another wording than the documents it came from. Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]) => ({ pages: [pageOfRows(rows)] }) as DocumentText;
const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields(doc(rows), kind);

const courses = (rows: Array<Array<[string, number]>>) => extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;

describe('extraction: conventions of the rotated group w3-', () => {
  it('reads "Degree in view" as the qualification aimed at (A degree in view is the one aimed at)', () => {
    const got = read([
      [['KANO RIVER POLYTECHNIC UNIVERSITY', 60, 13]],
      [['PMB 3011, Kano, Nigeria', 60]],
      [['TRANSCRIPT OF ACADEMIC RECORD', 60, 12]],
      [['Name:', 40], ['BELLO, Amina', 110], ['Degree in view:', 320], ['Bachelor of Engineering', 400]],
      [['Matric. No.:', 40], ['19/EEE/0412', 110]],
      [['Course', 40], ['Units', 330], ['Grade', 400]],
      [['Circuit Theory', 40], ['3', 335], ['A', 400]],
      [['Signals and Systems', 40], ['3', 335], ['B', 400]],
      [['Date of issue: 12 March 2022', 40]],
    ], 'transcript');
    expect([got.qualification.name, got.qualification.level, got.qualification.yearOfCompletion]).to.deep.equal(['Bachelor of Engineering', 'Bachelor', null]);
  });

  it('takes a name followed by "City" for the city after another place too (A name with the word City is the city, after a place too)', () => {
    const got = read([
      [['Colegio de San Roque', 60, 13]],
      [['8 Osmeña Boulevard, Talisay, Cebu City 6000, Philippines', 60]],
      [['OFFICIAL TRANSCRIPT OF RECORDS', 60, 12]],
      [['Name:', 40], ['REYES, MARIA', 140]],
      [['Course No.', 40], ['Descriptive Title', 110], ['Final Grade', 380], ['Units', 440]],
      [['GE 1', 40], ['Understanding the Self', 110], ['1.75', 390], ['3', 445]],
      [['GE 2', 40], ['Purposive Communication', 110], ['2.00', 390], ['3', 445]],
    ], 'transcript');
    expect([got.institution.countryCode, got.institution.state]).to.deep.equal(['PH', null]);
  });

  it('reads no completion from a session that ends before the examination the heading names (A session before the examination is the registration\'s)', () => {
    const got = read([
      [['PADMA RIVER UNIVERSITY', 60, 13]],
      [['Rajshahi-6205, Bangladesh', 60]],
      [['GRADE SHEET', 60, 12]],
      [['2nd Year Honours Examination 2019', 60]],
      [['Name of the Student', 40], [':', 170], ['Tahmina Akter', 180]],
      [['Session', 40], [':', 170], ['2016-2017', 180]],
      [['Programme', 40], [':', 170], ['Bachelor of Arts (Honours) in English', 180]],
      [['Course Code', 40], ['Course Title', 100], ['Credit', 300], ['Letter Grade', 360]],
      [['ENG-201', 40], ['Romantic Poetry', 100], ['4', 305], ['A', 370]],
      [['ENG-202', 40], ['Victorian Novel', 100], ['4', 305], ['B+', 370]],
    ], 'marksheet');
    expect([got.qualification.yearOfCompletion, got.qualification.status]).to.deep.equal([null, null]);
  });

  it('reads a session of the examination\'s own year as before', () => {
    const got = read([
      [['PADMA RIVER UNIVERSITY', 60, 13]],
      [['Rajshahi-6205, Bangladesh', 60]],
      [['GRADE SHEET', 60, 12]],
      [['Final Examination 2017', 60]],
      [['Name of the Student', 40], [':', 170], ['Tahmina Akter', 180]],
      [['Session', 40], [':', 170], ['2016-2017', 180]],
      [['Programme', 40], [':', 170], ['Bachelor of Arts (Honours) in English', 180]],
      [['Course Code', 40], ['Course Title', 100], ['Credit', 300], ['Letter Grade', 360]],
      [['ENG-401', 40], ['Modern Drama', 100], ['4', 305], ['A', 370]],
    ], 'marksheet');
    expect(got.qualification.yearOfCompletion).to.equal(2017);
  });

  it('reads no completion from the session of an examination of one year of the programme (A session before the examination is the registration\'s)', () => {
    const got = read([
      [['PADMA RIVER UNIVERSITY', 60, 13]],
      [['Rajshahi-6205, Bangladesh', 60]],
      [['GRADE SHEET', 60, 12]],
      [['First Year Honours Examination 2018', 60]],
      [['Name of the Student', 40], [':', 170], ['Tahmina Akter', 180]],
      [['Session', 40], [':', 170], ['2017-2018', 180]],
      [['Programme', 40], [':', 170], ['Bachelor of Arts (Honours) in English', 180]],
      [['Course Code', 40], ['Course Title', 100], ['Credit', 300], ['Letter Grade', 360]],
      [['ENG-101', 40], ['Introduction to Poetry', 100], ['4', 305], ['A', 370]],
    ], 'marksheet');
    expect([got.qualification.yearOfCompletion, got.qualification.status]).to.deep.equal([null, null]);
  });

  it('reads a header label raised beside the header line as a column of its own (A label raised beside the header)', () => {
    const got = courses([
      [['Marks Obtained', 300]],
      [['Letter Grade', 430], ['Grade Point', 490]],
      [['Code', 40], ['Course Title', 90], ['Credit', 250], ['Theory', 290], ['Practical', 330], ['Total', 380]],
      [['PHY-201', 40], ['Optics', 90], ['3', 255], ['48', 295], ['20', 335], ['68', 385], ['B+', 440], ['3.25', 495]],
      [['PHY-202', 40], ['Quantum Mechanics I', 90], ['3', 255], ['55', 295], ['22', 335], ['77', 385], ['A', 440], ['3.75', 495]],
      [['PHY-203', 40], ['Electronics', 90], ['2', 255], ['40', 295], ['18', 335], ['58', 385], ['B-', 440], ['2.75', 495]],
    ]);
    expect(got.map((c) => [c.courseNumber, c.grade, c.marksScored])).to.deep.equal([
      ['PHY-201', 'B+', 68], ['PHY-202', 'A', 77], ['PHY-203', 'B-', 58],
    ]);
  });

  it('reads the holder and the birth from a confirmation in the first person in Russian (The East Slavic verbs; A date marked as the birth\'s)', () => {
    const got = read([
      [['Федеральное государственное бюджетное образовательное учреждение', 60]],
      [['«Приволжский педагогический университет»', 60]],
      [['г. Казань, Россия', 60]],
      [['СПРАВКА', 200, 12]],
      [['Удостоверяем, что Соколов Игорь Петрович, 03.11.1999 г.р., обучался в университете', 40]],
      [['с 1 сентября 2017 г. по 30 июня 2021 г. и окончил его.', 40]],
    ], 'diploma');
    expect([got.candidate.lastName, got.candidate.dateOfBirth]).to.deep.equal(['Соколов', '1999-11-03']);
    expect(got.candidate.fullName).to.include('Игорь');
  });

  it('reads the holder up to the verb where no comma follows the name (A confirmation in the first person, in Russian and Ukrainian)', () => {
    const got = read([
      [['Національний університет «Подільська академія»', 60]],
      [['м. Вінниця, Україна', 60]],
      [['ДОВІДКА', 200, 12]],
      [['Цим засвідчуємо, що Коваленко Марія Іванівна навчалася в університеті з 2016 по 2020 рік.', 40]],
    ], 'diploma');
    expect(got.candidate.lastName).to.equal('Коваленко');
  });

  it('ends the title conferred at the holder\'s dative and reads the holder after it (The title conferred ends at the holder\'s dative)', () => {
    const got = read([
      [['UNIVERSIDAD DEL VALLE ALTO', 150, 13]],
      [['Cali, Valle del Cauca, Colombia', 150]],
      [['ACTA DE GRADO No. 1187', 180, 12]],
      [['El Consejo Superior, en sesión del día cinco de mayo, otorgó el título de', 40]],
      [['INGENIERO CIVIL a JUAN CAMILO REYES OSORIO, identificado con la cédula No. 94.512.330,', 40]],
      [['quien cumplió los requisitos del programa.', 40]],
    ], 'diploma');
    expect([got.candidate.fullName, got.qualification.name]).to.deep.equal(['Juan Camilo Reyes Osorio', 'Ingeniero Civil']);
  });

  it('reads no field from the place and date that open an act (A place and date is no field)', () => {
    const got = read([
      [['INSTITUTO TECNOLÓGICO DEL SUR', 150, 13]],
      [['Neiva, Colombia', 150]],
      [['ACTA DE GRADO INDIVIDUAL No. 0451', 150, 12]],
      [['En la ciudad de Neiva, a los tres (3) días del mes de abril', 40]],
      [['de dos mil veinte (2020), el Rector confirió el título de ADMINISTRADORA DE EMPRESAS a LAURA', 40]],
      [['MARCELA DÍAZ PEÑA, identificada con la cédula No. 1.075.220.118.', 40]],
    ], 'diploma');
    expect([got.qualification.name, got.qualification.majorOrSpecialization]).to.deep.equal(['Administradora de Empresas', null]);
  });

  it('dates the completion from a remark that says the student graduated (A remark is running text)', () => {
    const got = read([
      [['Colegio de Santa Clara', 60, 13]],
      [['Dumaguete City 6200, Philippines', 60]],
      [['OFFICIAL TRANSCRIPT OF RECORDS', 60, 12]],
      [['Name:', 40], ['SANTOS, JOSE', 140], ['Course:', 300], ['Bachelor of Arts in Psychology', 380]],
      [['Course No.', 40], ['Descriptive Title', 110], ['Final Grade', 380], ['Units', 440]],
      [['PSY 1', 40], ['General Psychology', 110], ['1.75', 390], ['3', 445]],
      [['PSY 2', 40], ['Developmental Psychology', 110], ['2.00', 390], ['3', 445]],
      [['NOTES: Graduated with the degree of Bachelor of Arts in Psychology on March 30, 2019.', 40]],
    ], 'transcript');
    expect([got.qualification.yearOfCompletion, got.qualification.status]).to.deep.equal([2019, 'Completed']);
  });

  it('keeps the field a degree joins where a narrower major is captioned apart (A narrower major keeps the degree\'s field)', () => {
    const rows = (major: string): Cell[][] => [
      [['Colegio de Santa Clara', 60, 13]],
      [['Dumaguete City 6200, Philippines', 60]],
      [['OFFICIAL TRANSCRIPT OF RECORDS', 60, 12]],
      [['Name:', 40], ['SANTOS, JOSE', 140], ['Course:', 300], ['Bachelor of Science in Education', 380]],
      [['Student No.:', 40], ['2015-1120', 140], ['Major:', 300], [major, 380]],
      [['Course No.', 40], ['Descriptive Title', 110], ['Final Grade', 380], ['Units', 440]],
      [['ED 1', 40], ['Foundations of Education', 110], ['1.75', 390], ['3', 445]],
      [['ED 2', 40], ['Child and Adolescent Development', 110], ['2.00', 390], ['3', 445]],
      [['REMARKS: Graduated with the degree of Bachelor of Science in Education, Major in ' + major + ', on April 2, 2019.', 40]],
    ];
    // The programme row alone, with no remark that names the degree again.
    const programmeRow = read(rows('Mathematics').slice(0, -1), 'transcript');
    expect(programmeRow.qualification.name).to.equal('Bachelor of Science in Education');
    const narrow = read(rows('Mathematics'), 'transcript');
    expect([narrow.qualification.name, narrow.qualification.majorOrSpecialization]).to.deep.equal(['Bachelor of Science in Education', 'Mathematics']);
  });
});
