/**
 * Course-table header words of the Nordic and Baltic languages (src/processing/extraction/headerLexicon.ts):
 * Swedish and Norwegian "Kurs" heads the title column, with the other registrar wordings of these
 * languages; a German Abitur grid's "Kurs" column of course levels (LK, GK) stays no title.
 */
import { expect } from 'chai';
import { extractCourses, headerAt } from '../../src/processing/extraction/table';
import { groupLines } from '../../src/processing/text/layout';
import type { PageText, TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, size = 8.5): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence: null,
});
type Cell = [string, number];
const pageOf = (rows: Cell[][], top = 60, step = 12.5): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer',
  items: rows.flatMap((r, i) => r.map(([t, x]) => item(t, x, top + i * step))),
});
const typesOf = (cells: Cell[]) => headerAt(groupLines(pageOf([cells])), 0)?.columns.map((c) => c.type) ?? null;

describe('course table: Nordic and Baltic header words', () => {
  it('reads "Kurs" and the other registrar wordings of Swedish, Norwegian, Danish, Finnish, Estonian, Lithuanian and Latvian', () => {
    expect(typesOf([['Kurs', 40], ['Omfattning', 300], ['Betyg', 380]])).to.deep.equal(['name', 'credit', 'grade']);
    expect(typesOf([['Kurskod', 40], ['Kursens namn', 110], ['Högskolepoäng', 330], ['Betyg', 420]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Emnekode', 40], ['Kurs', 110], ['Poeng', 330], ['Karakter', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Kursuskode', 40], ['Prøve', 110], ['ECTS-point', 330], ['Karakter', 420]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Opintojakson tunnus', 40], ['Kurssin nimi', 140], ['Laajuus', 330], ['Arvosana', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Õppeaine kood', 40], ['Õppeaine nimetus', 130], ['EAP', 330], ['Hinne', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Kodas', 40], ['Studijų dalyko pavadinimas', 110], ['Kreditai', 330], ['Įvertinimas', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
    expect(typesOf([['Kods', 40], ['Studiju kursa nosaukums', 110], ['KP', 330], ['Vērtējums', 400]])).to.deep.equal(['code', 'name', 'credit', 'grade']);
  });

  it('reads the subjects of a Swedish record under "Kurs", and no level code of an Abitur grid as a title', () => {
    const swedish = extractCourses(
      groupLines(
        pageOf([
          [['Kurs', 40], ['Omfattning', 300], ['Betyg', 380]],
          [['Linjär algebra', 40], ['7,5 hp', 300], ['VG', 380]],
          [['Programmeringsteknik', 40], ['7,5 hp', 300], ['G', 380]],
          [['Statistik', 40], ['15 hp', 300], ['G', 380]],
        ]),
      ),
    ).courses;
    expect(swedish.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([['Linjär algebra', 7.5, 'VG'], ['Programmeringsteknik', 7.5, 'G'], ['Statistik', 15, 'G']]);
    const abitur = extractCourses(
      groupLines(
        pageOf([
          [['Fach', 40], ['Kurs', 250], ['12/1', 310], ['12/2', 360]],
          [['Deutsch', 40], ['LK', 250], ['11', 310], ['12', 360]],
          [['Mathematik', 40], ['GK', 250], ['09', 310], ['10', 360]],
          [['Biologie', 40], ['GK', 250], ['13', 310], ['08', 360]],
          [['Geschichte', 40], ['LK', 250], ['07', 310], ['12', 360]],
        ]),
      ),
    ).courses;
    expect(abitur.length).to.be.above(0);
    expect(abitur.map((c) => c.courseName)).to.not.include.members(['LK', 'GK']);
    for (const c of abitur) expect(['Deutsch', 'Mathematik', 'Biologie', 'Geschichte']).to.include(c.courseName);
  });
});
