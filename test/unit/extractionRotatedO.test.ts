/**
 * Rules written from the misses of the rotated o- group (docs/document-understanding.md): "An unknown caption between
 * known ones", "A university's bachillerato", and the Icelandic and Slovenian vocabulary ("Icelandic records of
 * study"). Small generated pages in other wordings, layouts and languages than the families.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { extractCourses } from '../../src/processing/extraction/table';
import { findLabeledValues } from '../../src/processing/extraction/labels';
import { groupLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });
const pairsOf = (rows: Cell[][]) => findLabeledValues(groupLines(pageOfRows(rows))).map((p) => [p.field, p.value]);

describe('extraction: rules of the rotated o- group', () => {
  it('reads a row of captions whose middle caption the lexicon does not know (An unknown caption between known ones)', () => {
    const card: Cell[][] = [
      [['Northbridge University', 40, 14]],
      [['Student record', 40, 11]],
      [['Student Name', 40, 8], ['Cohort', 220, 8], ['Date of Birth', 380, 8]],
      [['OKAFOR CHIDINMA GRACE', 40, 10], ['Autumn', 220, 10], ['14/03/2001', 380, 10]],
    ];
    const pairs = pairsOf(card);
    expect(pairs).to.deep.include.members([['fullName', 'OKAFOR CHIDINMA GRACE'], ['dateOfBirth', '14/03/2001']]);
    // The unknown caption is no value of the name.
    expect(pairs.filter(([f]) => f === 'fullName').map(([, v]) => v)).to.deep.equal(['OKAFOR CHIDINMA GRACE']);
  });

  it('keeps a label and its value on one line apart from a grid (one known caption and a value in title case)', () => {
    const lines: Cell[][] = [
      [['Name', 40, 9], ['Maria Lopez', 160, 9], ['Programme', 300, 9]],
      [['Surname', 40, 9], ['Lopez', 160, 9]],
    ];
    expect(pairsOf(lines)).to.deep.include.members([['fullName', 'Maria Lopez']]);
  });

  it("reads a university's bachillerato as a first degree, a school track as upper secondary (A university's bachillerato)", () => {
    const uni = extractDocumentFields(doc([
      [['Universidad Autónoma del Pacífico', 40, 14]],
      [['Certificación de notas', 40, 11]],
      [['Estudiante:', 40, 9], ['Mariela Soto Pineda', 160, 9]],
      [['Grado académico:', 40, 9], ['Bachillerato en Enfermería', 160, 9]],
    ]), 'transcript');
    expect(uni.qualification).to.include({ name: 'Bachillerato en Enfermería', level: 'Bachelor' });
    const school = extractDocumentFields(doc([
      [['Universidad Autónoma del Pacífico', 40, 14]],
      [['Certificación de notas', 40, 11]],
      [['Estudiante:', 40, 9], ['Mariela Soto Pineda', 160, 9]],
      [['Grado académico:', 40, 9], ['Bachillerato en Ciencias y Humanidades', 160, 9]],
    ]), 'transcript');
    expect(school.qualification.level).to.equal('Higher Secondary');
  });

  it('reads an Icelandic record: captions, the degree "MS-próf", the university and the table header (Icelandic records of study)', () => {
    const rows: Cell[][] = [
      [['Háskólinn á Austurlandi', 40, 14]],
      [['Nafn:', 40, 9], ['Jón Einarsson', 160, 9]],
      [['Prófgráða:', 40, 9], ['MS-próf í umhverfisfræði', 160, 9]],
      [['Brautskráning:', 40, 9], ['20. júní 2020', 160, 9]],
      [['Námskeiðsnúmer', 40, 8.5], ['Heiti', 120, 8.5], ['Einingar', 330, 8.5], ['Einkunn', 400, 8.5]],
      [['UMH101F', 40, 8.5], ['Vistfræði votlendis', 120, 8.5], ['10', 330, 8.5], ['7,5', 400, 8.5]],
      [['UMH102F', 40, 8.5], ['Loftslagsbreytingar', 120, 8.5], ['6', 330, 8.5], ['9,0', 400, 8.5]],
      [['UMH201F', 40, 8.5], ['Rannsóknaraðferðir', 120, 8.5], ['8', 330, 8.5], ['6,5', 400, 8.5]],
    ];
    const r = extractDocumentFields(doc(rows), 'transcript');
    expect(r.candidate.fullName).to.equal('Jón Einarsson');
    expect(r.institution.name).to.equal('Háskólinn á Austurlandi');
    expect(r.qualification).to.include({ name: 'MS-próf í umhverfisfræði', level: 'Master', yearOfCompletion: 2020 });
    const courses = extractCourses(groupLines(pageOfRows(rows))).courses;
    expect(courses.map((c) => [c.courseName, c.credit, c.grade])).to.deep.equal([
      ['Vistfræði votlendis', 10, '7,5'], ['Loftslagsbreytingar', 6, '9,0'], ['Rannsóknaraðferðir', 8, '6,5'],
    ]);
  });

  it('names a Slovenian "Univerza" as the institution', () => {
    const r = extractDocumentFields(doc([
      [['Univerza na Krasu', 40, 14]],
      [['Fakulteta za management', 40, 10]],
      [['Ime in priimek:', 40, 9], ['Tina Zajc', 160, 9]],
    ]), 'transcript');
    expect(r.institution.name).to.equal('Univerza na Krasu');
  });
  it('names the degree conferred, not the course completed before it (The degree conferred over the course completed)', () => {
    const r = extractDocumentFields(doc([
      [['UNIVERSIDAD DEL ALTIPLANO SUR', 60, 15]],
      [['TÍTULO', 60, 24]],
      [['El Rector de la Universidad del Altiplano Sur hace constar que', 60, 11]],
      [['Rosa Elena Quispe Mamani', 60, 16]],
      [['natural de Oruro, nacida el 3 de mayo de 1996, culminó los estudios de Licenciatura en', 60, 11]],
      [['Química Industrial en esta Universidad, con la calificación de 78 puntos, por lo que se le otorga el título de', 60, 11]],
      [['Licenciada en Química Industrial', 60, 15]],
      [['La Paz, 12 de diciembre de 2021', 60, 11]],
    ]), 'diploma');
    expect(r.qualification.name).to.equal('Licenciada en Química Industrial');
  });

  it('ends a programme named in running text before "in this university" in Portuguese', () => {
    const r = extractDocumentFields(doc([
      [['INSTITUTO SUPERIOR POLITÉCNICO DO NAMIBE', 60, 15]],
      [['CERTIFICADO', 60, 24]],
      [['Certifica-se que Joana Mendes Cassoma, nascida aos 2 de abril de 1997, concluiu o curso de Licenciatura em', 60, 11]],
      [['Gestão Portuária nesta Instituição, com a classificação final de 14 valores.', 60, 11]],
      [['Namibe, 3 de março de 2022', 60, 11]],
    ]), 'diploma');
    expect(r.qualification.name).to.equal('Licenciatura em Gestão Portuária');
  });
  it('reads a page that prints each line over its English rendering by the English lines (A proper word across a translation, A title over its English translation)', () => {
    const r = extractDocumentFields(doc([
      [['BOSNA I HERCEGOVINA', 60, 12]],
      [['BOSNIA AND HERZEGOVINA', 60, 8.6]],
      [['UNIVERZITET U TUZLI', 60, 14]],
      [['UNIVERSITY OF TUZLA', 60, 9.4]],
      [['DIPLOMA', 60, 22]],
      [['Ana Marić', 60, 16]],
      [['rođena 4. 5. 1998. u Doboju / born on 4 May 1998 in Doboj', 60, 10]],
      [['Bakalaureat ekonomije', 60, 15]],
      [['Bachelor in Economics', 60, 10.8]],
      [['Tuzla, 12. 7. 2021.', 60, 10]],
    ]), 'diploma');
    expect(r.institution.name?.toLowerCase()).to.equal('university of tuzla');
    expect(r.qualification).to.include({ name: 'Bachelor in Economics', level: 'Bachelor' });
  });
  it('reads the Slovenian professional title under "Strokovni naslov"', () => {
    const r = extractDocumentFields(doc([
      [['Univerza na Krasu', 40, 14]],
      [['Ime in priimek:', 40, 9], ['Marko Zupan', 160, 9]],
      [['Strokovni naslov:', 40, 9], ['magister inženir strojništva', 160, 9]],
    ]), 'transcript');
    expect(r.qualification.name?.toLowerCase()).to.equal('magister inženir strojništva');
    expect(r.qualification.level).to.equal('Master');
  });
});
