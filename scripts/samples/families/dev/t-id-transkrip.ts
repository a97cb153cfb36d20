/**
 * Indonesian transkrip akademik (Sarjana, S1): every course of the programme in one list, either
 * in two halves side by side (newspaper columns, the header printed over each half) or in one
 * table over two pages with the semester in a column and the header on the first page only. The
 * header has a grade label spanning its two sub-columns ("Nilai" over "Huruf | Angka"), the
 * other labels set between the two header lines; SKS credits, the letter grade (A/AB/B/BC/C/D/E
 * or A/A-/B+/B/B-/C+/C/D/E), its point value and the weighted points K×N (Mutu) with a decimal
 * comma; Jumlah SKS, IPK and the predikat kelulusan under the table.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, drawRow, iso, type Column } from '../lib/a-kit';
import { Flow, detailsBlock, resultFor, tPerson } from '../lib/t-kit';

const UNIS = [
  { name: 'Universitas Nusantara Raya', city: 'Bandung', province: 'Jawa Barat', code: 'JB' },
  { name: 'Universitas Teknologi Sriwijaya Timur', city: 'Palembang', province: 'Sumatera Selatan', code: 'SS' },
  { name: 'Institut Sains Borneo', city: 'Samarinda', province: 'Kalimantan Timur', code: 'KI' },
  { name: 'Universitas Merapi Indah', city: 'Yogyakarta', province: 'DI Yogyakarta', code: 'YO' },
];

const PROGRAMMES: Record<string, { degree: string; abbrev: string; prefix: string; titles: string[] }> = {
  Informatika: {
    degree: 'Sarjana Komputer', abbrev: 'S.Kom.', prefix: 'IF',
    titles: ['Algoritma dan Pemrograman', 'Matematika Diskrit', 'Kalkulus I', 'Kalkulus II', 'Aljabar Linear', 'Struktur Data', 'Basis Data', 'Sistem Operasi', 'Organisasi dan Arsitektur Komputer', 'Jaringan Komputer', 'Pemrograman Berorientasi Objek', 'Rekayasa Perangkat Lunak', 'Statistika dan Probabilitas', 'Interaksi Manusia dan Komputer', 'Pemrograman Web', 'Kecerdasan Buatan', 'Keamanan Informasi', 'Grafika Komputer', 'Metodologi Penelitian', 'Kerja Praktik', 'Skripsi'],
  },
  Manajemen: {
    degree: 'Sarjana Manajemen', abbrev: 'S.M.', prefix: 'MN',
    titles: ['Pengantar Manajemen', 'Pengantar Akuntansi', 'Ekonomi Mikro', 'Ekonomi Makro', 'Matematika Ekonomi', 'Statistika Ekonomi', 'Manajemen Pemasaran', 'Manajemen Keuangan', 'Manajemen Sumber Daya Manusia', 'Manajemen Operasional', 'Perilaku Organisasi', 'Hukum Bisnis', 'Sistem Informasi Manajemen', 'Kewirausahaan', 'Studi Kelayakan Bisnis', 'Manajemen Strategik', 'Metodologi Penelitian', 'Kuliah Kerja Nyata', 'Skripsi'],
  },
  'Teknik Sipil': {
    degree: 'Sarjana Teknik', abbrev: 'S.T.', prefix: 'TS',
    titles: ['Menggambar Teknik', 'Mekanika Rekayasa I', 'Mekanika Rekayasa II', 'Kalkulus I', 'Fisika Dasar', 'Ilmu Ukur Tanah', 'Teknologi Bahan Konstruksi', 'Mekanika Tanah', 'Hidrologi', 'Struktur Beton Bertulang', 'Struktur Baja', 'Rekayasa Jalan Raya', 'Rekayasa Pondasi', 'Manajemen Konstruksi', 'Irigasi dan Bangunan Air', 'Metodologi Penelitian', 'Kerja Praktik', 'Tugas Akhir'],
  },
};

/** The national general courses (mata kuliah wajib umum) every programme holds. */
const MKWU = ['Pendidikan Agama', 'Pendidikan Pancasila', 'Pendidikan Kewarganegaraan', 'Bahasa Indonesia', 'Bahasa Inggris'];

/** Two grading scales Indonesian universities publish: with AB/BC steps, or with +/- steps. */
const SCALES: Array<Array<[string, number, number]>> = [
  [['A', 4, 80], ['AB', 3.5, 73], ['B', 3, 66], ['BC', 2.5, 60], ['C', 2, 55], ['D', 1, 45], ['E', 0, 0]],
  [['A', 4, 85], ['A-', 3.7, 80], ['B+', 3.3, 75], ['B', 3, 70], ['B-', 2.7, 65], ['C+', 2.3, 60], ['C', 2, 55], ['D', 1, 45], ['E', 0, 0]],
];

const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const longDate = (d: string) => {
  const [y, m, day] = d.split('-').map(Number);
  return `${day} ${MONTHS_ID[m - 1]} ${y}`;
};
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

function predikat(ipk: number): string {
  if (ipk >= 3.51) return 'Dengan Pujian (Cumlaude)';
  if (ipk >= 3.01) return 'Sangat Memuaskan';
  return 'Memuaskan';
}

/**
 * The two-line header: labels that span both lines set between them, the grade label over its two
 * sub-columns. Returns its height.
 */
function header(pdf: Pdf, x: number, y: number, cols: Column[], subs: string[], span: number, font: string, size: number): number {
  const lead = size * 1.35;
  const h = 2 * lead + 4;
  const total = cols.reduce((a, c) => a + c.width, 0);
  pdf.fill(x, y, total, h, '#e8eef6');
  let at = x;
  cols.forEach((c, i) => {
    if (i === span) {
      const w = c.width + cols[i + 1].width;
      pdf.text(String(c.label), at, y + 2, { font, size, width: w, align: 'center' });
      pdf.line(at + 2, y + lead + 1, at + w - 2, y + lead + 1, 0.3);
      pdf.text(subs[0], at, y + 2 + lead, { font, size, width: c.width, align: 'center' });
      pdf.text(subs[1], at + c.width, y + 2 + lead, { font, size, width: cols[i + 1].width, align: 'center' });
    } else if (i !== span + 1) {
      pdf.text(String(c.label), at + 2, y + 2 + lead / 2, { font, size, width: c.width - 4, align: c.align === 'left' || !c.align ? 'left' : 'center', fit: true });
    }
    at += c.width;
  });
  pdf.line(x, y, x + total, y, 0.7);
  pdf.line(x, y + h, x + total, y + h, 0.7);
  return h;
}

async function render(rng: Rng) {
  const person = tPerson(rng, 'ID', 0.4);
  const uni = rng.pick(UNIS);
  const progName = rng.pick(Object.keys(PROGRAMMES));
  const prog = PROGRAMMES[progName];
  const scale = rng.pick(SCALES);
  const F = rng.pick([SANS[0], SANS[1], SANS[3], SERIF[0]]);
  const entry = rng.int(2013, 2019);
  const dob = iso(entry - rng.int(17, 19), rng.int(1, 12), rng.int(1, 28));
  const nim = `${entry % 100}${rng.pick(['10', '11', '21'])}${digits(rng, 5)}`;
  const ability = rng.float(66, 86);
  const sideBySide = rng.bool(0.5);
  const printedName = [person.first, person.middle, person.last].filter(Boolean).join(' ').toUpperCase();

  const r = resultFor('id', 'Indonesian', person, dob);
  r.institution = { name: uni.name, country: 'Indonesia', countryCode: 'ID', state: uni.province, stateCode: uni.code };
  r.qualification.registrationNumber = nim;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.yearOfAdmission = entry;
  r.qualification.majorOrSpecialization = progName;
  r.qualification.program = progName;

  type Row = { no: number; smt: number; code: string; title: string; sks: number; grade: string; point: number };
  const rows: Row[] = [];
  const titles = [...MKWU, ...prog.titles];
  const perSem = Math.ceil(titles.length / 8);
  titles.forEach((title, i) => {
    const smt = Math.min(8, Math.floor(i / perSem) + 1);
    const general = MKWU.includes(title);
    const code = general ? `MKU${100 + i}` : `${prog.prefix}${smt}${digits(rng, 1)}${String(i).padStart(2, '0')}`;
    const sks = /Skripsi|Tugas Akhir/.test(title) ? 6 : general ? 2 : rng.pick([2, 3, 3, 3, 4]);
    const score = Math.min(99, Math.max(50, Math.round(ability + rng.gauss() * 9)));
    const g = scale.find(([, , min]) => score >= min)!;
    rows.push({ no: i + 1, smt, code, title, sks, grade: g[0], point: g[1] });
    r.courses.push(course({ courseNumber: code, courseName: title, credit: sks, grade: g[0], term: sideBySide ? null : ROMAN[smt - 1] }));
  });
  const totalSks = rows.reduce((a, b) => a + b.sks, 0);
  const totalMutu = rows.reduce((a, b) => a + b.sks * b.point, 0);
  const ipk = (totalMutu / totalSks).toFixed(2).replace('.', ',');
  const grad = iso(entry + 4, rng.int(7, 10), rng.int(1, 28));
  const issued = grad;
  r.qualification.cgpa = ipk;
  r.qualification.totalCreditsOrMarks = String(totalSks);
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = entry + 4;
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Transkrip Akademik', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = rng.int(30, 38);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#003b7a', '#5c0b0b', '#0b4d3b']);
  pdf.crest(L + 24, 46, 20, uni.name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').slice(0, 3), accent);
  pdf.text('KEMENTERIAN PENDIDIKAN, KEBUDAYAAN, RISET, DAN TEKNOLOGI', L, 26, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.text(uni.name.toUpperCase(), L, 39, { font: F.bold, size: 14, width: W, align: 'center', color: accent });
  pdf.text(`Jl. ${rng.pick(['Merdeka', 'Sudirman', 'Diponegoro', 'Pahlawan'])} No. ${rng.int(1, 200)}, ${uni.city}, ${uni.province} ${rng.int(10, 99)}${digits(rng, 3)}`, L, 57, { font: F.regular, size: 8, width: W, align: 'center' });
  pdf.line(L, 70, R, 70, 1.2, accent);
  pdf.text('TRANSKRIP AKADEMIK', L, 80, { font: F.bold, size: 12, width: W, align: 'center' });
  pdf.text(`Nomor: ${rng.int(100, 999)}/${prog.prefix}/TA/${entry + 4}`, L, 95, { font: F.regular, size: 8, width: W, align: 'center' });
  let y = 112;
  y += detailsBlock(pdf, F, L, y, W, [
    ['Nama', printedName],
    ['NIM', nim],
    ['Tempat, Tgl. Lahir', `${rng.pick(['Bandung', 'Surabaya', 'Medan', 'Semarang', 'Makassar'])}, ${longDate(dob)}`],
    ['Program Studi', `${progName} (S1)`],
    ['Tanggal Masuk', longDate(iso(entry, 9, rng.int(1, 20)))],
    ['Tanggal Lulus', longDate(grad)],
  ], { size: 8, labelWidth: 84 }) + 10;

  const size = sideBySide ? rng.pick([6.8, 7.2]) : rng.pick([7.5, 8]);
  const style = { font: F.regular, size, leading: size * 1.35 };
  const subs = rng.pick([['Huruf', 'Angka'], ['HM', 'AM']]);
  const gradeLabel = 'Nilai';
  const kn = rng.pick(['K x N', 'Mutu', 'SKS x N']);
  const cells = (row: Row, smt: boolean) => [String(row.no), row.code, row.title, ...(smt ? [ROMAN[row.smt - 1]] : []), String(row.sks), row.grade, num(row.point), num(row.sks * row.point)];
  if (sideBySide) {
    // Newspaper columns: the left half first, then the right half.
    const half = (W - 12) / 2;
    const cols: Column[] = [
      { label: 'No', width: 16, align: 'center' },
      { label: 'Kode', width: 40 },
      { label: 'Mata Kuliah', width: half - 16 - 40 - 22 - 26 - 26 - 32, wrap: true },
      { label: 'SKS', width: 22, align: 'center' },
      { label: gradeLabel, width: 26, align: 'center' },
      { label: '', width: 26, align: 'center' },
      { label: kn, width: 32, align: 'center' },
    ];
    const leftCount = Math.ceil(rows.length / 2);
    let low = y;
    [rows.slice(0, leftCount), rows.slice(leftCount)].forEach((part, k) => {
      const x = L + k * (half + 12);
      let yy = y;
      yy += header(pdf, x, yy, cols, subs, 4, F.bold, size) + 2;
      for (const row of part) yy += drawRow(pdf, x, yy, cols, cells(row, false), style);
      pdf.line(x, yy + 1, x + half, yy + 1, 0.5);
      low = Math.max(low, yy);
    });
    y = low + 12;
  } else {
    const cols: Column[] = [
      { label: 'No', width: 22, align: 'center' },
      { label: 'Kode MK', width: 58 },
      { label: 'Mata Kuliah', width: W - 22 - 58 - 30 - 30 - 38 - 38 - 44, wrap: true },
      { label: 'Smt', width: 30, align: 'center' },
      { label: 'SKS', width: 30, align: 'center' },
      { label: gradeLabel, width: 38, align: 'center' },
      { label: '', width: 38, align: 'center' },
      { label: kn, width: 44, align: 'center' },
    ];
    const flow = new Flow(pdf, y, pdf.height - 56, 44, (f) => {
      pdf.text(`Transkrip Akademik — ${printedName} — NIM ${nim} (lanjutan)`, L, f.y, { font: F.italic, size: 7.5, width: W });
      f.y += 16;
    });
    flow.y += header(pdf, L, flow.y, cols, subs, 5, F.bold, size) + 2;
    for (const row of rows) {
      flow.need(style.leading * 2);
      flow.y += drawRow(pdf, L, flow.y, cols, cells(row, true), style);
    }
    pdf.line(L, flow.y + 1, R, flow.y + 1, 0.5);
    flow.need(110);
    y = flow.y + 12;
  }
  const sum: Array<[string, string]> = [
    ['Jumlah SKS', String(totalSks)],
    ['Jumlah Mutu', num(totalMutu)],
    ['Indeks Prestasi Kumulatif (IPK)', ipk],
    ['Predikat Kelulusan', predikat(totalMutu / totalSks)],
    ['Gelar', `${prog.degree} (${prog.abbrev})`],
  ];
  y += detailsBlock(pdf, F, L, y, W, sum, { size: 8, labelWidth: 140, columns: 1 }) + 10;
  pdf.text(`${uni.city}, ${longDate(issued)}`, R - 180, y, { font: F.regular, size: 8.5 });
  pdf.text('Dekan,', R - 180, y + 12, { font: F.regular, size: 8.5 });
  pdf.signature(R - 170, y + 40, 110, rng);
  pdf.text(`Dr. ${rng.pick(['Hendra', 'Sri', 'Bambang', 'Yulia'])} ${rng.pick(['Wibowo', 'Handayani', 'Prasetyo', 'Utami'])}, M.T.`, R - 180, y + 52, { font: F.bold, size: 8.5 });
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': longDate(dob), 'qualification.yearOfCompletion': longDate(grad) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'id-transkrip',
    country: 'ID',
    languages: ['id'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions:
      'Indonesian transkrip akademik of a Sarjana (S1) programme as universities\' academic regulations (peraturan akademik) describe it: all courses in one list (newspaper columns or one table over pages with a semester column), SKS credits, the letter grade with its point value under a spanning "Nilai" header (A/AB/B/BC/C/D/E or A/A-/B+ … E), K×N weighted points, Jumlah SKS, IPK and predikat kelulusan.',
    render,
  },
];
