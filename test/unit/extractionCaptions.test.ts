/**
 * The caption lexicon from standard sources (src/processing/extraction/captions.ts): the Diploma
 * Supplement's numbered captions in the EU's languages and the captions of other large systems'
 * forms are read as their fields, on small generated pages (docs/document-understanding.md,
 * "Key-value reading"). Names, institutions and values are invented.
 */
import { expect } from 'chai';
import { captionPhrases, DIPLOMA_SUPPLEMENT } from '../../src/processing/extraction/captions';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { matchLabel } from '../../src/processing/extraction/labels';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

/** A Diploma Supplement's first two sections: the caption printed with its number, the value beside it. */
function supplement(lang: string, values: { last: string; given: string; dob: string; qualification: string; institution: string }, heading: string): DocumentText {
  const ds = DIPLOMA_SUPPLEMENT[lang];
  const rows: Cell[][] = [
    [[heading, 150, 13]],
    [[`1.1 ${ds.lastName![0]}:`, 40], [values.last, 330]],
    [[`1.2 ${ds.firstName![0]}:`, 40], [values.given, 330]],
    [[`1.3 ${ds.dateOfBirth![0]}:`, 40], [values.dob, 330]],
    [[`2.1 ${ds.qualification![0]}:`, 40], [values.qualification, 330]],
    [[`2.3 ${ds.institution![0]}:`, 40], [values.institution, 330]],
  ];
  return doc(pageOfRows(rows));
}

describe('extraction: captions of the Diploma Supplement and of other systems', () => {
  it('knows every caption of the Diploma Supplement in each EU language as its field', () => {
    const langs = Object.keys(DIPLOMA_SUPPLEMENT);
    expect(langs.length).to.be.at.least(24);
    const misses: string[] = [];
    for (const lang of langs) {
      for (const [field, captions] of Object.entries(DIPLOMA_SUPPLEMENT[lang])) {
        for (const caption of captions) {
          const m = matchLabel(`${caption}: x`);
          // A caption the hand-written lexicon already gives a field keeps it (the bare "Nome").
          const same = m && (m.field === field || (['firstName', 'lastName', 'fullName'].includes(field) && ['firstName', 'lastName', 'fullName'].includes(m.field)));
          if (!same) misses.push(`${lang} ${field} "${caption}" → ${m?.field ?? 'nothing'}`);
        }
      }
    }
    expect(misses).to.deep.equal([]);
  });

  it('reads the optional notes of a caption printed or left out ("(if applicable)", "(in original language)")', () => {
    expect(captionPhrases('Name of qualification and (if applicable) title conferred (in original language)')).to.include.members([
      'Name of qualification and title conferred',
      'Name of qualification and if applicable title conferred in original language',
      'Name of qualification and if applicable title conferred',
    ]);
    expect(matchLabel('Name of qualification and title conferred (in original language): Bakalář')?.field).to.equal('qualification');
    expect(matchLabel('1.1 Cognome/i: Bianchi')?.field).to.equal('lastName');
  });

  const cases: Array<[string, { last: string; given: string; dob: string; qualification: string; institution: string }, string, string]> = [
    ['cs', { last: 'DVOŘÁKOVÁ', given: 'Petra', dob: '14.03.1998', qualification: 'Bakalář (Bc.)', institution: 'Vysoká škola technická v Olomouci' }, 'DODATEK K DIPLOMU', '1998-03-14'],
    ['fr', { last: 'LEMAIRE', given: 'Camille', dob: '02/07/1999', qualification: 'Licence', institution: 'Université de Valrose' }, 'SUPPLÉMENT AU DIPLÔME', '1999-07-02'],
    ['de', { last: 'Hoffmann', given: 'Lena', dob: '21.11.1997', qualification: 'Bachelor of Science', institution: 'Hochschule Rheintal' }, 'DIPLOMA SUPPLEMENT', '1997-11-21'],
    ['pl', { last: 'Wiśniewska', given: 'Agnieszka', dob: '05.09.1998', qualification: 'Licencjat', institution: 'Uniwersytet Nadwiślański' }, 'SUPLEMENT DO DYPLOMU', '1998-09-05'],
    ['hr', { last: 'Horvat', given: 'Ivana', dob: '30.01.1996', qualification: 'Sveučilišni prvostupnik ekonomije', institution: 'Sveučilište u Jadranu' }, 'DOPUNSKA ISPRAVA O STUDIJU', '1996-01-30'],
    ['fi', { last: 'Virtanen', given: 'Aino', dob: '12.06.1997', qualification: 'Filosofian maisteri', institution: 'Järvilaakson yliopisto' }, 'TUTKINTOTODISTUKSEN LIITE', '1997-06-12'],
    ['el', { last: 'Παπαδοπούλου', given: 'Ελένη', dob: '08/04/1998', qualification: 'Πτυχίο Πληροφορικής', institution: 'Πανεπιστήμιο Αιγαίου Πελάγους' }, 'ΠΑΡΑΡΤΗΜΑ ΔΙΠΛΩΜΑΤΟΣ', '1998-04-08'],
  ];
  for (const [lang, values, heading, dob] of cases) {
    it(`reads the holder, the birth date and the qualification of a ${lang} Diploma Supplement, surname and given name from their own captions`, () => {
      const r = extractDocumentFields(supplement(lang, values, heading), 'transcript');
      const fix = (x: string) => (x === x.toUpperCase() ? x[0] + x.slice(1).toLowerCase() : x);
      expect(r.candidate.fullName).to.equal(`${values.given} ${fix(values.last)}`);
      expect(r.candidate.lastName).to.equal(fix(values.last));
      expect(r.candidate.dateOfBirth).to.equal(dob);
      expect(r.qualification.name).to.equal(values.qualification.replace(/\s*\(.*\)$/, ''));
      expect(r.qualification.level).to.equal(qualificationLevel(values.qualification));
    });
  }

  it('dates a Diploma Supplement in any EU language by its 7.1 date ("SUPLIMENT LA DIPLOMĂ", "7.1 Data")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['UNIVERSITATEA DIN CÂMPIA DUNĂRII', 150, 14]],
        [['SUPLIMENT LA DIPLOMĂ', 200, 12]],
        [['1.1 Numele de familie:', 40], ['POPESCU', 250]],
        [['1.2 Prenumele:', 40], ['Ioana Maria', 250]],
        [['2.1 Denumirea calificării și (dacă este cazul) titlul conferit (în limba originală):', 40], ['Licențiat în Informatică', 250]],
        [['7.1 Data:', 40], ['15.07.2020', 250]],
      ])),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Ioana Maria Popescu');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.dateOfIssue).to.equal('2020-07-15');
    expect(r.qualification.yearOfCompletion).to.equal(2020);
  });

  const national: Array<[string, Cell[][], { fullName: string; year: number | null; level?: string }]> = [
    ['zh', [[['成绩单', 200, 14]], [['姓名：', 40], ['王晓明', 120]], [['学位：', 40], ['工学学士', 120]], [['毕业日期：', 40], ['2021年6月30日', 120]]], { fullName: '王晓明', year: 2021, level: 'Bachelor' }],
    ['ja', [[['成績証明書', 200, 14]], [['氏名：', 40], ['佐藤 花子', 120]], [['学位：', 40], ['修士（工学）', 120]], [['修了年月日：', 40], ['2022年3月24日', 120]]], { fullName: '佐藤 花子', year: 2022, level: 'Master' }],
    ['ko', [[['성적증명서', 200, 14]], [['성명:', 40], ['김서연', 120]], [['학위:', 40], ['공학학사', 120]], [['졸업일자:', 40], ['2020. 2. 21.', 120]]], { fullName: '김서연', year: 2020, level: 'Bachelor' }],
    ['vi', [[['BẢNG ĐIỂM', 200, 14]], [['Họ và tên sinh viên:', 40], ['Nguyễn Thị Lan', 200]], [['Năm tốt nghiệp:', 40], ['2019', 200]]], { fullName: 'Nguyễn Thị Lan', year: 2019 }],
    ['tr', [[['NOT DÖKÜM BELGESİ', 200, 14]], [['Baba Adı:', 40], ['Hüseyin', 160]], [['Adı Soyadı:', 40], ['Elif Yıldırım', 160]], [['Mezuniyet Tarihi:', 40], ['28.06.2018', 160]]], { fullName: 'Elif Yıldırım', year: 2018 }],
    ['es-419', [[['CERTIFICADO DE ESTUDIOS', 200, 14]], [['Nombre del egresado:', 40], ['María Fernanda Rojas Soto', 200]], [['Fecha de egreso:', 40], ['15/12/2017', 200]]], { fullName: 'María Fernanda Rojas Soto', year: 2017 }],
    ['ro', [[['FOAIE MATRICOLĂ', 200, 14]], [['Numele și prenumele:', 40], ['Andreea Ionescu', 200]], [['Anul absolvirii:', 40], ['2016', 200]]], { fullName: 'Andreea Ionescu', year: 2016 }],
  ];
  for (const [lang, rows, want] of national) {
    it(`reads the holder and the year of completion from the captions of ${lang} forms`, () => {
      const r = extractDocumentFields(doc(pageOfRows(rows)), 'transcript');
      expect(r.candidate.fullName).to.equal(want.fullName);
      expect(r.qualification.yearOfCompletion).to.equal(want.year);
      if (want.level) expect(r.qualification.level).to.equal(want.level);
    });
  }
});
