/**
 * Where a qualification's name ends (docs/document-understanding.md, "Qualification"): a faculty
 * joined by punctuation, an honour, the award sentence's own words, a major or specialization
 * clause and a trailing date are no part of it; the major goes to majorOrSpecialization. Small
 * generated pages; institutions and people are invented.
 */
import { expect } from 'chai';
import { cutQualification, extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

const withDegree = (caption: string, value: string) =>
  extractDocumentFields(
    doc(pageOfRows([
      [['WESTBROOK UNIVERSITY', 200, 14]],
      [['Name:', 40], ['Daniel Okafor', 200]],
      [[caption, 40], [value, 200]],
    ])),
    'diploma',
  );

describe('extraction: the qualification\'s name ends where the degree ends', () => {
  it('cuts a faculty or school joined by punctuation ("Bachelor of Science, Faculty of Engineering")', () => {
    const r = withDegree('Degree:', 'Bachelor of Science, Faculty of Engineering');
    expect(r.qualification.name).to.equal('Bachelor of Science');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('cuts an honour, which is no part of the name ("with Second Class Honours (Upper Division)", "mit Auszeichnung", "с отличием")', () => {
    expect(withDegree('Degree Awarded:', 'Bachelor of Commerce with Second Class Honours (Upper Division)').qualification.name).to.equal('Bachelor of Commerce');
    expect(cutQualification('Diplom-Ingenieur mit Auszeichnung').name).to.equal('Diplom-Ingenieur');
    expect(cutQualification('Специалист с отличием').name).to.equal('Специалист');
    expect(cutQualification('Bachelor of Arts magna cum laude').name).to.equal('Bachelor of Arts');
    // An honours degree keeps its name.
    expect(cutQualification('Bachelor of Science Honours').name).to.equal('Bachelor of Science Honours');
  });

  it('gives a major or specialization clause to majorOrSpecialization ("Bachelor of Arts, Major: History", "…, mención Finanzas")', () => {
    const r = withDegree('Degree:', 'Bachelor of Arts, Major: History');
    expect(r.qualification.name).to.equal('Bachelor of Arts');
    expect(r.qualification.majorOrSpecialization).to.equal('History');
    const es = withDegree('Título:', 'Licenciado en Administración, mención Finanzas');
    expect(es.qualification.name).to.equal('Licenciado en Administración');
    expect(es.qualification.majorOrSpecialization).to.equal('Finanzas');
  });

  it('gives a field joined by a spaced dash to majorOrSpecialization ("Bachelor of Arts (Honours) - Psychology")', () => {
    const r = withDegree('Degree Conferred:', 'Bachelor of Arts (Honours) - Psychology');
    expect(r.qualification.name).to.match(/^Bachelor of Arts/);
    expect(r.qualification.majorOrSpecialization).to.equal('Psychology');
    // A second qualification after the dash is no major.
    expect(cutQualification('Bachelor of Science - Diploma in Education').major).to.equal(null);
  });

  it('cuts the award sentence\'s own words and a trailing date', () => {
    expect(cutQualification('Bachelor of Laws with all the rights and privileges thereto').name).to.equal('Bachelor of Laws');
    expect(cutQualification('Licence avec tous les droits et prérogatives qui y sont attachés').name).to.equal('Licence');
    expect(withDegree('Degree:', 'Master of Science June 2020').qualification.name).to.equal('Master of Science');
  });

  it('keeps the text as printed when what is left names no qualification', () => {
    expect(cutQualification('Honours Programme, Faculty of Arts').name).to.equal('Honours Programme, Faculty of Arts');
  });
});
