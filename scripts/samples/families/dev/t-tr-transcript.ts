/**
 * Turkish university transcript (not döküm belgesi): the semesters of each academic year ("2018-2019
 * Güz Yarıyılı" / "Bahar Yarıyılı"), either side by side (autumn left, spring right) or one under
 * the other with theory and practice hours (T | U) before the credits; the national credit (Kredi)
 * and the ECTS (AKTS) per course, letter grades of the YÖK four-point scale printed as two letters
 * (AA 4.00, BA 3.50, BB 3.00, CB 2.50, CC 2.00, DC 1.50, DD 1.00, FD 0.50, FF 0.00) and the
 * non-credit results YT/YZ (yeterli/yetersiz); under each semester its credits, the semester
 * average (YNO/ANO) and the cumulative average (GNO/GANO). Headers in Turkish, or in Turkish with
 * the English label under each.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, drawHeader, drawRow, gridLines, iso, type Column } from '../lib/a-kit';
import { Flow, detailsBlock, resultFor, tPerson } from '../lib/t-kit';

const UNIS = [
  { name: 'Kuzey Ege Üniversitesi', city: 'İzmir' },
  { name: 'Bozkır Teknik Üniversitesi', city: 'Ankara' },
  { name: 'Toros Dağı Üniversitesi', city: 'Mersin' },
  { name: 'Marmara Kıyı Üniversitesi', city: 'İstanbul' },
];

const PROGRAMMES: Record<string, { en: string; degree: string; prefix: string; faculty: string; titles: string[] }> = {
  'Bilgisayar Mühendisliği': {
    en: 'Computer Engineering', degree: 'Bachelor of Engineering', prefix: 'BİL', faculty: 'Mühendislik Fakültesi',
    titles: ['Bilgisayar Mühendisliğine Giriş', 'Programlamaya Giriş', 'Nesne Yönelimli Programlama', 'Veri Yapıları', 'Algoritma Analizi', 'Mantık Devreleri', 'Bilgisayar Organizasyonu', 'İşletim Sistemleri', 'Veritabanı Yönetim Sistemleri', 'Yazılım Mühendisliği', 'Bilgisayar Ağları', 'Biçimsel Diller ve Otomatlar', 'Yapay Zeka', 'Derleyici Tasarımı', 'Bilgisayar Grafiği', 'Bitirme Projesi'],
  },
  İktisat: {
    en: 'Economics', degree: 'Bachelor of Science', prefix: 'İKT', faculty: 'İktisadi ve İdari Bilimler Fakültesi',
    titles: ['İktisada Giriş', 'Mikroiktisat', 'Makroiktisat', 'İktisat Tarihi', 'Para Teorisi ve Politikası', 'Kamu Maliyesi', 'Uluslararası İktisat', 'Ekonometri', 'Kalkınma İktisadı', 'Çalışma Ekonomisi', 'Türkiye Ekonomisi', 'Oyun Teorisi', 'Endüstriyel Organizasyon', 'İktisadi Düşünceler Tarihi', 'Bitirme Semineri'],
  },
  'Makine Mühendisliği': {
    en: 'Mechanical Engineering', degree: 'Bachelor of Engineering', prefix: 'MAK', faculty: 'Mühendislik Fakültesi',
    titles: ['Teknik Resim', 'Statik', 'Dinamik', 'Mukavemet', 'Termodinamik', 'Akışkanlar Mekaniği', 'Malzeme Bilimi', 'Isı Transferi', 'Makine Elemanları', 'İmal Usulleri', 'Sistem Dinamiği ve Kontrol', 'Sayısal Yöntemler', 'Makine Tasarımı', 'Enerji Sistemleri', 'Bitirme Projesi'],
  },
};

/** Common first-year courses of Turkish universities (YÖK): Turkish, history of reforms, English, mathematics. */
const COMMON: Array<[string, string]> = [
  ['TDL', 'Türk Dili'], ['AİT', 'Atatürk İlkeleri ve İnkılap Tarihi'], ['KAR', 'Kariyer Planlama'], ['MAT', 'Matematik'],
  ['FİZ', 'Fizik'], ['MAT', 'Lineer Cebir'], ['İNG', 'Akademik İngilizce'], ['İST', 'Olasılık ve İstatistik'],
];

const SCALE: Array<[string, number, number]> = [
  ['AA', 4.0, 90], ['BA', 3.5, 85], ['BB', 3.0, 80], ['CB', 2.5, 75], ['CC', 2.0, 70], ['DC', 1.5, 65], ['DD', 1.0, 60], ['FD', 0.5, 50], ['FF', 0, 0],
];

function letterOf(score: number): [string, number] {
  const g = SCALE.find(([, , min]) => score >= min) ?? SCALE[SCALE.length - 1];
  return [g[0], g[1]];
}

/** Two decimals with the decimal comma or point the issuer prints. */
const dec = (n: number, comma: boolean) => (comma ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
const dmy = (d: string) => d.split('-').reverse().join('.');

async function render(rng: Rng) {
  const person = tPerson(rng, 'TR', 0.25);
  const uni = rng.pick(UNIS);
  const progName = rng.pick(Object.keys(PROGRAMMES));
  const prog = PROGRAMMES[progName];
  const F = rng.pick([SANS[0], SANS[1], SANS[2], SERIF[0]]);
  const entry = rng.int(2012, 2018);
  const years = 4;
  const dob = iso(entry - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const studentNo = `${entry % 100}${digits(rng, 7)}`;
  const comma = rng.bool(0.5);
  const sideBySide = rng.bool(0.5);
  const bilingual = rng.bool(0.5);
  const ability = rng.float(66, 88);
  const printedName = [person.first, person.middle, person.last].filter(Boolean).join(' ');

  const r = resultFor('tr', 'Turkish', person, dob);
  r.institution = { name: uni.name, country: 'Türkiye', countryCode: 'TR', state: null, stateCode: null };
  r.qualification.registrationNumber = studentNo;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.yearOfAdmission = entry;
  r.qualification.majorOrSpecialization = progName;
  r.qualification.program = progName;

  type Row = { code: string; title: string; t: number; u: number; kredi: number; akts: number; grade: string; point: number | null };
  type Sem = { heading: string; term: string; session: string; rows: Row[]; kredi: number; akts: number; ano: number; gano: number };
  const sems: Sem[] = [];
  let titles = [...rng.sample(prog.titles.filter((t) => !/Bitirme/.test(t)), prog.titles.length - 1), ...prog.titles.filter((t) => /Bitirme/.test(t))];
  const common = [...COMMON];
  let sumK = 0;
  let sumP = 0;
  let n = 0;
  for (let yi = 0; yi < years; yi++) {
    const session = `${entry + yi}-${entry + yi + 1}`;
    for (let s = 0; s < 2; s++) {
      const term = s === 0 ? 'Güz Yarıyılı' : 'Bahar Yarıyılı';
      const heading = rng.pick([`${session} ${term}`, `${yi * 2 + s + 1}. Yarıyıl (${session} ${s === 0 ? 'Güz' : 'Bahar'})`]);
      const rows: Row[] = [];
      const count = rng.int(4, 6);
      for (let k = 0; k < count; k++) {
        n++;
        const useCommon = yi === 0 && common.length > 0 && k < 3;
        const [prefix, title] = useCommon ? common.shift()! : [prog.prefix, titles.shift() ?? `${progName} Seçmeli Ders ${n}`];
        if (!titles.length) titles = prog.titles.map((t) => `Seçmeli: ${t}`);
        const level = yi + 1;
        const code = `${prefix} ${level}${s}${k + 1}`;
        // A non-credit course is passed or not (YT/YZ), with no grade point.
        const nonCredit = /Kariyer/.test(title);
        const t = nonCredit ? 1 : rng.pick([2, 3, 3, 4]);
        const u = nonCredit ? 0 : rng.pick([0, 0, 2]);
        const kredi = nonCredit ? 0 : t + u / 2;
        const akts = nonCredit ? 1 : rng.pick([4, 5, 5, 6, 7]);
        if (nonCredit) {
          rows.push({ code, title, t, u, kredi, akts, grade: 'YT', point: null });
          continue;
        }
        const [grade, point] = letterOf(Math.min(99, Math.max(52, Math.round(ability + rng.gauss() * 9))));
        rows.push({ code, title, t, u, kredi, akts, grade, point });
      }
      const k = rows.filter((x) => x.point !== null).reduce((a, b) => a + b.kredi, 0);
      const p = rows.filter((x) => x.point !== null).reduce((a, b) => a + b.kredi * b.point!, 0);
      sumK += k;
      sumP += p;
      sems.push({ heading, term, session, rows, kredi: k, akts: rows.reduce((a, b) => a + b.akts, 0), ano: p / k, gano: sumP / sumK });
      for (const row of rows) r.courses.push(course({ courseNumber: row.code, courseName: row.title, credit: row.kredi, grade: row.grade, term, session }));
    }
  }
  const gano = dec(sumP / sumK, comma);
  const grad = iso(entry + years, rng.int(6, 8), rng.int(1, 28));
  const issued = iso(entry + years, rng.int(8, 12), rng.int(1, 28));
  r.qualification.cgpa = gano;
  // The page prints "Toplam Kredi / Total Credits" under the tables: the grand total obtained.
  r.qualification.totalCreditsOrMarks = String(sumK);
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = entry + years;
  r.qualification.dateOfIssue = issued;

  const pdf = new Pdf({ size: A4, title: 'Not Döküm Belgesi', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = rng.int(28, 36);
  const R = pdf.width - L;
  const W = R - L;
  const accent = rng.pick(['#7a1010', '#0f3460', '#1d4d2b']);
  pdf.crest(L + 26, 44, 20, uni.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 3), accent);
  pdf.text('T.C.', L, 26, { font: F.bold, size: 10, width: W, align: 'center' });
  pdf.text(uni.name, L, 40, { font: F.bold, size: 14, width: W, align: 'center', color: accent });
  pdf.text('Öğrenci İşleri Daire Başkanlığı', L, 58, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text(bilingual ? 'NOT DÖKÜM BELGESİ / TRANSCRIPT' : 'NOT DÖKÜM BELGESİ', L, 74, { font: F.bold, size: 11, width: W, align: 'center' });
  const lab = (tr: string, en: string) => (bilingual ? `${tr} / ${en}` : tr);
  let y = 96;
  y += detailsBlock(pdf, F, L, y, W, [
    [lab('Adı Soyadı', 'Name'), printedName],
    [lab('Öğrenci No', 'Student No'), studentNo],
    [lab('Doğum Tarihi', 'Date of Birth'), dmy(dob)],
    [lab('Fakülte', 'Faculty'), prog.faculty],
    [lab('Bölüm', 'Department'), progName],
    [lab('Kayıt Tarihi', 'Registration'), dmy(iso(entry, 9, rng.int(10, 25)))],
    [lab('Mezuniyet Tarihi', 'Graduation'), dmy(grad)],
    [lab('Derece', 'Degree'), prog.degree],
  ], { size: 8, labelWidth: bilingual ? 118 : 80 }) + 10;

  const size = rng.pick([7, 7.5]);
  const style = { font: F.regular, size, leading: size * 1.32 };
  const head = (tr: string, en: string) => (bilingual ? [tr, en] : tr);
  const gradeLabel = rng.pick(['Not', 'Notu', 'Harf Notu', 'Başarı Notu']);
  const flow = new Flow(pdf, y, pdf.height - 60, 40, (f) => {
    pdf.text(`${uni.name} — ${printedName} (${studentNo})`, L, f.y, { font: F.italic, size: 7.5, width: W });
    f.y += 16;
  });
  const summary = (s: Sem) =>
    `${rng.pick(['Yarıyıl', 'Dönem'])} Kredi: ${s.kredi}  AKTS: ${s.akts}  ${rng.pick(['ANO', 'YNO'])}: ${dec(s.ano, comma)}   ${rng.pick(['GANO', 'GNO'])}: ${dec(s.gano, comma)}`;
  const cells = (row: Row, hours: boolean) => [row.code, row.title, ...(hours ? [String(row.t), String(row.u)] : []), String(row.kredi), String(row.akts), row.grade];
  if (sideBySide) {
    const half = (W - 16) / 2;
    const cols: Column[] = [
      { label: head('Kodu', 'Code'), width: 46 },
      { label: head('Ders Adı', 'Course Title'), width: half - 46 - 26 - 30 - 32, wrap: true },
      { label: head('Kredi', 'Credit'), width: 26, align: 'center' },
      { label: head('AKTS', 'ECTS'), width: 30, align: 'center' },
      { label: head(gradeLabel, 'Grade'), width: 32, align: 'center' },
    ];
    for (let i = 0; i < sems.length; i += 2) {
      const pair = [sems[i], sems[i + 1]];
      flow.need(Math.max(...pair.map((s) => s.rows.length)) * style.leading * 2 + 60);
      const top = flow.y;
      let low = top;
      pair.forEach((s, k) => {
        const x = L + k * (half + 16);
        let yy = top;
        pdf.text(s.heading, x, yy, { font: F.bold, size: size + 0.5, width: half, color: accent });
        yy += size * 1.8;
        yy += drawHeader(pdf, x, yy, cols, { font: F.bold, size: size - 0.2, fill: '#ececec' }) + 2;
        for (const row of s.rows) yy += drawRow(pdf, x, yy, cols, cells(row, false), style);
        pdf.line(x, yy + 1, x + half, yy + 1, 0.4);
        pdf.text(summary(s), x + 2, yy + 4, { font: F.bold, size: size - 0.8, width: half - 4, fit: true });
        low = Math.max(low, yy + 6 + size * 1.4);
      });
      flow.y = low + size * 1.2;
    }
  } else {
    const cols: Column[] = [
      { label: head('Ders Kodu', 'Course Code'), width: 62 },
      { label: head('Ders Adı', 'Course Title'), width: W - 62 - 4 * 24 - 34 - 46, wrap: true },
      { label: 'T', width: 24, align: 'center' },
      { label: 'U', width: 24, align: 'center' },
      { label: head('Kredi', 'Credit'), width: 24, align: 'center' },
      { label: head('AKTS', 'ECTS'), width: 34, align: 'center' },
      { label: head(gradeLabel, 'Grade'), width: 46, align: 'center' },
    ];
    for (const s of sems) {
      flow.need(s.rows.length * style.leading + 50);
      pdf.text(s.heading, L, flow.y, { font: F.bold, size: size + 1, color: accent });
      flow.y += size * 1.8;
      const top = flow.y;
      flow.y += drawHeader(pdf, L, flow.y, cols, { font: F.bold, size: size - 0.2 }) + 2;
      for (const row of s.rows) flow.y += drawRow(pdf, L, flow.y, cols, cells(row, true), style);
      gridLines(pdf, L, top, flow.y + 1, cols, 0.3, '#888888');
      pdf.line(L, flow.y + 1, R, flow.y + 1, 0.4);
      pdf.text(summary(s), L + 2, flow.y + 4, { font: F.bold, size: size - 0.5 });
      flow.y += size * 3.2;
    }
  }
  flow.need(80);
  y = flow.y + 6;
  pdf.text(`${lab('Genel Not Ortalaması', 'Cumulative GPA')}: ${gano}`, L, y, { font: F.bold, size: 9 });
  pdf.text(`${lab('Toplam Kredi', 'Total Credits')}: ${sumK}`, L + W / 2, y, { font: F.regular, size: 9 });
  pdf.text('AA 4,00  BA 3,50  BB 3,00  CB 2,50  CC 2,00  DC 1,50  DD 1,00  FD 0,50  FF 0,00  YT Yeterli  YZ Yetersiz', L, y + 18, { font: F.italic, size: 7, width: W, fit: true });
  pdf.text(`${uni.city}, ${dmy(issued)}`, L, y + 36, { font: F.regular, size: 8.5 });
  pdf.signature(R - 150, y + 52, 110, rng);
  pdf.text('Öğrenci İşleri Daire Başkanı', R - 170, y + 58, { font: F.regular, size: 8 });
  const printed: Record<string, string> = { 'candidate.fullName': printedName, 'candidate.dateOfBirth': dmy(dob), 'qualification.yearOfCompletion': dmy(grad) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'tr-transcript',
    country: 'TR',
    languages: ['tr', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions:
      'Turkish university not döküm belgesi (transcript) as YÖK regulations and universities\' student-affairs pages describe it: semesters by academic year (Güz/Bahar yarıyılı), side by side or stacked, T and U hours, national credits and AKTS, two-letter grades of the four-point scale (AA 4.00 … FF 0.00) with YT/YZ for non-credit courses, semester and cumulative averages (ANO/YNO, GANO/GNO).',
    render,
  },
];
