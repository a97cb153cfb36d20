/**
 * Key fields of certificates whose conferring sentence is broken into short centred lines, on small
 * generated pages: the holder after a dative preposition under the qualification, an article and a
 * qualification whose field is the next line, a qualification in capitals over two lines before a
 * verb-final award phrase (with a signatory's caption under it), the year nearest the completion
 * verb in one column of a bilingual page, a Thai date with its era in full, the sitting after an
 * examination, a degree name kept whole over its major's line, and the school year of a passed
 * examination.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { parseDate } from '../../src/processing/extraction/normalize';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: conferring sentences broken into lines', () => {
  it('reads the holder after "a"/"to" under the qualification conferred', () => {
    const pt = extractDocumentFields(
      doc([
        [['FACULDADE INTEGRADA DO LITORAL', 160, 14]],
        [['O Diretor da Faculdade Integrada do Litoral, tendo em vista a conclusão do curso, outorga o grau de', 60, 11]],
        [['Licenciada em Química', 220, 18]],
        [['a Beatriz Fonseca Lopes', 220, 15]],
        [['portadora do documento de identidade 12.345.678-9, para que goze dos direitos legais.', 60, 11]],
      ]),
      'diploma',
    );
    expect(pt.candidate.fullName).to.equal('Beatriz Fonseca Lopes');
    const en = extractDocumentFields(
      doc([
        [['HARTWELL SCHOOL OF MUSIC', 160, 14]],
        [['The Governing Council confers the award of', 160, 11]],
        [['Graduate Diploma in Composition', 180, 18]],
        [['to Helen Marsh Ward', 200, 15]],
        [['in recognition of the completion of the prescribed course.', 120, 11]],
      ]),
      'diploma',
    );
    expect(en.candidate.fullName).to.equal('Helen Marsh Ward');
  });

  it('reads no holder from an article line that no qualification precedes', () => {
    const r = extractDocumentFields(
      doc([
        [['FACULDADE INTEGRADA DO LITORAL', 160, 14]],
        [['DECLARAÇÃO', 220, 14]],
        [['a Secretaria Acadêmica Geral', 200, 11]],
        [['declara para os devidos fins que o aluno frequenta o curso.', 60, 11]],
      ]),
      'other',
    );
    expect(r.candidate.fullName).to.equal(null);
  });

  it('joins an article and a qualification ending in "en"/"in" with its field on the next line', () => {
    const es = extractDocumentFields(
      doc([
        [['UNIVERSIDAD DE LAS TRES SIERRAS', 150, 14]],
        [['otorga a', 230, 11]],
        [['Lucía Navarro Peña', 210, 15]],
        [['la Licenciatura en', 220, 13]],
        [['Ciencias Políticas', 220, 13]],
        [['expedida el 3 de marzo de 2020', 200, 11]],
      ]),
      'diploma',
    );
    expect(es.qualification).to.include({ name: 'Licenciatura en Ciencias Políticas', level: 'Bachelor' });
    const it = extractDocumentFields(
      doc([
        [['ATENEO DI VALDORSA', 150, 14]],
        [['conferisce a', 230, 11]],
        [['Marco Bellini', 220, 15]],
        [['il Diploma di Laurea in', 200, 13]],
        [['Scienze Biologiche', 210, 13]],
      ]),
      'diploma',
    );
    expect(it.qualification.name).to.equal('Diploma di Laurea in Scienze Biologiche');
  });

  it('reads a qualification in capitals over two lines before a verb-final phrase, never the signatory caption under it', () => {
    const r = extractDocumentFields(
      doc([
        [['Ертіс өңірлік университеті', 150, 13]],
        [['Осы диплом', 230, 11]],
        [['Сәрсенбаев Ерлан Маратұлы', 180, 13]],
        [['2012 жылы университетке түсіп, 2016 жылы толық курсын бітірді.', 80, 11]],
        [['ЖАРАТЫЛЫСТАНУ ҒЫЛЫМДАРЫНЫҢ', 170, 13]],
        [['МАГИСТРІ', 230, 13]],
        [['академиялық дәрежесі берілді.', 190, 11]],
        [['Аттестаттау комиссиясының төрағасы', 150, 10]],
      ]),
      'diploma',
    );
    expect(r.qualification.name?.toLowerCase()).to.equal('жаратылыстану ғылымдарының магистрі');
    expect(r.qualification.level).to.equal('Master');
  });

  it('takes the year nearest the completion verb, in the verb\'s own column', () => {
    const r = extractDocumentFields(
      doc([
        [['Северный горный институт', 170, 13]],
        [['Настоящий диплом выдан', 300, 11]],
        [['Петров Олег Сергеевич', 300, 12]],
        [['Бұл мәтін басқа тілде', 40, 11], ['в том, что он в 2011 году поступил в институт и в 2016', 300, 11]],
        [['жазылған сөйлем.', 40, 11], ['году окончил полный курс', 300, 11]],
      ]),
      'diploma',
    );
    expect(r.qualification.yearOfCompletion).to.equal(2016);
  });

  it('reads a Thai date with the day and month named and the Buddhist era in full', () => {
    expect(parseDate('ให้ไว้ ณ วันที่ ๑๒ เดือน มีนาคม พุทธศักราช ๒๕๖๕')).to.equal('2022-03-12');
    expect(parseDate('วันที่ 3 เดือน ตุลาคม พ.ศ. 2561')).to.equal('2018-10-03');
  });

  it('cuts the sitting after an examination and reads no field from its month', () => {
    const r = extractDocumentFields(
      doc([
        [['LAKEVIEW STATE UNIVERSITY', 150, 14]],
        [['This is to certify that', 220, 11]],
        [['ARJUN MEHTA', 230, 14]],
        [['having passed the Master of Science examination held in June 2019 has been placed in the First Division.', 60, 11]],
      ]),
      'diploma',
    );
    expect(r.qualification.name).to.equal('Master of Science');
    expect(r.qualification.majorOrSpecialization).to.equal(null);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('keeps "in …" in the degree name when the major is printed on its own line under it', () => {
    const r = extractDocumentFields(
      doc([
        [['Brookfield Conservatory', 180, 16]],
        [['has conferred upon', 220, 11]],
        [['Samuel Ortiz', 230, 15]],
        [['the degree of', 235, 11]],
        [['Bachelor of Arts in Music', 200, 16]],
        [['Concentration in Piano Performance', 190, 11]],
      ]),
      'diploma',
    );
    expect(r.qualification).to.include({ name: 'Bachelor of Arts in Music', majorOrSpecialization: 'Piano Performance' });
  });

  it('reads the completion from the school year in which the examination was passed, not the later issue date', () => {
    const r = extractDocumentFields(
      doc([
        [['Liceo Scientifico Statale di Roccapiana', 150, 13]],
        [['Diploma di Esame di Stato', 180, 14]],
        [['Si attesta che lo studente', 200, 11]],
        [['FERRARA Luca', 220, 13]],
        [['nato a Roccapiana il 02/03/2001', 190, 11]],
        [['ha superato l’Esame di Stato nell’anno scolastico 2019/2020 con la votazione di 88/100', 60, 11]],
        [['Roccapiana, 14 gennaio 2021', 60, 11]],
      ]),
      'diploma',
    );
    expect(r.qualification.yearOfCompletion).to.equal(2020);
  });

  it('reads no completion from the academic year of enrolment', () => {
    const r = extractDocumentFields(
      doc([
        [['POLITECNICO DI ALTAVALLE', 150, 13]],
        [['Si dichiara che la studentessa Giulia Marino, iscritta nell’anno accademico 2014/2015 al Corso di Laurea in', 56, 10]],
        [['Architettura, ha conseguito il titolo in data 10/07/2018 con la votazione di 105/110.', 56, 10]],
      ]),
      'transcript',
    );
    expect(r.qualification.yearOfCompletion).to.equal(2018);
  });

  it('reads the values of a row of captions under them, whatever the unknown caption beside', () => {
    const r = extractDocumentFields(
      doc([
        [['Westbrook Sixth Form College', 150, 14]],
        [['Candidate Name', 56], ['Date of Bitrh', 220], ['Candidate Number', 380]],
        [['Oliver Quentin Hale', 56], ['11/10/2006', 220], ['5521', 380]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Oliver Quentin Hale');
  });

  it('counts a place printed twice (in the institution name and in the place of issue) once against the printed country', () => {
    const r = extractDocumentFields(
      doc([
        [['REPÚBLICA FEDERATIVA DO BRASIL', 200, 11]],
        [['FACULDADE PORTO SERENO', 150, 16]],
        [['Licenciado em História', 200, 18]],
        [['a Rafael Nunes Barros', 200, 15]],
        [['Porto Sereno', 150, 11], ['SC, 4 de maio de 2015.', 230, 11]],
      ]),
      'diploma',
    );
    expect(r.institution.countryCode).to.equal('BR');
  });

  it('reads no holder from the head of state a diploma is issued in the name of', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDAD DE MONTEALTO', 150, 14]],
        [['LA REINA DE ESPAÑA', 190, 18]],
        [['y en su nombre el Rector de la Universidad de Montealto', 100, 11]],
        [['Considerando que, conforme a las disposiciones vigentes, Doña Irene', 60, 11]],
        [['Salas Vidal, nacida el 2 de mayo de 1996, ha superado los estudios conducentes al título de', 60, 11]],
        [['Graduada en Farmacia', 200, 16]],
      ]),
      'diploma',
    );
    // The holder is the graduate the sentence names across its line break, never the head of state.
    expect(r.candidate.fullName).to.equal('Irene Salas Vidal');
  });
});
