/**
 * Key fields that hold on layouts the reader was not written against, and no invented values
 * (decision "Extraction field types": a value without evidence on the page is null). Each rule
 * is checked on a small generated page of the kind the procedural p-keys families draw.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

describe('extraction: key fields on unseen layouts, nothing invented', () => {
  it('reads no place from a parent\'s name or a signatory\'s name ("JOHN PAUL", "Magdalena" over "Rektor")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['ELMSWORTH INSTITUTE OF TECHNOLOGY', 120, 14]],
        [['CERTIFICATE OF AWARD', 200, 12]],
        [['Name of Father', 40], ['JOHN PAUL MENDOZA', 200]],
        [['Name', 40], ['Jerome Mendoza', 200]],
        [['Award', 40], ['Bachelor of Science', 200]],
        [['Date of Award', 40], ['27 July 2017', 200]],
        [['Magdalena Nowakowska', 60], ['Ana Karen Flores Mendoza', 350]],
        [['Registrar', 60], ['Dean of the Faculty', 350]],
      ])),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Jerome Mendoza');
    expect(r.institution.countryCode).to.equal(null);
    expect(r.institution.state).to.equal(null);
  });

  it('still reads the place of an address line printed under the signatures', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['ELMSWORTH INSTITUTE OF TECHNOLOGY', 120, 14]],
        [['Name', 40], ['Jerome Mendoza', 200]],
        [['Título', 40], ['Maestría en Administración', 200]],
        [['Ana Karen Flores Mendoza', 350]],
        [['El Rector', 350]],
        [['Avenida Universidad 62, Hermosillo', 350]],
      ])),
      'diploma',
    );
    expect(r.institution.countryCode).to.equal('MX');
    expect(r.institution.state).to.equal(null);
  });
});
