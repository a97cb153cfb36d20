/**
 * The foot of a Nordic register extract (src/processing/extraction/labels.ts): the total of credits,
 * the weighted average and the print date printed after their captions without a colon
 * ("Yhteensä 20,0 op", "Painotettu keskiarvo 4,00", "Tulostettu 14.6.2022"). A small generated page.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows, type Cell } from '../support/textPages';

const extract = (foot: Cell[][]) =>
  extractDocumentFields(
    {
      pages: [
        pageOfRows([
          [['Järvenkylän yliopisto', 50, 14]],
          [['Yliopistonkatu 4, 33100 Tampere  |  www.jarvenkyla.fi', 50, 8]],
          [['OPINTOSUORITUSOTE', 50, 15], ['Tulostettu 14.6.2022', 460, 8.5]],
          [['Nimi', 50], ['Virtanen, Aino Maria', 180]],
          [['Syntymäaika', 50], ['3.4.1998', 180]],
          [['Koodi', 50], ['Opintojakso', 112], ['Laajuus (op)', 380], ['Arvosana', 440], ['Päivämäärä', 500]],
          [['KIE-101', 50], ['Kirjoitusviestintä', 112], ['5,0', 380], ['4', 440], ['12.10.2018', 500]],
          [['MAT-102', 50], ['Lineaarialgebra', 112], ['5,0', 380], ['3', 440], ['15.12.2018', 500]],
          [['TIL-201', 50], ['Tilastotiede', 112], ['10,0', 380], ['5', 440], ['20.5.2019', 500]],
          ...foot,
        ]),
      ],
    },
    'transcript',
  );

describe('extraction: totals, average and print date of a register extract', () => {
  it('reads "Yhteensä … op", "Painotettu keskiarvo …" and "Tulostettu …" without a colon', () => {
    const r = extract([[['Yhteensä 20,0 op', 50]], [['Painotettu keskiarvo 4,00', 50]]]);
    expect(r.qualification.dateOfIssue).to.equal('2022-06-14');
    expect(r.qualification.totalCreditsOrMarks).to.equal('20');
    expect(r.qualification.cgpa).to.equal('4.00');
  });

  it('reads no total or average from a caption followed by words', () => {
    const r = extract([[['Yhteensä kolme opintojaksoa', 50]], [['Keskiarvo ei laskettu', 50]]]);
    expect(r.qualification.cgpa).to.equal(null);
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
  });
});
