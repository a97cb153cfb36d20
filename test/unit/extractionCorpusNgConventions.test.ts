/**
 * Conventions of the Mauritian, Sierra Leonean, Cuban, Qatari and Bruneian documents, found by the corpus-ng development
 * families and fixed by their general cause (docs/document-understanding.md, scripts/samples/families/README.md): a
 * box's value over its small caption, the centre of an examination board's candidate, the examinations syndicate and
 * the Cambridge School Certificate, a signatory's office under a table, WAEC names as entered, a certificate's
 * examination with its abbreviation, a five-point grade in figures and words, "CH" keyed as credit hours, the English
 * award of a Malay and English certificate, Malay names with bin / binti. Small generated pages; people, numbers and
 * institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields, normalizeDegreeName } from '../../src/processing/extraction/fields';
import { splitPersonName, surnameFirstInCapitalsFor } from '../../src/processing/extraction/names';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { extractCourseTable } from '../../src/processing/extraction/table';
import type { DocumentKind } from '../../src/processing/types';
import { documentLines } from '../../src/processing/text';
import { pageOfRows, tablePageOf, textItem, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);
const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));

describe('extraction: conventions of the corpus-ng countries (Mauritius, Sierra Leone, Cuba, Qatar, Brunei)', () => {
  it('reads a boxed value over its small caption, takes no school under "School / Centre" for the issuer, and names the examinations syndicate', () => {
    // Boxes 48 pt apart: the value 7 pt over its caption, the next box's value 19 pt under it.
    const items = [
      textItem('MAURITIUS EXAMINATIONS SYNDICATE', 150, 40, 13),
      textItem('Reduit, Republic of Mauritius', 220, 60),
      textItem('CAMBRIDGE SCHOOL CERTIFICATE EXAMINATION — NOVEMBER 2021', 110, 80, 11),
      textItem('C302/8501', 56, 110, 10),
      textItem('SEETOHUL Marie-Laure', 260, 110, 10),
      textItem('Index Number', 56, 127, 7),
      textItem('Name of Candidate', 260, 127, 7),
      textItem('Belle Terre State Secondary School', 56, 158, 10),
      textItem('School / Centre', 56, 175, 7),
    ];
    const r = extractDocumentFields({ pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items }] }, 'marksheet');
    expect(r.candidate.fullName).to.equal('Marie-Laure Seetohul');
    expect(r.qualification.registrationNumber).to.equal('C302/8501');
    expect(r.institution.name).to.match(/^mauritius examinations syndicate$/i);
    expect(r.qualification.name).to.equal('Cambridge School Certificate');
    expect(r.qualification.level).to.equal('Secondary');
  });

  it('cuts the sitting after an examination read without its dash ("… EXAMINATION NOVEMBER 2020"), not at an "on" inside a word', () => {
    expect(normalizeDegreeName('CAMBRIDGE HIGHER SCHOOL CERTIFICATE EXAMINATION NOVEMBER 2020')).to.match(/^cambridge higher school certificate$/i);
  });

  it('gives the Cambridge School Certificate the lower-secondary level, and higher or senior school certificates not', () => {
    expect(qualificationLevel('Cambridge School Certificate')).to.equal('Secondary');
    expect(qualificationLevel('Cambridge Higher School Certificate')).to.equal('Higher Secondary');
    expect(qualificationLevel('Senior School Certificate')).to.equal('Higher Secondary');
  });

  it('reads "Grade (Units)" as the grade and takes no signatory\'s office under the table for a course', () => {
    const t = table([
      [['Code', 40], ['Subject', 100], ['Grade (Units)', 330], ['Band', 420]],
      [['1123', 40], ['English Language', 100], ['4', 345], ['B', 425]],
      [['3015', 40], ['French', 100], ['2', 345], ['A', 425]],
      [['4024', 40], ['Mathematics D', 100], ['6', 345], ['C', 425]],
      [['Director, Mauritius Examinations', 100], ['Syndicate', 330]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['English Language', '4', null],
      ['French', '2', null],
      ['Mathematics D', '6', null],
    ]);
  });

  it('reads a WAEC statement: the name as entered surname first, the certificate without its examination and abbreviation', () => {
    expect(surnameFirstInCapitalsFor(null, 'West African Examinations Council')).to.equal(true);
    expect(surnameFirstInCapitalsFor('SL', 'University of Sierra Leone')).to.equal(false);
    expect(normalizeDegreeName('WEST AFRICAN SENIOR SCHOOL CERTIFICATE EXAMINATION (WASSCE)')).to.match(/^west african senior school certificate$/i);
    const r = read(
      [
        [['THE WEST AFRICAN EXAMINATIONS COUNCIL', 150, 13]],
        [['15 Wilberforce Street, Freetown, Sierra Leone', 200]],
        [['EXAMINATION NUMBER', 56], [': 4150123456', 220]],
        [['CANDIDATE NAME', 56], [': KAMARA ABU BAKARR', 220]],
      ],
      'marksheet',
    );
    expect(r.candidate.fullName).to.equal('Abu Bakarr Kamara');
    expect(r.qualification.registrationNumber).to.equal('4150123456');
  });

  it('reads a five-point grade with the name of its step in the next cell ("5 | Excelente") as the figure, and marks out of 10 as marks', () => {
    const cu = table([
      [['Asignatura', 40], ['Horas', 300], ['Nota', 360], ['Calificación', 420]],
      [['Matemática I', 40], ['64', 305], ['5', 365], ['Excelente', 420]],
      [['Historia de Cuba', 40], ['48', 305], ['4', 365], ['Bien', 420]],
      [['Filosofía y Sociedad', 40], ['48', 305], ['3', 365], ['Aprobado', 420]],
    ]);
    expect(cu.courses.map((c) => [c.grade, c.marksScored, c.credit])).to.deep.equal([['5', null, null], ['4', null, null], ['3', null, null]]);
    const es = table([
      [['Asignatura', 40], ['Nota', 360], ['Calificación', 420]],
      [['Microeconomía', 40], ['7', 365], ['Notable', 420]],
      [['Estadística', 40], ['5', 365], ['Aprobado', 420]],
      [['Derecho', 40], ['9', 365], ['Sobresaliente', 420]],
    ]);
    expect(es.courses.map((c) => c.marksScored)).to.deep.equal([7, 5, 9]);
  });

  it('reads "CH" as credit hours where the page\'s key says so, and as contact hours elsewhere', () => {
    const rows: Array<Array<[string, number]>> = [
      [['Course Code', 40], ['Course Title', 110], ['CH', 330], ['Grade', 380]],
      [['MGMT 102', 40], ['Principles of Management', 110], ['3', 333], ['B+', 383]],
      [['MGMT 125', 40], ['Financial Accounting', 110], ['4', 333], ['C', 383]],
      [['MGMT 146', 40], ['Microeconomics', 110], ['3', 333], ['A', 383]],
    ];
    expect(table([...rows, [['CH = credit hours.', 40]]]).courses.map((c) => c.credit)).to.deep.equal([3, 4, 3]);
    expect(table(rows).courses.map((c) => c.credit)).to.deep.equal([null, null, null]);
  });

  it('reads a caption with its colon over a table\'s header as a label, not as the header\'s first line', () => {
    const r = read([
      [['DOHA GULF UNIVERSITY', 40, 12]],
      [['Doha, State of Qatar', 40]],
      [['Student Name:', 40], ['Maryam Al-Kuwari', 150]],
      [['Graduation Date:', 40], ['23/06/2021', 150], ['تاريخ', 420], ['التخرج:', 460]],
      [['Course Code', 40], ['Course Title', 110], ['Credits', 330], ['Grade', 380]],
      [['CMPE 101', 40], ['Programming Concepts', 110], ['3', 333], ['A', 383]],
      [['CMPE 102', 40], ['Digital Logic Design', 110], ['3', 333], ['B', 383]],
      [['CMPE 103', 40], ['Calculus I', 110], ['3', 333], ['B+', 383]],
    ]);
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('names a Malay and English certificate\'s degree in English, its honours in Malay no major, its conferral date in either column', () => {
    const r = read(
      [
        [['UNIVERSITI TEKNOLOGI SERI BEGAWAN', 120, 16]],
        [['Bandar Seri Begawan, Negara Brunei Darussalam', 160]],
        [['Dengan ini diperakui bahawa', 60], ['This is to certify that', 330]],
        [['Siti Aisyah binti Jaafar', 60, 14], ['Siti Aisyah binti Jaafar', 330, 14]],
        [['telah dianugerahkan Ijazah', 60], ['has been conferred the degree of', 330]],
        [['Sarjana Muda Sains (Kepujian)', 60, 13], ['Bachelor of Science (Honours)', 330, 13]],
        [['dalam bidang Biologi', 60], ['in Biology', 330]],
        [['pada 9 September 2018', 60], ['on 9 September 2018', 330]],
      ],
      'diploma',
    );
    expect(r.qualification.name).to.equal('Bachelor of Science (Honours)');
    expect(r.qualification.majorOrSpecialization).to.equal('Biology');
    expect(r.qualification.yearOfCompletion).to.equal(2018);
    expect(r.candidate).to.include({ firstName: 'Siti Aisyah', lastName: 'binti Jaafar' });
  });

  it('splits a Malay name at "bin" / "binti": the word and the father\'s name are the last name', () => {
    expect(splitPersonName('Muhammad Haziq bin Abdullah')).to.deep.equal({ fullName: 'Muhammad Haziq bin Abdullah', firstName: 'Muhammad Haziq', lastName: 'bin Abdullah' });
    expect(splitPersonName('NURUL AQILAH BINTI OTHMAN')?.lastName).to.equal('binti Othman');
  });
});
