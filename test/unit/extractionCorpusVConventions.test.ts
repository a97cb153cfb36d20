/**
 * Conventions of documents the rotated group v- showed (Iraqi, Bosnian, Libyan, Malagasy certificates and transcripts),
 * fixed by their general cause (docs/document-understanding.md) and tested here in other languages and wordings: a mark
 * restated in words beside its figures, weekly hours printed as a sum of lectures and exercises, a grade spelled beside
 * its figure, a signatory's chained titles, the Slavic certifying clause and birth verb, the Bosnian first-cycle title,
 * the dative that ends a conferral's line, a caseless name above its birth clause and the term of the award.
 * Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentKind } from '../../src/processing/types';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'diploma') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);
const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));

describe('extraction: conventions of the rotated group v-', () => {
  it('reads the figures of a mark printed in figures and in words, not the words ("A value restated in words")', () => {
    const t = table([
      [['Дисциплина', 40], ['Кредиты', 250], ['Оценка', 300], ['Оценка прописью', 350]],
      [['Физика', 40], ['6', 260], ['85', 305], ['восемьдесят пять', 350]],
      [['Химия', 40], ['5', 260], ['72', 305], ['семьдесят два', 350]],
      [['История', 40], ['4', 260], ['91', 305], ['девяносто один', 350]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.grade, c.alternateGrade])).to.deep.equal([
      ['Физика', 6, '85', null],
      ['Химия', 5, '72', null],
      ['История', 4, '91', null],
    ]);
  });

  it('keeps the rows whose hours are the weekly lectures and exercises as a sum ("Weekly hours by kind of class")', () => {
    const t = table([
      [['Rb.', 40], ['Kolegij', 60], ['Sem.', 230], ['Sati', 260], ['ECTS', 300], ['Ocjena', 340], ['Datum ispita', 410]],
      [['1.', 42], ['Statistika', 60], ['I', 236], ['2+2', 262], ['6', 308], ['9', 345], ['12.02.2019.', 415]],
      [['2.', 42], ['Mikroekonomija', 60], ['I', 236], ['3+1', 262], ['7', 308], ['8', 345], ['20.02.2019.', 415]],
      [['3.', 42], ['Poslovno pravo', 60], ['II', 234], ['2+1', 262], ['5', 308], ['10', 343], ['03.07.2019.', 415]],
      [['4.', 42], ['Marketing', 60], ['II', 234], ['2+2', 262], ['5', 308], ['7', 345], ['09.07.2019.', 415]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.term, c.credit, c.grade])).to.deep.equal([
      ['Statistika', 'I', 6, '9'],
      ['Mikroekonomija', 'I', 7, '8'],
      ['Poslovno pravo', 'II', 5, '10'],
      ['Marketing', 'II', 5, '7'],
    ]);
  });

  it('reads a grade spelled beside its figure as the figure, and no signatory under the table as a row', () => {
    const t = table([
      [['Disciplina', 40], ['Credite', 250], ['Nota', 310]],
      [['Drept civil', 40], ['6', 260], ['9 nouă', 315]],
      [['Drept roman', 40], ['5', 260], ['7 șapte', 315]],
      [['Logică juridică', 40], ['4', 260], ['10 zece', 315]],
      [['Ana Marinescu', 40], ['Prof. dr. Ion Popescu', 300]],
      [['Issued on 12 July 2021', 40], ['Chief Registrar', 315]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['Drept civil', '9', null],
      ['Drept roman', '7', null],
      ['Logică juridică', '10', null],
    ]);
  });

  it('reads the holder and the birth of a Slavic certifying clause ("The Slavic certifying clause", "The Slavic birth verb")', () => {
    const hr = read([
      [['SVEUČILIŠTE U RIJECI', 200, 13]],
      [['Potvrđuje se da je student MARKO BABIĆ, rođen 3.5.2000. u Splitu, upisan na preddiplomski studij.', 50]],
    ], 'transcript');
    expect(hr.candidate.fullName).to.equal('Marko Babić');
    expect(hr.candidate.dateOfBirth).to.equal('2000-05-03');
    const pl = read([
      [['UNIWERSYTET MORSKI', 200, 13]],
      [['Zaświadcza się, że Pani Anna Nowak, urodzona 12.03.1998 r. w Gdyni, jest studentką III roku.', 50]],
    ], 'transcript');
    expect(pl.candidate.fullName).to.equal('Anna Nowak');
    expect(pl.candidate.dateOfBirth).to.equal('1998-03-12');
  });

  it('reads the Bosnian first-cycle title after "akademsko zvanje" as a bachelor', () => {
    const r = read([
      [['UNIVERZITET U TUZLI', 200, 13]],
      [['Student je završio prvi ciklus studija i stekao akademsko zvanje Bakalaureat menadžmenta, dana 2.7.2020.', 50]],
    ]);
    expect(r.qualification.name).to.equal('Bakalaureat menadžmenta');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(qualificationLevel('Bakalaureat prava')).to.equal('Bachelor');
    expect(qualificationLevel('Diplomă de bacalaureat')).to.equal('Higher Secondary');
  });

  it('drops the dative that ends a conferral line before the holder ("The dative that ends the conferral\'s line")', () => {
    const r = read([
      [['UNIVERSITY OF THE EASTERN HIGHLANDS', 150, 14]],
      [['The Council of the University awards the degree of Master of Arts to', 90]],
      [['Grace Kaupa Wani', 220, 16]],
      [['at a ceremony held on 14 April 2022.', 200]],
    ]);
    expect(r.qualification.name).to.equal('Master of Arts');
  });

  it('reads a caseless name set large above its birth clause, and the term of the award ("A caseless name above its birth clause", "The term of the award")', () => {
    const r = read([
      [['جامعة وادي الرافدين', 400, 12]],
      [['تشهد كلية الآداب بأن الطالبة:', 350, 13]],
      [['زينب علي حسن الزبيدي', 230, 17]],
      [['المولودة في البصرة بتاريخ 12/05/1999 عراقية الجنسية، قد أتمت جميع متطلبات التخرج ومنحت درجة', 60, 13]],
      [['البكالوريوس في اللغة الإنكليزية', 220, 17]],
      [['وذلك في الفصل الدراسي ربيع 2021 بتقدير جيد جداً', 200, 13]],
    ]);
    expect(r.candidate.fullName).to.equal('زينب علي حسن الزبيدي');
    expect(r.candidate.dateOfBirth).to.equal('1999-05-12');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('reads a caseless name introduced by the clause\'s colon where the sizes say nothing, and no Arabic sentence as the issuer ("A caseless sentence is no name")', () => {
    const r = read([
      [['جامعة النهرين الأهلية', 430, 11]],
      [['تشهد عمادة شؤون الطلبة بأن الطالب:', 330, 13]],
      [['حسين كاظم جاسم', 260, 13]],
      [['المولود في الحلة بتاريخ 03/09/2000 عراقي الجنسية', 170, 13]],
      [['قد أتم بنجاح جميع متطلبات التخرج في قسم الهندسة المدنية بكلية الهندسة والتقنية', 60, 15]],
    ]);
    expect(r.candidate.fullName).to.equal('حسين كاظم جاسم');
    expect(r.candidate.dateOfBirth).to.equal('2000-09-03');
    expect(r.institution.name).to.equal('جامعة النهرين الأهلية');
  });

  it('reads a caption between middle dots of a footer line, its value ending at the next dot ("Pairs between middle dots")', () => {
    const r = read([
      [['UNIVERSIDADE DO PLANALTO', 200, 16]],
      [['DIPLOMA DE LICENCIATURA', 210, 13]],
      [['Registo n.º 2231 · Data de conclusão: 14/07/2019 · Livro 12, folha 40', 60, 7.5]],
    ]);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('takes the institution from the part of a portal footer that names it ("A footer\'s parts between middle dots")', () => {
    const r = read([
      [['Student Portal', 40, 11], ['Home', 300, 11], ['Results', 360, 11]],
      [['Statement of Results (Unofficial)', 40, 18]],
      [['Name', 40, 8], ['Student ID', 300, 8]],
      [['Aminath Riyaz', 40, 10], ['S2041187', 300, 10]],
      [['© Atoll College of Marine Studies · Boduthakurufaanu Magu, Malé 20026 · info@acms.edu.mv', 40, 8]],
    ], 'transcript');
    expect(r.institution.name).to.equal('Atoll College of Marine Studies');
  });
});
