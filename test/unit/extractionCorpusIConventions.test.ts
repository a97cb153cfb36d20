/**
 * Rules the rotated group i- showed (docs/document-understanding.md, "Forms the rotated group i- showed"), each tested on
 * another wording than the documents it came from: "A portal's signed-in user in a cell of its top bar", "An associate
 * degree keeps its field" in a programme row, "A completion caption answered none", "A promotion is no completion", "A
 * span of school grades is no field", "A territory with its own country code is that country" (a territory named first
 * of two), "A territory printed beside its sovereign is the country", "Quotation marks around a value are no part of
 * it", "A certificate of vocational training is a diploma", "A course followed with success is completed", "A total of
 * hours is no total of credits" and "A training's modules: their length and their assessment". Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: conventions of the rotated group i-', () => {
  it('reads the holder from a portal top bar\'s "Logged in as" cell (A portal\'s signed-in user in a cell of its top bar)', () => {
    const r = read([
      [['Kauai Coastal College', 16, 12], ['Logged in as Leilani Kahale | Log out', 400, 8]],
      [['Home', 16, 8], ['Records', 110, 8], ['Billing', 200, 8]],
      [['Academic History', 16, 14]],
      [['Program:', 26, 8], ['Associate of Arts in Liberal Studies', 100, 8]],
    ], 'transcript');
    expect(r.candidate.fullName).to.equal('Leilani Kahale');
  });

  it('keeps the field of an associate degree in a programme row (An associate degree keeps its field)', () => {
    const r = read([
      [['Lakeshore Technical College', 40, 13]],
      [['Student:', 40, 9], ['Dana Whitfield', 140, 9]],
      [['Program:', 40, 9], ['Associate of Applied Science in Welding Technology', 140, 9]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Associate of Applied Science in Welding Technology');
    expect(r.qualification.level).to.equal('Associate');
  });

  it('reads no completion from "Degree awarded: none" (A completion caption answered none)', () => {
    const r = read([
      [['Lakeshore Technical College', 40, 13]],
      [['Student:', 40, 9], ['Dana Whitfield', 140, 9]],
      [['Cumulative GPA: 3.10', 40, 9]],
      [['Degree awarded: none', 40, 9]],
      [['Lakeshore Technical College · Page printed 03/14/2021 10:02 AM', 40, 7]],
    ], 'transcript');
    expect(r.qualification.yearOfCompletion).to.equal(null);
    expect(r.qualification.status).to.equal(null);
  });

  it('reads no completion from a record that promotes the pupil (A promotion is no completion)', () => {
    const r = read([
      [['HARBOUR VIEW SECONDARY SCHOOL', 150, 15]],
      [['Name of pupil:', 40, 9], ['Akosua Mensah', 200, 9]],
      [['Programme:', 40, 9], ['High School Diploma', 200, 9]],
      [['Form 4 Annual Examinations, December 2019', 40, 10]],
      [['Result: Promoted to Form 5', 40, 9]],
      [['Date of issue: 10 January 2020', 40, 9]],
    ], 'marksheet');
    expect(r.qualification.yearOfCompletion).to.equal(null);
    expect(r.qualification.status).to.equal(null);
  });

  it('reads no field from the grades a school qualification spans (A span of school grades is no field)', () => {
    const r = read([
      [['HARBOUR VIEW SECONDARY SCHOOL', 150, 15]],
      [['Name of pupil:', 40, 9], ['Akosua Mensah', 200, 9]],
      [['Programme:', 40, 9], ['High School Diploma (Years 7 to 12)', 200, 9]],
    ], 'marksheet');
    expect(r.qualification.name).to.equal('High School Diploma');
    expect(r.qualification.majorOrSpecialization).to.equal(null);
    expect(r.qualification.program).to.equal(null);
  });

  it('places a school of an archipelago named first of two in that territory (A territory with its own country code)', () => {
    const r = read([
      [['Isfjorden folkehøgskole', 40, 13]],
      [['Postboks 88 · 9171 Longyearbyen · Svalbard', 40, 8]],
      [['KARAKTERUTSKRIFT', 220, 13]],
      [['Navn:', 40, 10], ['Ingrid Solberg', 140, 10]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('SJ');
    expect(r.institution.state).to.equal(null);
  });

  it('places an issuer in a territory printed beside its sovereign (A territory printed beside its sovereign is the country)', () => {
    const r = read([
      [['Rincon Teacher College', 40, 13]],
      [['Kaya Grandi 12, Rincon, Bonaire (Netherlands)', 40, 8]],
      [['TRANSCRIPT', 220, 13]],
      [['Name:', 40, 10], ['Sharina Abraham', 140, 10]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('BQ');
    const us = read([
      [['Coastal Empire College', 40, 13]],
      [['14 Bay Street, Savannah, Georgia, USA', 40, 8]],
      [['TRANSCRIPT', 220, 13]],
      [['Name:', 40, 10], ['Dana Whitfield', 140, 10]],
    ], 'transcript');
    expect(us.institution.countryCode).to.equal('US');
  });

  it('names a training certificate captioned in quotation marks (Quotation marks around a value; a certificate of vocational training)', () => {
    const r = read([
      [['Centre de Formation des Alizés', 40, 13]],
      [['ATTESTATION DE STAGE', 200, 15]],
      [['Stagiaire :', 40, 10], ['Inès MARTIN', 150, 10]],
      [['Formation :', 40, 10], ['« Certificat de formation Agent(e) d\'accueil »', 150, 10]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Certificat de formation Agent(e) d\'accueil');
    expect(r.qualification.level).to.equal('Diploma');
    expect(r.qualification.program).to.equal(null);
  });

  it('dates the completion of a course followed with success by the end of its period (A course followed with success is completed)', () => {
    const r = read([
      [['Centre de Formation des Alizés', 40, 13]],
      [['La directrice atteste que Madame Inès MARTIN a suivi avec succès le stage', 60, 11]],
      [['« Certificat de formation Agent(e) d\'accueil »', 110, 14]],
      [['du 12 décembre 2018 au 15 mars 2019, soit 210 heures.', 70, 10]],
    ], 'transcript');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
    expect(r.qualification.status).to.equal('Completed');
  });

  it('reads modules with their hours and assessments, and no credit total from hours (A total of hours; a training\'s modules)', () => {
    const r = read([
      [['Centre de Formation des Alizés', 40, 13]],
      [['Stagiaire :', 40, 10], ['Inès MARTIN', 150, 10]],
      [['Module', 60, 9], ['Intitulé', 110, 9], ['Durée (h)', 380, 9], ['Évaluation', 460, 9]],
      [['A1', 60, 9], ['Accueil physique et téléphonique', 110, 9], ['35', 390, 9], ['Acquis', 460, 9]],
      [['A2', 60, 9], ['Gestion des rendez-vous', 110, 9], ['28', 390, 9], ['Validé', 460, 9]],
      [['A3', 60, 9], ['Bureautique appliquée', 110, 9], ['42', 390, 9], ['Acquis', 460, 9]],
      [['Total : 105 heures', 380, 9]],
    ], 'transcript');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['Acquis', 'Validé', 'Acquis']);
    expect(r.courses.map((c) => c.marksScored)).to.deep.equal([null, null, null]);
    expect(r.courses.map((c) => c.credit)).to.deep.equal([null, null, null]);
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
  });
});
