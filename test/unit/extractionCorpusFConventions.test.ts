/**
 * Rules the f- group showed (docs/document-understanding.md, "Forms the group f- showed"), each tested on another
 * wording, language or country than the documents they came from: "A registrar's certification in Spanish", "Each 'que'
 * of the sentence", "The holder's name ends at the verb", "The requirements of the degree", "A concentration names the
 * field", "A day in words with its figure", "The examination passed earns the certificate" and "The upper forms of
 * secondary school", "The degree's abbreviation before its field", "A career's totals, not a career course", "A result in
 * three words" and "A letterhead's contacts are no course". Small generated pages.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { parseDate } from '../../src/processing/extraction/normalize';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { extractCourses } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]) => ({ pages: [pageOfRows(rows)] }) as DocumentText;
const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields(doc(rows), kind);

// A registrar's certification in Spanish prose, wrapped at the page's width (another country, names and wording).
const certification: Cell[][] = [
  [['UNIVERSIDAD TÉCNICA DEL VALLE ALTO', 150, 14]],
  [['Oficina de Registro Académico · Apartado 1020, Cartago, Costa Rica', 120, 9]],
  [['A QUIEN CORRESPONDA:', 60, 11]],
  [['La que suscribe, Directora de Registro de la Universidad Técnica del Valle Alto,', 60, 11]],
  [['CERTIFICA que la estudiante Mariela Solís Chaves completó satisfactoriamente', 60, 11]],
  [['todos los requisitos académicos del grado de Licenciatura en Ingeniería Civil con', 60, 11]],
  [['énfasis en Estructuras, el veintidós (22) de marzo de 2021.', 60, 11]],
  [['Su promedio general es de 8,7. El título le fue conferido el 4 de junio de 2021.', 60, 11]],
];

describe('extraction: conventions of the group f-', () => {
  it('classifies a registrar\'s certification in Spanish prose as a certificate (A registrar\'s certification in Spanish)', () => {
    expect(classifyKind(doc(certification)).kind).to.equal('diploma');
  });

  it('reads the holder past the signatory\'s own "que", up to the verb, the degree without its emphasis, and the completion', () => {
    const r = read(certification, 'diploma');
    expect(r.candidate.fullName).to.equal('Mariela Solís Chaves');
    expect(r.qualification.name).to.equal('Licenciatura en Ingeniería Civil');
    expect(r.qualification.majorOrSpecialization).to.equal('Estructuras');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('reads a day spelt out and repeated in figures (A day in words with its figure)', () => {
    expect(parseDate('el veintidós (22) de marzo de 2021')).to.equal('2021-03-22');
    expect(parseDate('on the ninth (9) of May 2020')).to.equal('2020-05-09');
  });

  it('reads the certificate the passed examination earns and the month of the sitting (The examination passed earns the certificate)', () => {
    const r = read([
      [['Kantonsschule am Seeufer', 160, 13]],
      [['ABSCHLUSSZEUGNIS', 190, 14]],
      [['Frau', 220, 11]],
      [['Nina Brunner', 200, 14]],
      [['geboren am 3. April 2003', 190, 10]],
      [['hat im Juli 2022 die Abschlussprüfung bestanden und erwirbt damit das Abitur.', 60, 10.5]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Abitur');
    expect(r.qualification.yearOfCompletion).to.equal(2022);
  });

  it('names an English degree without its abbreviation and field (The degree\'s abbreviation before its field)', () => {
    const r = read([
      [['Lakeshore Institute of Technology', 60, 14]],
      [['DIPLOMA SUPPLEMENT', 200, 13]],
      [['Family name(s):', 50, 9], ['Okoro', 220, 9]],
      [['Given name(s):', 50, 9], ['Chidinma', 220, 9]],
      [['Name of qualification:', 50, 9], ['Master of Science (MSc) in Data Analytics', 220, 9]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Master of Science');
    expect(r.qualification.majorOrSpecialization).to.equal('Data Analytics');
  });

  it('names the upper forms of secondary school as its end (The upper forms of secondary school)', () => {
    expect(qualificationLevel('Fiji Form Seven Certificate')).to.equal('Higher Secondary');
    expect(qualificationLevel('Form Six Certificate')).to.equal('Higher Secondary');
    expect(qualificationLevel('Form Four Certificate')).to.equal(null);
  });

  it('reads a course named for a career and a result in three words (A career\'s totals, not a career course; A result in three words)', () => {
    const rows: Array<Array<[string, number]>> = [
      [['Subj', 45], ['No.', 89], ['Course Title', 125], ['Grade', 368], ['Credits', 432], ['Result', 500]],
      [['COUN', 45], ['600', 89], ['Foundations of Guidance', 125], ['A', 377], ['3.00', 438], ['Passed', 500]],
      [['COUN', 45], ['640', 89], ['Career Counseling', 125], ['B', 377], ['3.00', 438], ['Passed', 500]],
      [['COUN', 45], ['645', 89], ['Crisis Intervention', 125], ['D', 377], ['3.00', 438], ['Passed by compensation', 480]],
      [['COUN', 45], ['650', 89], ['Ethics in Practice', 125], ['B', 377], ['3.00', 438], ['Passed', 500]],
    ];
    const courses = extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['COUN 600', 'COUN 640', 'COUN 645', 'COUN 650']);
    expect(courses[2].passStatus).to.equal('Passed by compensation');
  });

  it('takes no letterhead line with a telephone number for a course (A letterhead\'s contacts are no course)', () => {
    const head: Array<[string, number]> = [['Course Code', 39], ['Course Title', 109], ['Cr. Hrs', 409], ['Grade', 463], ['Points', 533]];
    const rows: Array<Array<[string, number]>> = [
      [['Second Semester 2020/2021', 36]], head,
      [['BIO 320', 39], ['Senior Project I', 109], ['3', 419], ['B', 472], ['9.00', 540]],
      [['BIO 321', 39], ['Field Ecology', 109], ['3', 419], ['A', 472], ['12.00', 540]],
      [['Summer Semester 2020/2021', 36]], head,
      [['Kingdom of Tonga · Tel. +676 23456', 39], ['القبول', 472], ['عمادة', 533]],
      [['BIO 322', 39], ['Marine Biology', 109], ['3', 419], ['B', 472], ['9.00', 540]],
    ];
    const courses = extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['BIO 320', 'BIO 321', 'BIO 322']);
  });
});
