/**
 * Development leftovers of chain names, ministries and bilingual rows (docs/document-understanding.md, rules "a name
 * chain keeps its order", "a ministry's name wraps over two letterhead lines", "a candidate's établissement is a school
 * caption", "a numéro de table numbers an examination's candidate", "the country's own letters are no state code", "a ministry of education and higher education is a
 * ministry of education", "a ministry after its state's name is the ministry", "a bilingual title line is read in its
 * Latin half", "a results page's subject is no field", "a row number is no part of the title", "two renderings side by side in the title's column", "a title's
 * right-to-left rendering at the row's end is the title's", "a letter grade echoed in lower case is the letter"), on small
 * generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { repairOcr } from '../../src/processing/extraction/table';
import type { ExtractedCourse } from '../../src/processing/types';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

/** A French relevé of a country whose names are chains, with its ministry on two letterhead lines. */
const releve = (extra: Cell[][] = []) =>
  doc([
    [['RÉPUBLIQUE DE DJIBOUTI', 46, 11]],
    [['Unité – Égalité – Paix', 46, 8.5]],
    [["Ministère de l'Éducation Nationale", 46, 9.5], ['DJ', 290, 9]],
    [['et de la Formation Professionnelle', 46, 9.5]],
    [['Service des Examens et Concours', 46, 8.5]],
    [['RELEVÉ DE NOTES', 200, 16]],
    [["BACCALAURÉAT DE L'ENSEIGNEMENT SECONDAIRE GÉNÉRAL", 90, 11.5]],
    [['Nom et prénoms :', 46, 10], ['Hodan Farah Ismaël', 166, 10]],
    [['Née le :', 46, 10], ['12/03/2004 à Dikhil', 166, 10]],
    [['Établissement :', 46, 10], ['Lycée de Tadjourah', 166, 10]],
    ...extra,
    [['Fait à Djibouti, le 10 juillet 2022', 306, 10]],
  ]);

describe('extraction: chain names, ministries and bilingual rows', () => {
  it('keeps a name chain in its order under "Nom et prénoms"', () => {
    const r = extractDocumentFields(releve(), 'marksheet');
    expect(r.institution.countryCode).to.equal('DJ');
    expect(r.candidate).to.include({ fullName: 'Hodan Farah Ismaël', firstName: 'Hodan Farah', lastName: 'Ismaël' });
  });

  it('still reads a family name first under "Nom et prénoms" where names are no chains', () => {
    const r = extractDocumentFields(
      doc([
        [['RÉPUBLIQUE DU SÉNÉGAL', 46, 11]],
        [['Université de Thiès', 46, 14]],
        [['RELEVÉ DE NOTES', 200, 16]],
        [['Nom et prénoms :', 46, 10], ['Diop Awa', 166, 10]],
      ]),
      'transcript',
    );
    expect(r.candidate).to.include({ fullName: 'Awa Diop', lastName: 'Diop' });
  });

  it('joins a ministry wrapped over two letterhead lines, takes no établissement for the issuer and no crest letters for a state', () => {
    const r = extractDocumentFields(releve(), 'marksheet');
    expect(r.institution.name).to.equal("Ministère de l'Éducation Nationale et de la Formation Professionnelle");
    expect(r.institution.state).to.equal(null);
    expect(r.institution.stateCode).to.equal(null);
  });

  it('reads "N° de table" as the candidate\'s number of an examination, whose établissement is then no issuer', () => {
    const r = extractDocumentFields(
      doc([
        [['RÉPUBLIQUE DE DJIBOUTI', 46, 11]],
        [['RELEVÉ DE NOTES', 200, 16]],
        [["BACCALAURÉAT DE L'ENSEIGNEMENT SECONDAIRE GÉNÉRAL", 90, 11.5]],
        [['Nom et prénoms :', 46, 10], ['Hodan Farah Ismaël', 166, 10]],
        [['N° de table :', 46, 10], ['22E4061', 166, 10]],
        [['Établissement :', 46, 10], ['Lycée de Tadjourah', 166, 10]],
      ]),
      'marksheet',
    );
    expect(r.qualification.registrationNumber).to.equal('22E4061');
    expect(r.institution.name).to.equal(null);
  });

  it('takes a ministry of education, culture and higher education heading a school certificate for the issuer', () => {
    const r = extractDocumentFields(
      doc([
        [['Federal Republic of Somalia', 200, 10]],
        [['Ministry of Education, Culture and Higher Education', 150, 10]],
        [['SECONDARY SCHOOL LEAVING CERTIFICATE', 150, 12]],
        [['Student Name:', 50, 9], ['Ayaan Ismail Jama', 260, 9]],
        [['Examination No.:', 50, 9], ['16/JB/22948', 260, 9]],
        [['School:', 50, 9], ['Waaberi Secondary School', 260, 9]],
      ]),
      'marksheet',
    );
    expect(r.institution.name).to.equal('Ministry of Education, Culture and Higher Education');
  });

  it('reads a results page\'s ministry after its state\'s name, and its bilingual title line in its Latin half', () => {
    const r = extractDocumentFields(
      doc([
        [['State of Palestine — Ministry of Education', 40, 10], ['دولة فلسطين - وزارة التربية والتعليم', 380, 10]],
        [['General Secondary Education Certificate Examination — Results 2020', 40, 10], ['2020 نتائج امتحان الثانوية العامة', 400, 10]],
        [['Name: Raghad Hasan Nasser Shaheen', 50]],
        [['Seat No.: 3829434', 50]],
      ]),
      'transcript',
    );
    expect(r.institution.name).to.equal('Ministry of Education');
    expect(r.qualification).to.include({ name: 'General Secondary Education Certificate', level: 'Higher Secondary', yearOfCompletion: 2020 });
  });

  it('takes no results page\'s subject for the field, nor the sitting\'s year for part of the examination\'s name', () => {
    const r = extractDocumentFields(
      doc([
        [['Myanmar Examinations Board  |  Online Results', 30, 13]],
        [['Basic Education High School Examination 2019 - Marks', 30, 13]],
        [['Roll No: 12345', 30]],
        [['Name: Mg Kyaw Zin Htet', 30]],
      ]),
      'marksheet',
    );
    expect(r.qualification).to.include({ name: 'Basic Education High School Examination', majorOrSpecialization: null, yearOfCompletion: 2019 });
  });

  it('leaves a row number out of the title and takes the English of two renderings side by side', () => {
    const subjects: Array<[string, string, string, string]> = [
      ['Af-Soomaali', 'Somali Language', '64', 'C'], ['Af-Carabi', 'Arabic Language', '81', 'A'], ['Xisaab', 'Mathematics', '76', 'B'],
      ['Juqraafi', 'Geography', '70', 'B'], ['Taariikh', 'History', '82', 'A'],
    ];
    const r = extractDocumentFields(
      doc([
        [['Ministry of Education', 200, 11]],
        [['Student Name:', 50], ['Ayaan Ismail Jama', 250]],
        [['No.', 52, 8.5], ['Maaddada', 76, 8.5], ['Dhibcaha (100)', 395, 8.5], ['Darajada', 480, 8.5]],
        [['Subject', 76, 8], ['Marks (100)', 400, 8], ['Grade', 490, 8]],
        ...subjects.map(([so, en, m, g], i): Cell[] => [[String(i + 1), 54], [so, 76], [en, 226], [m, 430], [g, 500]]),
      ]),
      'marksheet',
    );
    expect(r.courses.map((c) => [c.courseName, c.marksScored, c.grade])).to.deep.equal(subjects.map(([, en, m, g]) => [en, Number(m), g]));
  });

  it('leaves a running number in a cell of its own out of a title printed in one language', () => {
    const r = extractDocumentFields(
      doc([
        [['Ministry of Education', 200, 11]],
        [['Student Name:', 50], ['Ayaan Ismail Jama', 250]],
        [['No.', 52, 8.5], ['Maaddada', 76, 8.5], ['Dhibcaha (100)', 395, 8.5], ['Darajada', 480, 8.5]],
        [['Subject', 76, 8], ['Marks (100)', 400, 8], ['Grade', 490, 8]],
        [['1', 54], ['Mathematics', 76], ['76', 430], ['B', 500]],
        [['2', 54], ['Geography', 76], ['70', 430], ['B', 500]],
        [['3', 54], ['Business Studies', 76], ['93', 430], ['A', 500]],
      ]),
      'marksheet',
    );
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Mathematics', 'Geography', 'Business Studies']);
  });

  it('keeps two English runs side by side in the title column as printed', () => {
    const r = extractDocumentFields(
      doc([
        [['Ministry of Education', 200, 11]],
        [['Student Name:', 50], ['Ayaan Ismail Jama', 250]],
        [['Subject', 76, 8.5], ['Marks (100)', 400, 8.5], ['Grade', 490, 8.5]],
        [['Organic Chemistry', 76], ['Laboratory Practice', 226], ['76', 430], ['B', 500]],
        [['Physical Chemistry', 76], ['Laboratory Practice', 226], ['70', 430], ['B', 500]],
      ]),
      'marksheet',
    );
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Organic Chemistry Laboratory Practice', 'Physical Chemistry Laboratory Practice']);
  });

  it('joins a title\'s right-to-left rendering past the last value column to the title', () => {
    const subjects: Array<[string, string, string, string]> = [
      ['Islamic Education', '100', '66', 'التربية الإسلامية'], ['Arabic Language', '200', '168', 'اللغة العربية'],
      ['History', '100', '75', 'التاريخ'], ['Mathematics', '100', '68', 'الرياضيات'],
    ];
    const r = extractDocumentFields(
      doc([
        [['Ministry of Education', 200, 11]],
        [['Name: Raghad Hasan Nasser Shaheen', 50]],
        [['Subject', 50], ['Max.', 330], ['Mark', 380]],
        ...subjects.map(([en, max, m, ar]): Cell[] => [[en, 50], [max, 335], [m, 385], [ar, 480]]),
      ]),
      'transcript',
    );
    expect(r.courses.map((c) => [c.courseName, c.marksScored, c.maximumMarks])).to.deep.equal(subjects.map(([en, max, m]) => [en, Number(m), Number(max)]));
  });

  it('reads an OCR letter grade echoed in lower case as the letter among single-letter grades', () => {
    const course = (grade: string): ExtractedCourse => ({
      courseNumber: null, courseName: 'x', credit: null, grade, alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year: null,
    });
    const letters = ['C', 'Aa', 'A', 'Bb', 'D'].map(course);
    repairOcr(letters);
    expect(letters.map((c) => c.grade)).to.deep.equal(['C', 'A', 'A', 'B', 'D']);
    const roman = ['II', 'Vv', 'III', 'I'].map(course);
    repairOcr(roman);
    expect(roman.map((c) => c.grade)).to.deep.equal(['II', 'V', 'III', 'I']);
    // Among grades of another kind nothing is changed.
    const words = ['Gut', 'Aa', 'Sehr gut', 'Befriedigend'].map(course);
    repairOcr(words);
    expect(words.map((c) => c.grade)).to.deep.equal(['Gut', 'Aa', 'Sehr gut', 'Befriedigend']);
  });
});
