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
});
