/**
 * Turkish university diploma as universities' diploma regulations (diploma yönergesi) describe it:
 * "T.C." and the university, the faculty and department, the graduate's given name in ordinary
 * case and the surname in capitals ("Ayşe KAYA"), "… tarihinde mezun olarak LİSANS diplomasını
 * almaya hak kazanmıştır" (the date of graduation in the sentence, the level — Ön Lisans, Lisans,
 * Yüksek Lisans — in capitals), and a block of captions without colons ("T.C. Kimlik No", "Doğum
 * Tarihi", "Diploma No") or with them; the dean's and rector's names printed under the signatures.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { Pdf, SERIF, SANS, border, cityPlaces, digits, emptyResult, iso, pageSize, ymd } from '../lib/q-kit';

/** Turkish capitals ("ÜNİVERSİTESİ", the dotted capital İ). */
const upper = (s: string): string => s.toLocaleUpperCase('tr');

const UNIVERSITIES = [
  { name: 'Kuzey Ege Üniversitesi', city: 'Edremit' },
  { name: 'Toros Teknik Üniversitesi', city: 'Mersin' },
  { name: 'Yeşilova Üniversitesi', city: 'Amasya' },
  { name: 'Anadolu Bozkent Üniversitesi', city: 'Konya' },
];
const GIVEN_F = ['Ayşe', 'Elif', 'Zeynep', 'Merve', 'Büşra', 'Gökçe', 'Ece', 'Sevgül'];
const GIVEN_M = ['Mehmet', 'Emre', 'Burak', 'Oğuz', 'Mustafa', 'Kerem', 'Ahmet Can', 'Onur'];
// Surnames without the dotted/dotless i pair, whose capitals fold ambiguously outside Turkish.
const FAMILY = ['KAYA', 'ÖZTÜRK', 'KOÇ', 'ARSLAN', 'DOĞAN', 'AYDOĞAN', 'GÜNEŞ', 'POLAT', 'TUNA', 'BULUT'];
const LEVELS: Array<{ word: string; name: string; level: 'Associate' | 'Bachelor' | 'Master'; unit: string }> = [
  { word: 'ÖN LİSANS', name: 'Ön Lisans', level: 'Associate', unit: 'Meslek Yüksekokulu' },
  { word: 'LİSANS', name: 'Lisans', level: 'Bachelor', unit: 'Fakültesi' },
  { word: 'YÜKSEK LİSANS', name: 'Yüksek Lisans', level: 'Master', unit: 'Enstitüsü' },
];
const DEPARTMENTS = ['İşletme', 'Makine Mühendisliği', 'Türk Dili ve Edebiyatı', 'Bilgisayar Programcılığı', 'Kamu Yönetimi'];
const titleTr = (s: string) => s.charAt(0) + s.slice(1).toLocaleLowerCase('tr');

async function render(rng: Rng) {
  const female = rng.bool();
  const given = rng.pick(female ? GIVEN_F : GIVEN_M);
  const family = rng.pick(FAMILY);
  const uni = rng.pick(UNIVERSITIES);
  const lv = rng.pick(LEVELS);
  const dept = rng.pick(DEPARTMENTS);
  const year = rng.int(2010, 2024);
  const grad = ymd(rng, year, [6, 9]);
  const born = ymd(rng, year - rng.int(21, 27));
  const F = rng.pick([...SERIF, SANS[1]]);
  const captions = rng.pick(['colon', 'blank'] as const);
  const pad = (n: number) => String(n).padStart(2, '0');
  const dotted = (d: { y: number; m: number; d: number }) => `${pad(d.d)}.${pad(d.m)}.${d.y}`;
  const printedName = `${given} ${family}`;
  const placesCountry = rng.bool(0.5);

  const r = emptyResult('tr');
  r.language = 'Turkish';
  r.candidate = { fullName: `${given} ${titleTr(family)}`, firstName: given, lastName: titleTr(family), dateOfBirth: iso(born) };
  r.institution.name = uni.name;
  // The country only when "Türkiye" is printed (the city is printed only beside it).
  if (placesCountry) Object.assign(r.institution, { country: 'Türkiye', countryCode: 'TR' });
  void cityPlaces;
  r.qualification.name = lv.name;
  r.qualification.level = lv.level;
  r.qualification.majorOrSpecialization = dept;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  const studentNo = digits(rng, 9);
  r.qualification.registrationNumber = studentNo;

  const pdf = new Pdf({ size: pageSize(rng), title: 'Diploma', author: uni.name, creationDate: new Date(`${iso(grad)}T10:00:00Z`) });
  const accent = rng.pick(['#7f1d1d', '#1e3a8a', '#000000']);
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const c = (text: string, y: number, size: number, font = F.regular, color?: string) => pdf.text(text, 60, y, { font, size, width: Wp - 120, align: 'center', fit: true, color });
  let y = land ? 44 : 64;
  c('T.C.', y, 12, F.bold);
  y += 18;
  c(upper(uni.name), y, land ? 20 : 18, F.bold, accent);
  y += 24;
  c(placesCountry ? `${uni.city} - Türkiye` : `${dept} Bölümü`, y, 10);
  y += 30;
  c('DİPLOMA', y, 22, F.bold);
  y += 36;
  const unitName = lv.level === 'Master' ? 'Sosyal Bilimler Enstitüsü' : lv.level === 'Associate' ? 'Meslek Yüksekokulu' : 'İktisadi ve İdari Bilimler Fakültesi';
  c(`${unitName} ${dept} ${lv.level === 'Master' ? 'Anabilim Dalı' : 'Bölümü/Programı'}'ndan`, y, 11.5);
  y += 26;
  c(printedName, y, 20, F.bold);
  y += 32;
  c(`${dotted(grad)} tarihinde mezun olarak`, y, 11.5);
  y += 22;
  c(lv.word, y, 18, F.bold, accent);
  y += 28;
  c('diplomasını almaya hak kazanmıştır.', y, 11.5);
  y += 34;
  const rows: Array<[string, string]> = [
    ['T.C. Kimlik No', digits(rng, 11)],
    ['Doğum Tarihi', dotted(born)],
    ['Öğrenci No', studentNo],
    ['Diploma No', `${year}/${digits(rng, 5)}`],
  ];
  const L = land ? 150 : 90;
  for (const [label, value] of rows) {
    pdf.text(captions === 'colon' ? `${label}:` : label, L, y, { font: F.regular, size: 10 });
    pdf.text(value, L + 130, y, { font: F.bold, size: 10 });
    y += 16;
  }
  const sy = Hp - (land ? 100 : 140);
  const people = [['Prof. Dr. Hakan Tekin', 'Dekan'], ['Prof. Dr. Sevda Uçar', 'Rektör']];
  people.forEach(([who, role], i) => {
    const x = i === 0 ? 70 : Wp - 270;
    pdf.signature(x + 50, sy, 100, rng);
    pdf.text(who, x, sy + 14, { font: F.bold, size: 10, width: 200, align: 'center' });
    pdf.text(role, x, sy + 28, { font: F.regular, size: 9.5, width: 200, align: 'center' });
  });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'institution.name': upper(uni.name), 'qualification.name': lv.word } };
}

export const families: Family[] = [
  {
    id: 'tr-diploma',
    country: 'TR',
    languages: ['tr'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Turkish university diploma as universities\' diploma regulations (diploma yönergesi) describe it: "T.C.", the university, faculty and department ("…\'ndan"), the given name in ordinary case and the SURNAME in capitals, "DD.MM.YYYY tarihinde mezun olarak LİSANS diplomasını almaya hak kazanmıştır" (Ön Lisans / Lisans / Yüksek Lisans), the T.C. Kimlik No, Doğum Tarihi, Öğrenci No and Diploma No captions (with or without colons), the dean\'s and rector\'s names under their signatures.',
    render,
  },
];
