/**
 * The follow-up conventions of the corpus-nd countries (English documents of South Korea, China and Taiwan): a
 * romanized name printed family name first in mixed case ("Liu Tianyu") on a document of these countries, the
 * Korean term heading "2018 / 1st Semester", and academic years counted in years of the Republic of China
 * ("Academic Year 108") kept as the session and turned Gregorian for the year of admission on a Taiwanese record, and
 * the two-column Chinese transcript whose header is printed twice side by side, labels misread by the OCR in either copy.
 * Small generated pages; people, numbers and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { splitPersonName } from '../../src/processing/extraction/names';
import { extractCourseTable, parseTermHeading } from '../../src/processing/extraction/table';
import { documentLines } from '../../src/processing/text';
import type { DocumentKind } from '../../src/processing/types';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: DocumentKind = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);
const table = (rows: Array<Array<[string, number]>>) => extractCourseTable(documentLines({ pages: [tablePageOf(rows)] }));
const name = (raw: string, familyFirstRomanized: boolean) => splitPersonName(raw, { familyFirstRomanized, surnameFirstInCapitals: familyFirstRomanized })?.fullName;

describe('extraction: name orders and academic years of the corpus-nd countries', () => {
  it('puts a known family name printed first in mixed case after the given name, on East Asian documents only', () => {
    expect(name('Liu Tianyu', true)).to.equal('Tianyu Liu');
    expect(name('Kim Minjun', true)).to.equal('Minjun Kim');
    expect(name('Chen Yu-Ting', true)).to.equal('Yu-Ting Chen');
    // Already in the natural order, or both words family names: as printed.
    expect(name('Tianyu Liu', true)).to.equal('Tianyu Liu');
    expect(name('Yu-Ting Chen', true)).to.equal('Yu-Ting Chen');
    expect(name('Zhang Wang', true)).to.equal('Zhang Wang');
    // A Western document keeps its order.
    expect(name('Lee Jordan', false)).to.equal('Lee Jordan');
    expect(name('Kim Minjun', false)).to.equal('Kim Minjun');
  });

  it('reads a Chinese certificate\'s "Liu Tianyu" as Tianyu Liu, the country deciding', () => {
    const cert = (holder: string, place: string) =>
      read(
        [
          [['Hongshan University of Science and Technology', 150, 15]],
          [[place, 170]],
          [["BACHELOR'S DEGREE CERTIFICATE", 170, 18]],
          [['Name', 60], [holder, 160]],
          [['Degree', 60], ['Bachelor of Engineering', 160]],
          [['Date of Conferral', 60], ['June 28, 2017', 160]],
        ],
        'diploma',
      );
    const cn = cert('Liu Tianyu', 'Wuhan, Hubei, People\'s Republic of China');
    expect(cn.institution.countryCode).to.equal('CN');
    expect([cn.candidate.firstName, cn.candidate.lastName]).to.deep.equal(['Tianyu', 'Liu']);
    const us = cert('Lee Jordan', 'Columbus, Ohio, United States');
    expect(us.candidate.fullName).to.equal('Lee Jordan');
  });

  it('reads the Korean term heading "2018 / 1st Semester" without the slash', () => {
    expect(parseTermHeading('2018 / 1st Semester')).to.include({ term: '1st Semester', year: 2018, session: null });
    expect(parseTermHeading('2019 / Summer Session').term).to.equal('Summer Session');
  });

  it('keeps an academic year of the Republic of China as the session, even with its Gregorian gloss', () => {
    expect(parseTermHeading('Academic Year 108, 1st Semester')).to.include({ term: '1st Semester', session: '108', year: null });
    expect(parseTermHeading('Academic Year 108 (2019-2020), 2nd Semester')).to.include({ term: '2nd Semester', session: '108' });
    // One digit is a year of study; four a Gregorian year.
    expect(parseTermHeading('Academic Year 1, Semester 2').session).to.equal(null);
    expect(parseTermHeading('Academic Year 2019-2020, Fall').session).to.equal('2019-2020');
  });

  it('turns the first Republic of China academic year of a Taiwanese transcript into the Gregorian year of admission', () => {
    const transcript = (place: string) =>
      read([
        [['Hsinchu Lakeside University', 180, 15]],
        [[place, 170]],
        [['ACADEMIC TRANSCRIPT', 220, 12]],
        [['Name', 48], ['Yu-Ting Chen', 140]],
        [['Code', 48], ['Course Title', 110], ['Credits', 380], ['Score', 440]],
        [['Academic Year 108, 1st Semester', 48]],
        [['GE1021', 48], ['Freshman English (I)', 110], ['2', 390], ['86', 445]],
        [['EE1013', 48], ['Calculus (I)', 110], ['3', 390], ['78', 445]],
        [['Academic Year 108, 2nd Semester', 48]],
        [['GE1022', 48], ['Freshman English (II)', 110], ['2', 390], ['90', 445]],
        [['EE1014', 48], ['Calculus (II)', 110], ['3', 390], ['81', 445]],
        [['Academic Year 109, 1st Semester', 48]],
        [['EE2031', 48], ['Electric Circuits (I)', 110], ['3', 390], ['74', 445]],
        [['EE2045', 48], ['Signals and Systems', 110], ['3', 390], ['88', 445]],
      ]);
    const tw = transcript('No. 101, Sec. 2, Guangfu Rd., Hsinchu 30013, Taiwan (R.O.C.)');
    expect(tw.institution.countryCode).to.equal('TW');
    expect(tw.courses.map((c) => c.session)).to.deep.equal(['108', '108', '108', '108', '109', '109']);
    expect(tw.qualification.yearOfAdmission).to.equal(2019);
    // Elsewhere a two- or three-digit number is no year.
    const other = transcript('12 Harbour Road, Wellington 6011, New Zealand');
    expect(other.qualification.yearOfAdmission).to.equal(null);
  });

  it('reads a two-column Chinese transcript whose header repeats "Semester … Category … Score", one copy\'s "Course Title" misread, the other\'s "Credit"', () => {
    const side = (sem: string, title: string, cat: string, credit: string, score: string, dx: number): Array<[string, number]> => [
      [sem, 36 + dx], [title, 92 + dx], [cat, 190 + dx], [credit, 254 + dx], [score, 282 + dx],
    ];
    const t = table([
      [...side('Semester', 'Course Tide', 'Category', 'Credit', 'Score', 0), ...side('Semester', 'Course Title', 'Category', '"Creda', 'Score', 278)],
      [...side('2017-2018-1', 'Calculus (1)', 'Compulsory', '3', '85', 0), ...side('2018-2019-2', 'Money and Banking', 'Compulsory', '2', '71', 278)],
      [...side('2017-2018-1', 'Linear Algebra', 'Compulsory', '2', '67', 0), ...side('2018-2019-2', 'Accounting', 'Elective', '3', '90', 278)],
      [...side('2017-2018-2', 'Statistics', 'Elective', '2', '93', 0), ...side('2019-2020-1', 'World Economy', 'Elective', '2', '78', 278)],
    ]);
    expect(t.courses.map((c) => [c.courseName, c.credit, c.marksScored])).to.have.deep.members([
      ['Calculus (1)', 3, 85], ['Linear Algebra', 2, 67], ['Statistics', 2, 93],
      ['Money and Banking', 2, 71], ['Accounting', 3, 90], ['World Economy', 2, 78],
    ]);
  });
});
