/**
 * What the older development misses showed (docs/document-understanding.md, stop 42: rules "A script's signs are no
 * letters", "A caption cell's other half in another script", "The date the award takes effect", "A caseless name after
 * its certifying clause"), on small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { matchLabel } from '../../src/processing/extraction/labels';
import { readsRightToLeft } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: what the older development misses showed', () => {
  it('counts no Hebrew geresh or gershayim as a letter of the line', () => {
    // As many Latin letters as Hebrew ones, and a geresh or a gershayim: no majority of Hebrew letters.
    expect(readsRightToLeft('Ref No. / מס׳ תיק')).to.equal(false);
    expect(readsRightToLeft('Credits / נ״ז לתואר')).to.equal(false);
    expect(readsRightToLeft('מספר סידורי / No.')).to.equal(true);
  });

  it('reads a caption cell with its rendering in another script and no colon, its value in the next cell', () => {
    expect(matchLabel('Date of Birth / תאריך לידה')?.field).to.equal('dateOfBirth');
    expect(matchLabel('Surname / Фамилия')?.field).to.equal('lastName');
    const r = extractDocumentFields(
      doc([
        [['Kinneret Valley College', 40, 14]],
        [['Name / שם', 40], ['Orly Marmorstein', 190], ['Date of Birth / תאריך לידה', 330], ['21.04.1998', 470]],
        [['Degree / תואר', 40], ['Bachelor of Arts (B.A.)', 190]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Orly Marmorstein');
    expect(r.candidate.dateOfBirth).to.equal('1998-04-21');
    expect(r.qualification.name).to.match(/^Bachelor of Arts/);
  });

  it('dates the completion by the day the award takes effect', () => {
    const en = extractDocumentFields(
      doc([
        [['Kinneret Valley College', 40, 14]],
        [['TRANSCRIPT OF GRADES', 40, 12]],
        [['Student: Orly Marmorstein', 40]],
        [['Eligible for the degree Bachelor of Arts (B.A.) in History as of 2 June 2021.', 40]],
      ]),
      'transcript',
    );
    expect(en.qualification.yearOfCompletion).to.equal(2021);
    const notYet = extractDocumentFields(
      doc([
        [['Kinneret Valley College', 40, 14]],
        [['Student: Orly Marmorstein', 40]],
        [['Not eligible for the degree as of 2 June 2021.', 40]],
      ]),
      'transcript',
    );
    expect(notYet.qualification.yearOfCompletion).to.equal(null);
    const ar = extractDocumentFields(
      doc([
        [['جامعة وادي النخيل', 250, 16]],
        [['قد أكملت متطلبات التخرج ومنحت درجة', 200]],
        [['بكالوريوس العلوم في الكيمياء', 220, 14]],
        [['وذلك اعتبارا من 3 يونيو 2017', 230]],
      ]),
      'diploma',
    );
    expect(ar.qualification.yearOfCompletion).to.equal(2017);
  });

  it('takes the caseless cell under the clause that certifies "that" for the holder', () => {
    const r = extractDocumentFields(
      doc([
        [['جامعة وادي النخيل', 250, 16]],
        [['شهادة', 280, 14]],
        [['يشهد مجلس الجامعة بأن', 240]],
        [['ليلى خالد عمر', 250, 16]],
        [['قد أكملت متطلبات التخرج ومنحت درجة', 200]],
        [['بكالوريوس العلوم في الكيمياء', 220, 14]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('ليلى خالد عمر');
  });
});
