/**
 * Rule "A grid of captions over values" (docs/document-understanding.md, "Key-value reading"): a row whose cells
 * are all captions over one row of values, each value flush under its caption, as portals and result slips print
 * the holder's particulars. Small generated pages in Spanish and German.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { findLabeledValues } from '../../src/processing/extraction/labels';
import { groupLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });
const pairsOf = (rows: Cell[][]) => findLabeledValues(groupLines(pageOfRows(rows))).map((p) => [p.field, p.value]);

/** A student portal's particulars: captions with colons in one row, the values under them, a second grid under it. */
const PORTAL: Cell[][] = [
  [['Universidad del Valle Alto', 40, 14]],
  [['Historial académico', 40, 11]],
  [['Nombre del alumno:', 40, 8], ['Matrícula:', 200, 8], ['Plan de estudios:', 330, 8], ['Carrera:', 460, 8]],
  [['Ximena Ortega Ruiz', 40, 10], ['A0192837', 200, 10], ['Plan 2018', 330, 10], ['Licenciatura en Biología', 460, 10]],
  [['Fecha de nacimiento:', 40, 8], ['Estatus:', 200, 8], ['Sede:', 330, 8]],
  [['03/02/2001', 40, 10], ['Activo', 200, 10], ['Campus Norte', 330, 10]],
];

/** A result slip's particulars in capitals without colons, one caption with nothing under it. */
const SLIP: Cell[][] = [
  [['LANDESPRÜFUNGSAMT', 40, 12]],
  [['NACHNAME, VORNAME', 40, 7], ['GEBURTSDATUM', 220, 7], ['GESCHLECHT', 320, 7], ['PRÜFUNGSORT', 400, 7]],
  [['WEBER, LUKAS', 40, 9], ['W', 320, 9], ['Neustadt', 400, 9]],
  [['FACH', 40, 9], ['NOTE', 300, 9]],
  [['Mathematik', 40, 9], ['2', 300, 9]],
  [['Physik', 40, 9], ['3', 300, 9]],
];

describe('extraction: a grid of captions over values', () => {
  it('gives each caption the value flush under it, never the next caption', () => {
    const pairs = pairsOf(PORTAL);
    expect(pairs).to.deep.include.members([['fullName', 'Ximena Ortega Ruiz'], ['registrationNumber', 'A0192837'], ['dateOfBirth', '03/02/2001']]);
    // A caption is no caption's value.
    expect(pairs.map(([, v]) => v)).to.not.include.members(['Matrícula:', 'Estatus:', 'Carrera:']);
    const r = extractDocumentFields(doc(PORTAL), 'transcript');
    expect(r.candidate).to.include({ fullName: 'Ximena Ortega Ruiz', dateOfBirth: '2001-02-03' });
  });

  it('reads captions in capitals without colons; a caption with nothing under it has no value', () => {
    const pairs = pairsOf(SLIP);
    expect(pairs).to.deep.include.members([['fullName', 'WEBER, LUKAS']]);
    expect(pairs.filter(([f]) => f === 'dateOfBirth')).to.be.empty;
    expect(extractDocumentFields(doc(SLIP), 'marksheet').candidate.fullName).to.equal('Lukas Weber');
  });
});
