/**
 * Key fields of systems the hand-written lexicon did not cover, each on a small page generated
 * from the public conventions of its country's forms (docs/document-understanding.md, "Key-value
 * reading", "Institution and country", "Qualification"). Institutions and people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { parseDate } from '../../src/processing/extraction/normalize';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (kind: DocumentKind, rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: key fields of other systems\' forms', () => {
  it('reads a Vietnamese diploma: the Trường Đại học as the institution, the date "ngày … tháng … năm …" as the award', () => {
    expect(parseDate('Hà Nội, ngày 15 tháng 6 năm 2020')).to.equal('2020-06-15');
    expect(parseDate('ngày 5 tháng 11 năm 2019', 'mdy')).to.equal('2019-11-05');
    const r = read('diploma', [
      [['TRƯỜNG ĐẠI HỌC SÔNG HỒNG', 150, 14]],
      [['BẰNG CỬ NHÂN', 200, 14]],
      [['THE DEGREE OF BACHELOR', 200, 12]],
      [['Cho / Upon:', 40], ['Nguyễn Văn An', 160]],
      [['Ngày sinh / Date of birth:', 40], ['15/03/1998', 160]],
      [['Hà Nội, ngày 15 tháng 6 năm 2020', 250]],
    ]);
    expect(r.institution.name).to.equal('TRƯỜNG ĐẠI HỌC SÔNG HỒNG');
    expect(r.candidate.fullName).to.equal('Nguyễn Văn An');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfCompletion).to.equal(2020);
  });

  it('reads the captions of a right-to-left line from its right edge ("محمد … | الاسم:")', () => {
    const r = read('marksheet', [
      [['116141', 40], ['رقم الجلوس:', 120], ['جمهورية مصر العربية', 400]],
      [['شهادة إتمام الدراسة الثانوية العامة', 250]],
      [['محمد إبراهيم علي سليمان', 250], ['الاسم:', 450]],
      [['09/02/2000', 250], ['تاريخ الميلاد:', 450]],
      [['مدير عام الامتحانات', 40], ['19/08/2018', 250], ['تحريرا في:', 400]],
    ]);
    expect(r.candidate.fullName).to.equal('محمد إبراهيم علي سليمان');
    expect(r.candidate.dateOfBirth).to.equal('2000-02-09');
    expect(r.qualification.registrationNumber).to.equal('116141');
    expect(r.qualification.dateOfIssue).to.equal('2018-08-19');
  });

  it('reads a Swedish resultatintyg: "Examen" names the degree, "Examensdatum" its date', () => {
    const r = read('transcript', [
      [['Norrviks universitet', 150, 14]],
      [['RESULTATINTYG', 200, 12]],
      [['Namn:', 40], ['Andersson, Erik Johan', 160]],
      [['Personnummer:', 40], ['990101-1234', 160]],
      [['Examen:', 40], ['Filosofie kandidatexamen', 160]],
      [['Examensdatum:', 40], ['2021-06-04', 160]],
    ]);
    expect(r.candidate.fullName).to.equal('Erik Johan Andersson');
    expect(r.institution.name).to.equal('Norrviks universitet');
    expect(r.qualification.name).to.equal('Filosofie kandidatexamen');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
    expect(r.qualification.registrationNumber).to.equal(null);
  });

  it('reads an Argentine "Apellido y Nombre" caption surname first, with or without a comma', () => {
    for (const printed of ['GONZÁLEZ, María Laura', 'GONZÁLEZ María Laura']) {
      const r = read('transcript', [
        [['UNIVERSIDAD NACIONAL DEL SUR OESTE', 150, 14]],
        [['Apellido y Nombre:', 40], [printed, 160]],
      ]);
      expect(r.candidate.fullName, printed).to.equal('María Laura González');
    }
  });

  it('reads the examining body as the issuer ("DEPARTMENT OF EXAMINATIONS", "… QUALIFICATIONS AUTHORITY") and NCEA levels', () => {
    const lk = read('marksheet', [
      [['DEPARTMENT OF EXAMINATIONS', 150, 14]],
      [['G.C.E. (Advanced Level) Examination - 2019', 150, 12]],
      [['Name:', 40], ['K. M. Perera', 160]],
    ]);
    expect(lk.institution.name).to.equal('DEPARTMENT OF EXAMINATIONS');
    expect(lk.qualification.level).to.equal('Higher Secondary');
    const nz = read('transcript', [
      [['COASTAL QUALIFICATIONS AUTHORITY', 150, 14]],
      [['Record of Achievement', 200, 12]],
      [['Name:', 40], ['Aroha Williams', 160]],
      [['National Certificate of Educational Achievement Level 3', 40]],
      [['Date awarded:', 40], ['15 January 2021', 160]],
    ]);
    expect(nz.institution.name).to.equal('COASTAL QUALIFICATIONS AUTHORITY');
    expect(nz.qualification.name).to.equal('National Certificate of Educational Achievement Level 3');
    expect(nz.qualification.level).to.equal('Higher Secondary');
    expect(nz.qualification.yearOfCompletion).to.equal(2021);
  });
});
