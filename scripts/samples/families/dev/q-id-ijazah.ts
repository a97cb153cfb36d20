/**
 * Indonesian university ijazah (the degree certificate), as the ministry's regulation on ijazah
 * lists its contents (national ijazah number, the university and programme, the holder's full name,
 * place and date of birth, student number, the degree with its abbreviation, the date of passing)
 * and universities' templates print them: either running text ("Dengan ini menyatakan bahwa / NAME /
 * lahir di Bandung, tanggal 12 Maret 1998 / … dinyatakan lulus pada tanggal … / Kepadanya diberikan
 * gelar / Sarjana Komputer (S.Kom.)"), or captions with colons, with the English caption beside the
 * Indonesian one on some templates. The rector and dean sign with their names and titles printed.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { OFFICIALS, Pdf, SERIF, SANS, border, cityPlaces, digits, emptyResult, iso, longDate, natural, pageSize, qPerson, upper, ymd } from '../lib/q-kit';

const UNIVERSITIES = [
  { name: 'Universitas Teknologi Nusantara', city: 'Bandung', province: 'Jawa Barat', code: 'JB' },
  { name: 'Universitas Bukit Barisan', city: 'Medan', province: 'Sumatera Utara', code: 'SU' },
  { name: 'Universitas Pelita Timur', city: 'Surabaya', province: 'Jawa Timur', code: 'JI' },
  { name: 'Universitas Tanjung Harapan', city: 'Makassar', province: 'Sulawesi Selatan', code: 'SN' },
];
const DEGREES: Array<{ name: string; abbr: string; level: 'Bachelor' | 'Master' | 'Diploma'; program: string; programme: string }> = [
  { name: 'Sarjana Komputer', abbr: 'S.Kom.', level: 'Bachelor', program: 'Teknik Informatika', programme: 'Program Sarjana' },
  { name: 'Sarjana Teknik', abbr: 'S.T.', level: 'Bachelor', program: 'Teknik Sipil', programme: 'Program Sarjana' },
  { name: 'Sarjana Ekonomi', abbr: 'S.E.', level: 'Bachelor', program: 'Manajemen', programme: 'Program Sarjana' },
  { name: 'Magister Manajemen', abbr: 'M.M.', level: 'Master', program: 'Magister Manajemen', programme: 'Program Magister' },
  { name: 'Ahli Madya', abbr: 'A.Md.', level: 'Diploma', program: 'Akuntansi', programme: 'Program Diploma Tiga' },
];
const BIRTH_CITIES = ['Bandung', 'Bogor', 'Cirebon', 'Palembang', 'Padang', 'Malang', 'Kediri', 'Pekanbaru', 'Denpasar'];

async function render(rng: Rng) {
  const person = qPerson(rng, 'ID');
  const uni = rng.pick(UNIVERSITIES);
  const deg = rng.pick(DEGREES);
  const year = rng.int(2012, 2024);
  const passed = ymd(rng, year, [1, 10]);
  const issued = { y: year, m: Math.min(12, passed.m + rng.int(1, 2)), d: rng.int(1, 28) };
  const born = ymd(rng, year - (deg.level === 'Master' ? rng.int(25, 32) : rng.int(21, 24)));
  const birthCity = rng.pick(BIRTH_CITIES);
  const F = rng.pick([...SERIF, SANS[0], SANS[2]]);
  const layout = rng.pick(['running', 'captions'] as const);
  const bilingual = rng.bool(0.5);
  const caps = rng.bool(0.6);
  const printedName = caps ? upper(natural(person)) : natural(person);
  const nim = digits(rng, rng.pick([10, 12]));
  const placesCountry = rng.bool(0.5);

  const r = emptyResult('id');
  r.candidate = { fullName: natural(person), firstName: person.given, lastName: person.family, dateOfBirth: iso(born) };
  r.institution.name = uni.name;
  if (placesCountry || cityPlaces(uni.city, 'ID', 'id')) Object.assign(r.institution, { country: 'Indonesia', countryCode: 'ID' });
  r.qualification.name = deg.name;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = deg.program;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = iso(issued);
  r.qualification.registrationNumber = nim;

  const pdf = new Pdf({ size: pageSize(rng), title: 'Ijazah', author: uni.name, creationDate: new Date(`${iso(issued)}T08:00:00Z`) });
  const accent = rng.pick(['#7c2d12', '#14532d', '#1e3a8a']);
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const c = (text: string, y: number, size: number, font = F.regular, color?: string) => pdf.text(text, 60, y, { font, size, width: Wp - 120, align: 'center', fit: true, color });
  const en = (id: string, english: string) => (bilingual ? `${id} / ${english}` : id);
  pdf.text(`Nomor Ijazah Nasional: ${digits(rng, 5)}${year}${digits(rng, 6)}`, 40, 34, { font: F.regular, size: 8 });
  let y = land ? 50 : 70;
  pdf.seal(Wp / 2, y + 16, 18, accent);
  y += 42;
  c(upper(uni.name), y, land ? 20 : 18, F.bold, accent);
  y += 24;
  c(placesCountry ? `${uni.city} - Indonesia` : `Jl. Raya Kampus No. ${rng.int(1, 120)}, ${uni.city}`, y, 9);
  y += 26;
  c('IJAZAH', y, 22, F.bold);
  y += 34;
  const left = land ? 150 : 80;
  const valueX = left + (bilingual ? 230 : 170);
  if (layout === 'running') {
    c('Dengan ini menyatakan bahwa', y, 12, F.italic);
    y += 24;
    c(printedName, y, 18, F.bold);
    y += 28;
    c(`Nomor Induk Mahasiswa: ${nim}`, y, 11);
    y += 18;
    c(`lahir di ${birthCity}, tanggal ${longDate(born, 'id')}`, y, 11);
    y += 18;
    c(`telah menyelesaikan dengan baik dan memenuhi segala syarat pendidikan pada Program Studi ${deg.program}, ${deg.programme}`, y, 11);
    y += 18;
    c(`dan dinyatakan lulus pada tanggal ${longDate(passed, 'id')}.`, y, 11);
    y += 24;
    c('Kepadanya diberikan gelar', y, 12, F.italic);
    y += 22;
    c(`${deg.name} (${deg.abbr})`, y, 17, F.bold, accent);
    y += 26;
    c('beserta segala hak dan kewajiban yang melekat pada gelar tersebut.', y, 10.5);
    y += 30;
  } else {
    c(en('Diberikan kepada', 'This is awarded to'), y, 12, F.italic);
    y += 22;
    c(printedName, y, 18, F.bold);
    y += 32;
    const rows: Array<[string, string]> = [
      [en('Tempat dan Tanggal Lahir', 'Place and Date of Birth'), `${birthCity}, ${longDate(born, 'id')}`],
      [en('Nomor Induk Mahasiswa', 'Student Number'), nim],
      [en('Program Studi', 'Study Programme'), deg.program],
      [en('Program Pendidikan', 'Level of Study'), deg.programme],
      [en('Tanggal Lulus', 'Date of Graduation'), longDate(passed, 'id')],
      [en('Gelar', 'Degree'), `${deg.name} (${deg.abbr})`],
    ];
    for (const [label, value] of rows) {
      pdf.text(label, left, y, { font: F.regular, size: 10.5 });
      pdf.text(`: ${value}`, valueX, y, { font: F.bold, size: 10.5 });
      y += 19;
    }
    y += 14;
  }
  const sy = Math.min(y + 10, Hp - 150);
  pdf.text(`${uni.city}, ${longDate(issued, 'id')}`, Wp - 290, sy, { font: F.regular, size: 10.5, width: 230, align: 'center' });
  const [rector, dean] = rng.sample(OFFICIALS.ID, 2);
  for (const [i, [role, who]] of ([['Dekan', dean], ['Rektor', rector]] as const).entries()) {
    const x = i === 0 ? 70 : Wp - 290;
    pdf.text(role, x, sy + 18, { font: F.regular, size: 10.5, width: 230, align: 'center' });
    pdf.signature(x + 60, sy + 44, 110, rng);
    pdf.text(who, x, sy + 70, { font: F.bold, size: 10.5, width: 230, align: 'center' });
    pdf.text(`NIP ${digits(rng, 8)} ${digits(rng, 6)} ${rng.int(1, 2)} ${digits(rng, 3)}`, x, sy + 84, { font: F.regular, size: 8.5, width: 230, align: 'center' });
  }
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'institution.name': upper(uni.name) } };
}

export const families: Family[] = [
  {
    id: 'id-ijazah',
    country: 'ID',
    languages: ['id'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Indonesian university ijazah as the ministry regulation on ijazah (Permendikbudristek 50/2024) lists its contents and universities\' templates print them: national ijazah number, the holder\'s name after "Dengan ini menyatakan bahwa" or "Diberikan kepada", place and date of birth ("lahir di …, tanggal …" or "Tempat dan Tanggal Lahir"), NIM, programme, "dinyatakan lulus pada tanggal …" / "Tanggal Lulus", "Kepadanya diberikan gelar" and the degree with its abbreviation, the rector\'s and dean\'s names printed under their signatures.',
    render,
  },
];
