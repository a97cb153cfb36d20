/**
 * The year of completion in many languages (docs/document-understanding.md, "Qualification"): the
 * completion captions of registrar forms (graduation, completion of studies, conferral, the title's
 * date), the verbs of running text that say the qualification was completed, in masculine and
 * feminine forms, and the date forms those languages print ("15. 6. 2021.", "2021. június 15.",
 * "2021 m. birželio 15 d."). A print date is never the completion. Small generated pages; institutions,
 * people and dates are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { parseDate } from '../../src/processing/extraction/normalize';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (kind: DocumentKind, rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

/** A transcript with one completion caption and a later print date. */
const captioned = (caption: string, value: string) =>
  read('transcript', [
    [['Northbridge Institute of Studies', 150, 14]],
    [['Name:', 40], ['Anna Lee', 200]],
    [['Program:', 40], ['Economics', 200]],
    [[`${caption}:`, 40], [value, 220]],
    [['Printed on:', 40], ['03.03.2024', 220]],
  ]);

/** A record with one sentence of running text and a later print date. */
const sentence = (kind: DocumentKind, text: string) =>
  read(kind, [
    [['Northbridge Institute of Studies', 150, 14]],
    [['Name:', 40], ['Anna Lee', 200]],
    [['Date of birth:', 40], ['01.02.1998', 200]],
    [[text, 40]],
    [['Printed on: 03.03.2024', 40]],
  ]);

describe('extraction: the year of completion across languages', () => {
  it('reads completion captions of many languages, never the print date', () => {
    const captions = [
      'Jahr des Abschlusses', "Date d'obtention du grade", 'Date de diplomation', 'Fecha de culminación de estudios', 'Fecha de expedición del título',
      'Data de formatura', 'Anno di laurea', 'Rok ukończenia studiów', 'Rok ukončenia štúdia', 'Datum završetka', 'Datum promocije', 'Датум дипломирања',
      'Рік закінчення навчання', 'Məzun olma tarixi', 'Bitiren tarihi', 'Examensår', 'Dimissionsdato', 'Ημερομηνία κτήσης πτυχίου', 'Záróvizsga dátuma',
      'Data finalizării studiilor', 'Conferral date', 'Year of award',
    ];
    const missed = captions.filter((c) => captioned(c, '15.06.2021').qualification.yearOfCompletion !== 2021);
    expect(missed).to.deep.equal([]);
  });

  it('reads Persian completion captions written with the zero-width non-joiner, beside Persian name captions', () => {
    for (const caption of ['تاریخ فارغ‌التحصیلی:', 'تاریخ فارغ التحصیلی:', 'تاریخ دانش آموختگی:']) {
      const r = read('transcript', [
        [['دانشگاه دشت سبز', 200, 14]],
        [['نام و نام خانوادگی:', 400], ['علی رضایی', 200]],
        [['مقطع:', 400], ['کارشناسی ارشد', 200]],
        [[caption, 400], ['2020/07/05', 200]],
      ]);
      expect(r.qualification.yearOfCompletion, caption).to.equal(2020);
      expect(r.qualification.level).to.equal('Master');
      expect(r.candidate.fullName).to.equal('علی رضایی');
    }
  });

  it('reads the date after the verbs that say the qualification was completed, masculine and feminine', () => {
    const sentences = [
      'Egresó el 15 de junio de 2021.', 'Obtuvo el título de Licenciada en Economía el 15 de junio de 2021.', 'Diplômée le 15 juin 2021.',
      'ukończyła studia w dniu 15.06.2021 r.', 'ukończył studia dnia 15 czerwca 2021 r.', 'završila je studij dana 15. 6. 2021.', 'diplomirao je dana 15.06.2021.',
      'закінчила університет 15 червня 2021 року.', 'si è laureata il 15/06/2021.', 'is op 15 juni 2021 afgestudeerd.', 'avlade examen den 15 juni 2021.',
      'valmistui 15.6.2021.', 'lõpetas 15.06.2021.', 'baigė studijas 2021 m. birželio 15 d.', 'absolvovala studium dne 15. 6. 2021.', 'mezun oldu: 15.06.2021',
      'ολοκλήρωσε τις σπουδές του στις 15/06/2021', 'végzett 2021. június 15-én', 'a absolvit în data de 15.06.2021',
    ];
    const missed = sentences.filter((s) => sentence('transcript', s).qualification.yearOfCompletion !== 2021 || sentence('diploma', s).qualification.yearOfCompletion !== 2021);
    expect(missed).to.deep.equal([]);
  });

  it('takes no print date for the completion when the verb ends its line without a date', () => {
    expect(sentence('transcript', 'The student has graduated.').qualification.yearOfCompletion).to.equal(null);
  });

  it('parses the date forms of those languages', () => {
    expect(parseDate('15. 6. 2021.')).to.equal('2021-06-15');
    expect(parseDate('2021. június 15-én')).to.equal('2021-06-15');
    expect(parseDate('2021 m. birželio 15 d.')).to.equal('2021-06-15');
    expect(parseDate('2021. gada 15. jūnijā')).to.equal('2021-06-15');
    expect(parseDate('15 kesäkuuta 2021')).to.equal('2021-06-15');
    expect(parseDate('15 Ιουνίου 2021')).to.equal('2021-06-15');
    expect(parseDate('15 iunie 2021')).to.equal('2021-06-15');
    expect(parseDate('15 listopada 2021')).to.equal('2021-11-15');
    expect(parseDate('1. 2. 3')).to.equal(null);
  });

  it('reads Persian dates of the Solar Hijri calendar as Gregorian dates, and no Lunar Hijri date printed with its era', () => {
    expect(parseDate('1399/04/15')).to.equal('2020-07-05');
    expect(parseDate('۱۳۹۹/۰۴/۱۵')).to.equal('2020-07-05');
    expect(parseDate('1400/01/01')).to.equal('2021-03-21');
    expect(parseDate('1403/12/31')).to.equal(null);
    expect(parseDate('1441/10/20 هـ')).to.equal(null);
    const r = read('transcript', [
      [['دانشگاه دشت سبز', 200, 14]],
      [['نام و نام خانوادگی:', 400], ['علی رضایی', 200]],
      [['تاریخ تولد:', 400], ['1376/11/02', 200]],
      [['مقطع:', 400], ['کارشناسی', 200]],
      [['تاریخ فارغ‌التحصیلی:', 400], ['۱۳۹۹/۰۴/۱۵', 200]],
    ]);
    expect(r.qualification.yearOfCompletion).to.equal(2020);
    expect(r.candidate.dateOfBirth).to.equal('1998-01-22');
  });
});
