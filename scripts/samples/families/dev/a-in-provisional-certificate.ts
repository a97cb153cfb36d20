/**
 * Indian university provisional degree certificate: letterhead with the state and PIN code, a
 * serial number, "PROVISIONAL DEGREE CERTIFICATE", a certifying paragraph (son/daughter of Shri
 * ..., enrolment number, the examination held in <month year>, class/division and CGPA, eligible
 * for the award of the degree at the ensuing convocation), place, date, the Registrar's
 * signature and a seal.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, COUNTRY, Pdf, SANS, SERIF, digits, emptyResult, formatDate, iso } from '../lib/a-kit';
import { IN_NORTH, IN_OTHER, IN_PROGRAMMES, inUniversity, indianPerson, pin, southIndianPerson } from '../lib/a-data';

async function render(rng: Rng) {
  const north = rng.bool(0.5);
  const place = rng.pick(north ? IN_NORTH : IN_OTHER);
  const p = north ? indianPerson(rng) : southIndianPerson(rng);
  const female = 'female' in p ? (p as { female: boolean }).female : rng.bool();
  const prog = IN_PROGRAMMES[rng.pick(Object.keys(IN_PROGRAMMES))];
  const uni = inUniversity(rng, place, prog.abbrev === 'B.Tech.');
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2], SANS[0]]);
  const accent = rng.pick(['#002a5c', '#5c0a00', '#0a4a1a']);
  const admission = rng.int(2010, 2021);
  const examYear = admission + prog.years;
  const examMonth = rng.pick(['April', 'May', 'June', 'December']);
  const issued = iso(examYear, examMonth === 'December' ? 12 : rng.int(7, 11), rng.int(1, 28));
  const cgpa = rng.float(6.2, 9.6).toFixed(2);
  const klass = Number(cgpa) >= 7.5 ? 'First Class with Distinction' : Number(cgpa) >= 6.5 ? 'First Class' : 'Second Class';
  const first = [p.first, p.middle].filter(Boolean).join(' ');
  const full = `${first} ${p.last}`;
  const enrol = `${rng.pick(['EN', 'U', ''])}${String(admission).slice(2)}${prog.short}${digits(rng, 5)}`;
  const useCgpa = rng.bool(0.7);
  const pct = (Number(cgpa) * 9.5).toFixed(2);
  const dateForm = rng.pick(['in-dot', 'in-slash', 'gb-long'] as const);

  const r = emptyResult('en');
  r.candidate = { fullName: full, firstName: first, lastName: p.last, dateOfBirth: null };
  r.institution = { name: uni.name, ...COUNTRY.IN, state: place.state, stateCode: place.stateCode };
  r.qualification.registrationNumber = enrol;
  r.qualification.name = prog.degree;
  r.qualification.level = 'Bachelor';
  r.qualification.program = prog.branch ? `${prog.degree} (${prog.branch})` : prog.degree;
  r.qualification.majorOrSpecialization = prog.branch;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = examYear;
  r.qualification.dateOfIssue = issued;
  r.qualification.cgpa = useCgpa ? cgpa : pct;
  const printed: Record<string, string> = { 'candidate.fullName': full.toUpperCase(), 'qualification.dateOfIssue': formatDate(issued, dateForm) };

  const pdf = new Pdf({ size: A4, title: 'Provisional Degree Certificate', author: uni.name, creationDate: new Date(`${issued}T05:30:00Z`) });
  const L = 56;
  const R = pdf.width - 56;
  const W = R - L;
  pdf.rect(24, 24, pdf.width - 48, pdf.height - 48, 1.4, accent);
  pdf.watermark(uni.name.toUpperCase(), pdf.width / 2, pdf.height / 2, { size: 26, angle: -45, opacity: 0.06, color: accent });
  pdf.crest(pdf.width / 2, 72, 30, uni.initials, accent);
  pdf.text(uni.name.toUpperCase(), L, 112, { font: F.bold, size: 17, width: W, align: 'center', color: accent, fit: true });
  pdf.text(`${uni.street}${place.city} - ${pin(rng, place)}, ${place.state}, India`, L, 134, { font: F.regular, size: 9, width: W, align: 'center' });
  pdf.text(`Website: ${uni.web}   |   Phone: ${place.std}-${digits(rng, 7)}`, L, 146, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L, 164, R, 164, 0.9, accent);
  pdf.text(`Sl. No.: PDC/${examYear}/${digits(rng, 5)}`, L, 174, { font: F.regular, size: 9 });
  pdf.text(`Enrolment No.: ${enrol}`, L, 174, { font: F.regular, size: 9, width: W, align: 'right' });
  pdf.text(rng.pick(['PROVISIONAL DEGREE CERTIFICATE', 'PROVISIONAL CERTIFICATE']), L, 204, { font: F.bold, size: 15, width: W, align: 'center', cs: 1 });
  pdf.line(L + W / 2 - 120, 224, L + W / 2 + 120, 224, 0.6);
  let y = 250;
  pdf.text('This is to certify that', L, y, { font: F.italic, size: 12, width: W, align: 'center' });
  y += 26;
  pdf.text(`${female ? 'Ms.' : 'Mr.'} ${full.toUpperCase()}`, L, y, { font: F.bold, size: 15, width: W, align: 'center' });
  y += 28;
  const relation = female ? 'daughter' : 'son';
  const father = 'father' in p ? p.father : '';
  const body = `${relation} of Shri ${father}, having passed the ${prog.degree}${prog.branch ? ` (${prog.branch})` : ''} examination held in ${examMonth} ${examYear}, has been placed in ${klass} ${useCgpa ? `with a CGPA of ${cgpa} on a 10-point scale` : `securing ${pct}% of the aggregate marks`}. ${female ? 'She' : 'He'} is eligible for the award of the degree of ${prog.degree}, which will be conferred at the ensuing Convocation of the University.`;
  y += pdf.para(body, L + 10, y, W - 20, { font: F.regular, size: 11.5, leading: 20 });
  y += 14;
  pdf.para('This certificate is issued provisionally and is valid until the original degree is awarded. Any alteration or erasure renders it invalid.', L + 10, y, W - 20, { font: F.italic, size: 9.5, leading: 14, color: '#333333' });
  const sy = pdf.height - 170;
  pdf.text(`Place: ${place.city}`, L, sy, { font: F.regular, size: 10 });
  pdf.text(`Date: ${formatDate(issued, dateForm)}`, L, sy + 16, { font: F.regular, size: 10 });
  pdf.seal(L + W / 2, sy + 14, 30, accent);
  pdf.signature(R - 150, sy + 6, 120, rng);
  pdf.text(rng.pick(['Registrar', 'Controller of Examinations']), R - 150, sy + 18, { font: F.bold, size: 10, width: 140, align: 'center' });
  pdf.text('Prepared by ______   Checked by ______', L, pdf.height - 60, { font: F.regular, size: 8, color: '#555555' });
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'in-provisional-degree-certificate',
    country: 'IN',
    languages: ['en'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Indian university provisional degree certificate (issued after the final examination, before convocation): son/daughter of Shri ..., examination held in month/year, class or division with CGPA or percentage, "eligible for the award of the degree ... at the ensuing Convocation", as described in Indian university provisional-certificate application pages and WES India document guides.',
    render,
  },
];
