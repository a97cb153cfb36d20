/**
 * Conventions of the Paraguayan, Ivorian, Algerian, Myanmar and Namibian documents, found by the corpus-ne development
 * families and fixed by their general cause (docs/document-understanding.md, scripts/samples/families/README.md): a
 * grade printed in figures and in words under one caption, teaching units over their constituent elements, a year of
 * an LMD cycle, names without a family name, Namibian names as entered, the directorate of
 * examinations as an issuer, a Cambridge-style certificate's level and the Myanmar matriculation's level.
 * Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields, normalizeDegreeName } from '../../src/processing/extraction/fields';
import { noFamilyNameFor, splitPersonName } from '../../src/processing/extraction/names';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { extractCourseTable } from '../../src/processing/extraction/table';
import type { DocumentKind } from '../../src/processing/types';
import { documentLines } from '../../src/processing/text';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);
const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));

describe('extraction: conventions of the corpus-ne countries (Paraguay, Côte d\'Ivoire, Algeria, Myanmar, Namibia)', () => {
  it('reads a grade printed in figures and in words under one caption ("Calificación" over "Números | Letras") as the figures', () => {
    const t = table([
      [['Asignatura', 51], ['Carga', 283], ['Fecha de', 332], ['Acta N°', 395], ['Calificación', 443]],
      [['horaria', 281], ['examen', 334], ['Números', 448], ['Letras', 508]],
      [['Microeconomía', 51], ['85', 289], ['10/12/2017', 328], ['598/2017', 392], ['4', 462], ['cuatro', 506]],
      [['Estadística Aplicada', 51], ['68', 289], ['01/11/2017', 328], ['552/2017', 392], ['3', 462], ['tres', 512]],
      [['Derecho Comercial', 51], ['60', 289], ['19/12/2017', 328], ['330/2017', 392], ['5', 462], ['cinco', 508]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Microeconomía', '4', null],
      ['Estadística Aplicada', '3', null],
      ['Derecho Comercial', '5', null],
    ]);
  });

  it('drops a teaching unit printed over its constituent elements (UE over ECUE): the elements are the courses', () => {
    const t = table([
      [['Code', 40], ['Intitulé', 110], ['Crédits', 380], ['Note /20', 430]],
      [['ECO5101', 40], ['Macroéconomie approfondie', 110], ['7', 385], ['12,50', 432]],
      [['ECO5101.1', 40], ['Croissance économique', 110], ['4', 385], ['13,00', 432]],
      [['ECO5101.2', 40], ['Politiques macroéconomiques', 110], ['3', 385], ['11,75', 432]],
      [['ECO5102', 40], ['Méthodes quantitatives', 110], ['6', 385], ['14,00', 432]],
      [['ECO5102.1', 40], ['Économétrie I', 110], ['3', 385], ['14,50', 432]],
      [['ECO5102.2', 40], ['Statistique inférentielle', 110], ['3', 385], ['13,50', 432]],
      [['ECO5104', 40], ['Rapport de stage', 110], ['6', 385], ['15,00', 432]],
    ]);
    expect(t.courses.map((c) => c.courseNumber)).to.deep.equal(['ECO5101.1', 'ECO5101.2', 'ECO5102.1', 'ECO5102.2', 'ECO5104']);
  });

  it('names the degree of a year of an LMD cycle ("Licence 3 (L3)", "Master 1") by the cycle', () => {
    expect(normalizeDegreeName('Licence 3 (L3)')).to.equal('Licence');
    expect(normalizeDegreeName('Master 1')).to.equal('Master');
    expect(normalizeDegreeName('Licence professionnelle')).to.equal('Licence professionnelle');
  });

  it('reads a Myanmar name without a family name: the honorific goes, all of it is the given name', () => {
    expect(noFamilyNameFor('MM')).to.equal(true);
    expect(noFamilyNameFor('TH')).to.equal(false);
    expect(splitPersonName('Mg Kyaw Zin Htet', { noFamilyName: true })).to.deep.equal({ fullName: 'Kyaw Zin Htet', firstName: 'Kyaw Zin Htet', lastName: null });
    expect(splitPersonName('MA THANDAR WIN', { noFamilyName: true })).to.deep.equal({ fullName: 'Thandar Win', firstName: 'Thandar Win', lastName: null });
    // Elsewhere the same words keep the usual split.
    expect(splitPersonName('Kyaw Zin Htet')?.lastName).to.equal('Htet');
  });

  it('reads a Namibian statement of results: the directorate issues it, the name as entered is SURNAME GIVEN, the certificate is named without its examination', () => {
    const r = read(
      [
        [['REPUBLIC OF NAMIBIA', 230]],
        [['MINISTRY OF EDUCATION, ARTS AND CULTURE', 190]],
        [['DIRECTORATE OF NATIONAL EXAMINATIONS AND ASSESSMENT', 130]],
        [['Private Bag 12036, Ausspannplatz, Windhoek', 220]],
        [['NAMIBIA SENIOR SECONDARY CERTIFICATE ORDINARY LEVEL (NSSCO) EXAMINATION', 60]],
        [['CANDIDATE NUMBER', 66], [': 113391811', 206]],
        [['NAME', 66], [': SHIKONGO SELMA', 206]],
        [['CENTRE', 66], [': OSHAKATI SECONDARY SCHOOL', 206]],
      ],
      'marksheet',
    );
    expect(r.institution.name).to.match(/^directorate of national examinations and assessment$/i);
    expect(r.candidate.fullName).to.equal('Selma Shikongo');
    expect(r.qualification.name).to.equal('Namibia Senior Secondary Certificate Ordinary Level');
    expect(r.qualification.level).to.equal('Secondary');
  });

  it('gives the Advanced Subsidiary level and the Myanmar Basic Education High School Examination the upper-secondary level', () => {
    expect(qualificationLevel('Namibia Senior Secondary Certificate Advanced Subsidiary Level')).to.equal('Higher Secondary');
    expect(qualificationLevel('Basic Education High School Examination')).to.equal('Higher Secondary');
    expect(qualificationLevel('basic education')).to.equal('Secondary');
  });
});
