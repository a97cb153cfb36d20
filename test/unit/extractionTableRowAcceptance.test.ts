/**
 * Course-table rules found with the p-course-rows families (rows that are hard to accept): a label
 * the lexicon does not know heads a column of its own, a "Result" column of letters is the grade, a
 * grade with a footnote marker, a percent sign naming a column of marks, subtotal words of more
 * languages, and rows without code or grade whose credits equal the sum of the rows above them.
 */
import { expect } from 'chai';
import { extractCourses, headerAt } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';
import { tableItem as item } from '../support/textPages';

type Cell = [string, number];
const page = (rows: Cell[][], bold: number[] = []): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((cells, i) => cells.map(([t, x]): TextItem => ({ ...item(t, x, 60 + i * 12.5), fontName: bold.includes(i) ? 'Helvetica-Bold' : 'Helvetica' }))),
});
const read = (rows: Cell[][], bold: number[] = []) => extractCourses(groupLines(page(rows, bold))).courses;

describe('course table: rows that are hard to accept', () => {
  it('reads a capitalised label the lexicon does not know, a few blanks after the grade label, as a column of its own', () => {
    const courses = read([
      [['Code', 40], ['Vak', 110], ['EC', 413], ['Cijfer', 441], ['Opmerking', 476]],
      [['BK112', 40], ['Micro-economie', 110], ['7,5', 412], ['9,5', 447]],
      [['ECO117', 40], ['Onderzoeksmethoden', 110], ['7,5', 412], ['9', 451], ['voldaan', 476]],
      [['MAR124', 40], ['Recht en Ethiek', 110], ['6', 414], ['vrijstelling', 438], ['vrijstelling', 476]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal([['BK112', '9,5'], ['ECO117', '9'], ['MAR124', 'vrijstelling']]);
  });

  it('takes the letters of a scale under a "Result" label as the grades of a table without a grade column', () => {
    const rows: Cell[][] = [
      [['MET111', 40], ['Arbeidsrett', 110], ['5', 490], ['B', 530]],
      [['BED108', 40], ['Examen philosophicum', 110], ['7,5', 486], ['D', 530]],
      [['BED116', 40], ['Bedriftsøkonomisk analyse', 110], ['15', 487], ['Bestått', 520]],
      [['MET116', 40], ['Etikk og samfunnsansvar', 110], ['10', 487], ['E', 531]],
      [['BED126', 40], ['Finansregnskap', 110], ['5', 490], ['A', 530]],
    ];
    // A header the lexicon reads, and one it does not (the table is then found by its values).
    const named = read([[['Code', 40], ['Course Title', 110], ['ECTS', 481], ['Result', 522]], ...rows]);
    const unnamed = read([[['Zzkode', 40], ['Zznavn', 110], ['ECTS', 481], ['Result', 522]], ...rows]);
    for (const courses of [named, unnamed]) expect(courses.map((c) => c.grade)).to.deep.equal(['B', 'D', 'Bestått', 'E', 'A']);
  });

  it('keeps a row whose grade word carries a footnote marker, the grade without it', () => {
    const courses = read([
      [['Code', 40], ['Course Title', 110], ['Credits', 400], ['Grade', 460]],
      [['P170B115', 40], ['Programavimo pagrindai', 110], ['3', 410], ['7', 470]],
      [['T120B162', 40], ['Informacinės sistemos', 110], ['5', 410], ['įskaityta*', 455]],
      [['S000B104', 40], ['Filosofija', 110], ['6', 410], ['Pass†', 462]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal([['P170B115', '7'], ['T120B162', 'įskaityta'], ['S000B104', 'Pass']]);
  });

  it('reads a label the lexicon does not know followed by a percent sign as the marks out of 100', () => {
    const m = headerAt(groupLines(page([[['Materia', 51], ['Créditos', 440], ['Puntaje (%)', 492]]])), 0);
    expect(m!.columns.map((c) => [c.type, c.scale ?? null])).to.deep.equal([['name', null], ['credit', null], ['marksScored', 100]]);
  });

  it('knows the Venezuelan "U.C." credits, remarks columns and a Norwegian header', () => {
    const ve = headerAt(groupLines(page([[['Clave', 46], ['Asignatura', 105], ['U.C.', 390], ['Calificación', 421], ['Observación', 484]]])), 0);
    expect(ve!.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'grade', 'passStatus']);
    const no = headerAt(groupLines(page([[['Emnekode', 41], ['Emnenavn', 101], ['Studiepoeng', 440], ['Karakter', 510]]])), 0);
    expect(no!.columns.map((c) => c.type)).to.deep.equal(['code', 'name', 'credit', 'grade']);
  });

  it('drops subtotal lines in the words of more languages, also under a block of one row', () => {
    const courses = read([
      [['Code', 40], ['Course Title', 110], ['ECTS', 420], ['Grade', 470]],
      [['MET173', 40], ['Metode og forskningsdesign', 110], ['10', 422], ['A', 475]],
      [['Sum', 110], ['10', 422]],
      [['ΠΛΗ101', 40], ['Δομές Δεδομένων', 110], ['6', 422], ['8', 475]],
      [['Σύνολο', 110], ['6', 422]],
      [['MAT201', 40], ['Analízis I.', 110], ['4', 422], ['5', 475]],
      [['Összesen', 110], ['4', 422]],
    ]);
    expect(courses.map((c) => c.courseNumber)).to.deep.equal(['MET173', 'ΠΛΗ101', 'MAT201']);
  });

  it('keeps a course without code or grade whose credits equal the sum of the rows just above it', () => {
    const courses = read([
      [['Course Title', 40], ['Credits', 300], ['Grade', 360]],
      [['Calculus I', 40], ['3', 310], ['A', 365]],
      [['Physics I', 40], ['2', 310], ['B', 365]],
      [['Chemistry', 40], ['2', 310], ['C', 365]],
      [['Research Seminar', 40], ['4', 310], ['—', 365]],
    ]);
    expect(courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Calculus I', 3, 'A'],
      ['Physics I', 2, 'B'],
      ['Chemistry', 2, 'C'],
      ['Research Seminar', 4, null],
    ]);
  });

  it('still drops a bold line of credits alone that sums the rows above it, and one whose rows all have codes', () => {
    const bold = read(
      [
        [['Course Title', 40], ['Credits', 300], ['Grade', 360]],
        [['Calculus I', 40], ['3', 310], ['A', 365]],
        [['Physics I', 40], ['2', 310], ['B', 365]],
        [['Chemistry', 40], ['2', 310], ['C', 365]],
        [['Block one', 40], ['4', 310]],
      ],
      [4],
    );
    expect(bold.map((c) => c.courseName)).to.deep.equal(['Calculus I', 'Physics I', 'Chemistry']);
  });

  it('reads a grade of several words centred under a narrow label as one value, not as words of three columns', () => {
    const courses = read([
      [['Kód', 56], ['Tantárgy', 111], ['Kredit', 392], ['Jegy', 447], ['Státusz', 490]],
      [['MAT124', 56], ['Valószínűségszámítás', 111], ['4', 402], ['megfelelt', 436]],
      [['INF107', 56], ['Digitális technika 2', 111], ['5', 402], ['nem felelt meg', 427]],
      [['INF108', 56], ['Analízis II.', 111], ['4', 402], ['jeles', 446], ['befogadva', 490]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.credit, c.grade])).to.deep.equal([['MAT124', 4, 'megfelelt'], ['INF107', 5, 'nem felelt meg'], ['INF108', 4, 'jeles']]);
  });

  it('keeps a coded course with nothing to report yet when it fills another column of the table (its date)', () => {
    const courses = read([
      [['Code', 50], ['Title', 106], ['Date', 427], ['Credits', 474], ['Grade', 520]],
      [['PLH101', 50], ['Internship', 106], ['01.07.2018', 420]],
      [['PLH164', 50], ['Thesis', 106], ['16.06.2019', 420], ['9', 523]],
      [['Registrar', 106], ['16.06.2019', 420]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.courseName, c.grade])).to.deep.equal([['PLH101', 'Internship', null], ['PLH164', 'Thesis', '9']]);
  });

  it('reads the grades under the same "Result" label of a later table of two rows as the first table showed them', () => {
    const courses = read([
      [['Code', 40], ['Course Title', 110], ['Credits', 400], ['Result', 460]],
      [['ECO101', 40], ['Microeconomics', 110], ['3', 410], ['B', 470]],
      [['ECO102', 40], ['Public Finance', 110], ['4', 410], ['D', 470]],
      [['ECO103', 40], ['Business Statistics', 110], ['2', 410], ['A', 470]],
      [],
      [['Thesis and placement', 40]],
      [],
      [['Code', 40], ['Course Title', 110], ['Credits', 400], ['Result', 460]],
      [['ECO201', 40], ['Dissertation', 110], ['6', 410], ['C', 470]],
      [['ECO202', 40], ['Industrial Attachment', 110], ['2', 410], ['B', 470]],
    ]);
    expect(courses.map((c) => [c.courseNumber, c.grade])).to.deep.equal([['ECO101', 'B'], ['ECO102', 'D'], ['ECO103', 'A'], ['ECO201', 'C'], ['ECO202', 'B']]);
  });
});
