/**
 * Vietnamese bachelor's diploma (bằng cử nhân) in the bilingual two-panel form: the English panel
 * on the left ("SOCIALIST REPUBLIC OF VIETNAM", "THE RECTOR OF … confers THE DEGREE OF BACHELOR",
 * Major, upon Mr./Ms. <name>, Date of birth, Degree classification, Mode of study, "Ha Noi, 20 July
 * 2022") and the Vietnamese panel on the right ("CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM", "BẰNG CỬ
 * NHÂN", Ngành, Cho, Ngày sinh, Xếp loại tốt nghiệp, "Hà Nội, ngày 20 tháng 7 năm 2022"), the
 * serial ("Số hiệu") and register number ("Số vào sổ cấp bằng"). The name is printed family name
 * first, as Vietnamese names are.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, SERIF, digits, iso, longDate, nPerson, nResult, setInstitution, upper } from '../lib/n-kit';

const UNIS = [
  { en: 'Red River University of Economics', vi: 'Trường Đại học Kinh tế Sông Hồng', cityEn: 'Ha Noi', cityVi: 'Hà Nội' },
  { en: 'Mekong Delta University of Technology', vi: 'Trường Đại học Công nghệ Đồng bằng Sông Cửu Long', cityEn: 'Can Tho', cityVi: 'Cần Thơ' },
  { en: 'Central Highlands University', vi: 'Trường Đại học Tây Nguyên Mới', cityEn: 'Da Nang', cityVi: 'Đà Nẵng' },
];
const MAJORS: Array<[string, string]> = [
  ['Business Administration', 'Quản trị kinh doanh'],
  ['Accounting', 'Kế toán'],
  ['Information Technology', 'Công nghệ thông tin'],
  ['English Language', 'Ngôn ngữ Anh'],
  ['Finance and Banking', 'Tài chính - Ngân hàng'],
];
const CLASSES: Array<[string, string]> = [['Excellent', 'Xuất sắc'], ['Very good', 'Giỏi'], ['Good', 'Khá'], ['Average good', 'Trung bình khá']];

async function render(rng: Rng) {
  const person = nPerson(rng, 'VN');
  const male = ['Quốc Bảo', 'Văn Hùng', 'Đức Thắng', 'Hoàng Nam', 'Thanh Tùng', 'Gia Huy'].includes(person.given);
  const uni = rng.pick(UNIS);
  const [majorEn, majorVi] = rng.pick(MAJORS);
  const [clsEn, clsVi] = rng.pick(CLASSES);
  const year = rng.int(2016, 2025);
  const date = iso(year, rng.int(6, 12), rng.int(1, 28));
  const dob = iso(year - rng.int(22, 24), rng.int(1, 12), rng.int(1, 28));
  const [y, m, d] = date.split('-').map(Number);
  const [by, bm, bd] = dob.split('-').map(Number);
  const dobNum = `${String(bd).padStart(2, '0')}/${String(bm).padStart(2, '0')}/${by}`;
  // Fonts with the Vietnamese letters (Liberation Serif here has no ộ, ư, ỗ: the text layer lost them).
  const F = rng.pick([SERIF[1], SERIF[2], SANS[2]]);
  const vnName = `${person.family} ${person.given}`;
  const serial = `${String(rng.int(1, 99)).padStart(3, '0')}${digits(rng, 6)}`;
  const book = `${rng.int(100, 9999)}/QĐ-${uni.en.split(' ')[0].slice(0, 3).toUpperCase()}`;

  const r = nResult('vi', person, dob);
  setInstitution(r, uni.en, 'VN');
  Object.assign(r.qualification, { name: 'Bachelor', level: 'Bachelor', majorOrSpecialization: majorEn, yearOfCompletion: year, dateOfIssue: date, status: 'Completed' });

  const pdf = new Pdf({ size: [841.89, 595.28], title: 'Bang cu nhan', author: uni.en, creationDate: new Date(`${date}T03:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const red = '#a0161b';
  pdf.fill(0, 0, W, H, '#fbf3e4');
  pdf.rect(18, 18, W - 36, H - 36, 2.2, red);
  pdf.rect(24, 24, W - 48, H - 48, 0.6, red);
  pdf.line(W / 2, 30, W / 2, H - 30, 0.5, '#c9a26b');
  const panel = (x: number, lines: Array<{ t: string; size: number; font?: string; color?: string; gap?: number }>) => {
    let yy = 52;
    for (const l of lines) {
      pdf.text(l.t, x, yy, { font: l.font ?? F.regular, size: l.size, width: W / 2 - 60, align: 'center', color: l.color, fit: true });
      yy += l.size * (l.gap ?? 1.7);
    }
  };
  const mrEn = male ? 'Mr.' : 'Ms.';
  const mrVi = male ? 'Ông' : 'Bà';
  const enLines = [
    { t: 'SOCIALIST REPUBLIC OF VIETNAM', size: 11, font: F.bold },
    { t: 'Independence - Freedom - Happiness', size: 10, font: F.bold, gap: 2.8 },
    { t: `THE RECTOR OF ${upper(uni.en)}`, size: 11, font: F.bold, gap: 2 },
    { t: 'confers', size: 10, font: F.italic, gap: 1.9 },
    { t: 'THE DEGREE OF BACHELOR', size: 19, font: F.bold, color: red, gap: 2 },
    { t: `Major: ${majorEn}`, size: 11, gap: 2.2 },
    { t: `upon ${mrEn} ${vnName}`, size: 13, font: F.bold, gap: 1.9 },
    { t: `Date of birth: ${dobNum}`, size: 10.5 },
    { t: `Degree classification: ${clsEn}`, size: 10.5 },
    { t: 'Mode of study: Full-time', size: 10.5, gap: 2.4 },
    { t: `${uni.cityEn}, ${longDate(date, 'en')}`, size: 10.5, font: F.italic, gap: 1.8 },
    { t: 'RECTOR', size: 10.5, font: F.bold, gap: 4.5 },
  ];
  const viLines = [
    { t: 'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', size: 11, font: F.bold },
    { t: 'Độc lập - Tự do - Hạnh phúc', size: 10, font: F.bold, gap: 2.8 },
    { t: `HIỆU TRƯỞNG ${upper(uni.vi)}`, size: 11, font: F.bold, gap: 2 },
    { t: 'cấp', size: 10, font: F.italic, gap: 1.9 },
    { t: 'BẰNG CỬ NHÂN', size: 19, font: F.bold, color: red, gap: 2 },
    { t: `Ngành: ${majorVi}`, size: 11, gap: 2.2 },
    { t: `Cho: ${mrVi} ${vnName}`, size: 13, font: F.bold, gap: 1.9 },
    { t: `Ngày sinh: ${dobNum}`, size: 10.5 },
    { t: `Xếp loại tốt nghiệp: ${clsVi}`, size: 10.5 },
    { t: 'Hình thức đào tạo: Chính quy', size: 10.5, gap: 2.4 },
    { t: `${uni.cityVi}, ngày ${d} tháng ${m} năm ${y}`, size: 10.5, font: F.italic, gap: 1.8 },
    { t: 'HIỆU TRƯỞNG', size: 10.5, font: F.bold, gap: 4.5 },
  ];
  panel(30, enLines);
  panel(W / 2 + 30, viLines);
  pdf.seal(W / 4 + 30, H - 150, 30, '#c0392b');
  pdf.signature(W * 0.75 - 40, H - 130, 110, rng);
  pdf.text(rng.pick(['PGS.TS. Trần Văn Minh', 'GS.TS. Lê Thị Hồng', 'TS. Phạm Quang Huy']), W / 2 + 30, H - 104, { font: F.bold, size: 10.5, width: W / 2 - 60, align: 'center' });
  pdf.text(`Số hiệu / Serial No.: ${serial}`, 40, H - 56, { font: F.regular, size: 8.5 });
  pdf.text(`Số vào sổ cấp bằng / Diploma register No.: ${book}`, W / 2 + 40, H - 56, { font: F.regular, size: 8.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': vnName, 'candidate.dateOfBirth': dobNum, 'qualification.name': 'DEGREE OF BACHELOR', 'qualification.dateOfIssue': longDate(date, 'en') } };
}

export const families: Family[] = [
  {
    id: 'n-vn-bang-cu-nhan',
    country: 'VN',
    languages: ['vi', 'en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Vietnamese bachelor\'s diploma in the bilingual two-panel template (English left, Vietnamese right): the national motto, "THE RECTOR OF … confers THE DEGREE OF BACHELOR" / "HIỆU TRƯỞNG … cấp BẰNG CỬ NHÂN", major, the holder with Mr./Ms. (Ông/Bà) and the family name first, date of birth, degree classification (Xuất sắc, Giỏi, Khá …), mode of study, place and date ("ngày … tháng … năm …"), serial and register numbers; as described by Vietnamese Ministry of Education diploma-template guides.',
    render,
  },
];
