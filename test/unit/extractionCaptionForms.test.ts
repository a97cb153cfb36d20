/**
 * Key fields under other caption forms (docs/document-understanding.md, "Key-value reading"): the forms
 * the development measure `--caption-forms` re-sets (scripts/bench/captionForms.ts) where the reader lost
 * the value. Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

const head: Cell[][] = [[['Northfield Institute of Testing', 180, 14]], [['ACADEMIC TRANSCRIPT', 220, 12]]];
const tail: Cell[][] = [
  [['Programme: Bachelor of Science in Applied Testing', 40]],
  [['Date of Issue: 14/06/2022', 40]],
];

describe('key fields under other caption forms', () => {
  describe('rule "A name caption without its colon"', () => {
    it('reads "Student MORVANE, Kelda Ann" as the name', () => {
      const r = extractDocumentFields(doc([...head, [['Student MORVANE, Kelda Ann', 40], ['Student ID A50184718', 300]], ...tail]));
      expect(r.candidate.fullName).to.equal('Kelda Ann Morvane');
      expect(r.candidate.lastName).to.equal('Morvane');
    });

    it('reads no name from a caption word before words that are no "FAMILY, Given"', () => {
      const r = extractDocumentFields(doc([...head, [['Student Services, Main Campus', 40]], ...tail]));
      expect(r.candidate.fullName).to.equal(null);
    });
  });

  describe('rule "A number sign in a bilingual caption\'s other half"', () => {
    it('reads a registration number under "Matriculation No. / N° d\'inscription:"', () => {
      const r = extractDocumentFields(doc([...head, [["Matriculation No. / N° d'inscription:", 40], ['NT20417', 260]], [['Name: Kelda Morvane', 40]], ...tail]));
      expect(r.qualification.registrationNumber).to.equal('NT20417');
    });

    it('reads a registration number under "Student Number / Студенческий билет №:"', () => {
      const r = extractDocumentFields(doc([...head, [['Student Number / Студенческий билет №: 26972', 40]], [['Name: Kelda Morvane', 40]], ...tail]));
      expect(r.qualification.registrationNumber).to.equal('26972');
    });
  });

  describe('rule "Issuance is issue"', () => {
    const body: Cell[][] = [...head, [['Name: Kelda Morvane', 40]], [['Programme: Bachelor of Science in Applied Testing', 40]]];

    it('reads the date of issue under "Date of issuance" across a wide gap, without a colon', () => {
      const r = extractDocumentFields(doc([...body, [['Date of issuance', 40], ['14/06/2022', 300]]]));
      expect(r.qualification.dateOfIssue).to.equal('2022-06-14');
    });

    it('reads the date of issue under "Issuance Date" in a cell of its own', () => {
      const r = extractDocumentFields(doc([...body, [['Issuance Date:', 40], ['14/06/2022', 260]]]));
      expect(r.qualification.dateOfIssue).to.equal('2022-06-14');
    });
  });

  describe('rule "A name in capitals after its caption"', () => {
    it('reads "Name of the Student SAGAR SHRESTHA" as the name', () => {
      const r = extractDocumentFields(doc([...head, [['Name of the Student KELDA ANN MORVANE', 40], ['Student ID A50184718', 300]], ...tail]));
      expect(r.candidate.fullName).to.equal('Kelda Ann Morvane');
      expect(r.candidate.lastName).to.equal('Morvane');
    });

    it('reads no name from a heading in capitals throughout, nor from a caption in capitals after a name caption', () => {
      expect(extractDocumentFields(doc([...head, [['STUDENT ACADEMIC RECORD', 40]], ...tail])).candidate.fullName).to.equal(null);
      expect(extractDocumentFields(doc([...head, [['Student DATE OF BIRTH', 40]], ...tail])).candidate.fullName).to.equal(null);
    });
  });
  describe('rule "A caption\'s value in a row of many cells"', () => {
    const row = (caption: string, value: string): Cell[] => [['Nom : Kelda Morvane', 40], [caption, 190], [value, 300], ['Student ID:', 400], ['A50184718', 470]];

    it('reads a date of birth printed without its colon in a row of five cells', () => {
      const r = extractDocumentFields(doc([...head, row('Date de naissance', '03/11/1999'), ...tail]));
      expect(r.candidate.dateOfBirth).to.equal('1999-11-03');
      expect(r.qualification.registrationNumber).to.equal('A50184718');
    });

    it('takes no word of a heading row for a date caption\'s value', () => {
      const r = extractDocumentFields(doc([...head, row('Date de naissance', 'Semestre'), ...tail]));
      expect(r.candidate.dateOfBirth).to.equal(null);
    });
  });
  describe('rule "A value in capitals after its caption in small letters"', () => {
    it('reads "Apellidos | MORVANE | Matrícula" over a number under its caption as a name and a number, not a grid of captions', () => {
      const r = extractDocumentFields(doc([...head, [['Apellidos', 50], ['MORVANE', 140], ['Matrícula', 302]], [['A-50184', 302]], [['Nombres', 50], ['Kelda Ann', 140]], ...tail]));
      expect(r.candidate.lastName).to.equal('Morvane');
      expect(r.candidate.fullName).to.equal('Kelda Ann Morvane');
      expect(r.qualification.registrationNumber).to.equal('A-50184');
    });

    it('still reads a grid of captions in capitals over their values', () => {
      const r = extractDocumentFields(doc([...head, [['CANDIDATE NAME', 50], ['SEX', 220], ['ROLL NO.', 302]], [['Kelda Ann Morvane', 50], ['F', 220], ['A-50184', 302]], ...tail]));
      expect(r.candidate.fullName).to.equal('Kelda Ann Morvane');
      expect(r.qualification.registrationNumber).to.equal('A-50184');
    });
  });
});
