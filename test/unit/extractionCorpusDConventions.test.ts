/**
 * Rules the rotated group d- showed (docs/document-understanding.md), each tested on another wording than the documents
 * it came from: "A level before a diploma keeps its field", "A period is no programme", "A training centre is an
 * institution", "A place name is a whole compound", "A record of preparation names the qualification it prepares", and
 * the Dutch "Instituut" and French "Élève" of the lexicons. Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { isPeriod } from '../../src/processing/extraction/normalize';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: conventions of the rotated group d-', () => {
  it('keeps the field of a diploma numbered by its level (A level before a diploma keeps its field)', () => {
    const r = read([
      [['NORTHFIELD COMMUNITY COLLEGE', 160, 14]],
      [['This is to certify that', 230, 11]],
      [['Priya Ramsaran', 220, 20]],
      [['has been awarded the', 230, 11]],
      [['Level 4 Diploma in Early Childhood Education', 130, 15]],
      [['Date of award: 14 July 2021', 40, 10]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Level 4 Diploma in Early Childhood Education');
    expect(r.qualification.majorOrSpecialization).to.equal('Early Childhood Education');
  });

  it('reads no programme from a caption whose value is the course\'s dates (A period is no programme)', () => {
    const r = read([
      [['Harbourside Technical College', 40, 13]],
      [['ACADEMIC RECORD', 220, 13]],
      [['Name:', 40, 10], ['Tomás Ferreira', 160, 10]],
      [['Course of study:', 40, 10], ['Sept. 2019 – July 2021', 160, 10]],
      [['Qualification:', 40, 10], ['National Diploma in Civil Engineering', 160, 10]],
    ], 'transcript');
    expect(r.qualification.program).to.equal(null);
    expect(isPeriod('September 2016 to June 2017')).to.equal(true);
    expect(isPeriod('de septiembre de 2016 a junio de 2017')).to.equal(true);
    expect(isPeriod('Master of Engineering 2017')).to.equal(false);
  });

  it('names a centre by what it teaches as the institution (A training centre is an institution)', () => {
    const r = read([
      [['RIVERBEND SKILLS TRAINING CENTER', 150, 15]],
      [['This is to certify that', 230, 11]],
      [['Joseph Mwale', 220, 20]],
      [['has successfully completed the', 220, 11]],
      [['Certificate in Welding and Fabrication', 160, 15]],
    ], 'diploma');
    expect(r.institution.name?.toLowerCase()).to.equal('riverbend skills training center');
  });

  it('reads a Dutch "Instituut" as an institution word over a signatory\'s board', () => {
    const r = read([
      [['Technisch Instituut voor Bouwkunde', 40, 13]],
      [['CIJFERLIJST', 220, 13]],
      [['Naam:', 40, 10], ['Sanne de Vries', 160, 10]],
      [['Examencommissie / Examination board', 40, 9]],
    ], 'transcript');
    expect(r.institution.name).to.equal('Technisch Instituut voor Bouwkunde');
  });

  it('reads no state from part of a hyphenated place (A place name is a whole compound)', () => {
    const r = read([
      [['Lycée des Tamarins', 40, 13]],
      [['8 chemin des Lataniers · Saint-Paul', 40, 9]],
      [['BULLETIN SCOLAIRE', 220, 13]],
      [['Élève :', 40, 10], ['PAYET Chloé', 120, 10]],
    ], 'transcript');
    expect(r.institution.state).to.equal(null);
    expect(r.institution.countryCode).to.not.equal('CV');
    expect(r.candidate.fullName).to.equal('Chloé Payet');
  });

  it('names the qualification a record prepares for (A record of preparation names the qualification it prepares)', () => {
    const r = read([
      [['Colegio San Martín de Porres', 40, 12]],
      [['Cuaderno de preparación para el Bachillerato', 160, 15]],
      [['Alumno:', 40, 10], ['Diego Ramírez Soto', 160, 10]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Bachillerato');
  });

  it('places a Crown Dependency by its postcode\'s area (The Crown Dependencies\' postcodes)', () => {
    const r = read([
      [['Sarnia College of Further Education', 40, 13]],
      [['Les Banques, St Peter Port GY1 3BE', 40, 9]],
      [['STUDENT RECORD', 220, 13]],
      [['Student:', 40, 10], ['Amelia Le Page', 160, 10]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('GG');
  });

  it('places a school of an overseas department by its postcode (An overseas department\'s postcode)', () => {
    const r = read([
      [['Lycée Schœlcher', 40, 13]],
      [['1 boulevard Robert Attuly · 97200 Fort-de-France', 40, 9]],
      [['RELEVÉ DE NOTES', 220, 13]],
      [['Élève :', 40, 10], ['BELLEROSE Inès', 120, 10]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('MQ');
  });

  it('reads the holder from a portal\'s student strip (A portal\'s student strip)', () => {
    const r = read([
      [['Lakeshore Technical College', 20, 13]],
      [['Student Services › Academic History', 130, 9]],
      [['Home', 14, 9], ['KOWALCZYK, Anna', 131, 9], ['ID 2021-0457', 252, 9], ['Bachelor of Nursing', 330, 9], ['Active', 520, 9]],
      [['Course', 131, 9], ['Title', 196, 9], ['Credits', 472, 9], ['Grade', 537, 9]],
      [['NUR 101', 131, 9], ['Foundations of Nursing', 196, 9], ['3.00', 492, 9], ['A', 549, 9]],
    ], 'transcript');
    expect(r.candidate.fullName).to.equal('Anna Kowalczyk');
  });
});
