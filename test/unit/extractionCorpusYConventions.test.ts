/**
 * Rules the rotated group y- showed (docs/document-understanding.md), each tested on another language or wording than the
 * documents it came from: "The examination of a certificate, in the Romance languages", "A licence keeps the field it
 * joins", "Born at a place, then the date", "The faculty after the degree, joined by from" and "An Arabic city's article".
 * Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: conventions of the rotated group y-', () => {
  it('names a Spanish examination by the certificate it leads to (The examination of a certificate)', () => {
    const r = read([
      [['REPÚBLICA DE GUINEA ECUATORIAL', 170, 11]],
      [['Colegio Nacional Enrique Nvó Okenve', 160, 12]],
      [['Calle de la Independencia 14, Bata', 180, 9]],
      [['CERTIFICADO DE CALIFICACIONES', 160, 13]],
      [['EXAMEN DE BACHILLERATO', 190, 12]],
      [['Convocatoria de junio de 2021', 200, 10]],
      [['Nombre:', 40, 9], ['Ana Mbasogo Nchama', 140, 9]],
    ], 'marksheet');
    expect(r.qualification.name).to.equal('Bachillerato');
  });

  it('keeps the field a licence joins, conferred as a grade (A licence keeps the field it joins)', () => {
    const r = read([
      [['UNIVERSITÉ DES MONTS VERTS', 180, 16]],
      [['Le Président de l\'Université des Monts Verts certifie que', 120, 11]],
      [['Monsieur Karim BENSALEM', 200, 16]],
      [['a obtenu le grade de', 230, 11]],
      [['LICENCE EN DROIT PRIVÉ', 210, 15]],
      [['Fait à Sousse, le 3 juillet 2019.', 220, 11]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Licence en Droit Privé');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('reads a birth placed before its date across the line break, and the degree before "from" (Born at a place, then the date)', () => {
    const r = read([
      [['Northern Crest University', 40, 12]],
      [['STATEMENT OF GRADUATION', 200, 13]],
      [['Northern Crest University confirms that Ms. Abena Serwaa Mensah, born at', 40, 11]],
      [['Kumasi on 3 March 1998, completed the requirements for the degree of Bachelor of', 40, 11]],
      [['Laws from the School of Law in the academic year 2019/2020 with a cumulative average of 3.41.', 40, 11]],
    ], 'diploma');
    expect(r.candidate.dateOfBirth).to.equal('1998-03-03');
    expect(r.qualification.name).to.equal('Bachelor of Laws');
  });

  it('reads an Arabic city printed without its article as the city, no state (An Arabic city\'s article)', () => {
    // The gazetteer names the city "As Sulaymaniyah", the subdivision "Sulaymaniyah Governorate".
    const r = read([
      [['Zagros Institute of Technology', 40, 12]],
      [['Salim Street, Sulaymaniyah', 40, 9]],
      [['Republic of Iraq · Tel. +964 53 318 0000', 40, 9]],
      [['STUDENT RECORD', 220, 13]],
      [['Student:', 40, 9], ['Hawre Kamal Aziz', 160, 9]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('IQ');
    expect(r.institution.state).to.equal(null);
  });
});
