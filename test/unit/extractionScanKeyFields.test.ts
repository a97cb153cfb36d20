/**
 * Key fields that scans and photos of development families missed, read by the conventions behind
 * them (docs/document-understanding.md, "Key-value reading"): a result word is never a person's
 * name, and a one-letter grade cell is no dative "a" / "to" before a holder. Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { nearTitle } from '../../src/processing/extraction/qualifications';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

/** The page as OCR gives it: every word its own item, with a confidence. */
const ocrDoc = (rows: Cell[][], confidence = 80): DocumentText => {
  const page = pageOfRows(rows);
  const items = page.items.flatMap((it) => {
    let x = it.x;
    return it.text.split(' ').map((w) => {
      const word = { ...it, text: w, x, width: w.length * it.fontSize * 0.5, confidence };
      x += (w.length + 1) * it.fontSize * 0.5;
      return word;
    });
  });
  return { pages: [{ ...page, source: 'ocr', items }] };
};

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: key fields of scans (known development misses)', () => {
  it('never reads a result word under a grade cell as the holder, and finds the name centred in large type', () => {
    // A Norwegian-style vitnemål: the name centred with no caption; a course whose result ("Bestått")
    // is set larger than its row, as a photo's ink box makes it, under a row graded "A".
    const r = extractDocumentFields(
      doc([
        [['Nordfjell universitet', 50, 15]],
        [['Postboks 12, 7491 Trondheim, Norge', 50, 8]],
        [['VITNEMÅL', 240, 19]],
        [['Ingrid Marie Haugen', 210, 14.5]],
        [['Fødselsdato 12.03.1998', 245, 8]],
        [['er tildelt graden', 260, 11]],
        [['Bachelorgrad i historie', 200, 15]],
        [['Emnekode', 60], ['Emnenavn', 126], ['Semester', 352], ['Studiepoeng', 428], ['Karakter', 502]],
        [['HIS1001', 60], ['Eldre historie', 126], ['Høst 2019', 352], ['7,5', 475], ['B', 521]],
        [['HIS1002', 60], ['Nyere historie', 126], ['Høst 2019', 352], ['7,5', 475], ['A', 521]],
        [['EXP0100', 60], ['Examen philosophicum', 126], ['Vår 2020', 352], ['7,5', 475], ['Bestått', 507, 11]],
        [['HIS2001', 60], ['Historisk metode', 126], ['Vår 2020', 352], ['15', 475], ['B', 521]],
        [['Trondheim, 20. juni 2022', 60]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Ingrid Marie Haugen');
  });

  it('reads an OCR line that misreads a national title\'s letters as that title', () => {
    // Without the language's model OCR reads "ā", "ē", "ī" as other letters: "ATESTĀTS" / "par vispārējo
    // vidējo izglītību" (the Latvian upper-secondary certificate) comes out as below.
    const rows: Cell[][] = [
      [['LATVIJAS REPUBLIKA', 238, 8]],
      [['ATESTÂATS', 248, 15]],
      [['par vispäaréjo vidéjo izghtibu', 224, 12]],
      [['Kalnu vidusskola', 255, 11]],
      [['Nr.', 72], ['Mācību priekšmets', 96], ['Vērtējums', 464]],
      [['1', 76], ['Latviešu valoda', 96], ['7', 482]],
      [['2', 76], ['Matemātika', 96], ['6', 482]],
    ];
    const r = extractDocumentFields(ocrDoc(rows), 'marksheet');
    expect(r.qualification).to.include({ name: 'Atestats par visparejo videjo izglitibu', level: 'Higher Secondary' });
    expect(nearTitle('par vispäaréjo vidéjo izghtibu')).to.equal(null); // not a title of as many words
    expect(nearTitle('ATESTATS par vispäaréjo vidéjo izghtibu')).to.equal('Atestats par visparejo videjo izglitibu');
    // Too many misread letters, or a short title, is no reading of it.
    expect(nearTitle('ATXSTXTS pxr vxspxrxjo vidéjo izghtibu')).to.equal(null);
    expect(nearTitle('Mastex of Arts')).to.equal(null);
  });

  it('takes no result word for a name, whatever its size', () => {
    // A photo makes a result cell's ink taller than its row: "Bestått" over the next row's "B" in the same type.
    const r = extractDocumentFields(
      doc([
        [['Nordfjell universitet', 50, 12]],
        [['Postboks 12, 7491 Trondheim, Norge', 50, 8]],
        [['KARAKTERUTSKRIFT', 240, 12]],
        [['Emnekode', 60], ['Emnenavn', 126], ['Semester', 352], ['Studiepoeng', 428], ['Karakter', 502]],
        [['HIS1001', 60], ['Eldre historie', 126], ['Høst 2019', 352], ['7,5', 475], ['C', 521]],
        [['EXP0100', 60], ['Examen philosophicum', 126], ['Vår 2020', 352], ['7,5', 475], ['Bestått', 507, 18]],
        [['HIS2001', 60], ['Historisk metode', 126], ['Vår 2020', 352], ['15', 475], ['B', 521, 18]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal(null);
  });

  it('reads a one-letter grade cell among a row\'s cells as no dative "a" before a holder', () => {
    // Portuguese "a" / NAME stands alone on its line; the grade "A" of a row is a table cell.
    const r = extractDocumentFields(
      doc([
        [['Westbrook College', 50, 12]],
        [['12 Harbour Road, Boston, MA 02110, USA', 50, 8]],
        [['ACADEMIC RECORD', 240, 12]],
        [['Code', 60], ['Course Title', 126], ['Term', 352], ['Credits', 428], ['Grade', 502]],
        [['HIS 101', 60], ['World History', 126], ['Fall 2019', 352], ['3', 475], ['A', 521]],
        [['HIS 205', 60], ['Historical Method', 126], ['Spring 2020', 352], ['3', 475], ['Not Assessed', 505]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal(null);
  });
});
