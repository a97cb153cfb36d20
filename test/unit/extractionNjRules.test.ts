/**
 * Rules written for the corpus-nj development families (South Sudanese, Kittitian, Zambian, Chilean and Kazakhstani
 * documents), each on a small generated page: the NANP area code, the promedio ponderado, the browser
 * print footer, prose across the table, school-leaving certificates of single-stage secondary systems, the Latin
 * caption pair and chain names in capitals (docs/document-understanding.md). Invented people, numbers and institutions.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const docOf = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: rules of the corpus-nj families', () => {
  it('NANP area code: "(869) 465-2281" places a college in Saint Kitts and Nevis, "(212) …" places nothing', () => {
    const page = (phone: string) =>
      docOf([
        [['CAYON COLLEGE OF FURTHER EDUCATION', 60, 15]],
        [['Cayon Street, Basseterre, St. Kitts, West Indies', 60, 9]],
        [[`Tel: ${phone}`, 60, 9]],
        [['OFFICIAL TRANSCRIPT OF ACADEMIC RECORD', 150, 12]],
        [['Student Name:', 60], ['Jahmal Liburd', 150]],
        [['Programme:', 60], ['Associate Degree in Business Administration', 150]],
      ]);
    for (const phone of ['(869) 465-2281', '+1 (869) 465-2281', '1-869-465-2281']) {
      const r = extractDocumentFields(page(phone), 'transcript');
      expect(r.institution.countryCode, phone).to.equal('KN');
      expect(r.provenance?.fields['institution.countryCode']?.rule, phone).to.match(/NANP area code/);
    }
    expect(extractDocumentFields(page('(212) 465-2281'), 'transcript').institution.countryCode).to.equal(null);
  });

  it('promedio ponderado: the credit-weighted average of a Chilean record is its overall result', () => {
    const r = extractDocumentFields(
      docOf([
        [['Universidad de la Frontera Austral', 60, 14]],
        [['Av. Francisco Salazar 1145, Temuco, La Araucanía', 60, 8]],
        [['CONCENTRACIÓN DE NOTAS', 60, 13]],
        [['Alumno:', 40], ['ROJAS DÍAZ, Camila', 132], ['Matrícula:', 320], ['201645821', 412]],
        [['Año de ingreso:', 40], ['2016', 132], ['Grado académico:', 320], ['Licenciada en Psicología', 412]],
        [['Créditos aprobados: 96', 40], ['Promedio ponderado acumulado: 5,62', 240]],
      ]),
      'transcript',
    );
    expect(r.qualification.cgpa).to.equal('5.62');
  });

  const tableRows = (tail: Cell[][]): DocumentText =>
    docOf([
      [['EXAMINATIONS COUNCIL OF ZAMBIA', 60, 14]],
      [['P.O. Box 50432, Lusaka, Zambia', 60, 8.5]],
      [['SCHOOL CERTIFICATE EXAMINATION 2021 — GRADE 12', 60, 11]],
      [['Candidate Name', 50], [': BANDA Chikondi', 168]],
      [['CODE', 50], ['SUBJECT', 110], ['GRADE', 330], ['INTERPRETATION', 400]],
      [['1001', 50], ['ENGLISH', 110], ['4', 345], ['CREDIT', 400]],
      [['1004', 50], ['MATHEMATICS', 110], ['2', 345], ['DISTINCTION', 400]],
      [['1005', 50], ['BIOLOGY', 110], ['5', 345], ['CREDIT', 400]],
      [['1009', 50], ['HISTORY', 110], ['7', 345], ['PASS', 400]],
      ...tail,
    ]);

  it('prose across the table: a note of one sentence under the rows is no course', () => {
    const r = extractDocumentFields(
      tableRows([[['This', 50], ['results', 70], ['slip', 100], ['is', 118], ['issued', 128], ['pending', 158], ['the', 192], ['certificate.', 210], ['Subject', 262], ['names', 296], ['in', 326], ['capitals', 338], ['are', 376], ['the', 394], ['syllabus', 412], ['titles.', 450]]]),
      'marksheet',
    );
    expect(r.courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal([['1001', '4'], ['1004', '2'], ['1005', '5'], ['1009', '7']]);
    // As OCR reads a photo of it: the key's first words in the code column, the note without its last full stop.
    const photo = extractDocumentFields(
      tableRows([
        [['KEY:1-2', 50], ['Distinction, 3-4 Merit. 5-6 Credit. 9 Unsatisfactory. Points are the sum', 110], ['of the grades', 330], ['of the best six', 400]],
        [['This results slip ts issued pending the certificate. Subsect', 110], ['names in capitals', 330], ['are the syllabus titles', 400]],
      ]),
      'marksheet',
    );
    expect(photo.courses.map((c) => c.courseNumber)).to.deep.equal(['1001', '1004', '1005', '1009']);
  });

  it('browser print footer: the address of the printed page and its count "1/1" are no course', () => {
    const rows: Cell[][] = [
      [['Universidad Católica del Maule Costero', 48, 13]],
      [['Av. San Miguel 3605, Talca, Maule', 48, 8]],
      [['CONCENTRACIÓN DE NOTAS', 36, 13]],
      [['Alumno:', 36], ['SOTO CONTRERAS, Vicente', 128]],
      [['Código', 39], ['Asignatura', 99], ['Créditos', 387], ['Nota', 437], ['Estado', 500]],
      [['PRIMER SEMESTRE 2019', 39]],
      [['ICO101', 39], ['Cálculo I', 99], ['6', 397], ['5,1', 441], ['Aprobado', 492]],
      [['ICO102', 39], ['Introducción a la Economía', 99], ['5', 397], ['6,3', 441], ['Aprobado', 492]],
      [['ICO103', 39], ['Contabilidad I', 99], ['5', 397], ['4,8', 441], ['Aprobado', 492]],
      [['ICO201', 39], ['Comunicación Efectiva', 99], ['6', 397], ['5,5', 441], ['Aprobado', 492]],
      [['https://alumnos.ucmc.example.cl/alumno/carrera/concentracion-notas?periodo=todos', 22, 7.5], ['1/1', 535, 7.5]],
    ];
    const r = extractDocumentFields(docOf(rows), 'transcript');
    expect(r.courses.map((c) => c.courseNumber)).to.deep.equal(['ICO101', 'ICO102', 'ICO103', 'ICO201']);
  });

  it('school-leaving certificates of single-stage secondary systems end upper secondary', () => {
    expect(qualificationLevel('South Sudan Certificate of Secondary Education')).to.equal('Higher Secondary');
    // Uganda's O level, which an advanced certificate follows, stays lower secondary.
    expect(qualificationLevel('Uganda Certificate of Education')).to.equal('Secondary');
  });

  it('an examinations council names itself first, and the grade after the sitting names the certificate\'s stage', () => {
    const r = extractDocumentFields(tableRows([]), 'marksheet');
    expect(r.institution.name).to.equal('EXAMINATIONS COUNCIL OF ZAMBIA');
    expect(r.qualification.name).to.equal('School Certificate');
    expect(r.qualification.level).to.equal('Higher Secondary');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
    // As OCR reads a scan of it: the grade in a cell of its own, the dash on a line apart.
    const scan = extractDocumentFields(
      docOf([
        [['EXAMINATIONS COUNCIL OF ZAMBIA', 60, 14]],
        [['P.O. Box 50432, Lusaka, Zambia', 60, 8.5]],
        [['SCHOOL CERTIFICATE EXAMINATION 2022', 60, 11], ['GRADE 12', 330, 11]],
        [['—', 300, 11]],
        [['Surname', 50], [': ZULU', 168]],
        [['First Name(s)', 50], [': Namwinga', 168]],
      ]),
      'marksheet',
    );
    expect([scan.qualification.name, scan.qualification.level, scan.qualification.yearOfCompletion]).to.deep.equal(['School Certificate', 'Higher Secondary', 2022]);
  });

  it('Latin caption pair: "Степень: бакалавр | Degree: Bachelor" is the English form', () => {
    const r = extractDocumentFields(
      docOf([
        [['РЕСПУБЛИКА КАЗАХСТАН', 60, 10], ['REPUBLIC OF KAZAKHSTAN', 330, 10]],
        [['Алматинский университет права', 40, 10.5], ['Almaty University of Law', 320, 10.5]],
        [['ТРАНСКРИПТ', 100, 12.5], ['TRANSCRIPT', 380, 12.5]],
        [['Ф.И.О.:', 36], ['Искакова Динара Болатовна', 128], ['Full name:', 305], ['Iskakova Dinara Bolatovna', 397]],
        [['Степень:', 36], ['бакалавр', 128], ['Degree:', 305], ['Bachelor', 397]],
      ]),
      'transcript',
    );
    expect(r.qualification.name).to.equal('Bachelor');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('chain names in capitals: a South Sudanese name keeps its printed order', () => {
    const r = extractDocumentFields(
      docOf([
        [['REPUBLIC OF SOUTH SUDAN', 150, 12]],
        [['NATIONAL EXAMINATIONS COUNCIL', 150, 11]],
        [['Ministries Complex, P.O. Box 112, Juba, South Sudan', 120, 8.5]],
        [['SOUTH SUDAN CERTIFICATE OF SECONDARY EDUCATION EXAMINATION 2019', 60, 10.5]],
        [['Index No.:', 48], ['204/5581/19', 168]],
        [['Name of Candidate:', 48], ['PETER GARANG DENG KUOL', 168]],
      ]),
      'marksheet',
    );
    expect(r.institution.countryCode).to.equal('SS');
    expect(r.candidate.fullName).to.equal('Peter Garang Deng Kuol');
    expect(r.candidate.lastName).to.equal('Kuol');
  });
});
