/**
 * Bilingual transcripts (the families README: the English form of a bilingual document's institution and
 * qualification): a letterhead with its translation on the next line in smaller type, a degree printed only under a
 * level caption, and an English degree whose subject takes two words before its field ("Bachelor of Natural Sciences
 * in Computer Science"). Small generated pages; people and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] }, 'transcript');

describe('extraction: a bilingual letterhead and degree', () => {
  it('takes the translated letterhead under the national one, in smaller type, and the degree under the level caption', () => {
    const r = read([
      [['BALATONPARTI TUDOMÁNYEGYETEM', 169, 14]],
      [['University of Balatonpart', 240, 10]],
      [['LECKEKÖNYV-KIVONAT', 202]],
      [['Családi név:', 46], ['Kiss', 166]],
      [['Utónév:', 46], ['Bence', 166]],
      [['Szak:', 46], ['Gazdaságinformatikus alapképzési szak / Business Informatics', 166]],
      [['Végzettségi szint:', 46], ['alapfokozat (BSc) / Bachelor of Science', 166]],
    ]);
    expect(r.institution.name).to.equal('University of Balatonpart');
    expect(r.qualification.name).to.equal('Bachelor of Science');
  });

  it('keeps the national letterhead when the line under it names another body', () => {
    const r = read([
      [['BALATONPARTI TUDOMÁNYEGYETEM', 169, 14]],
      [['Institute of Physics', 240, 10]],
      [['Családi név:', 46], ['Kiss', 166]],
      [['Utónév:', 46], ['Bence', 166]],
    ]);
    expect(r.institution.name).to.equal('BALATONPARTI TUDOMÁNYEGYETEM');
  });

  it('names an English degree with a two-word subject without the field joined by "in"', () => {
    const r = read([
      [['DZINTARKRASTA UNIVERSITĀTE', 144, 14]],
      [['Vārds, uzvārds / Name, surname:', 46], ['Anete Kalniņa', 221]],
      [['Studiju programma / Study programme:', 46], ['Datorzinātnes / Computer Science', 221]],
      [['Grāds / Degree:', 46], ['Dabaszinātņu bakalaura grāds datorzinātnēs / Bachelor of Natural Sciences in Computer Science', 221]],
    ]);
    expect(r.qualification.name).to.equal('Bachelor of Natural Sciences');
  });
});
