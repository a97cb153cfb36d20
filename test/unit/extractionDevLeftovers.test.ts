/**
 * Development leftovers (docs/document-understanding.md, rules "A governing body names no issuer", "A ministry
 * issues no school's or university's paper", "An initial ends no sentence", "Initials after the surname's
 * comma", "A value under its caption is no other caption's", "Two years make a sentence, not a name",
 * "Kazakh letters are Kazakh's own", "A department under a faculty names the field", "A speciality in the
 * sentence names the field"), on small generated pages: what the engine must not take for the issuer when the issuer's own line is
 * missing, and a holder's name with initials wrapped over two lines of a certificate's sentence.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, textItem, type Cell } from '../support/textPages';
import type { PageText } from '../../src/processing/types';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });
const pageOf = (cells: Array<[string, number, number, number]>): PageText => ({
  pageNumber: 1, width: 595, height: 842, source: 'text-layer', items: cells.map(([t, x, y, s]) => textItem(t, x, y, s)),
});

describe('extraction: development leftovers', () => {
  it('takes no board of regents or trustees, and no bare institution word, for the institution', () => {
    for (const body of ['The Board of Regents of the University', 'The Board of Trustees of the College']) {
      const r = extractDocumentFields(
        doc([
          [[body, 200, 13]],
          [['upon the recommendation of the Faculty', 190, 13]],
          [['has conferred upon', 230, 13]],
          [['Mara Quillfeather', 210, 24]],
          [['the degree of', 250, 13]],
          [['Bachelor of Arts', 220, 22]],
          [['President of the University', 80, 9], ['Chair, Board of Regents', 400, 9]],
        ]),
        'diploma',
      );
      expect(r.institution.name, body).to.equal(null);
    }
  });

  it('takes no school district and no board of education for the school', () => {
    const district = extractDocumentFields(
      doc([
        [['Public School District No. 54', 200, 11]],
        [['OFFICIAL HIGH SCHOOL TRANSCRIPT', 180, 14]],
        [['Student: Mara Quillfeather', 60, 10], ['Graduation Date: 06/05/2019', 330, 10]],
      ]),
      'transcript',
    );
    expect(district.institution.name).to.equal(null);
    const board = extractDocumentFields(
      doc([
        [['Coos Harbor School District', 200, 12]],
        [['This certifies that', 240, 12]],
        [['Mara Quillfeather', 210, 22]],
        [['has satisfactorily completed the course of study prescribed by the Board of Education', 60, 11]],
        [['Mara Quillfeather', 80, 9], ['Tom Reed', 400, 9]],
        [['President, Board of Education', 80, 9], ['Superintendent', 400, 9]],
      ]),
      'diploma',
    );
    expect(board.institution.name).to.equal(null);
  });

  it('takes no ministry of higher education, nor a ministry over a school head\'s signature, for the issuer', () => {
    const higher = extractDocumentFields(
      doc([
        [['Ministry of Higher Education', 60, 9]],
        [['ACADEMIC TRANSCRIPT', 220, 13]],
        [['Name:', 60, 9], ['Ahmad Zia', 150, 9]],
        [['Registrar', 400, 9]],
      ]),
      'transcript',
    );
    expect(higher.institution.name).to.equal(null);
    for (const ministry of ['Ministero dell’Istruzione e del Merito', 'Ministero dell’Istruzione, dell’Università e della Ricerca']) {
      const school = extractDocumentFields(
        doc([
          [['REPUBBLICA ITALIANA', 220, 12]],
          [[ministry, 180, 11]],
          [['DIPLOMA DI ESAME DI STATO', 190, 16]],
          [['Si attesta che la candidata', 200, 11]],
          [['Il Presidente della Commissione', 80, 9], ['Il Dirigente Scolastico', 400, 9]],
        ]),
        'diploma',
      );
      expect(school.institution.name, ministry).to.equal(null);
    }
  });

  it('takes no sentence with two years for the institution', () => {
    const r = extractDocumentFields(
      doc([
        [['ДИПЛОМ', 250, 22]],
        [['Осы диплом', 250, 10]],
        [['Қасымов Ерлан Маратұлы', 200, 14]],
        [['2018 жылы университетке түсіп, 2022 жылы', 180, 10]],
      ]),
      'diploma',
    );
    expect(r.institution.name).to.equal(null);
  });

  it('reads a name whose initials the line break splits, after a lower-case surname particle', () => {
    const r = extractDocumentFields(
      doc([
        [['DIPLOMA', 250, 15]],
        [['The Senate of the UNIVERSITY OF REDMARSH grants to ul Haq, H.', 70, 12]],
        [['B. the degree of Bachelor of Science in Mathematics.', 75, 12]],
        [['Date of Birth: 27 February 1989', 70, 10]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('H. B. ul Haq');
    expect(r.candidate.lastName).to.equal('ul Haq');
  });
});

describe('extraction: a value under its caption', () => {
  it('gives no caption the value of the caption over it when its own value is missing', () => {
    const r = extractDocumentFields(
      {
        pages: [
          pageOf([
            ['Name of Student', 60, 100, 8], ['Student ID', 330, 100, 8],
            ['Erlan Kasymov', 60, 110, 10], ['801286134', 330, 110, 10],
            ['Programme', 60, 127, 8], ['Mode of Study', 330, 127, 8],
            ['Year of Admission', 60, 154, 8],
            ['2019', 60, 164, 10],
            ['TRANSCRIPT', 250, 60, 16],
          ]),
        ],
      },
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Erlan Kasymov');
    expect(r.qualification.program).to.equal(null);
  });
});

describe('extraction: Kazakh letters', () => {
  it('places no Mongolian page in Kazakhstan, and a Kazakh one there', () => {
    const mn = extractDocumentFields(
      doc([
        [['ТУУЛ ГОЛЫН ИХ СУРГУУЛЬ', 180, 14]],
        [['Суралцагчийн дүнгийн хуудас', 190, 12]],
        [['Овог нэр:', 60, 9], ['Бат-Эрдэнэ Төмөрбаатар', 150, 9]],
      ]),
      'transcript',
    );
    expect(mn.institution.countryCode).to.equal(null);
    const kz = extractDocumentFields(
      doc([
        [['Сарыарқа инновациялық университеті', 180, 14]],
        [['Әріптік баға және транскрипт', 190, 12]],
      ]),
      'transcript',
    );
    expect(kz.institution.countryCode).to.equal('KZ');
  });
});

describe('extraction: the field studied', () => {
  it('reads the department under a faculty as the field, and no department caption alone', () => {
    const both = extractDocumentFields(
      doc([
        [['HINDU KUSH TECHNICAL UNIVERSITY', 60, 12]],
        [['ACADEMIC TRANSCRIPT', 220, 13]],
        [['Name:', 60, 9], ['Ahmad Zia', 150, 9]],
        [['Faculty:', 60, 9], ['Faculty of Computer Science', 150, 9]],
        [['Department:', 60, 9], ['Software Engineering', 150, 9]],
      ]),
      'transcript',
    );
    expect(both.qualification.majorOrSpecialization).to.equal('Software Engineering');
    const alone = extractDocumentFields(
      doc([
        [['HINDU KUSH TECHNICAL UNIVERSITY', 60, 12]],
        [['ACADEMIC TRANSCRIPT', 220, 13]],
        [['Name:', 60, 9], ['Ahmad Zia', 150, 9]],
        [['Department:', 60, 9], ['Computer Science', 150, 9]],
      ]),
      'transcript',
    );
    expect(alone.qualification.majorOrSpecialization).to.equal(null);
  });

  it('reads the speciality a diploma\'s sentence names', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITÉ NAZINON DE KOUDOUGOU', 180, 14]],
        [['DIPLÔME DE LICENCE', 220, 16]],
        [['Le Président de l\'Université atteste que le diplôme de Licence, domaine Sciences de la Santé,', 60, 11]],
        [['mention Sciences Biologiques, spécialité Biochimie, est délivré à', 60, 11]],
        [['M. KABORÉ Tégawendé', 220, 14]],
      ]),
      'diploma',
    );
    expect(r.qualification.majorOrSpecialization).to.equal('Biochimie');
  });
});

