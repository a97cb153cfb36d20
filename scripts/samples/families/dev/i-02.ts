/**
 * Diploma of an ecclesiastical degree of a pontifical university, its wording in Latin beside the local language
 * (Italian): the university's name in Latin and in Italian over its address with the 00120 postcode and "Città del
 * Vaticano"; two columns of the same text, Latin on the left ("Nos Rector Magnificus … notum facimus …"), Italian on
 * the right ("Il Rettore … dichiara che …"), each naming the holder, the birth date and place on some (the Latin day
 * and month in words, the Italian one "nato il 3 marzo 1994"), the degree — baccalaureate, licence or doctorate in its
 * faculty's discipline, the licence with its specialisation — and the mention ("summa cum laude", "magna cum
 * laude", "cum laude"); the register number ("Matricola") on some and a protocol number; the date line in both
 * languages and the rector's, the dean's and the secretary general's names as signatories. As Roman pontifical
 * institutions print their degree diplomas.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE } from '../lib/a-kit';
import { Pdf, SERIF, digits, setInstitution } from '../lib/n-kit';
import { iPerson, iResult, iso, longDate, otherName } from './i-kit';

const UNIS = [
  { la: 'Pontificia Universitas Sancti Hieronymi', it: 'Pontificia Università San Girolamo', street: 'Via della Conciliazione 51' },
  { la: 'Pontificium Athenaeum Sanctae Monicae', it: 'Pontificio Ateneo Santa Monica', street: 'Piazza del Sant\'Uffizio 7' },
];
const DEGREES = [
  { la: 'Baccalaureatus in Philosophia', laGen: 'Baccalaureatus in Philosophia', it: 'Baccalaureato in Filosofia', level: 'Bachelor', fac: ['Facultas Philosophiae', 'Facoltà di Filosofia'], spec: null },
  { la: 'Licentia in Theologia', laGen: 'Licentiae in Theologia', it: 'Licenza in Teologia', level: 'Master', fac: ['Facultas Theologiae', 'Facoltà di Teologia'], spec: [['Theologia Dogmatica', 'Teologia Dogmatica'], ['Theologia Biblica', 'Teologia Biblica'], ['Theologia Moralis', 'Teologia Morale']] },
  { la: 'Licentia in Iure Canonico', laGen: 'Licentiae in Iure Canonico', it: 'Licenza in Diritto Canonico', level: 'Master', fac: ['Facultas Iuris Canonici', 'Facoltà di Diritto Canonico'], spec: null },
  { la: 'Doctoratus in Historia Ecclesiae', laGen: 'Doctoratus in Historia Ecclesiae', it: 'Dottorato in Storia della Chiesa', level: 'Doctorate', fac: ['Facultas Historiae Ecclesiasticae', 'Facoltà di Storia della Chiesa'], spec: null },
];
const MENTIONS = ['summa cum laude', 'magna cum laude', 'cum laude', 'bene probatus'];
const PLACES = [['Cracovia', 'Cracovia'], ['Neapolis', 'Napoli'], ['Onitsha', 'Onitsha'], ['Lugdunum', 'Lione'], ['Mediolanum', 'Milano'], ['Bogota', 'Bogotá']];
const LA_MONTHS = ['Ianuarii', 'Februarii', 'Martii', 'Aprilis', 'Maii', 'Iunii', 'Iulii', 'Augusti', 'Septembris', 'Octobris', 'Novembris', 'Decembris'];
const laDate = (d: string) => {
  const [y, m, day] = d.split('-').map(Number);
  return `die ${day} mensis ${LA_MONTHS[m - 1]} anno Domini ${y}`;
};

async function render(rng: Rng) {
  const p = iPerson(rng, 'VA');
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const spec = deg.spec ? rng.pick(deg.spec) : null;
  const year = rng.int(2012, 2025);
  const defended = iso(year, rng.pick([2, 6, 7, 10]), rng.int(1, 28));
  const issued = iso(year + (rng.bool(0.3) ? 1 : 0), rng.pick([11, 12]), rng.int(1, 28));
  const showDob = rng.bool(0.55);
  const showNo = rng.bool(0.5);
  const dob = iso(year - rng.int(25, 38), rng.int(1, 12), rng.int(1, 28));
  const place = rng.pick(PLACES);
  const mention = rng.pick(MENTIONS);
  const no = `${digits(rng, 3)}${rng.int(100, 999)}`;
  const F = rng.pick(SERIF);
  const r = iResult('it', p.given, p.family, showDob ? dob : null);
  setInstitution(r, uni.it, 'VA');
  Object.assign(r.qualification, {
    name: deg.it, level: deg.level, majorOrSpecialization: spec ? spec[1] : deg.it.replace(/^\S+ in /, ''), registrationNumber: showNo ? no : null,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued,
  });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diploma', author: uni.it, creationDate: new Date(`${issued}T09:00:00Z`) });
  const c = rng.pick(['#7a5c00', '#5b1a1a', '#1f3a5f']);
  const M = 46;
  const W = pdf.width - 2 * M;
  pdf.rect(24, 24, pdf.width - 48, pdf.height - 48, 2, c);
  pdf.rect(30, 30, pdf.width - 60, pdf.height - 60, 0.5, c);
  pdf.crest(pdf.width / 2, 72, 24, uni.la.split(' ').filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join(''), c);
  pdf.text(uni.la.toUpperCase(), M, 104, { font: F.bold, size: 15, color: c, width: W, align: 'center', cs: 1 });
  pdf.text(uni.it, M, 124, { font: F.italic, size: 11, width: W, align: 'center' });
  pdf.text(`${deg.fac[0]} · ${deg.fac[1]} · ${uni.street} · 00120 Città del Vaticano`, M, 140, { font: F.regular, size: 8, color: '#444444', width: W, align: 'center' });
  const colW = (W - 40) / 2;
  const xl = M;
  const xr = M + colW + 40;
  pdf.line(M + colW + 20, 165, M + colW + 20, 380, 0.5, c);
  const laName = `${p.woman ? 'Dominam' : 'Dominum'} ${p.given} ${p.family.toUpperCase()}`;
  const itName = `${p.woman ? 'la Sig.ra' : 'il Sig.'} ${p.given} ${p.family.toUpperCase()}`;
  const laBorn = showDob ? `, ${p.woman ? 'natam' : 'natum'} ${place[0]} ${laDate(dob)},` : ',';
  const itBorn = showDob ? `, ${p.woman ? 'nata' : 'nato'} a ${place[1]} il ${longDate(dob, 'it')},` : ',';
  const laNo = showNo ? ` (Matricola n. ${no})` : '';
  const la = [
    'NOS RECTOR MAGNIFICUS',
    `notum facimus ${laName}${laNo}${laBorn} studiorum curriculo in ${deg.fac[0]} rite peracto et examinibus feliciter superatis, gradum academicum`,
    deg.laGen.toUpperCase(),
    `${spec ? `cum specializatione in ${spec[0]} ` : ''}cum nota «${mention}» ${laDate(defended)} consecutum esse.`,
    `In quorum fidem has litteras sigillo nostro munitas dedimus. Datum in Civitate Vaticana, ${laDate(issued)}.`,
  ];
  const it = [
    'IL RETTORE MAGNIFICO',
    `dichiara che ${itName}${showNo ? ` (Matricola n. ${no})` : ''}${itBorn} compiuto regolarmente il curriculo degli studi presso la ${deg.fac[1]} e superati gli esami prescritti, ha conseguito il grado accademico di`,
    deg.it,
    `${spec ? `con specializzazione in ${spec[1]} ` : ''}con la qualifica «${mention}» il ${longDate(defended, 'it')}.`,
    `In fede di che si rilascia il presente diploma. Città del Vaticano, ${longDate(issued, 'it')}.`,
  ];
  const column = (x: number, lines: string[], italic: boolean) => {
    let y = 172;
    lines.forEach((t, i) => {
      if (i === 0) {
        pdf.text(t, x, y, { font: F.bold, size: 11, width: colW, align: 'center', cs: 1 });
        y += 22;
      } else if (i === 2) {
        pdf.text(t, x, y, { font: F.bold, size: 14, color: c, width: colW, align: 'center' });
        y += 24;
      } else y += pdf.para(t, x, y, colW, { font: italic ? F.italic : F.regular, size: 10, leading: 14, align: 'center' }) + 8;
    });
  };
  column(xl, la, true);
  column(xr, it, false);
  const sig = [
    [otherName(rng, 'VA', p.family), 'Rector Magnificus · Il Rettore'],
    [otherName(rng, 'VA', p.family), 'Decanus · Il Decano'],
    [otherName(rng, 'VA', p.family), 'Secretarius Generalis · Il Segretario Generale'],
  ];
  sig.forEach(([n, role], i) => {
    const x = M + i * (W / 3);
    pdf.signature(x + 40, 470, 110, rng);
    pdf.text(n, x, 484, { font: F.regular, size: 9, width: W / 3, align: 'center' });
    pdf.text(role, x, 496, { font: F.italic, size: 7.5, width: W / 3, align: 'center' });
  });
  pdf.seal(pdf.width / 2, 440, 26, c);
  pdf.text(`Prot. n. ${rng.int(100, 2999)}/${String(year).slice(2)}`, M, pdf.height - 52, { font: F.regular, size: 7.5, color: '#555555' });
  const printed: Record<string, string> = { 'candidate.fullName': `${p.given} ${p.family.toUpperCase()}`, 'qualification.dateOfIssue': longDate(issued, 'it') };
  if (showDob) printed['candidate.dateOfBirth'] = longDate(dob, 'it');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-02-diploma',
    country: 'VA',
    languages: ['it', 'la'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Degree diploma of a pontifical university with its wording in Latin beside Italian in two columns: the university in Latin and Italian, the faculty and the 00120 Città del Vaticano address; the rector\'s declaration naming the holder (Given SURNAME), birth date and place on some (Latin date in words, Italian date), Matricola on some, the ecclesiastical degree (baccalaureate, licence with specialisation, doctorate), the Latin mention, the defence date; a date line in both languages, three signatories, a seal and a protocol number.',
    render,
  },
];
