/**
 * Key-field and course-row conventions of registry certificates and school-leaving certificates: captions printed under
 * their values, a Central American registry's running text (the carrera, the carné, the cierre de pensum), a ministry of
 * education that issues a school certificate whose school stands under its own caption, a bilingual page's Latin title,
 * and course rows of bilingual and Spanish tables. Generated text, not real documents.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { findIssuer } from '../../src/processing/extraction/issuer';
import { groupLines } from '../../src/processing/text/layout';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';
import { pageOfRows, tablePageOf, textItem, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });
const page = (items: TextItem[]): PageText => ({ pageNumber: 1, width: 612, height: 792, source: 'text-layer', items });
/** A run of `text` at `size` whose centre is at `mid`. */
const centred = (text: string, mid: number, y: number, size: number): TextItem => textItem(text, mid - (text.length * size * 0.5) / 2, y, size);

describe('extraction: registry and school-certificate conventions', () => {
  it('reads values printed over their captions, the captions in smaller type under them', () => {
    const items = [
      centred('INSTITUTO OFICIAL SAN MARCOS', 300, 40, 12),
      centred('CERTIFICADO DE ESTUDIOS', 300, 70, 15),
      centred('Kevin Josué Zelaya Mejía', 180, 120, 10),
      centred('0801-2003-12345', 460, 120, 10),
      centred('Nombre del estudiante', 180, 136, 7),
      centred('Número de identidad', 460, 136, 7),
      centred('Bachillerato en Ciencias y Humanidades', 200, 160, 10),
      centred('Carrera', 200, 176, 7),
    ];
    const r = extractDocumentFields({ pages: [page(items)] }, 'transcript');
    expect(r.candidate.fullName).to.equal('Kevin Josué Zelaya Mejía');
    // A Spanish bachillerato keeps the field it joins, and ends secondary school.
    expect(r.qualification).to.include({ name: 'Bachillerato en Ciencias y Humanidades', level: 'Higher Secondary' });
  });

  it('reads the carrera, the carné and the cierre de pensum of a Central American registry certificate', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDAD DEL NORTE DE PRUEBA', 150, 13]],
        [['CERTIFICACIÓN DE CURSOS', 200, 14]],
        [['El infrascrito Jefe de Registro certifica que ANA LUCÍA PÉREZ AJANEL, carné No. 201511638, estudiante inscrita en la', 40, 9]],
        [['carrera de Licenciatura en Administración de Empresas de la Facultad de Ciencias Económicas, aprobó los cursos siguientes:', 40, 9]],
        [['Fecha de cierre de pensum:', 40, 9], ['04/11/2018', 220, 9]],
      ]),
      'transcript',
    );
    expect(r.qualification).to.include({ name: 'Licenciatura en Administración de Empresas', level: 'Bachelor', registrationNumber: '201511638', yearOfCompletion: 2018 });
  });

  it('takes a ministry of education heading a school certificate as its issuer, the school under its caption being the candidate\'s', () => {
    const r = extractDocumentFields(
      doc([
        [['Sultanate of Oman', 40, 12], ['سلطنة عمان', 470, 14]],
        [['Ministry of Education', 40, 10], ['وزارة التربية والتعليم', 430, 12]],
        [['شهادة دبلوم التعليم العام', 230, 17]],
        [['GENERAL EDUCATION DIPLOMA CERTIFICATE', 140, 14]],
        [['Name:', 40, 9.5], ['Asma Juma Said Al Shukaili', 110, 9.5]],
        [['School:', 40, 9.5], ['Ibri Post-Basic Education School', 110, 9.5]],
        [['Overall Percentage: 81.0%', 40, 10.5]],
      ]),
      'marksheet',
    );
    expect(r.institution.name).to.equal('Ministry of Education');
    // The Latin title of the bilingual page, without the certificate's word after the diploma.
    expect(r.qualification).to.include({ name: 'General Education Diploma', level: 'Higher Secondary', cgpa: '81.0' });
  });

  it('places the issuer by the printed republic, not by a country word inside the candidate\'s school\'s name', () => {
    const r = extractDocumentFields(
      doc([
        [['جمهورية مصر العربية', 420, 12]],
        [['وزارة التربية والتعليم', 400, 12]],
        [['شهادة إتمام الدراسة الثانوية العامة', 300, 17]],
        [['حسن إبراهيم سامح عطية', 300, 11], ['الاسم:', 500, 11]],
        [['مدرسة الفتح الثانوية بنين', 300, 11], ['المدرسة:', 500, 11]],
      ]),
      'marksheet',
    );
    expect(r.institution).to.include({ name: 'وزارة التربية والتعليم', countryCode: 'EG' });
  });

  it('reads the total of credit hours captioned with what they are', () => {
    const r = extractDocumentFields(doc([[['Gulf University of Testing', 40, 13]], [['Total Credit Hours Earned: 132', 40, 10], ['Cumulative GPA: 3.12 / 4.00', 300, 10]]]), 'transcript');
    expect(r.qualification).to.include({ totalCreditsOrMarks: '132', cgpa: '3.12' });
  });

  it('places no state where a name shared by several countries\' subdivisions is the city of the address', () => {
    const lines = groupLines(pageOfRows([[['Universidad del Caribe de Prueba', 40, 13]], [['Calle 11 y Avenida Central, Colón, República de Panamá', 40, 8]]]));
    const issuer = findIssuer(lines);
    expect(issuer.countryCode).to.equal('PA');
    expect(issuer.state).to.equal(null);
  });

  it('keeps a bilingual table\'s letter grade apart from the other script\'s title beside it', () => {
    const table = tablePageOf([
      [['Subject', 40], ['Mark %', 270], ['Grade', 340], ['المادة', 520]],
      [['Islamic Education', 40], ['75', 275], ['C', 350], ['الإسلامية', 400], ['التربية', 470]],
      [['Arabic Language', 40], ['89', 275], ['B', 350], ['العربية', 420], ['اللغة', 490]],
      [['English Language', 40], ['77', 275], ['C', 350], ['الإنجليزية', 400], ['اللغة', 490]],
    ]);
    const r = extractDocumentFields({ pages: [table] }, 'marksheet');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['C', 'B', 'C']);
  });

  it('reads no course from a Spanish table\'s TOTALES row', () => {
    const pa = tablePageOf([
      [['Asignatura', 40], ['Descripción', 110], ['Créditos', 330], ['Nota', 400], ['Puntos', 460]],
      [['CONT 101', 40], ['Contabilidad I', 110], ['4', 340], ['A', 405], ['12', 465]],
      [['CONT 102', 40], ['Contabilidad II', 110], ['3', 340], ['B', 405], ['6', 465]],
      [['ECO 110', 40], ['Principios de Economía', 110], ['3', 340], ['B', 405], ['6', 465]],
      [['TOTALES', 110], ['10', 340], ['24', 465]],
    ]);
    expect(extractDocumentFields({ pages: [pa] }, 'transcript').courses.map((c) => c.courseName)).to.deep.equal(['Contabilidad I', 'Contabilidad II', 'Principios de Economía']);
  });

  it('reads no course from the letterhead repeated at the top of a continuation page', () => {
    const head: TextItem[] = [textItem('Gulf University of Testing', 40, 30, 13), textItem('جامعة الخليج للاختبار', 420, 30, 13)];
    const rows = tablePageOf([
      [['Course No.', 40], ['Course Title', 110], ['Cr. Hrs', 330], ['Grade', 400], ['Points', 460]],
      [['MATH 101', 40], ['Calculus I', 110], ['3.00', 335], ['A', 405], ['12.00', 462]],
      [['PHYS 101', 40], ['General Physics I', 110], ['3.00', 335], ['B+', 405], ['9.99', 462]],
    ], 1, 80);
    // The second page repeats the letterhead (its Arabic half read as two runs) and no column header.
    const next = tablePageOf([
      [['CPE 201', 40], ['Introduction to Programming', 110], ['3.00', 335], ['B', 405], ['9.00', 462]],
      [['CPE 221', 40], ['Digital Logic Design', 110], ['3.00', 335], ['A-', 405], ['11.01', 462]],
    ], 2, 70);
    const running = [textItem('Gulf University of Testing', 40, 30, 11), textItem('للاختبار', 395, 30, 11), textItem('جامعة الخليج', 470, 30, 11), textItem('Sara Al-Otaibi · 216990677 (continued)', 40, 48, 8)];
    const kw = extractDocumentFields({ pages: [{ ...rows, items: [...head, ...rows.items] }, { ...next, items: [...running, ...next.items] }] }, 'transcript');
    expect(kw.institution.name).to.equal('Gulf University of Testing');
    expect(kw.courses.map((c) => c.courseName)).to.deep.equal(['Calculus I', 'General Physics I', 'Introduction to Programming', 'Digital Logic Design']);
  });
});
