/**
 * Where a record or certificate prints its qualification outside a caption (docs/document-understanding.md,
 * "Qualification"): a degree row with its facts in cells of their own, a list of qualifications attained
 * with their years, a faculty and the degree on one title line, the requirements of a programme in a
 * provisional certificate's sentence, and the General Certificate of Education's examination. Small
 * generated pages; institutions and people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });
const courses: Cell[][] = [
  [['Course', 40], ['Credits', 300], ['Grade', 380]],
  [['Linear Algebra', 40], ['7,5', 300], ['G', 380]],
  [['Operating Systems', 40], ['15,0', 300], ['VG', 380]],
  [['Software Engineering', 40], ['6,0', 300], ['G', 380]],
];

describe('extraction: qualification lines of records and certificates', () => {
  it('reads a degree row whose facts stand in captioned cells beside it', () => {
    const page = pageOfRows([
      [['Westmark University College', 40, 14]],
      [['Name', 40], ['Berg, Anna', 200]],
      [['Filosofie kandidatexamen', 40], ['Main field: Computer Science', 220], ['Degree date 2016-02-19', 420]],
      ...courses,
    ]);
    const r = extractDocumentFields(doc(page), 'transcript');
    expect(r.qualification.name).to.equal('Filosofie kandidatexamen');
    expect(r.qualification.level).to.equal('Bachelor');
    // A degree row beside an uncaptioned cell is no such row.
    const plain = pageOfRows([
      [['Westmark University College', 40, 14]],
      [['Name', 40], ['Berg, Anna', 200]],
      [['Filosofie kandidatexamen', 40], ['Computer Science', 220], ['Degree date 2016-02-19', 420]],
      ...courses,
    ]);
    expect(extractDocumentFields(doc(plain), 'transcript').qualification.name).to.equal(null);
  });

  it('takes the latest of the qualifications attained, never a year heading of the record', () => {
    const page = pageOfRows([
      [['Harbourside College', 40, 14]],
      [['Student:', 40], ['REED, SAMUEL', 120]],
      [['Qualifications attained', 40]],
      [['National Certificate of Educational Achievement Level 1', 40], ['2021', 420]],
      [['National Certificate of Educational Achievement Level 2', 40], ['2022', 420]],
      [['National Certificate of Educational Achievement Level 3', 40], ['2023', 420]],
      [['Standard', 40], ['Title', 100], ['Credits', 380], ['Result', 440]],
      [['2021 — Year 11 — NCEA Level 1', 40, 10]],
      [['90001', 40], ['History 1.1 — Examine an event', 100], ['4', 380], ['M', 440]],
      [['90002', 40], ['Biology 1.1 — Carry out an investigation', 100], ['5', 380], ['A', 440]],
    ]);
    const r = extractDocumentFields(doc(page), 'transcript');
    expect(r.qualification.name).to.equal('National Certificate of Educational Achievement Level 3');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });

  it('keeps the qualification and leaves the faculty of a "Faculty of … · Bachelor of …" title line', () => {
    const page = pageOfRows([
      [['HILLCREST UNIVERSITY', 200, 14]],
      [['ACADEMIC TRANSCRIPT', 200, 12]],
      [['Faculty of Management · Bachelor of Business Studies (BBS)', 120, 11]],
      [['Name of the Student:', 40], ['ASHA KARKI', 200]],
    ]);
    expect(extractDocumentFields(doc(page), 'transcript').qualification.name).to.equal('Bachelor of Business Studies');
  });

  it('reads the programme whose requirements a provisional certificate says were completed, with its honours', () => {
    const page = pageOfRows([
      [['Riverbend University', 200, 14]],
      [['PROVISIONAL CERTIFICATE', 200, 12]],
      [['This is to certify that Nusrat Jahan, bearing Student ID No. 1234567 of the session 2016-17, duly completed all the', 40]],
      [['requirements of the Bachelor of Science (Honours) in Chemistry (B.Sc. (Hons.)) programme and passed the final', 40]],
      [['examination held in 2020. She obtained CGPA 3.41 on a scale of 4.00.', 40]],
    ]);
    const r = extractDocumentFields(doc(page), 'diploma');
    expect(r.qualification.name).to.equal('Bachelor of Science (Honours)');
    expect(r.qualification.level).to.equal('Bachelor');
    // The word "programme" after the degree is no part of its name.
    const plain = pageOfRows([
      [['Riverbend University', 200, 14]],
      [['The candidate has completed all requirements of the Bachelor of Science programme in May 2017.', 40]],
    ]);
    expect(extractDocumentFields(doc(plain), 'diploma').qualification.name).to.equal('Bachelor of Science');
  });

  it('names a G.C.E. examination by its certificate, and an examinations department as the issuer', () => {
    const page = pageOfRows([
      [['Department of Examinations', 200, 16]],
      [['Results of the Public Examinations', 200]],
      [['G.C.E. (Advanced Level) Examination - 2019', 160, 14]],
      [['Name', 40], ['K. PERERA', 200]],
      [['Index Number', 40], ['4565469', 200]],
      [['Subject', 40], ['Result', 200]],
      [['BIOLOGY', 40], ['B', 200]],
      [['CHEMISTRY', 40], ['A', 200]],
    ]);
    const r = extractDocumentFields(doc(page), 'transcript');
    expect(r.qualification.name).to.equal('General Certificate of Education (Advanced Level)');
    expect(r.institution.name).to.equal('Department of Examinations');
  });

  it('reads a Swedish högskola in its definite form as an institution', () => {
    const page = pageOfRows([
      [['Västkusthögskolan', 40, 14]],
      [['Göteborg · www.vkh.se', 40]],
      [['Namn', 40], ['Berg, Anna', 200]],
      ...courses,
    ]);
    expect(extractDocumentFields(doc(page), 'transcript').institution.name).to.equal('Västkusthögskolan');
  });
});
