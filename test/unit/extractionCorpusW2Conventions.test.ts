/**
 * Rules the rotated group w2- showed (docs/document-understanding.md, "Tables the rotated group w2- showed" and "Forms
 * the rotated group w2- showed"), each tested on another wording than the documents it came from. Small generated pages.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]) => ({ pages: [pageOfRows(rows)] }) as DocumentText;
const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields(doc(rows), kind);

const courses = (rows: Array<Array<[string, number]>>) => extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;

describe('extraction: conventions of the rotated group w2-', () => {
  it('reads a bare "Hours" column of teaching hours as hours, never credits (Hours of teaching are no credit hours)', () => {
    const got = courses([
      [['Subject', 60], ['Hours', 330], ['Grade', 400]],
      [['Theoretical Mechanics', 60], ['144', 335], ['4 (good)', 400]],
      [['Strength of Materials', 60], ['72', 335], ['5 (excellent)', 400]],
      [['History of Science', 60], ['36', 335], ['3 (satisfactory)', 400]],
      [['Machine Elements', 60], ['108', 335], ['4 (good)', 400]],
    ]);
    expect(got.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Theoretical Mechanics', null, '4 (good)'],
      ['Strength of Materials', null, '5 (excellent)'],
      ['History of Science', null, '3 (satisfactory)'],
      ['Machine Elements', null, '4 (good)'],
    ]);
    // The credit hours of a US-style record under the same bare label stay credits.
    const us = courses([
      [['Course', 60], ['Hours', 330], ['Grade', 400]],
      [['General Chemistry I', 60], ['4', 335], ['B+', 400]],
      [['College Algebra', 60], ['3', 335], ['A', 400]],
      [['Public Speaking', 60], ['3', 335], ['A-', 400]],
    ]);
    expect(us.map((c) => c.credit)).to.deep.equal([4, 3, 3]);
  });

  it('takes no credits from two mark columns a fixed amount apart (Quality points are grade points times credits)', () => {
    // A raw and a moderated mark (one less each), each grade's rows printing one value: a constant ratio per grade
    // (19/20, 27/28) that is no grade point.
    const got = courses([
      [['Visual Arts', 60], ['20', 250], ['19', 310], ['36', 370], ['C', 450]],
      [['Physical Geography', 60], ['28', 250], ['27', 310], ['40', 370], ['B', 450]],
      [['Pacific History', 60], ['20', 250], ['19', 310], ['31', 370], ['C', 450]],
      [['General Science', 60], ['28', 250], ['27', 310], ['45', 370], ['B', 450]],
      [['Music Studies', 60], ['14', 250], ['13', 310], ['30', 370], ['D', 450]],
    ]);
    expect(got.map((c) => [c.courseName, c.grade, c.credit])).to.deep.equal([
      ['Visual Arts', 'C', null],
      ['Physical Geography', 'B', null],
      ['Pacific History', 'C', null],
      ['General Science', 'B', null],
      ['Music Studies', 'D', null],
    ]);
    // Quality points that are the credits times the grade's points prove the credits.
    const qp = courses([
      [['Calculus I', 60], ['4', 250], ['A', 310], ['16.0', 370]],
      [['Physics I', 60], ['3', 250], ['B', 310], ['9.0', 370]],
      [['Writing', 60], ['3', 250], ['A', 310], ['12.0', 370]],
      [['Physics Laboratory', 60], ['1', 250], ['B', 310], ['3.0', 370]],
    ]);
    expect(qp.map((c) => c.credit)).to.deep.equal([4, 3, 3, 1]);
  });

  it('reads a unit of competency\'s nominal hours, result date and result code (A unit of competency: its nominal hours, its result date and its result)', () => {
    const got = courses([
      [['Unit code', 40], ['Unit title', 120], ['Nominal hours', 330], ['Result date', 400], ['Result', 480]],
      [['CHCCOM005', 40], ['Communicate and work in health', 120], ['30', 345], ['14/03/2022', 400], ['CA', 485]],
      [['CHCDIV001', 40], ['Work with diverse people', 120], ['40', 345], ['02/05/2022', 400], ['RPL', 485]],
      [['HLTWHS001', 40], ['Participate in workplace safety', 120], ['20', 345], ['20/06/2022', 400], ['NYC', 485]],
      [['HLTINF006', 40], ['Apply infection prevention', 120], ['25', 345], ['11/07/2022', 400], ['CT', 485]],
      [['CHCCCS015', 40], ['Provide individualised support', 120], ['60', 345], ['—', 400], ['Enrolled', 480]],
    ]);
    expect(got.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([
      ['CHCCOM005', null, 'CA'],
      ['CHCDIV001', null, 'RPL'],
      ['HLTWHS001', null, 'NYC'],
      ['HLTINF006', null, 'CT'],
      ['CHCCCS015', null, null],
    ]);
  });

  it('keeps a letter that confirms an award in the first person academic (A confirmation in the first person; A qualification awarded, in the issuer\'s words)', () => {
    const letter = doc([
      [['Harbourside Area School', 60, 14]],
      [['Main Road, Port Lincoln', 60]],
      [['TO WHOM IT MAY CONCERN', 60]],
      [['I am writing to confirm that Ms Ana Teo was a student of this school from 2012 to 2017, and that she', 60]],
      [['was awarded the South Coast Certificate of Education in December 2017.', 60]],
      [['Yours faithfully,', 60]],
      [['J. Carter, Principal', 60]],
    ]);
    expect(classifyKind(letter).kind).to.equal('diploma');
    // A reference letter in the same words that confirms no award stays a letter.
    const reference = doc([
      [['Harbourside Area School', 60, 14]],
      [['TO WHOM IT MAY CONCERN', 60]],
      [['I am writing to confirm that Ms Ana Teo worked as a volunteer tutor at this school in 2019.', 60]],
      [['Yours faithfully,', 60]],
    ]);
    expect(classifyKind(reference).kind).to.equal('other');
  });

  it('keeps a certificate of employment out, whatever its delivery formula (A certificate of employment is no credential)', () => {
    const work = doc([
      [['RÉPUBLIQUE FRANÇAISE', 60]],
      [['Commune de Saint-Pierre', 60]],
      [['CERTIFICAT DE TRAVAIL', 170, 14]],
      [['Je soussigné, Paul Martin, maire, certifie que Monsieur Hugo DURAND a été employé en qualité', 60]],
      [['d\'agent technique du 1er mars 2019 au 31 août 2021.', 60]],
      [['Le présent certificat est délivré pour servir et valoir ce que de droit.', 60]],
      [['Fait à Saint-Pierre, le 31 août 2021', 300]],
    ]);
    expect(classifyKind(work).kind).to.equal('other');
  });

  it('places the issuer by its letterhead, not by a country the letter\'s sentence goes on to (A place the sentence goes on to is no address)', () => {
    const r = read([
      [['PORT STANLEY COMMUNITY SCHOOL', 60, 14]],
      [['Reservoir Road, Stanley, Falkland Islands, FIQQ 1ZZ', 60]],
      [['TO WHOM IT MAY CONCERN', 60]],
      [['This is to certify that Mr Tom Benjamin completed the Island School Certificate in 2019. He asks for this', 60]],
      [['confirmation in support of an application for further study in', 60]],
      [['Chile.', 60]],
      [['Yours faithfully,', 60]],
    ], 'diploma');
    expect(r.institution.countryCode).to.equal('FK');
  });

  it('reads a state by its official style that holds another state\'s alias (A state\'s official style)', () => {
    const r = read([
      [['DEMOCRATIC PEOPLE\'S REPUBLIC OF KOREA', 150]],
      [['KIM CHAEK UNIVERSITY OF TECHNOLOGY', 140, 14]],
      [['ACADEMIC RECORD', 200, 13]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('KP');
  });

  it('places Saint-Barthélemy by its postcode inside Guadeloupe\'s (A collectivity\'s postcode within its former department\'s)', () => {
    const r = read([
      [['Collège Mireille Choisy', 60, 14]],
      [['Rue du Père Irénée de Bruyn · 97133 Saint-Barthélemy · Tél. +590 590 27 61 27', 60]],
      [['RELEVÉ DE NOTES', 200, 13]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('BL');
  });

  it('reads a learner\'s number as the registration number, and the name under its caption (A learner\'s identifiers)', () => {
    const r = read([
      [['Statement of Attainment', 30, 14]],
      [['Learner', 46], ['Learner ID', 356], ['Commencement date', 560]],
      [['Mia Wilson', 46], ['8814023', 356], ['03/02/2020', 560]],
    ], 'transcript');
    expect(r.candidate.fullName).to.equal('Mia Wilson');
    expect(r.qualification.registrationNumber).to.equal('8814023');
  });

  it('names a qualification without the national code printed before it (A qualification\'s code is no part of its name)', () => {
    const r = read([
      [['Coral Coast Institute of TAFE', 30, 14]],
      [['Statement of Academic Record', 30, 12]],
      [['HLT54121 Diploma of Nursing', 30, 12]],
      [['Learner: Mia Wilson', 46]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Diploma of Nursing');
  });
});
