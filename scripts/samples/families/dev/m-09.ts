/**
 * Trinidad and Tobago university degree certificate in running text (landscape or portrait
 * parchment): the university's name in a blackletter-like serif, its crest and motto, its seat
 * ("St. Augustine, Trinidad and Tobago, West Indies"); the award sentence in one of the wordings
 * Commonwealth Caribbean universities use — "This is to certify that NAME having fulfilled the
 * requirements prescribed by the Statutes and Regulations of the University was admitted to the
 * degree of BACHELOR OF SCIENCE (Management Studies) with Second Class Honours (Upper Division) on
 * the fifteenth day of November in the year two thousand and twenty-two", or "Be it known that
 * … having satisfied the examiners …" — the conferral date in words, the Chancellor's,
 * Vice-Chancellor's and Registrar's signatures and a serial number. The name stands alone on its
 * line in a larger script face.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { mPerson, mResult, upper } from './m-kit';

const UNIS = [
  { name: 'Caroni Plains University', seat: 'Chaguanas, Trinidad and Tobago, West Indies', motto: 'Scientia et Labor' },
  { name: 'Gulf of Paria University', seat: 'San Fernando, Trinidad and Tobago', motto: 'Lux in Tenebris' },
  { name: 'Tobago Windward University College', seat: 'Scarborough, Tobago, Republic of Trinidad and Tobago', motto: 'Ex Mari Sapientia' },
];
const DEGREES = [
  { head: 'Bachelor of Science', field: 'Management Studies', level: 'Bachelor' },
  { head: 'Bachelor of Science', field: 'Petroleum Geoscience', level: 'Bachelor' },
  { head: 'Bachelor of Arts', field: 'History', level: 'Bachelor' },
  { head: 'Bachelor of Education', field: 'Primary Education', level: 'Bachelor' },
  { head: 'Bachelor of Laws', field: null, level: 'Bachelor' },
  { head: 'Master of Business Administration', field: null, level: 'Master' },
  { head: 'Master of Science', field: 'Occupational Health and Safety Management', level: 'Master' },
];
const HONOURS = ['with First Class Honours', 'with Second Class Honours (Upper Division)', 'with Second Class Honours (Lower Division)', 'with Lower Second Class Honours', ''];
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const tens = (n: number) => (n < 20 ? ONES[n] : `${['', '', 'twenty', 'thirty'][Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`);
/** "the fifteenth day of November" and "two thousand and twenty-two", as parchments print the conferral date. */
function dayWords(d: number): string {
  if (d < 20) return ORD[d];
  if (d % 10 === 0) return d === 20 ? 'twentieth' : 'thirtieth';
  return `${d < 30 ? 'twenty' : 'thirty'}-${ORD[d % 10]}`;
}
const yearWords = (y: number) => `two thousand${y % 100 ? ` and ${tens(y % 100)}` : ''}`;

async function render(rng: Rng) {
  const p = mPerson(rng, 'TT');
  const middle = rng.bool(0.5) ? ` ${rng.pick(p.woman ? ['Anjali', 'Marie', 'Simone', 'Devika'] : ['Anthony', 'Rohan', 'Kevin', 'Ravi'])}` : '';
  const given = `${p.given}${middle}`;
  const uni = rng.pick(UNIS);
  const deg = rng.pick(DEGREES);
  const honours = deg.level === 'Bachelor' && deg.head !== 'Bachelor of Laws' ? rng.pick(HONOURS) : rng.pick(['with Distinction', '', '']);
  const year = rng.int(2010, 2024);
  const month = rng.pick([3, 10, 11]);
  const day = rng.int(1, 28);
  const conferred = iso(year, month, day);
  const F = rng.pick([SERIF[0], SERIF[2], SERIF[1]]);
  const landscape = rng.bool(0.5);
  const caps = rng.bool(0.5);
  const shownName = caps ? upper(`${given} ${p.family}`) : `${given} ${p.family}`;
  const degreeLine = deg.field ? `${upper(deg.head)} (${deg.field})` : upper(deg.head);
  const dateText = `the ${dayWords(day)} day of ${MONTHS[month - 1]} in the year ${yearWords(year)}`;

  const r = mResult('en', given, p.family, null);
  setInstitution(r, uni.name, 'TT');
  Object.assign(r.qualification, { name: deg.head, level: deg.level, majorOrSpecialization: deg.field, program: deg.field ? `${deg.head} (${deg.field})` : null, yearOfCompletion: year, status: 'Completed' });

  const size: [number, number] = landscape ? [A4[1], A4[0]] : A4;
  const pdf = new Pdf({ size, title: 'Degree Certificate', author: uni.name, creationDate: new Date(`${conferred}T10:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const M = 70;
  const TW = W - 2 * M;
  const maroon = rng.pick(['#6b0f1a', '#0f2f5c', '#1e4d2b']);
  pdf.rect(22, 22, W - 44, H - 44, 3, maroon);
  pdf.rect(30, 30, W - 60, H - 60, 0.8, '#b08d3c');
  pdf.text(`No. ${digits(rng, 6)}`, W - 150, 40, { font: F.regular, size: 8.5, width: 100, align: 'right' });
  let y = landscape ? 48 : 70;
  pdf.shield(W / 2 - 24, y, 48, maroon);
  y += 66;
  pdf.text(uni.motto, M, y, { font: F.italic, size: 9, width: TW, align: 'center', color: maroon });
  y += 20;
  pdf.text(uni.name, M, y, { font: F.bold, size: landscape ? 26 : 24, width: TW, align: 'center', color: maroon, fit: true });
  y += 34;
  pdf.text(uni.seat, M, y, { font: F.italic, size: 10, width: TW, align: 'center' });
  y += landscape ? 34 : 56;
  const wording = rng.int(0, 2);
  const lead = wording === 2 ? 'Be it known that' : 'This is to certify that';
  pdf.text(lead, M, y, { font: F.italic, size: 13, width: TW, align: 'center' });
  y += 30;
  pdf.text(shownName, M, y, { font: F.bold, size: 22, width: TW, align: 'center', fit: true });
  y += 40;
  const middleText = wording === 0
    ? 'having fulfilled the requirements prescribed by the Statutes and Regulations of the University was admitted to the degree of'
    : wording === 1
      ? 'having pursued an approved course of study and having passed the prescribed examinations was on'
      : 'having satisfied the examiners and fulfilled all the requirements of the University was admitted to the degree of';
  const para = (t: string, size = 13) => {
    for (const line of pdf.wrap(t, F.italic, size, TW - 40)) {
      pdf.text(line, M, y, { font: F.italic, size, width: TW, align: 'center' });
      y += size * 1.45;
    }
  };
  if (wording === 1) {
    para(`${middleText} ${dateText}`);
    y += 6;
    para('admitted to the degree of');
  } else para(middleText);
  y += 10;
  pdf.text(degreeLine, M, y, { font: F.bold, size: 17, width: TW, align: 'center', fit: true });
  y += 30;
  if (honours) {
    pdf.text(honours, M, y, { font: F.italic, size: 13, width: TW, align: 'center' });
    y += 26;
  }
  if (wording !== 1) para(`on ${dateText}.`);
  const sy = H - (landscape ? 100 : 150);
  const sig = ['Chancellor', 'Vice-Chancellor', 'Registrar'];
  sig.forEach((s, i) => {
    const cx = M + (TW / 3) * i + 10;
    pdf.signature(cx + 10, sy, TW / 3 - 40, rng);
    pdf.line(cx, sy + 12, cx + TW / 3 - 20, sy + 12, 0.5);
    pdf.text(s, cx, sy + 18, { font: F.regular, size: 10, width: TW / 3 - 20, align: 'center' });
  });
  pdf.foilSeal(W - 120, sy - 50, 34);
  const printed: Record<string, string> = { 'candidate.fullName': shownName, 'qualification.name': upper(deg.head), 'qualification.yearOfCompletion': yearWords(year) };
  if (deg.field) printed['qualification.program'] = degreeLine;
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'm-09-diploma',
    country: 'TT',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Trinidad and Tobago university degree certificate in running text: crest, motto and seat, "This is to certify that / Be it known that", the name alone on its line, "having fulfilled the requirements prescribed by the Statutes and Regulations of the University was admitted to the degree of", the degree in capitals with its field in parentheses and its honours class, the conferral date in words, Chancellor, Vice-Chancellor and Registrar; as described by Caribbean universities\' graduation and certificate pages.',
    render,
  },
];
