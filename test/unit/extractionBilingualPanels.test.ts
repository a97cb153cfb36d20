/**
 * Bilingual certificates printed as two panels side by side (an English panel and the national one):
 * the English conferral "… confers / THE DEGREE OF … / upon Mr./Ms. NAME" names the holder, each
 * panel's place-and-date line dates the award, and a Vietnamese name keeps the national order,
 * family name first, in the English panel too. Small generated pages; invented names and places.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { splitPersonName, vietnameseFamilyFirst } from '../../src/processing/extraction/names';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

function vietnameseDiploma(holderEn: string, holderVi: string): DocumentText {
  return doc([
    [['SOCIALIST REPUBLIC OF VIETNAM', 60, 11], ['CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', 470, 11]],
    [['THE RECTOR OF WEST LAKE UNIVERSITY OF SCIENCE', 60, 11], ['HIỆU TRƯỞNG TRƯỜNG ĐẠI HỌC KHOA HỌC HỒ TÂY', 470, 11]],
    [['confers', 60, 10], ['cấp', 470, 10]],
    [['THE DEGREE OF BACHELOR', 60, 18], ['BẰNG CỬ NHÂN', 470, 18]],
    [['Major: Accounting', 60, 11], ['Ngành: Kế toán', 470, 11]],
    [[holderEn, 60, 13], [holderVi, 470, 13]],
    [['Date of birth: 11/02/1998', 60, 10], ['Ngày sinh: 11/02/1998', 470, 10]],
    [['Ha Noi, 15 July 2020', 60, 10], ['Hà Nội, ngày 15 tháng 7 năm 2020', 470, 10]],
  ]);
}

describe('extraction: bilingual two-panel certificates', () => {
  it('reads the holder after "upon" and a salutation, family name first on a Vietnamese diploma', () => {
    const r = extractDocumentFields(vietnameseDiploma('upon Ms. Trần Thu Trang', 'Cho: Bà Trần Thu Trang'), 'diploma');
    expect(r.institution.countryCode).to.equal('VN');
    expect(r.candidate).to.include({ fullName: 'Thu Trang Trần', firstName: 'Thu Trang', lastName: 'Trần' });
  });

  it('dates the award by the place-and-date cell of a panel', () => {
    const r = extractDocumentFields(vietnameseDiploma('upon Mr. Phạm Minh Khoa', 'Cho: Ông Phạm Minh Khoa'), 'diploma');
    expect(r.qualification.dateOfIssue).to.equal('2020-07-15');
    expect(r.qualification.yearOfCompletion).to.equal(2020);
    // The place of a date line, in either panel's form, is where the diploma was signed: no state.
    expect(r.institution.stateCode).to.equal(null);
  });

  it('keeps a Vietnamese name in the Western order when it ends with the family name', () => {
    expect(vietnameseFamilyFirst('VN', 'Minh Khoa Phạm')).to.equal(false);
    expect(vietnameseFamilyFirst('VN', 'Nguyen Van Binh')).to.equal(true);
    expect(vietnameseFamilyFirst('AU', 'Nguyen Van Binh')).to.equal(false);
    expect(splitPersonName('Đặng Thị Lan', { familyFirst: vietnameseFamilyFirst('VN', 'Đặng Thị Lan') })).to.deep.equal({ fullName: 'Thị Lan Đặng', firstName: 'Thị Lan', lastName: 'Đặng' });
  });
});
