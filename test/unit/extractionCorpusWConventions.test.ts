/**
 * Conventions of documents from countries the engine was not written against, found by the corpus-w
 * development families (Zimbabwe, Zambia, the Dominican Republic, Cambodia) and fixed by their general
 * cause (docs/document-understanding.md): a letter column beside a 0-100 mark, particles of Spanish surnames, the índice académico
 * and the credits approved, the completion of the plan de estudios, the carrera named "Ingeniería en …", a results page's title and
 * breadcrumb, the institution inside a certifying sentence, a birth clause (its place and its date) wrapped onto the next line.
 * Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { cleanInstitutionName } from '../../src/processing/extraction/issuer';
import { splitPersonName } from '../../src/processing/extraction/names';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentKind } from '../../src/processing/types';
import { extractCourseTable } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import { readCellPage } from '../support/courseTablePdf';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);

describe('extraction: conventions of the corpus-w countries', function () {
  this.timeout(30_000);
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'corpus-w-'))));
  after(async () => dir && (await rm(dir, { recursive: true, force: true })));

  it('reads a "Literal" column beside a 0-100 "Calificación" as the grade, the number as the mark', async () => {
    const t = await readCellPage(dir, 'literal.pdf', [
      [['Clave', 40], ['Asignatura', 100], ['Créditos', 330], ['Calificación', 390], ['Literal', 470]],
      [['ADM-101', 40], ['Introducción a la Administración', 100], ['3', 345], ['92', 410], ['A', 480]],
      [['ADM-214', 40], ['Contabilidad I', 100], ['4', 345], ['78', 410], ['C', 480]],
      [['ADM-230', 40], ['Microeconomía', 100], ['3', 345], ['85', 410], ['B', 480]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.credit, c.grade, c.marksScored])).to.deep.equal([
      ['ADM-101', 3, 'A', 92],
      ['ADM-214', 4, 'C', 78],
      ['ADM-230', 3, 'B', 85],
    ]);
  });

  it('reads a scanned period heading whose year the OCR glued to its word ("Período2017-1 (enero-abril)") as no course', () => {
    const page = tablePageOf([
      [['Clave', 40], ['Asignatura', 100], ['Créditos', 330], ['Calificación', 390], ['Literal', 470]],
      [['Período2017-1', 40], ['(enero-abril)', 100]],
      [['ENF-267', 40], ['Anatomía y Fisiología I', 100], ['3', 345], ['81', 410], ['B', 480]],
      [['ENF-391', 40], ['Fundamentos de Enfermería', 100], ['3', 345], ['72', 410], ['C', 480]],
      [['Período2017-2', 40], ['(mayo-agosto)', 100]],
      [['ENF-179', 40], ['Microbiología y Parasitología', 100], ['5', 345], ['93', 410], ['A', 480]],
      [['ENF-289', 40], ['Farmacología', 100], ['3', 345], ['64', 410], ['D', 480]],
    ]);
    const ocr = { ...page, source: 'ocr' as const, items: page.items.map((i) => ({ ...i, confidence: 91 })) };
    const t = extractCourseTable(documentLines({ pages: [ocr] }));
    expect(t.courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal([['ENF-267', 'B'], ['ENF-391', 'C'], ['ENF-179', 'A'], ['ENF-289', 'D']]);
  });

  it('reads the índice académico as the cumulative average and the credits approved as the total', () => {
    const r = read([
      [['UNIVERSIDAD TECNOLÓGICA DEL YUNA', 150, 14]],
      [['RÉCORD DE CALIFICACIONES', 180, 13]],
      [['Nombre: ', 50], ['WANDER PEÑA ALMONTE', 90]],
      [['Carrera: ', 50], ['Ingeniería en Sistemas Computacionales', 92]],
      [['Total de créditos aprobados: 52', 50], ['Índice académico acumulado: 3.41', 300]],
    ]);
    expect(r.qualification.cgpa).to.equal('3.41');
    expect(r.qualification.totalCreditsOrMarks).to.equal('52');
    expect(r.qualification.name).to.equal('Ingeniería en Sistemas Computacionales');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.majorOrSpecialization).to.equal('Sistemas Computacionales');
    expect(qualificationLevel('Ingeniería en Alimentos')).to.equal('Bachelor');
  });

  it('keeps the particles of a Spanish surname with it ("Santana de la Cruz"), two surnames after the given names', () => {
    expect(splitPersonName('MARÍA ALTAGRACIA SANTANA DE LA CRUZ', { spanish: true })).to.deep.equal({ fullName: 'María Altagracia Santana de la Cruz', firstName: 'María Altagracia', lastName: 'Santana de la Cruz' });
    expect(splitPersonName('ANA LUCÍA PEÑA DEL RÍO', { spanish: true })?.lastName).to.equal('Peña del Río');
    expect(splitPersonName('JUAN CARLOS ROSARIO TAVÁREZ', { spanish: true })?.lastName).to.equal('Rosario Tavárez');
  });

  it('reads the completion year from "Completó el plan de estudios en el período 2018-2", and none from a record still in progress', () => {
    const rows = (closing: Cell[][]): Cell[][] => [
      [['UNIVERSIDAD TECNOLÓGICA DEL YUNA', 150, 14]],
      [['RÉCORD DE CALIFICACIONES', 180, 13]],
      [['Nombre: ', 50], ['WANDER PEÑA ALMONTE', 90]],
      [['Carrera: ', 50], ['Licenciatura en Contabilidad', 92]],
      [['Fecha de ingreso: ', 50], ['enero 2014', 130]],
      ...closing,
      [['Se expide la presente certificación en Santo Domingo, República Dominicana, en fecha 14/03/2019.', 50]],
    ];
    expect(read(rows([[['Completó el plan de estudios en el período 2018-2.', 50]]])).qualification.yearOfCompletion).to.equal(2018);
    expect(read(rows([])).qualification.yearOfCompletion).to.equal(null);
  });

  it('reads a results page: the body before "- … Results" in its title, the qualification after it, and no breadcrumb as a title', () => {
    expect(cleanInstitutionName('Zambezi Examinations Council - General Certificate of Education Ordinary Level Results')).to.equal('Zambezi Examinations Council');
    const r = read(
      [
        [['ZEC  |  Online Results Service', 30, 13], ['Home   Results   Logout', 420, 9]],
        [['Home > Results > November 2019 > A Level', 30, 8]],
        [['Zambezi Examinations Council - General Certificate of Education Advanced Level Results', 30, 12.5]],
        [['Candidate Name', 36], ['MUTASA FARAI', 190]],
        [['Examination Session', 36], ['NOVEMBER 2019', 190]],
      ],
      'marksheet',
    );
    expect(r.institution.name).to.equal('Zambezi Examinations Council');
    expect(r.qualification.name).to.equal('General Certificate of Education Advanced Level');
    expect(r.qualification.level).to.equal('Higher Secondary');
  });

  it('keeps the officer and the sentence out of an institution named inside a certifying sentence', () => {
    expect(cleanInstitutionName('Rector of Tonle Basak Institute of Technology certifies that Mr. HENG Dara')).to.equal('Tonle Basak Institute of Technology');
    expect(cleanInstitutionName('The President of Lakeview University hereby certifies that')).to.equal('Lakeview University');
  });

  it('reads no state of the issuer from a birthplace whose clause wraps onto the next line, and the birth date across the break', () => {
    const r = read(
      [
        [['KINGDOM OF CAMBODIA', 250, 12]],
        [['Tonle Basak Institute of Technology', 60, 9]],
        [["BACHELOR'S DEGREE", 220, 24]],
        [['The Rector of Tonle Basak Institute of Technology certifies that Mr. HENG Dara, born on 12 March', 60, 12]],
        [['1998 in Kandal Province, Student ID e20160345, has successfully completed the programme of study', 60, 12]],
        [['prescribed by the University and is hereby awarded the degree of', 60, 12]],
        [['Bachelor of Science in Computer Science', 150, 22]],
      ],
      'diploma',
    );
    expect(r.institution.countryCode).to.equal('KH');
    expect(r.institution.state).to.equal(null);
    expect(r.institution.stateCode).to.equal(null);
    // The date of that clause wraps too: its year starts the next line.
    expect(r.candidate.dateOfBirth).to.equal('1998-03-12');
    expect(r.candidate.fullName).to.equal('Dara Heng');
  });
});
