/**
 * The issuer of a state examination's certificate (families README, `institution.name`): a ministry
 * heads the page but names no institution by its portfolio ("dell'Università"); the school where the
 * examination was passed, named in the sentence ("presso …"), issues an Italian diploma; a school under
 * its own caption is a field of the record, not a letterhead, and when nothing else names an issuer the
 * ministry heading the examination is it. Small generated pages; invented schools and people.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: the issuer of a state examination certificate', () => {
  it('reads the school named after "presso" in an Italian diploma, not the ministry heading it', () => {
    const r = extractDocumentFields(doc([
      [['REPUBBLICA ITALIANA', 220, 12]],
      [['Ministero dell’Istruzione, dell’Università e della Ricerca', 160, 10]],
      [['Diploma di Esame di Stato', 200, 16]],
      [['Si attesta che il candidato', 60, 10]],
      [['FERRARI Marco', 220, 12]],
      [['nato a Valdoria il 04/09/2001', 60, 10]],
      [['ha superato l’Esame di Stato nell’anno scolastico 2019/2020 presso Liceo Scientifico Statale di Valdoria (cod. mecc. XXPS00000X)', 40, 9]],
      [['Valdoria, 14 luglio 2020', 60, 10]],
    ]), 'diploma');
    expect(r.institution.name).to.equal('Liceo Scientifico Statale di Valdoria');
  });

  it('reads the ministry of an Egyptian secondary certificate, not the school under its caption', () => {
    const r = extractDocumentFields(doc([
      [['رقم الجلوس:', 300], ['204518', 250], ['جمهورية مصر العربية', 440, 12]],
      [['وزارة التربية والتعليم والتعليم الفني', 400, 12]],
      [['شهادة إتمام الدراسة الثانوية العامة', 220, 14]],
      [['الاسم:', 500], ['أحمد سمير عبد الله حسن', 320]],
      [['المدرسة:', 500], ['مدرسة النور الثانوية بنين', 320]],
      [['المادة', 480], ['النهاية العظمى', 380], ['الدرجة', 240]],
      [['اللغة العربية', 480], ['80', 380], ['71', 240]],
      [['الكيمياء', 480], ['60', 380], ['52', 240]],
    ]), 'marksheet');
    expect(r.institution.name).to.equal('وزارة التربية والتعليم والتعليم الفني');
    expect(r.institution.countryCode).to.equal('EG');
  });
});
