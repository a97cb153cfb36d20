/**
 * Conventions of the English-language documents of South Korea, Japan, China and Taiwan, found by the corpus-nd
 * development families and fixed by their general cause (docs/document-understanding.md): the zero of the Korean 4.5
 * scale's plain steps (A0, B0), a grade in words in a column of 100-point scores, a final-year "Graduation Thesis"
 * that is a course, years of a Japanese era, the holder opening a Chinese certificate's sentence with the sex and the
 * birth, "the Bachelor's degree of Engineering", and the country whose degree law the certificate cites.
 * Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { findDates } from '../../src/processing/extraction/normalize';
import { extractCourseTable } from '../../src/processing/extraction/table';
import type { DocumentKind } from '../../src/processing/types';
import { documentLines } from '../../src/processing/text';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);
const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));

describe('extraction: conventions of the corpus-nd countries (English documents of East Asia)', () => {
  it('reads the plain steps of the Korean 4.5 scale printed with a zero (A0, B0, C0) as grades', () => {
    const t = table([
      [['Course No.', 40], ['Course Title', 110], ['Credits', 380], ['Grade', 430]],
      [['CSE1021', 40], ['Programming Fundamentals', 110], ['3', 390], ['A+', 435]],
      [['CSE1034', 40], ['Discrete Mathematics', 110], ['3', 390], ['A0', 435]],
      [['CSE2011', 40], ['Data Structures', 110], ['3', 390], ['B0', 435]],
      [['CSE2045', 40], ['Computer Architecture', 110], ['2', 390], ['C0', 435]],
    ]);
    expect(t.courses.map((c) => [c.courseNumber, c.grade, c.credit])).to.deep.equal([
      ['CSE1021', 'A+', 3],
      ['CSE1034', 'A0', 3],
      ['CSE2011', 'B0', 3],
      ['CSE2045', 'C0', 2],
    ]);
  });

  it('reads a grade in words in a column of 100-point scores as the grade, with no mark', () => {
    const t = table([
      [['Course Code', 40], ['Course Title', 110], ['Credits', 380], ['Score', 430]],
      [['GE10231', 40], ['College English (1)', 110], ['3', 390], ['86', 435]],
      [['PE10012', 40], ['Physical Education (1)', 110], ['1', 390], ['Pass', 435]],
      [['SE20315', 40], ['Data Structures', 110], ['3.5', 390], ['91', 435]],
      [['PE10020', 40], ['Military Training', 110], ['2', 390], ['Excellent', 435]],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.grade, c.marksScored])).to.deep.equal([
      ['College English (1)', null, 86],
      ['Physical Education (1)', 'Pass', null],
      ['Data Structures', null, 91],
      ['Military Training', 'Excellent', null],
    ]);
  });

  it('keeps a final-year "Graduation Thesis" or "Graduation Project" as a course, not the end of the table', () => {
    const t = table([
      [['Subject', 40], ['Credits', 300], ['Grade', 360], ['Year', 430]],
      [['Thermodynamics I', 40], ['2', 310], ['A', 365], ['2019', 430]],
      [['Heat Transfer', 40], ['2', 310], ['B', 365], ['2020', 430]],
      [['Graduation Research', 40], ['6', 310], ['S', 365], ['2021', 430]],
      [['Graduation Project (Thesis)', 40], ['8', 310], ['A', 365], ['2021', 430]],
    ]);
    expect(t.courses.map((c) => c.courseName)).to.deep.equal(['Thermodynamics I', 'Heat Transfer', 'Graduation Research', 'Graduation Project (Thesis)']);
  });

  it('reads dates whose year is a Japanese era\'s (Showa, Heisei, Reiwa, the first year "Gannen")', () => {
    const iso = (t: string) => findDates(t).map((d) => d.iso);
    expect(iso('Date of Enrollment: April 1, Heisei 30')).to.deep.equal(['2018-04-01']);
    expect(iso('Date of Graduation: March 25, Reiwa 4')).to.deep.equal(['2022-03-25']);
    expect(iso('born 3 May Showa 63')).to.deep.equal(['1988-05-03']);
    expect(iso('Reiwa Gannen (2019) October 1')).to.deep.equal(['2019-10-01']);
    expect(iso('Heisei 99 April 1')).to.deep.equal([]);
    const r = read([
      [['Kasumidai University', 200, 15]],
      [['1-1 Kasumi-cho, Aoba-ku, Sendai 980-8577, Japan', 200]],
      [['Name', 48], ['SATO Haruto', 140]],
      [['Date of Birth', 48], ['May 3, Heisei 12', 140]],
      [['Degree', 48], ['Bachelor of Engineering', 140]],
      [['Date of Graduation', 48], ['March 25, Reiwa 4', 140]],
    ]);
    expect(r.candidate.dateOfBirth).to.equal('2000-05-03');
    expect(r.qualification.yearOfCompletion).to.equal(2022);
  });

  it('reads a Chinese degree certificate: the holder with sex and birth, "the Bachelor\'s degree of Engineering", the country of its degree law', () => {
    const r = read(
      [
        [["BACHELOR'S DEGREE CERTIFICATE", 170, 24]],
        [['LIU Tianyu, male, born on October 18, 1994, has studied in the major of Software', 190, 13]],
        [['Engineering at our university from September 2012 to June 2016 and completed all', 190, 13]],
        [['the courses required by the four-year undergraduate programme, and has graduated.', 190, 13]],
        [['After examination, he meets the requirements of the Regulations on Academic', 190, 13]],
        [["Degrees of the People's Republic of China and has been conferred the Bachelor's", 190, 13]],
        [['degree of Engineering.', 190, 13]],
        [['President of Qingshan University of Technology', 80, 11], ['June 29, 2016', 700, 11]],
      ],
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Tianyu Liu');
    expect(r.candidate.dateOfBirth).to.equal('1994-10-18');
    expect(r.qualification.name).to.equal('Bachelor of Engineering');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.institution.countryCode).to.equal('CN');
  });
});
