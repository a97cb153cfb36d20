/**
 * Turkish and Azerbaijani casing (Unicode SpecialCasing, the tr and az conditions): "I" is the capital
 * of dotless "ı" and "İ" of "i", so a fold that ignores case makes "IŞIK" and "Işık" one key, and a
 * name printed in capitals is title-cased the Turkic way when the document is Turkish or Azerbaijani
 * or the value holds a capital only those alphabets have.
 */
import { expect } from 'chai';
import { fold, titleCaseName, turkicNameCase } from '../../src/processing/extraction/normalize';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { pageOfRows } from '../support/textPages';

describe('Turkic casing', () => {
  it('folds dotless ı like the i that capital I lower-cases to', () => {
    expect(fold('Yıldız Üniversitesi')).to.equal(fold('YILDIZ ÜNİVERSİTESİ'));
    expect(fold('IŞIK')).to.equal(fold('Işık'));
  });

  it('title-cases a value with Turkic-only capitals the Turkic way, others the root way', () => {
    expect(titleCaseName('İLKER IŞIK')).to.equal('İlker Işık');
    expect(titleCaseName('IŞIK', true)).to.equal('Işık');
    expect(titleCaseName('IONESCU ŞTEFAN')).to.equal('Ionescu Ştefan');
  });

  it('puts a root-cased name back into Turkic casing from its printed capitals', () => {
    expect(turkicNameCase('Ilker Işik', ['ILKER IŞIK'])).to.equal('Ilker Işık');
    expect(turkicNameCase('İlker Işik', ['İLKER', 'IŞIK'])).to.equal('İlker Işık');
    // A word printed in mixed case is kept as printed.
    expect(turkicNameCase('Irmak Demir', ['Irmak DEMİR'])).to.equal('Irmak Demir');
  });
});

describe('Turkic casing of a Turkish document\'s holder', () => {
  it('title-cases a name printed in capitals without Turkic-only letters the Turkish way', () => {
    const page = pageOfRows([
      [['TÜRKİYE CUMHURİYETİ', 60, 12]],
      [['KARADENİZ YILDIZ ÜNİVERSİTESİ', 60, 14]],
      [['Trabzon, Türkiye', 60]],
      [['DİPLOMA', 60, 14]],
      [['Adı Soyadı:', 60], ['ILKER IŞIK', 260]],
      [['Doğum Tarihi:', 60], ['12.03.1998', 260]],
      [['Bu diploma, fakültemizden 2021 yılında mezun olarak LİSANS diplomasını almaya hak kazanmıştır.', 60]],
    ]);
    const r = extractDocumentFields({ pages: [page] }, 'diploma');
    expect(r.candidate.fullName).to.equal('Ilker Işık');
  });
});
