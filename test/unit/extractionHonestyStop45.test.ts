/**
 * Values without evidence of their own stay null (docs/document-understanding.md, "Honesty"), on small generated pages:
 * a standing in progress completes nothing, a dated clause is no field of study, a table's header is no caption, a
 * session before the examination is the registration's.
 */
import { expect } from 'chai';
import { datedClause, extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: honesty rules of stop 45', () => {
  it('reads no completion on a record whose standing is in progress (rule "A standing in progress completes nothing")', () => {
    const page = (status: boolean): Cell[][] => [
      [['Harbourview Area School', 200, 14]],
      [['RECORD OF ACHIEVEMENT — SECONDARY YEARS', 150, 11]],
      [['Pupil:', 46, 9], ['Tomasi Lealofi', 130, 9]],
      [['Programme:', 46, 9], ['Junior Secondary Certificate (Years 9–11)', 130, 9]],
      [['Subject', 46, 8], ['Level', 250, 8], ['Effort', 320, 8]],
      [['Year 9 — 2021', 46, 9]],
      [['English', 46, 8], ['2', 250, 8], ['B', 320, 8]],
      [['Mathematics', 46, 8], ['3', 250, 8], ['C', 320, 8]],
      [['Science', 46, 8], ['2', 250, 8], ['A', 320, 8]],
      ...(status ? ([[['Status: currently enrolled in Year 11', 46, 9]]] as Cell[][]) : []),
      [['Mele Fifita, Principal', 46, 9], ['Date: 12 May 2023', 330, 9]],
    ];
    const enrolled = extractDocumentFields(doc(page(true)), 'transcript').qualification;
    expect(enrolled.status).to.equal('In Progress');
    expect(enrolled.yearOfCompletion).to.equal(null);
    // Without the standing, the issue date of a school record gives the year (rule "issue date of a school-leaving certificate").
    expect(extractDocumentFields(doc(page(false)), 'transcript').qualification.yearOfCompletion).to.equal(2023);
  });

  it('takes no dated clause for a field of study (rule "A dated clause is no field of study")', () => {
    expect(datedClause('la ciudad de Ríohondo, a los once (11) días del mes de marzo')).to.equal(true);
    expect(datedClause('Economics, awarded on 12 June')).to.equal(true);
    expect(datedClause('Session 2019')).to.equal(true);
    expect(datedClause('Computer Science and Engineering')).to.equal(false);
    expect(datedClause('Ciencias del Mar')).to.equal(false);
    expect(datedClause('Mathematics 2')).to.equal(false);
  });

  it('reads no caption from a course table\'s header of unknown words (rule "A table\'s header is no caption")', () => {
    const page = (header: Cell[]): Cell[][] => [
      [['Lagoon Bay Secondary School', 200, 14]],
      [['STATEMENT OF PROGRESS', 200, 11]],
      [['Student:', 46, 9], ['Ana Tupou', 130, 9]],
      header,
      [['Year 10 — 2021', 46, 9]],
      [['English', 46, 8], ['2', 200, 8], ['C', 280, 8], ['Consistently strong work', 360, 8]],
      [['Mathematics', 46, 8], ['3', 200, 8], ['B', 280, 8], ['Very good progress', 360, 8]],
      [['Geography', 46, 8], ['4', 200, 8], ['A', 280, 8], ['Needs more practice', 360, 8]],
      [['Physical Education', 46, 8], ['2', 200, 8], ['B', 280, 8], ['Very good progress', 360, 8]],
      [['Music', 46, 8], ['3', 200, 8], ['C', 280, 8], ['Steady, reliable work', 360, 8]],
      [['Date: 3 March 2022', 46, 9]],
    ];
    const r = extractDocumentFields(doc(page([['Subject', 46, 8], ['Attainment', 200, 8], ['Effort', 280, 8], ["Teacher's remark", 360, 8]])), 'transcript');
    expect(r.qualification.majorOrSpecialization).to.equal(null);
    expect(r.courses.map((c) => c.courseName)).to.include('Geography');
    // A caption and its value on a line of their own still count.
    const s = extractDocumentFields(doc([[['Lagoon Bay College', 200, 14]], [['Subject:', 46, 9], ['Marine Science', 130, 9]], [['Date: 3 March 2022', 46, 9]]]), 'diploma');
    expect(s.qualification.majorOrSpecialization).to.equal('Marine Science');
  });

  it('reads no completion from a session that ends before the examination (rule "A session before the examination is the registration\'s", under "Forms the rotated group w3- showed")', () => {
    const page = (session: string, exam = '3rd Year Honours Final Examination 2016'): Cell[][] => [
      [['NORTH RIVER UNIVERSITY OF SCIENCE', 150, 14]],
      [['Office of the Controller of Examinations', 170, 10]],
      [['MARKSHEET', 250, 12]],
      [[exam, 180, 10]],
      [['Name of the Student', 46, 9], [':', 160, 9], ['Farida Yasmin', 170, 9]],
      [['Roll No.', 46, 9], [':', 160, 9], ['7712093', 170, 9]],
      [['Session', 46, 9], [':', 160, 9], [session, 170, 9]],
      [['Programme', 46, 9], [':', 160, 9], ['Bachelor of Science (Honours) in Physics', 170, 9]],
      [['Course Code', 46, 8], ['Course Title', 120, 8], ['Credit', 330, 8], ['Grade', 400, 8]],
      [['PHY-301', 46, 8], ['Quantum Mechanics I', 120, 8], ['4', 330, 8], ['A', 400, 8]],
      [['PHY-302', 46, 8], ['Solid State Physics', 120, 8], ['4', 330, 8], ['B+', 400, 8]],
      [['Date of Issue: 26/11/2017', 46, 9]],
    ];
    const r = extractDocumentFields(doc(page('2013-2014')), 'marksheet').qualification;
    expect(r.yearOfCompletion).to.equal(null);
    expect(r.status).to.equal(null);
    // A session that ends in the year of the programme's final examination is the year it was sat and completed (a
    // year's examination, as above, completes nothing whatever its session).
    expect(extractDocumentFields(doc(page('2015-2016', 'B.Sc. Honours Final Examination 2016')), 'marksheet').qualification.yearOfCompletion).to.equal(2016);
    expect(extractDocumentFields(doc(page('2015-2016')), 'marksheet').qualification.yearOfCompletion).to.equal(null);
  });

  it('reads no distinction as the field (rule "A distinction is no field")', () => {
    const page = (mention: string): Cell[][] => [
      [['UNIVERSITÉ DE KASAVU', 200, 14]],
      [['RELEVÉ DES COTES', 220, 11]],
      [['Nom :', 46, 9], ['MBALA Josué', 130, 9]],
      [['Mention :', 46, 9], [mention, 130, 9]],
      [['Fait à Kasavu, le 14 juillet 2021', 46, 9]],
    ];
    expect(extractDocumentFields(doc(page('Grande Distinction')), 'transcript').qualification.majorOrSpecialization).to.equal(null);
    expect(extractDocumentFields(doc(page('Sciences de Gestion')), 'transcript').qualification.majorOrSpecialization).to.equal('Sciences de Gestion');
  });
});
