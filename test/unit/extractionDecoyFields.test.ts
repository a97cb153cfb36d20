/**
 * Lines that look like a field but are another thing's (docs/document-understanding.md, "Honesty"): the mode
 * of study under a caption the reader takes for the major (rule "An attendance mode is no major"), and the value
 * of a caption the lexicon does not know that is also a caption's word (rule "A caption's value is no caption").
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { isStudyMode } from '../../src/processing/extraction/studyModes';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const sheet = (extra: Cell[][], tail: Cell[][] = []): DocumentText => ({
  pages: [
    pageOfRows([
      [['NORTHFIELD INSTITUTE OF TECHNOLOGY', 120, 13]],
      [['STATEMENT OF MARKS', 200, 12]],
      [['Name:', 40], ['RAHUL VERMA', 140]],
      [['Roll No.:', 40], ['4410238', 140]],
      ...extra,
      [['Code', 40], ['Subject', 100], ['Marks', 420]],
      [['MA101', 40], ['Engineering Mathematics I', 100], ['78', 420]],
      [['PH101', 40], ['Engineering Physics', 100], ['66', 420]],
      [['CS101', 40], ['Programming in C', 100], ['81', 420]],
      ...tail,
    ]),
  ],
});

describe('extraction: look-alike lines of the major and the status', () => {
  it('reads no major from a mode of study, whatever its caption (rule "An attendance mode is no major")', () => {
    for (const [caption, value] of [
      ['Stream:', 'Regular'],
      ['Stream:', 'Full-time'],
      ['Specialization:', 'Distance Learning'],
      ['Major:', 'Part-time'],
      ['Option :', 'Formation initiale, temps plein'],
      ['Especialidad:', 'Presencial'],
      ['Специальность:', 'очная'],
      ['Спеціальність:', 'заочна'],
      ['التخصص:', 'انتظام'],
      ['विषय:', 'नियमित'],
    ]) {
      const r = extractDocumentFields(sheet([[[caption, 40], [value, 140]]]), 'marksheet');
      expect(r.qualification.majorOrSpecialization, `${caption} ${value}`).to.equal(null);
    }
    // The field's own line is still read, before or after the mode's.
    const both = extractDocumentFields(sheet([[['Stream:', 40], ['Regular', 140]], [['Major:', 40], ['Mechanical Engineering', 140]]]), 'marksheet');
    expect(both.qualification.majorOrSpecialization).to.equal('Mechanical Engineering');
    const science = extractDocumentFields(sheet([[['Stream:', 40], ['Science', 140]]]), 'marksheet');
    expect(science.qualification.majorOrSpecialization).to.equal('Science');
  });

  it('takes only a whole mode of study for one', () => {
    for (const v of ['Regular', 'Full-time', 'Regular (Full-time)', 'Formation initiale, temps plein', 'Vollzeit', 'очно-заочная', 'ภาคปกติ']) expect(isStudyMode(v), v).to.equal(true);
    for (const v of ['Distance Education and Media', 'Regular Languages and Automata', 'Science', 'Computer Science', 'Économie et gestion']) expect(isStudyMode(v), v).to.equal(false);
  });

  it('reads no completion from the value of a status caption the lexicon does not know (rule "A caption\'s value is no caption")', () => {
    for (const caption of ['Request status:', 'Payment status:']) {
      const r = extractDocumentFields(sheet([[['Programme:', 40], ['Bachelor of Technology', 140]]], [[[caption, 40], ['Completed', 140]], [['Semester 1 - 2018/2019', 140]]]), 'transcript');
      expect(r.qualification.yearOfCompletion, caption).to.equal(null);
      expect(r.qualification.status, caption).to.equal(null);
    }
    // Nor is it a sentence's verb that the line under it dates (the holder's birth here).
    const award: DocumentText = {
      pages: [
        pageOfRows([
          [['STONECROFT UNIVERSITY', 150, 14]],
          [['CERTIFICATE OF AWARD', 170, 13]],
          [['Request status: Completed', 64]],
          [['This certifies that Mark Anthony Bautista, born on June 18, 1987, has been', 64]],
          [['awarded the qualification named below.', 64]],
          [['Qualification Awarded:', 64], ['Master of Arts in Education', 220]],
          [['Given this twenty-first day of September, two thousand and ten', 64]],
        ]),
      ],
    };
    expect(extractDocumentFields(award, 'diploma').qualification.yearOfCompletion).to.equal(2010);
    // A caption cell of its own, with the year under it, still gives the completion.
    const own = extractDocumentFields(sheet([[['Programme:', 40], ['Bachelor of Technology', 140]]], [[['Completed', 140]], [['2019', 140]]]), 'transcript');
    expect(own.qualification.yearOfCompletion).to.equal(2019);
  });

  it('reads no institution from the caption of a school\'s or a faculty\'s number (rule "A number\'s caption is no institution")', () => {
    for (const letterhead of ['САМАРКАНДСКИЙ ИНСТИТУТ ЭКОНОМИКИ', 'مدرسة النور الثانوية']) {
      for (const [caption, value] of [['Index No. of the school:', '40517'], ['Institution code:', '2231'], ['رمز الكلية:', '114']]) {
        const doc: DocumentText = {
          pages: [
            pageOfRows([
              [[letterhead, 120, 14]],
              [['Фамилия, имя:', 40], ['Иванов Пётр', 160]],
              [['Квалификация:', 40], ['Бакалавр', 160]],
              [[caption, 40], [value, 200]],
            ]),
          ],
        };
        expect(extractDocumentFields(doc, 'diploma').institution.name, `${letterhead} ${caption}`).to.equal(letterhead);
      }
    }
  });

  it('reads no qualification from a caption\'s line under an award phrase (rule "A caption\'s line is no title")', () => {
    const diploma = (line: string): DocumentText => ({
      pages: [
        pageOfRows([
          [['WESTBROOK UNIVERSITY', 150, 18]],
          [['The Board of Trustees of the University', 120, 13]],
          [['upon the recommendation of the Faculty', 120, 13]],
          [['has conferred upon', 150, 13]],
          [['Laura Jean Mitchell', 140, 20]],
          [['the degree of', 160, 13]],
          [[line, 120, 10]],
          [['Bachelor of Arts', 140, 22]],
          [['Given this fourteenth day of May, two thousand twenty-two', 100, 11]],
        ]),
      ],
    });
    for (const line of ['Programme type: Undergraduate, full-time', 'Programa de intercambio: Erasmus+', 'Exchange programme: Erasmus+']) {
      const r = extractDocumentFields(diploma(line), 'diploma');
      expect(r.qualification.name, line).to.equal('Bachelor of Arts');
      expect(r.qualification.level, line).to.equal('Bachelor');
    }
    // A caption that names the degree still gives it.
    expect(extractDocumentFields(diploma('Degree: Bachelor of Science'), 'diploma').qualification.name).to.equal('Bachelor of Science');
  });
});
