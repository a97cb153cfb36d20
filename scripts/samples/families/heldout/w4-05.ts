/**
 * A Southeast Asian university's academic portal showing one semester's study result card (Kartu Hasil Studi, KHS),
 * captured as a screenshot, in Indonesian: a top bar with the portal's name and a horizontal menu (Beranda, KRS, KHS,
 * Transkrip, Jadwal, Keuangan, Keluar), the signed-in user's NIM; a card with a period selector ("Tahun Akademik
 * 2023/2024 — Ganjil") and a "Cetak KHS" button; the student block in two columns (NIM, Nama, Jenjang "Sarjana (S1)" or
 * "Diploma III (D3)", Program Studi, Angkatan (the entry cohort, labelled), Dosen Wali (an advisor, a decoy name),
 * "Status Mahasiswa: Aktif" on some); one table No, Kode MK, Mata Kuliah, SKS, Nilai Huruf (A, A-, B+ …), Bobot (the
 * letter's points) and Mutu (SKS × Bobot); under it the semester's SKS, IPS (semester GPA), IPK (cumulative GPA) and
 * the cumulative credits passed; a footer with the campus address in Yogyakarta, DI Yogyakarta and a copyright line.
 * As Indonesian universities' SIAKAD portals show a semester's results.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SANS, course, digits, setInstitution } from '../lib/n-kit';
import { otherName, sample, wPerson, wResult, wTable, type WRow } from './w4-kit';

const UNIS = [
  { name: 'Universitas Merapi Nusantara', short: 'UMN', addr: 'Jl. Kaliurang Km 9,5, Sleman, DI Yogyakarta 55581' },
  { name: 'Institut Teknologi Progo', short: 'ITP', addr: 'Jl. Wates Km 6, Bantul, DI Yogyakarta 55752' },
];
const PROGS = [
  { jenjang: 'Sarjana (S1)', name: 'Sarjana', level: 'Bachelor', field: 'Teknik Informatika', pre: 'TIF', subjects: ['Algoritma dan Pemrograman', 'Struktur Data', 'Basis Data', 'Sistem Operasi', 'Jaringan Komputer', 'Rekayasa Perangkat Lunak', 'Kecerdasan Buatan', 'Pemrograman Web', 'Matematika Diskrit', 'Interaksi Manusia dan Komputer', 'Statistika', 'Pendidikan Kewarganegaraan'] },
  { jenjang: 'Sarjana (S1)', name: 'Sarjana', level: 'Bachelor', field: 'Agroteknologi', pre: 'AGT', subjects: ['Dasar-Dasar Agronomi', 'Ilmu Tanah', 'Fisiologi Tumbuhan', 'Hama dan Penyakit Tanaman', 'Pemuliaan Tanaman', 'Teknologi Benih', 'Agroklimatologi', 'Kesuburan Tanah', 'Statistika Pertanian', 'Bahasa Indonesia', 'Pendidikan Pancasila', 'Kewirausahaan'] },
  { jenjang: 'Diploma III (D3)', name: 'Diploma III', level: 'Diploma', field: 'Akuntansi', pre: 'AKT', subjects: ['Pengantar Akuntansi', 'Akuntansi Biaya', 'Perpajakan', 'Akuntansi Keuangan Menengah', 'Sistem Informasi Akuntansi', 'Auditing', 'Manajemen Keuangan', 'Praktikum Komputer Akuntansi', 'Bahasa Inggris Bisnis', 'Hukum Bisnis', 'Pendidikan Agama', 'Ekonomi Mikro'] },
];
const LETTERS: Array<[string, number]> = [['A', 4], ['A-', 3.7], ['B+', 3.3], ['B', 3], ['B-', 2.7], ['C+', 2.3], ['C', 2], ['D', 1]];

async function render(rng: Rng) {
  const p = wPerson(rng, 'ID');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const entry = rng.int(2017, 2023);
  const sem = rng.int(2, prog.level === 'Diploma' ? 5 : 7);
  const year = entry + Math.floor((sem - 1) / 2);
  const odd = sem % 2 === 1;
  const showStatus = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[2], SANS[1]]);
  const nim = `${String(entry).slice(2)}${prog.pre === 'TIF' ? '11' : prog.pre === 'AGT' ? '23' : '05'}${digits(rng, 4)}`;
  const r = wResult('id', p.given, p.family, null);
  setInstitution(r, uni.name, 'ID', 'YO');
  Object.assign(r.qualification, { name: prog.name, level: prog.level, program: prog.field, majorOrSpecialization: prog.field, registrationNumber: nim, yearOfAdmission: entry, status: showStatus ? 'In Progress' : null });
  const ability = rng.float(0, 1);
  const rows: WRow[] = [];
  let sks = 0;
  let mutu = 0;
  sample(rng, prog.subjects, rng.int(6, 8)).forEach((s, i) => {
    const code = `${prog.pre}${sem}${String(i + 1).padStart(2, '0')}${rng.int(1, 9)}`;
    const cr = rng.pick([2, 2, 3, 3, 4]);
    const [g, b] = LETTERS[Math.min(LETTERS.length - 1, Math.floor((1 - ability) * 4 + rng.float(0, 3.5)))];
    rows.push({ cells: [String(i + 1), code, s, String(cr), g, b.toFixed(2), (b * cr).toFixed(2)] });
    r.courses.push(course({ courseNumber: code, courseName: s, credit: cr, grade: g, term: odd ? 'Ganjil' : 'Genap', session: `${year}/${year + 1}` }));
    sks += cr;
    mutu += b * cr;
  });
  const ips = (mutu / sks).toFixed(2);
  const ipk = Math.min(4, Number(ips) * 0.35 + rng.float(2.6, 3.9) * 0.65).toFixed(2);
  const cum = sks + (sem - 1) * rng.int(18, 22);
  r.qualification.cgpa = ipk;
  r.qualification.totalCreditsOrMarks = String(cum);

  const pdf = new Pdf({ size: [1280, 800], title: 'Kartu Hasil Studi', author: uni.name, creationDate: new Date(`${year + (odd ? 1 : 1)}-0${odd ? 2 : 8}-05T03:00:00Z`) });
  const c = rng.pick(['#0e7490', '#166534', '#9a3412', '#1e40af']);
  pdf.fill(0, 0, 1280, 56, c);
  pdf.text(`SIAKAD ${uni.short}`, 24, 18, { font: F.bold, size: 17, color: '#ffffff' });
  pdf.text(uni.name, 170, 22, { font: F.regular, size: 11, color: '#e5e7eb' });
  ['Beranda', 'KRS', 'KHS', 'Transkrip', 'Jadwal', 'Keuangan', 'Keluar'].forEach((t, i) => {
    const x = 560 + i * 82;
    if (t === 'KHS') pdf.roundRect(x - 8, 14, 60, 28, 4, { fill: '#ffffff' });
    pdf.text(t, x, 22, { font: F.bold, size: 10.5, color: t === 'KHS' ? c : '#ffffff' });
  });
  pdf.text(nim, 1120, 22, { font: F.regular, size: 10, color: '#ffffff', width: 140, align: 'right' });
  pdf.fill(0, 56, 1280, 744, '#f1f5f9');
  pdf.roundRect(40, 80, 1200, 670, 8, { fill: '#ffffff', stroke: '#e2e8f0' });
  pdf.text('Kartu Hasil Studi (KHS)', 64, 100, { font: F.bold, size: 18 });
  pdf.roundRect(820, 96, 260, 28, 4, { stroke: '#94a3b8' });
  pdf.text(`Tahun Akademik ${year}/${year + 1} — ${odd ? 'Ganjil' : 'Genap'}`, 832, 104, { font: F.regular, size: 10 });
  pdf.roundRect(1096, 96, 120, 28, 4, { fill: c });
  pdf.text('Cetak KHS', 1096, 104, { font: F.bold, size: 10, color: '#ffffff', width: 120, align: 'center' });
  const left: Array<[string, string]> = [['NIM', nim], ['Nama', `${p.given} ${p.family}`], ['Jenjang', prog.jenjang], ['Program Studi', prog.field]];
  const right: Array<[string, string]> = [['Angkatan', String(entry)], ['Semester', String(sem)], ['Dosen Wali', `${otherName(rng, 'ID', p.family)}, ${rng.pick(['S.Kom., M.Kom.', 'S.P., M.Sc.', 'S.E., M.Ak.'])}`]];
  if (showStatus) right.push(['Status Mahasiswa', 'Aktif']);
  [left, right].forEach((col, k) => col.forEach(([a, b], i) => {
    const x = 64 + k * 580;
    const y = 146 + i * 22;
    pdf.text(a, x, y, { font: F.regular, size: 10.5, color: '#475569' });
    pdf.text(`: ${b}`, x + 130, y, { font: F.bold, size: 10.5, width: 420, fit: true });
  }));
  const cols = [
    { label: 'No', width: 40, align: 'center' as const }, { label: 'Kode MK', width: 110 }, { label: 'Mata Kuliah', width: 520 },
    { label: 'SKS', width: 80, align: 'center' as const }, { label: 'Nilai Huruf', width: 130, align: 'center' as const },
    { label: 'Bobot', width: 130, align: 'center' as const }, { label: 'Mutu', width: 142, align: 'center' as const },
  ];
  let y = wTable(pdf, F, 64, 246, cols, rows, { size: 10.5, rowH: 28, ruling: 'rows', fill: '#f1f5f9' }) + 20;
  const sum: Array<[string, string]> = [['SKS Semester', String(sks)], ['IPS', ips], ['IPK', ipk], ['Total SKS Lulus', String(cum)]];
  sum.forEach(([a, b], i) => {
    pdf.roundRect(64 + i * 290, y, 270, 52, 6, { fill: '#f8fafc', stroke: '#e2e8f0' });
    pdf.text(a, 80 + i * 290, y + 9, { font: F.regular, size: 9.5, color: '#64748b' });
    pdf.text(b, 80 + i * 290, y + 24, { font: F.bold, size: 16 });
  });
  y += 70;
  pdf.text('IPS = Indeks Prestasi Semester; IPK = Indeks Prestasi Kumulatif. Bobot: A 4,00; A- 3,70; B+ 3,30; B 3,00; B- 2,70; C+ 2,30; C 2,00; D 1,00; E 0,00.', 64, y, { font: F.italic, size: 9, color: '#64748b' });
  pdf.fill(0, 770, 1280, 30, '#e2e8f0');
  pdf.text(`© ${year + 1} ${uni.name} · ${uni.addr} · Telp. (0274) ${digits(rng, 6)}`, 40, 780, { font: F.regular, size: 9, color: '#475569', width: 1200, fit: true });
  return { pdf: await pdf.end(), expected: r, printed: {} };
}

export const families: Family[] = [
  {
    id: 'w4-05-marksheet',
    country: 'ID',
    languages: ['id'],
    kind: 'marksheet',
    degradations: ['screenshot'],
    conventions: 'Indonesian university portal (SIAKAD) page of one semester\'s Kartu Hasil Studi, screenshot: top bar with a horizontal menu, period selector and print button; student block in two columns (NIM, Nama, Jenjang Sarjana (S1) or Diploma III (D3), Program Studi, labelled Angkatan, a decoy Dosen Wali with titles, Status Mahasiswa: Aktif on some); table No, Kode MK, Mata Kuliah, SKS, Nilai Huruf, Bobot, Mutu; semester SKS, IPS, IPK and total SKS passed; footer with the campus address in DI Yogyakarta.',
    render,
  },
];
