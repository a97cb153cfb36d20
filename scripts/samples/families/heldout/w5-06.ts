/**
 * A Vietnamese university's student portal, page "Kết quả học tập" (study results), captured as a screenshot, in
 * Vietnamese: a top bar with the university and the signed-in student, a navigation column, the student card (the
 * name in Vietnamese order, family name first: natural order in the truth as the corpus gives it; the student number
 * "MSSV" (the registration number), the class code (a decoy), the date of birth on some, "Ngành" the major, the
 * programme "Cử nhân <ngành>" or "Kỹ sư <ngành>" (the qualification sought and the programme, not conferred), the labelled year of entry
 * on some, the standing "Trạng thái: Đang học" on some); a GPA card beside it with the cumulative GPA on the 4-point
 * scale (the overall result), the same on the 10-point scale (a decoy), the credits accumulated and the standing word;
 * the results of the last two semesters, each a band "Học kỳ 1 - Năm học 2022-2023" with course code, title, credits,
 * the mark out of 10, the mark on the 4-point scale, the letter grade and "Đạt", and a semester summary line (no
 * course); the footer with the campus address in Quy Nhơn and a (+84) telephone. As Vietnamese universities' training
 * portals show a student's results.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { around, dotted, iso, sample, wPerson, wResult, wTable, type WRow } from './w5-kit';

const UNIS = [
  { name: 'Trường Đại học Kinh tế Duyên Hải', short: 'DHKT-DH', domain: 'daotao.ktdh.edu.vn' },
  { name: 'Trường Đại học Công nghệ Miền Trung', short: 'DHCN-MT', domain: 'sv.cnmt.edu.vn' },
];
const MAJORS = [
  { major: 'Kế toán', deg: 'Cử nhân', code: 'KT', subjects: ['Kế toán tài chính 1', 'Kế toán tài chính 2', 'Kế toán quản trị', 'Kiểm toán căn bản', 'Thuế', 'Tài chính doanh nghiệp', 'Hệ thống thông tin kế toán', 'Phân tích báo cáo tài chính', 'Kế toán ngân hàng', 'Luật kinh tế', 'Marketing căn bản', 'Quản trị học'] },
  { major: 'Công nghệ thông tin', deg: 'Kỹ sư', code: 'CN', subjects: ['Cấu trúc dữ liệu và giải thuật', 'Cơ sở dữ liệu', 'Lập trình hướng đối tượng', 'Mạng máy tính', 'Hệ điều hành', 'Phát triển ứng dụng web', 'Trí tuệ nhân tạo', 'Kiểm thử phần mềm', 'An toàn thông tin', 'Phân tích thiết kế hệ thống', 'Toán rời rạc', 'Xác suất thống kê'] },
  { major: 'Quản trị kinh doanh', deg: 'Cử nhân', code: 'QT', subjects: ['Kinh tế vi mô', 'Kinh tế vĩ mô', 'Quản trị nhân lực', 'Quản trị chiến lược', 'Hành vi tổ chức', 'Quản trị chuỗi cung ứng', 'Nghiên cứu marketing', 'Thương mại điện tử', 'Quản trị dự án', 'Kỹ năng đàm phán', 'Luật kinh tế', 'Nguyên lý kế toán'] },
];
const GENERAL = ['Triết học Mác - Lênin', 'Tư tưởng Hồ Chí Minh', 'Tiếng Anh 3', 'Giáo dục thể chất 3', 'Pháp luật đại cương'];

function letter(m: number): [string, string] {
  if (m >= 8.5) return ['A', '4.0'];
  if (m >= 8) return ['B+', '3.5'];
  if (m >= 7) return ['B', '3.0'];
  if (m >= 6.5) return ['C+', '2.5'];
  if (m >= 5.5) return ['C', '2.0'];
  if (m >= 5) return ['D+', '1.5'];
  return ['D', '1.0'];
}

async function render(rng: Rng) {
  const p = wPerson(rng, 'VN');
  const uni = rng.pick(UNIS);
  const m = rng.pick(MAJORS);
  const entry = rng.int(2016, 2021);
  const year = rng.int(1, 3);
  const showDob = rng.bool(0.5);
  const showEntry = rng.bool(0.5);
  const showStatus = rng.bool(0.5);
  const F = rng.pick([SANS[1], SANS[2], SANS[4]]);
  const mssv = `${String(entry).slice(2)}${m.code === 'KT' ? '51' : m.code === 'CN' ? '52' : '53'}${digits(rng, 6)}`;
  const dob = iso(entry - 18, rng.int(1, 12), rng.int(1, 28));
  const shown = `${p.family} ${p.given}`;
  const r = wResult('vi', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.name, 'VN');
  Object.assign(r.qualification, { name: `${m.deg} ${m.major}`, level: 'Bachelor', program: `${m.deg} ${m.major}`, majorOrSpecialization: m.major, registrationNumber: mssv, yearOfAdmission: showEntry ? entry : null, status: showStatus ? 'In Progress' : null });

  const ability = rng.float(6, 9.2);
  const rows: WRow[] = [];
  const pool = sample(rng, [...m.subjects, ...GENERAL], 12);
  let semCredits = 0;
  let k = 0;
  for (let s = 0; s < 2; s++) {
    const ay = entry + year;
    const sem = s + 1;
    rows.push({ band: `Học kỳ ${sem} - Năm học ${ay}-${ay + 1}`, cells: [] });
    let pts = 0;
    let cr = 0;
    const n = rng.int(4, 6);
    for (let i = 0; i < n; i++) {
      const title = pool[k++];
      const code = `${m.code}${rng.int(2, 4)}${digits(rng, 3)}`;
      const credits = rng.pick([2, 3, 3, 4]);
      const mark = around(rng, ability, 1, 4, 10, 0.1);
      const [l, four] = letter(mark);
      rows.push({ cells: [String(i + 1), code, title, String(credits), mark.toFixed(1), four, l, 'Đạt'] });
      r.courses.push(course({ courseNumber: code, courseName: title, credit: credits, marksScored: Number(mark.toFixed(1)), maximumMarks: 10, grade: l, passStatus: 'Đạt', term: `Học kỳ ${sem}`, session: `${ay}-${ay + 1}` }));
      pts += Number(four) * credits;
      cr += credits;
    }
    semCredits += cr;
    rows.push({ cells: ['', '', `Điểm trung bình học kỳ (hệ 4): ${(pts / cr).toFixed(2)} · Số tín chỉ đạt: ${cr}`, '', '', '', '', ''], italic: true });
  }
  const cgpa4 = around(rng, (ability - 5) * 0.75 + 0.6, 0.1, 2, 3.95, 0.01).toFixed(2);
  const cgpa10 = around(rng, ability, 0.2, 5.5, 9.6, 0.01).toFixed(2);
  const accumulated = semCredits + (year * 2) * rng.int(16, 20);
  const rank = Number(cgpa4) >= 3.6 ? 'Xuất sắc' : Number(cgpa4) >= 3.2 ? 'Giỏi' : Number(cgpa4) >= 2.5 ? 'Khá' : 'Trung bình';
  r.qualification.cgpa = cgpa4;
  r.qualification.totalCreditsOrMarks = String(accumulated);

  const pdf = new Pdf({ size: [1120, 800], title: 'Kết quả học tập', author: uni.name, creationDate: new Date(`${entry + year + 1}-01-20T03:00:00Z`) });
  const c = rng.pick(['#1d4ed8', '#0f766e', '#b91c1c']);
  pdf.fill(0, 0, 1120, 50, c);
  pdf.text('CỔNG THÔNG TIN ĐÀO TẠO', 20, 10, { font: F.bold, size: 13, color: '#ffffff' });
  pdf.text(uni.name, 20, 30, { font: F.regular, size: 10, color: '#ffffff' });
  pdf.text(`${mssv} · ${shown}   |   Đăng xuất`, 760, 20, { font: F.regular, size: 9, color: '#ffffff', width: 340, align: 'right' });
  pdf.fill(0, 50, 200, 750, '#f1f5f9');
  ['Trang chủ', 'Thông tin cá nhân', 'Chương trình đào tạo', 'Đăng ký học phần', 'Thời khóa biểu', 'Lịch thi', 'Kết quả học tập', 'Công nợ học phí', 'Đánh giá rèn luyện', 'Thông báo'].forEach((t, i) => {
    const on = t === 'Kết quả học tập';
    if (on) pdf.fill(0, 66 + i * 30, 200, 26, '#dbeafe');
    pdf.text(t, 18, 73 + i * 30, { font: on ? F.bold : F.regular, size: 9.5, color: on ? c : '#334155' });
  });
  const X = 220;
  pdf.text(`Trang chủ  /  Kết quả học tập`, X, 62, { font: F.regular, size: 8.5, color: '#64748b' });
  pdf.text('KẾT QUẢ HỌC TẬP', X, 78, { font: F.bold, size: 16 });
  pdf.roundRect(X, 104, 560, 118, 6, { stroke: '#cbd5e1', fill: '#ffffff' });
  const card: Array<[string, string]> = [['Họ và tên', shown], ['MSSV', mssv], ['Lớp', `D${String(entry).slice(2)}${m.code}${String(rng.int(1, 4)).padStart(2, '0')}`]];
  if (showDob) card.push(['Ngày sinh', dotted(dob).replace(/\./g, '/')]);
  card.push(['Ngành', m.major], ['Chương trình', `${m.deg} ${m.major}`], ['Hệ đào tạo', 'Đại học chính quy']);
  if (showEntry) card.push(['Năm nhập học', String(entry)]);
  if (showStatus) card.push(['Trạng thái', 'Đang học']);
  card.forEach(([a, b], i) => {
    const x = X + 14 + (i % 2) * 275;
    const y = 114 + Math.floor(i / 2) * 21;
    pdf.text(`${a}:`, x, y, { font: F.regular, size: 8.8, color: '#64748b' });
    pdf.text(b, x + 88, y, { font: F.bold, size: 9.2, width: 180, fit: true });
  });
  pdf.roundRect(800, 104, 300, 118, 8, { fill: '#eff6ff', stroke: c });
  pdf.text('TỔNG KẾT TÍCH LŨY', 816, 114, { font: F.bold, size: 9.5, color: c });
  pdf.text(cgpa4, 816, 132, { font: F.bold, size: 26, color: c });
  pdf.text('Điểm TB tích lũy (hệ 4)', 900, 142, { font: F.regular, size: 8.5, color: '#334155' });
  pdf.text(`Điểm TB tích lũy (hệ 10): ${cgpa10}`, 816, 170, { font: F.regular, size: 9 });
  pdf.text(`Số tín chỉ tích lũy: ${accumulated}`, 816, 186, { font: F.regular, size: 9 });
  pdf.text(`Xếp loại học lực: ${rank}`, 816, 202, { font: F.regular, size: 9 });
  const cols = [{ label: 'STT', width: 36, align: 'center' as const }, { label: 'Mã HP', width: 70 }, { label: 'Tên học phần', width: 380 }, { label: 'Số TC', width: 54, align: 'center' as const }, { label: 'Điểm hệ 10', width: 80, align: 'center' as const }, { label: 'Điểm hệ 4', width: 76, align: 'center' as const }, { label: 'Điểm chữ', width: 90, align: 'center' as const }, { label: 'Kết quả', width: 94, align: 'center' as const }];
  wTable(pdf, F, X, 238, cols, rows, { size: 8.8, rowH: 19, ruling: 'rows', fill: '#e2e8f0', bandFill: '#f8fafc' });
  pdf.fill(200, 770, 920, 30, '#f1f5f9');
  pdf.text(`© ${uni.name} · ${rng.int(10, 180)} Nguyễn Văn Cừ, phường Ngô Mây, TP. Quy Nhơn · ĐT: (+84) 256 ${digits(rng, 4)} ${digits(rng, 3)} · ${uni.domain}`, X, 780, { font: F.regular, size: 8, color: '#475569', width: 880, fit: true });
  const printed: Record<string, string> = { 'candidate.fullName': shown };
  if (showDob) printed['candidate.dateOfBirth'] = dotted(dob).replace(/\./g, '/');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w5-06-record',
    country: 'VN',
    languages: ['vi'],
    kind: 'transcript',
    degradations: ['screenshot'],
    conventions: 'Study-results page of a Vietnamese university training portal (Kết quả học tập), Vietnamese, screenshot: top bar, navigation column, breadcrumbs; student card with the name family first, MSSV, class code, optional birth date, major, programme Cử nhân/Kỹ sư <major>, optional year of entry and standing; a GPA card with the cumulative GPA on the 4-point and the 10-point scales, credits accumulated and the standing word; the last two semesters in bands with code, title, credits, mark /10, mark /4, letter and Đạt, and semester summary lines; footer with the Quy Nhơn address and (+84).',
    render,
  },
];
