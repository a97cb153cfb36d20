/**
 * Rules written for the corpus-nj development families (South Sudanese, Kittitian, Malawian, Peruvian and Kyrgyz
 * documents), each on a small generated page: the NANP area code, the degree read for ("Grado a optar"), the browser
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

  it('the degree read for: "Grado a optar: Bachiller en Contabilidad", the semester of entry and the promedio ponderado', () => {
    const r = extractDocumentFields(
      docOf([
        [['Universidad Privada del Valle Andino', 60, 14]],
        [['Av. Grau 1200, Piura, Piura', 60, 8]],
        [['RÉCORD ACADÉMICO', 60, 13]],
        [['Alumno:', 40], ['ROJAS CASTILLO, Luis Alberto', 140], ['Código:', 320], ['15226854', 420]],
        [['Semestre de ingreso:', 40], ['2015-I', 140], ['Grado a optar:', 320], ['Bachiller en Contabilidad', 420]],
        [['Créditos aprobados: 91', 40], ['Promedio ponderado acumulado: 14.27', 240]],
      ]),
      'transcript',
    );
    expect(r.qualification.name).to.equal('Bachiller en Contabilidad');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfAdmission).to.equal(2015);
    expect(r.qualification.cgpa).to.equal('14.27');
  });

  const tableRows = (tail: Cell[][]): DocumentText =>
    docOf([
      [['MALAWI NATIONAL EXAMINATIONS BOARD', 60, 14]],
      [['P.O. Box 191, Zomba, Malawi', 60, 8.5]],
      [['MALAWI SCHOOL CERTIFICATE OF EDUCATION (MSCE) EXAMINATION 2021', 60, 11]],
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
  });

  it('browser print footer: the address of the printed page and its count "1/1" are no course', () => {
    const rows: Cell[][] = [
      [['Universidad Privada del Valle Andino', 48, 13]],
      [['Calle Real 870, Huancayo, Junín', 48, 8]],
      [['RÉCORD ACADÉMICO', 36, 13]],
      [['Alumno:', 36], ['MENDOZA RAMOS, Yesenia', 138]],
      [['Código', 39], ['Asignatura', 99], ['Créd.', 387], ['Nota', 437], ['Estado', 500]],
      [['SEMESTRE 2019-I', 39]],
      [['CO101', 39], ['Matemática Básica', 99], ['4', 397], ['11', 443], ['APROBADO', 490]],
      [['CO102', 39], ['Lenguaje y Comunicación', 99], ['5', 397], ['13', 443], ['APROBADO', 490]],
      [['CO103', 39], ['Introducción a la Contabilidad', 99], ['4', 397], ['14', 443], ['APROBADO', 490]],
      [['CO201', 39], ['Metodología del Estudio', 99], ['4', 397], ['12', 443], ['APROBADO', 490]],
      [['https://alumnos.unhc.example.edu.pe/alumno/academico/record-academico?periodo=todos', 22, 7.5], ['1/1', 535, 7.5]],
    ];
    const r = extractDocumentFields(docOf(rows), 'transcript');
    expect(r.courses.map((c) => c.courseNumber)).to.deep.equal(['CO101', 'CO102', 'CO103', 'CO201']);
  });

  it('school-leaving certificates of single-stage secondary systems end upper secondary', () => {
    expect(qualificationLevel('Malawi School Certificate of Education')).to.equal('Higher Secondary');
    expect(qualificationLevel('South Sudan Certificate of Secondary Education')).to.equal('Higher Secondary');
    // Uganda's O level, which an advanced certificate follows, stays lower secondary.
    expect(qualificationLevel('Uganda Certificate of Education')).to.equal('Secondary');
  });

  it('Latin caption pair: "Степень: бакалавр | Degree: Bachelor" is the English form', () => {
    const r = extractDocumentFields(
      docOf([
        [['КЫРГЫЗСКАЯ РЕСПУБЛИКА', 60, 10], ['KYRGYZ REPUBLIC', 330, 10]],
        [['Бишкекский университет права', 40, 10.5], ['Bishkek University of Law', 320, 10.5]],
        [['ТРАНСКРИПТ', 100, 12.5], ['TRANSCRIPT', 380, 12.5]],
        [['Ф.И.О.:', 36], ['Сыдыкова Нургуль Асановна', 128], ['Full name:', 305], ['Sydykova Nurgul Asanovna', 397]],
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
