/**
 * Key fields of award certificates that print them in running text and in the places certificates
 * put them (docs/document-understanding.md, "Key-value reading", "Institution and country",
 * "Qualification"), on small generated pages: the institution named only in a seal or conferral
 * formula, an address that starts with its house number, a name in capitals broken after "OF";
 * sentences read across their line breaks (the holder's name, the qualification), several award
 * phrases in one sentence, the words between the phrase and the qualification, the birth inside the
 * sentence, the award formula's date against a later issue or a print date, an examination's
 * "March-2023", the Diploma Supplement's "Holder of the qualification"; and the wordings of the
 * second vocabulary (p-award2): "It is certified that SURNAME, Given", "has awarded to NAME the
 * degree of", "the examinations for the …", "Awarded by the …", "grants to" / NAME / birth /
 * qualification, "with effect from", "the holder named above", and a state's name in a city's.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: award certificates', () => {
  it('reads the institution from a seal or conferral formula, never the formula itself', () => {
    const seal = extractDocumentFields(
      doc([
        [['DEGREE CERTIFICATE', 200, 15]],
        [['This is to certify that Mara Quillfeather has been awarded the degree of Bachelor of Arts.', 60, 12]],
        [['Given under the Common Seal of the Thornbury Hall College of Science and Technology', 80, 11]],
        [['Registrar', 80, 9], ['Vice-Chancellor', 400, 9]],
      ]),
      'diploma',
    );
    expect(seal.institution.name).to.equal('Thornbury Hall College of Science and Technology');
    const council = extractDocumentFields(
      doc([
        [['DIPLOMA', 250, 15]],
        [['The University hereby confers upon', 180, 12]],
        [['Mara Quillfeather', 200, 19]],
        [['the degree of Bachelor of Arts.', 190, 12]],
        [['The Council of the Ashgrove Polytechnic has approved this award.', 80, 11]],
      ]),
      'diploma',
    );
    expect(council.institution.name).to.equal('Ashgrove Polytechnic');
  });

  it('takes no street named after an institution word for the institution', () => {
    const r = extractDocumentFields(
      doc([
        [['DIPLOMA', 250, 15]],
        [['This is to certify that Mara Quillfeather has been awarded the degree of Bachelor of Arts.', 60, 12]],
        [['70 College Avenue, England, United Kingdom', 150, 8]],
      ]),
      'diploma',
    );
    expect(r.institution.name).to.equal(null);
  });

  it('joins a name in capitals broken after a connective with the line below', () => {
    const r = extractDocumentFields(
      doc([
        [['KINGSMERE INSTITUTE OF', 150, 20]],
        [['TECHNOLOGY', 220, 20]],
        [['236 Senate House Lane, Islamic Republic of Pakistan', 120, 9]],
        [['DEGREE CERTIFICATE', 200, 15]],
      ]),
      'diploma',
    );
    expect(r.institution.name).to.equal('KINGSMERE INSTITUTE OF TECHNOLOGY');
  });

  it('reads the holder\'s name and the qualification across the line breaks of the sentence, and no birth year as the completion', () => {
    const r = extractDocumentFields(
      doc([
        [['Whitcombe Polytechnic', 200, 20]],
        [['DIPLOMA', 250, 15]],
        [['The Council of the Whitcombe Polytechnic has conferred upon Fatima Noor', 70, 12]],
        [['CHAUDHRY, born on 14 July 1990, the degree of Bachelor of Science in', 75, 12]],
        [['Mathematics at the Convocation held on 19 September 2012.', 100, 12]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Fatima Noor Chaudhry');
    expect(r.qualification.name).to.equal('Bachelor of Science');
    expect(r.qualification.majorOrSpecialization).to.equal('Mathematics');
    expect(r.qualification.yearOfCompletion).to.equal(2012);
  });

  it('tries every award phrase of a sentence and drops the words between the phrase and the qualification', () => {
    const several = extractDocumentFields(
      doc([
        [['University of Redmarsh', 200, 20]],
        [['This certifies that MARIA CRISTINA MENDOZA who passed the examination held in', 70, 12]],
        [['June 2020, and has been conferred the degree of Master of Arts in Education.', 72, 12]],
      ]),
      'diploma',
    );
    expect(several.qualification.name).to.equal('Master of Arts');
    expect(several.qualification.yearOfCompletion).to.equal(2020);
    const wrapped = extractDocumentFields(
      doc([
        [['Kingsmere Institute of Technology', 180, 20]],
        [['Be it known that', 240, 12]],
        [['Ali Raza Butt', 230, 19]],
        [['having completed all the requirements for the award of the Higher', 90, 12]],
        [['Secondary School Certificate.', 200, 12]],
      ]),
      'diploma',
    );
    expect(wrapped.qualification.name).to.equal('Higher Secondary School Certificate');
    expect(wrapped.qualification.level).to.equal('Higher Secondary');
    const article = extractDocumentFields(
      doc([
        [['Stonecroft Polytechnic', 200, 20]],
        [['The holder named above having completed all the requirements for the award of', 70, 12]],
        [['the Diploma in Mechanical Engineering at the Convocation held on 23 July 2019.', 72, 12]],
      ]),
      'diploma',
    );
    expect(article.qualification.name).to.equal('Diploma in Mechanical Engineering');
  });

  it('reads "is entitled to the …" and the qualification past the holder\'s name after "confers upon"', () => {
    const entitled = extractDocumentFields(
      doc([
        [['STONECROFT INSTITUTE OF TECHNOLOGY', 150, 20]],
        [['This is to certify that P. D. Pereira-Rao having fulfilled the conditions prescribed, is entitled to the Higher Secondary Certificate.', 40, 10]],
      ]),
      'diploma',
    );
    expect(entitled.qualification.name).to.equal('Higher Secondary Certificate');
    const upon = extractDocumentFields(
      doc([
        [['Kingsmere Institute of Technology', 180, 20]],
        [['Upon the recommendation of the Faculty, the University confers upon', 90, 12]],
        [['Chaudhary, Ananya', 230, 19]],
        [['the Secondary School Certificate, having passed the final examinations of April 2009.', 70, 12]],
      ]),
      'diploma',
    );
    expect(upon.qualification.name).to.equal('Secondary School Certificate');
    expect(upon.qualification.yearOfCompletion).to.equal(2009);
  });

  it('dates the completion by the award formula, not by a later issue or a print date', () => {
    const later = extractDocumentFields(
      doc([
        [['Stonecroft University', 200, 20]],
        [['This is to certify that Priya Nair has been awarded the Higher Secondary Certificate.', 60, 12]],
        [['Given this seventeenth day of September, two thousand and fifteen', 120, 11]],
        [['Issued on: 25-12-2016', 60, 10]],
      ]),
      'diploma',
    );
    expect(later.qualification.yearOfCompletion).to.equal(2015);
    expect(later.qualification.dateOfIssue).to.equal('2016-12-25');
    const printed = extractDocumentFields(
      doc([
        [['Stonecroft University', 200, 20]],
        [['This certifies that Mark Bautista has been awarded the degree of Master of Arts.', 60, 12]],
        [['Given this twenty-first day of September, two thousand and ten', 120, 11]],
        [['Printed on 10/18/2024', 60, 8]],
      ]),
      'diploma',
    );
    expect(printed.qualification.dateOfIssue).to.equal('2010-09-21');
    expect(printed.qualification.yearOfCompletion).to.equal(2010);
  });

  it('reads an examination sitting printed "March-2023" and the caption "Holder of the qualification"', () => {
    const r = extractDocumentFields(
      doc([
        [['Kingsmere Institute of Technology', 180, 20]],
        [['Holder of the qualification', 60, 10], ['Hira SIDDIQUI', 240, 12]],
        [['The holder named above who appeared at the examination held in March-2023 and passed, and has been granted the Higher Secondary School Certificate.', 40, 10]],
        [['Issued on: 15 September 2024', 60, 10]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Hira Siddiqui');
    expect(r.qualification.yearOfCompletion).to.equal(2023);
  });

  it('reads the second vocabulary\'s certifying and award wordings', () => {
    const comma = extractDocumentFields(
      doc([
        [['Whitcombe Polytechnic', 200, 20]],
        [['It is certified that KAMAU, Mercy, born on 14 December 1999, has been awarded the degree of Bachelor of Education.', 40, 10]],
      ]),
      'diploma',
    );
    expect(comma.candidate.fullName).to.equal('Mercy Kamau');
    const awardedTo = extractDocumentFields(
      doc([
        [['CERTIFICATE OF AWARD', 200, 15]],
        [['The Senate of the ELMSWORTH INSTITUTE OF TECHNOLOGY has awarded to', 70, 12]],
        [['Kristine Bautista the degree of Bachelor of Science in Nursing.', 90, 12]],
      ]),
      'diploma',
    );
    expect(awardedTo.candidate.fullName).to.equal('Kristine Bautista');
    expect(awardedTo.institution.name).to.equal('ELMSWORTH INSTITUTE OF TECHNOLOGY');
    const examinations = extractDocumentFields(
      doc([
        [['Redmarsh University', 200, 20]],
        [['Full Name', 60, 10], ['Isla Rose Hargreaves', 240, 12]],
        [['The holder named above having satisfied the examiners in the', 90, 12]],
        [['examinations for the Bachelor of Engineering at the Graduation', 88, 12]],
        [['Ceremony of 28 August 2023.', 200, 12]],
        [['Dated: 19 June 2024', 60, 10]],
      ]),
      'diploma',
    );
    expect(examinations.qualification.name).to.equal('Bachelor of Engineering');
    expect(examinations.qualification.yearOfCompletion).to.equal(2023);
  });

  it('reads "Awarded by the …", the qualification past a birth line after "grants to", "with effect from" and "the holder named above"', () => {
    const grants = extractDocumentFields(
      doc([
        [['DIPLOMA', 250, 15]],
        [['The University grants to', 220, 12]],
        [['ARJUN PEREIRA-RAO', 210, 19]],
        [['born on 14 January 1990', 230, 10]],
        [['the Diploma in Mechanical Engineering, who qualified at the examination of', 70, 12]],
        [['March 2010.', 250, 12]],
        [['Awarded by the Whitcombe University', 160, 11]],
      ]),
      'diploma',
    );
    expect(grants.qualification.name).to.equal('Diploma in Mechanical Engineering');
    expect(grants.institution.name).to.equal('Whitcombe University');
    const effect = extractDocumentFields(
      doc([
        [['Redmarsh Institute of Technology', 180, 20]],
        [['Graduate', 60, 10], ['Rahul Kumar Iyer', 240, 12]],
        [['The Senate of the University awards to the holder named above the Higher Secondary Certificate', 40, 10]],
        [['with effect from 23 December 2020.', 200, 10]],
      ]),
      'diploma',
    );
    expect(effect.qualification.name).to.equal('Higher Secondary Certificate');
    expect(effect.qualification.yearOfCompletion).to.equal(2020);
  });

  it('reads no state from a city named after its province ("Cebu City")', () => {
    const r = extractDocumentFields(
      doc([
        [['Whitcombe Institute of Technology', 180, 20]],
        [['89 College Avenue, Cebu City 8515', 200, 9]],
        [['This certifies that Jerome Bautista has been awarded the degree of Master of Arts.', 60, 12]],
      ]),
      'diploma',
    );
    expect(r.institution.state).to.equal(null);
  });

  it('reads the title line under the document\'s title as a title line, not as the title\'s value', () => {
    const r = extractDocumentFields(
      doc([
        [['Kingsmere University', 200, 20]],
        [['DIPLOMA', 250, 15]],
        [['Bachelor of Science in Biology', 180, 17]],
        [['This is to certify that Tyler Pruitt has been awarded the above degree.', 60, 12]],
      ]),
      'diploma',
    );
    expect(r.qualification.name).to.equal('Bachelor of Science');
    expect(r.qualification.majorOrSpecialization).to.equal('Biology');
  });
});
