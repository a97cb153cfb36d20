/**
 * Baccalaureate diploma of Mauritania, bilingual: Arabic on the right half, French on the left, as the Republic's
 * examination certificates are printed — the State's name and motto, the ministry and its examinations
 * directorate in both languages; "شهادة الباكالوريا / DIPLÔME DU BACCALAURÉAT"; captions in pairs (name, date and
 * place of birth, table number, series, session, examination centre, mention) with the values under each language;
 * the name in Latin letters as "Given Ould/Mint Father" (the father's name with the word for son or daughter in
 * place of a surname), in capitals surname first on some; the diploma's serial number, the centre (a lycée, not the
 * issuer), the average on some; "Fait à Nouakchott, le …" with the month in French; the director's signature and a
 * stamp across it. As public recognition guides describe the Mauritanian baccalauréat (series C, D, lettres; the
 * mentions passable, assez bien, bien; the ministry's examinations directorate as issuer).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { arabic, comma, dmy, gPerson, gResult, iso, longDate, otherFamily } from './g-kit';

const AR_NAMES: Record<string, string> = {
  'Mohamed Lemine': 'محمد الأمين', 'Sidi Mohamed': 'سيدي محمد', 'Ahmed Salem': 'أحمد سالم', Cheikh: 'الشيخ', 'El Hacen': 'الحسن', 'Mohamed Vall': 'محمد فال', Brahim: 'إبراهيم', Moustapha: 'مصطفى',
  Mariem: 'مريم', Aichetou: 'عيشة', Khadijetou: 'خديجة', Fatimetou: 'فاطمة', Mounina: 'منينة', Zeinabou: 'زينب', Lalla: 'لالة', Vatimetou: 'فاطمتو',
  Ahmed: 'أحمد', Mohamed: 'محمد', Sidi: 'سيدي', Abdallahi: 'عبد الله', Ely: 'اعل', Mahmoud: 'محمود', Salem: 'سالم', Bouna: 'بونا', 'El Moctar': 'المختار', Babe: 'باب',
};
const SERIES = [
  { fr: 'Mathématiques (C)', ar: 'الرياضيات' },
  { fr: 'Sciences Naturelles (D)', ar: 'العلوم الطبيعية' },
  { fr: 'Lettres Modernes (LM)', ar: 'الآداب العصرية' },
  { fr: 'Lettres Originales (LO)', ar: 'الآداب الأصلية' },
];
const MENTIONS = [{ fr: 'Passable', ar: 'مقبول' }, { fr: 'Assez Bien', ar: 'مستحسن' }, { fr: 'Bien', ar: 'حسن' }];
const TOWNS = [{ fr: 'Kiffa', ar: 'كيفة' }, { fr: 'Rosso', ar: 'روصو' }, { fr: 'Atar', ar: 'أطار' }, { fr: 'Kaédi', ar: 'كيهيدي' }, { fr: 'Nouadhibou', ar: 'نواذيبو' }, { fr: 'Aleg', ar: 'ألاك' }];
const MINISTRY = 'Ministère de l\'Éducation Nationale';

async function render(rng: Rng) {
  const p = gPerson(rng, 'MR');
  const link = p.woman ? 'Mint' : 'Ould';
  const last = `${link} ${p.family}`;
  const year = rng.int(2015, 2025);
  const issued = iso(year, rng.int(9, 12), rng.int(1, 28));
  const dob = iso(year - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const serie = rng.pick(SERIES);
  const mention = rng.pick(MENTIONS);
  const town = rng.pick(TOWNS);
  const table = `${rng.int(1, 9)}${digits(rng, 4)}`;
  const avg = rng.float(10, 15.9);
  const showAvg = rng.bool(0.5);
  const capsFirst = rng.bool(0.4);
  const F = rng.pick(SERIF);
  const r = gResult('ar', p.given, last, dob);
  setInstitution(r, MINISTRY, 'MR');
  Object.assign(r.qualification, {
    registrationNumber: table, name: 'Baccalauréat', level: 'Higher Secondary', majorOrSpecialization: serie.fr,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: showAvg ? avg.toFixed(2) : null,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diplôme du Baccalauréat', author: 'Direction des Examens et des Concours', creationDate: new Date(`${issued}T09:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const g = rng.pick(['#0a6b3d', '#8c6d1f', '#1d4e89']);
  pdf.rect(20, 20, W - 40, H - 40, 3, g);
  pdf.rect(27, 27, W - 54, H - 54, 0.7, g);
  pdf.watermark('RIM', W / 2, H / 2 + 20, { size: 180, opacity: 0.05, color: g, angle: 0 });
  const mid = W / 2;
  const LX = 50;
  const RX = W - 50;
  const half = mid - 70;
  // Headings: French on the left, Arabic on the right.
  pdf.text('RÉPUBLIQUE ISLAMIQUE DE MAURITANIE', LX, 42, { font: F.bold, size: 11 });
  pdf.text('Honneur – Fraternité – Justice', LX, 57, { font: F.italic, size: 9 });
  pdf.text(MINISTRY, LX, 74, { font: F.bold, size: 10 });
  pdf.text('Direction des Examens et des Concours', LX, 88, { font: F.regular, size: 9.5 });
  arabic(pdf, 'الجمهورية الإسلامية الموريتانية', RX, 38, { size: 13, bold: true, latin: F.regular });
  arabic(pdf, 'شرف - إخاء - عدل', RX, 56, { size: 10, latin: F.regular });
  arabic(pdf, 'وزارة التهذيب الوطني', RX, 72, { size: 11.5, bold: true, latin: F.regular });
  arabic(pdf, 'إدارة الامتحانات والمسابقات', RX, 88, { size: 10.5, latin: F.regular });
  pdf.crest(mid, 70, 28, 'RIM', g);
  arabic(pdf, 'شهادة الباكالوريا', mid + 70, 118, { size: 20, bold: true, color: g, latin: F.regular });
  pdf.text('DIPLÔME DU BACCALAURÉAT', LX, 150, { font: F.bold, size: 18, color: g, width: W - 100, align: 'center' });
  pdf.text(`N° ${digits(rng, 7)}`, RX - 120, 150, { font: F.regular, size: 9, width: 120, align: 'right', color: '#a01010' });
  const arName = `${AR_NAMES[p.given]} ${p.woman ? 'منت' : 'ولد'} ${AR_NAMES[p.family]}`;
  const nameFr = capsFirst ? `${last.toUpperCase()} ${p.given}` : `${p.given} ${last}`;
  const pairs: Array<[string, string, string, string]> = [
    ['Nom et prénom', nameFr, 'الاسم الكامل:', arName],
    ['Date et lieu de naissance', `${dmy(dob, '/')} à ${town.fr}`, 'تاريخ ومكان الازدياد:', `${dmy(dob, '/')} ${town.ar}`],
    ['Numéro de table', table, 'رقم الطاولة:', table],
    ['Série', serie.fr, 'الشعبة:', serie.ar],
    ['Session', `Juillet ${year}`, 'الدورة:', `يوليو ${year}`],
    ['Centre d\'examen', `Lycée de ${town.fr}`, 'مركز الامتحان:', `ثانوية ${town.ar}`],
    ['Mention', mention.fr, 'التقدير:', mention.ar],
  ];
  if (showAvg) pairs.push(['Moyenne', `${comma(avg, 2)}/20`, 'المعدل:', `20/${comma(avg, 2)}`]);
  let y = 186;
  pdf.para('Vu les textes régissant l\'examen du baccalauréat et les procès-verbaux du jury, le diplôme du baccalauréat de l\'enseignement secondaire est délivré à :', LX, y, half, { font: F.italic, size: 9, leading: 11.5 });
  arabic(pdf, 'بناء على النصوص المنظمة لامتحان الباكالوريا ومحاضر لجنة التحكيم تمنح هذه الشهادة إلى:', RX, y, { size: 10, latin: F.regular });
  y += 34;
  for (const [kf, vf, ka, va] of pairs) {
    pdf.text(`${kf} :`, LX, y, { font: F.regular, size: 10 });
    pdf.text(vf, LX + 140, y, { font: F.bold, size: 11, width: half - 140, fit: true });
    const kw = arabic(pdf, ka, RX, y - 2, { size: 11, latin: F.regular });
    arabic(pdf, va, RX - kw - 14, y - 2, { size: 11.5, bold: true, latin: F.bold });
    y += 24;
  }
  y += 8;
  pdf.text(`Fait à Nouakchott, le ${longDate(issued, 'fr')}`, LX, y, { font: F.italic, size: 10 });
  arabic(pdf, `حرر في نواكشوط بتاريخ ${dmy(issued, '/')}`, RX, y - 2, { size: 11, latin: F.regular });
  y += 26;
  const dir = `${p.woman ? 'Sidi' : 'Ahmed'} ${otherFamily(rng, 'MR', p.family)}`;
  pdf.text('Le Directeur des Examens et des Concours', mid - 150, y, { font: F.regular, size: 9.5, width: 300, align: 'center' });
  pdf.signature(mid - 60, y + 10, 120, rng);
  pdf.seal(mid + 50, y + 30, 30, '#2a3f9a');
  pdf.text(dir, mid - 150, y + 52, { font: F.bold, size: 9.5, width: 300, align: 'center' });
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': dmy(dob, '/'), 'qualification.dateOfIssue': longDate(issued, 'fr'), 'qualification.majorOrSpecialization': serie.fr,
  };
  if (capsFirst) printed['candidate.fullName'] = nameFr;
  if (showAvg) printed['qualification.cgpa'] = comma(avg, 2);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-08-diploma',
    country: 'MR',
    languages: ['ar', 'fr'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Mauritanian baccalaureate diploma, bilingual Arabic (right) and French (left) on a landscape page: the State, motto, ministry and examinations directorate in both; paired captions for the name (Given Ould/Mint Father in Latin letters, capitals surname first on some), date and place of birth, table number, series, session, examination centre (a lycée, decoy), mention and the average on some; a serial number; "Fait à Nouakchott, le …" and the Arabic date line; the director\'s signature and stamp.',
    render,
  },
];
