/**
 * What the older development misses showed (docs/document-understanding.md, stop 42: rules "A script's signs are no
 * letters", "A caption cell's other half in another script", "The date the award takes effect", "A caseless name after
 * its certifying clause", "A grid's last year passed completes it", "An examinations service or agency is an examining
 * body", "A name's Latin rendering under it", "A state board's state is part of its name", "An examination's year after its
 * name", "A High School examination is the lower one"), on small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { matchLabel } from '../../src/processing/extraction/labels';
import { cleanInstitutionName } from '../../src/processing/extraction/issuer';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { readsRightToLeft } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: what the older development misses showed', () => {
  it('counts no Hebrew geresh or gershayim as a letter of the line', () => {
    // As many Latin letters as Hebrew ones, and a geresh or a gershayim: no majority of Hebrew letters.
    expect(readsRightToLeft('Ref No. / מס׳ תיק')).to.equal(false);
    expect(readsRightToLeft('Credits / נ״ז לתואר')).to.equal(false);
    expect(readsRightToLeft('מספר סידורי / No.')).to.equal(true);
  });

  it('reads a caption cell with its rendering in another script and no colon, its value in the next cell', () => {
    expect(matchLabel('Date of Birth / תאריך לידה')?.field).to.equal('dateOfBirth');
    expect(matchLabel('Surname / Фамилия')?.field).to.equal('lastName');
    const r = extractDocumentFields(
      doc([
        [['Kinneret Valley College', 40, 14]],
        [['Name / שם', 40], ['Orly Marmorstein', 190], ['Date of Birth / תאריך לידה', 330], ['21.04.1998', 470]],
        [['Degree / תואר', 40], ['Bachelor of Arts (B.A.)', 190]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Orly Marmorstein');
    expect(r.candidate.dateOfBirth).to.equal('1998-04-21');
    expect(r.qualification.name).to.match(/^Bachelor of Arts/);
  });

  it('dates the completion by the day the award takes effect', () => {
    const en = extractDocumentFields(
      doc([
        [['Kinneret Valley College', 40, 14]],
        [['TRANSCRIPT OF GRADES', 40, 12]],
        [['Student: Orly Marmorstein', 40]],
        [['Eligible for the degree Bachelor of Arts (B.A.) in History as of 2 June 2021.', 40]],
      ]),
      'transcript',
    );
    expect(en.qualification.yearOfCompletion).to.equal(2021);
    const notYet = extractDocumentFields(
      doc([
        [['Kinneret Valley College', 40, 14]],
        [['Student: Orly Marmorstein', 40]],
        [['Not eligible for the degree as of 2 June 2021.', 40]],
      ]),
      'transcript',
    );
    expect(notYet.qualification.yearOfCompletion).to.equal(null);
    const ar = extractDocumentFields(
      doc([
        [['جامعة وادي النخيل', 250, 16]],
        [['قد أكملت متطلبات التخرج ومنحت درجة', 200]],
        [['بكالوريوس العلوم في الكيمياء', 220, 14]],
        [['وذلك اعتبارا من 3 يونيو 2017', 230]],
      ]),
      'diploma',
    );
    expect(ar.qualification.yearOfCompletion).to.equal(2017);
  });

  it('takes the caseless cell under the clause that certifies "that" for the holder', () => {
    const r = extractDocumentFields(
      doc([
        [['جامعة وادي النخيل', 250, 16]],
        [['شهادة', 280, 14]],
        [['يشهد مجلس الجامعة بأن', 240]],
        [['ليلى خالد عمر', 250, 16]],
        [['قد أكملت متطلبات التخرج ومنحت درجة', 200]],
        [['بكالوريوس العلوم في الكيمياء', 220, 14]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('ليلى خالد عمر');
  });

  it('dates the completion of a certificate of studies by the last school year of its grid, all passed', () => {
    const rows = (standing: string): Cell[][] => [
      [['COLEGIO NACIONAL SAN MARTÍN DE LAS PEÑAS', 150, 13]],
      [['CERTIFICADO DE ESTUDIOS', 200, 12]],
      [['Nombres y apellidos: Rosa Elvira Quispe Mamani', 40]],
      [['ÁREAS', 40], ['1°', 300], ['2°', 350], ['3°', 400]],
      [['LENGUA', 40], ['14', 300], ['15', 350], ['16', 400]],
      [['HISTORIA', 40], ['13', 300], ['17', 350], ['12', 400]],
      [['AÑO ESCOLAR', 40], ['2009', 300], ['2010', 350], ['2011', 400]],
      [['RESULTADO', 40], ['APROBADO', 300], ['APROBADO', 350], [standing, 400]],
      [['Arequipa, 20 de abril de 2015', 40]],
    ];
    expect(extractDocumentFields(doc(rows('APROBADO')), 'transcript').qualification.yearOfCompletion).to.equal(2011);
    // A year not passed completes nothing.
    expect(extractDocumentFields(doc(rows('REPROBADO')), 'transcript').qualification.yearOfCompletion).to.not.equal(2011);
  });

  it("takes a state's examinations service for the issuer of its candidate's results", () => {
    const r = extractDocumentFields(
      doc([
        [['REPUBLIC OF KALVARIA', 180, 12]],
        [['NATIONAL EXAMINATIONS SERVICE', 160, 14]],
        [['SCHOOL LEAVING EXAMINATION 2019', 160, 12]],
        [['Registration No. : 5512093', 40]],
        [['Full Name : OLANI TEMESGEN BEKELE', 40]],
        [['School : Riverside Preparatory School', 40]],
        [['Subject', 40], ['English', 200], ['Mathematics', 280], ['Total', 380]],
        [['Score', 40], ['66', 200], ['71', 280], ['137', 380]],
      ]),
      'transcript',
    );
    expect(r.institution.name).to.match(/^National Examinations Service$/i);
  });

  it('reads a caption printed after its rendering in another script, and a name under its value in Latin letters', () => {
    expect(matchLabel('जन्म तिथि / Date of Birth')?.field).to.equal('dateOfBirth');
    expect(matchLabel('विद्यालय / School:')?.field).to.equal('institution');
    const r = extractDocumentFields(
      doc([
        [['BOARD OF SECONDARY EDUCATION, KALVARIA', 150, 13]],
        [['अनुक्रमांक / Roll No.', 40], ['7712094', 190]],
        [["छात्र का नाम / Candidate's Name", 40], ['सुनीता वर्मा', 190]],
        [['SUNITA VERMA', 190]],
        [['जन्म तिथि / Date of Birth', 40], ['04/07/2001', 190]],
      ]),
      'marksheet',
    );
    expect(r.candidate.fullName).to.match(/^Sunita Verma$/i);
    expect(r.candidate.dateOfBirth).to.equal('2001-07-04');
  });

  it("keeps a state board's state in its name, and an examination's title before its year", () => {
    expect(cleanInstitutionName('BOARD OF SECONDARY EDUCATION, MADHYA PRADESH')).to.equal('BOARD OF SECONDARY EDUCATION, MADHYA PRADESH');
    // A university's state after its name is its address.
    expect(cleanInstitutionName('University of Technology, Queensland')).to.equal('University of Technology');
    const r = extractDocumentFields(
      doc([
        [['BOARD OF SECONDARY EDUCATION, MADHYA PRADESH', 150, 13]],
        [['HIGH SCHOOL EXAMINATION 2016', 180, 12]],
        [['MARKSHEET', 220, 12]],
        [['Roll No.', 40], ['7712094', 190]],
        [["Candidate's Name", 40], ['SUNITA VERMA', 190]],
      ]),
      'marksheet',
    );
    expect(r.qualification.name).to.match(/^High School Examination$/i);
    expect(r.qualification.level).to.equal('Secondary');
    expect(r.qualification.yearOfCompletion).to.equal(2016);
    expect(qualificationLevel('Intermediate Examination')).to.equal('Higher Secondary');
    expect(qualificationLevel('High School Diploma')).to.equal('Higher Secondary');
  });
});

