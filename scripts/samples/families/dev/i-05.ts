/**
 * Extract of study results printed from a legacy student-records system of a Dutch-Caribbean teacher-training
 * institute, in Dutch, all in a monospace face and capitals: the institute's name and its Kralendijk address with
 * "BONAIRE (CARIBISCH NEDERLAND)" and "PAGINA 1 VAN 1"; a run line ("RUN 14-07-2023 10:32  PROG SR0417 UITTREKSEL
 * STUDIERESULTATEN"); rules of dashes and equals signs; the student's fields two to a line with short captions
 * ("STUDENTNR :" on some, "NAAM : SURNAME, GIVEN", "GEB.DATUM :" on some, "OPLEIDING : BACHELOR OF EDUCATION",
 * "RICHTING :", "INSCHR. :" on some); one line per result: academic year, period (P1-P4), code, description, EC and the
 * result on the 1-10 scale with a decimal comma, "VRIJ" for an exemption, "-" for a unit not yet assessed; the total
 * EC, the weighted average, the graduation date or "STATUS : INGESCHREVEN"; "*** EINDE UITTREKSEL ***" and a stamp
 * and signature added by hand over the printout. As small institutions' records systems print their extracts.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, course, digits, setInstitution } from '../lib/n-kit';
import { comma, dmy, iPerson, iResult, iso, MONO, otherName, sample } from './i-kit';

const INSTS = [
  { name: 'Instituut voor Lerarenopleiding Bonaire', street: 'KAYA GOB. N. DEBROT 31' },
  { name: 'Hogeschool Kralendijk voor Onderwijs en Opvoeding', street: 'KAYA AMERIKA 14' },
];
const TRACKS = [
  { name: 'Leraar Basisonderwijs', pre: 'LBO', units: ['Onderwijskunde', 'Didactiek rekenen', 'Didactiek taal', 'Pedagogiek', 'Ontwikkelingspsychologie', 'Meertaligheid in de klas', 'Papiamentu', 'Wereldoriëntatie', 'Kunstzinnige oriëntatie', 'Bewegingsonderwijs', 'Stage', 'Onderzoeksvaardigheden', 'Passend onderwijs', 'ICT in het onderwijs'] },
  { name: 'Pedagogiek en Jeugdzorg', pre: 'PJZ', units: ['Inleiding pedagogiek', 'Gezinsbegeleiding', 'Gespreksvaardigheden', 'Jeugdrecht', 'Ontwikkelingspsychologie', 'Sociologie van de jeugd', 'Methodisch werken', 'Stage', 'Onderzoeksvaardigheden', 'Diversiteit en inclusie', 'Groepsdynamica', 'Preventie en voorlichting'] },
];

async function render(rng: Rng) {
  const p = iPerson(rng, 'BQ');
  const inst = rng.pick(INSTS);
  const track = rng.pick(TRACKS);
  const start = rng.int(2013, 2021);
  const done = rng.bool(0.5);
  const years = done ? 4 : rng.int(2, 3);
  const showNo = rng.bool(0.55);
  const showDob = rng.bool(0.55);
  const showEnrol = rng.bool(0.5);
  const no = `${String(start).slice(2)}${digits(rng, 4)}`;
  const dob = iso(start - rng.int(18, 24), rng.int(1, 12), rng.int(1, 28));
  const ability = rng.float(6, 8.5);
  const r = iResult('nl', p.given, p.family, showDob ? dob : null);
  setInstitution(r, inst.name, 'BQ');
  Object.assign(r.qualification, { name: 'Bachelor of Education', level: 'Bachelor', majorOrSpecialization: track.name, registrationNumber: showNo ? no : null, yearOfAdmission: start });

  const F = MONO;
  const size = 8;
  const lines: string[] = [];
  const U = (s: string) => s.toLocaleUpperCase('nl');
  const pad = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s.padEnd(n));
  const units = sample(rng, track.units, track.units.length);
  let k = 0;
  let ec = 0;
  let sum = 0;
  let w = 0;
  for (let y = 0; y < years; y++) {
    const session = `${start + y}-${start + y + 1}`;
    const running = !done && y === years - 1;
    for (let per = 1; per <= 4; per++) {
      const n = per === 4 ? 1 : 2;
      for (let i = 0; i < n; i++) {
        const base = units[k++ % units.length];
        const title = U(`${base} ${y + 1}`);
        const code = `${track.pre}${y + 1}${per}${i}`;
        const cr = base === 'Stage' ? 10 : rng.pick([3, 4, 5]);
        const exempt = y === 0 && per === 1 && i === 1 && rng.bool(0.4);
        const mark = running && per >= 3 ? null : exempt ? null : Math.max(5.5, Math.min(10, Math.round((ability + rng.gauss()) * 2) / 2));
        const res = exempt ? 'VRIJ' : mark === null ? '-' : comma(Math.max(mark, 6), 1);
        lines.push(`${pad(session.replace('-20', '/'), 8)}P${per}   ${pad(code, 9)}${pad(title, 34)}${String(cr).padStart(3)}   ${res.padStart(4)}`);
        r.courses.push(course({ courseNumber: code, courseName: title, credit: cr, grade: res === '-' ? null : res, term: `P${per}`, session: session.replace('-20', '/') }));
        if (res !== '-') ec += cr;
        if (mark !== null) {
          sum += Math.max(mark, 6) * cr;
          w += cr;
        }
      }
    }
  }
  const avg = Math.round((sum / w) * 10) / 10;
  r.qualification.cgpa = avg.toFixed(1);
  r.qualification.totalCreditsOrMarks = String(ec);
  const grad = done ? iso(start + 4, rng.int(6, 7), rng.int(1, 28)) : null;
  const run = grad ? iso(start + 4, rng.int(7, 12), rng.int(1, 28)) : iso(start + years - 1, rng.int(3, 5), rng.int(1, 28));
  r.qualification.dateOfIssue = run;
  if (grad) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'SR0417', author: 'SR0417', creationDate: new Date(`${run}T10:32:00Z`) });
  const L = 36;
  const rule = (ch: string) => ch.repeat(78);
  const head = [
    `${pad(U(inst.name), 60)}PAGINA 1 VAN 1`,
    `${inst.street}, KRALENDIJK, BONAIRE (CARIBISCH NEDERLAND)`,
    `RUN ${dmy(run, '-')} ${String(rng.int(8, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   PROG SR0417   UITTREKSEL STUDIERESULTATEN`,
    rule('='),
    `${pad(showNo ? `STUDENTNR : ${no}` : '', 36)}NAAM      : ${U(`${p.family}, ${p.given}`)}`,
    `${pad(showDob ? `GEB.DATUM : ${dmy(dob, '-')}` : '', 36)}OPLEIDING : BACHELOR OF EDUCATION`,
    `${pad(showEnrol ? `INSCHR.   : ${dmy(iso(start, 8, 1), '-')}` : '', 36)}RICHTING  : ${U(track.name)}`,
    rule('-'),
    `JAAR    PER  CODE     OMSCHRIJVING                       EC  RESULT`,
    rule('-'),
  ];
  const foot = [
    rule('-'),
    `TOTAAL BEHAALDE EC     : ${ec}`,
    `GEWOGEN GEMIDDELDE     : ${comma(avg, 1)}`,
    grad ? `AFGESTUDEERD           : ${dmy(grad, '-')}` : 'STATUS                 : INGESCHREVEN',
    rule('='),
    '*** EINDE UITTREKSEL ***',
  ];
  const all = [...head, ...lines, ...foot];
  const lead = all.length > 62 ? 10.4 : 11.5;
  all.forEach((t, i) => pdf.text(t, L, 40 + i * lead, { font: i === 0 ? F.bold : F.regular, size }));
  const y = 40 + all.length * lead + 20;
  pdf.stampBox(L + 300, y, 200, 54, ['VOOR UITTREKSEL CONFORM', 'STUDENTENADMINISTRATIE'], '#2a4d8f');
  pdf.signature(L + 330, y + 30, 110, rng);
  pdf.text(otherName(rng, 'BQ', p.family), L + 300, y + 60, { font: 'LiberationSans-Italic', size: 8 });
  const printed: Record<string, string> = { 'candidate.fullName': U(`${p.family}, ${p.given}`), 'qualification.dateOfIssue': dmy(run, '-'), 'qualification.cgpa': comma(avg, 1), 'institution.name': U(inst.name) };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '-');
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'i-05-record',
    country: 'BQ',
    languages: ['nl'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Legacy monospace printout of a Dutch-Caribbean teacher-training institute\'s records system in Dutch capitals: institute and Kralendijk address with BONAIRE (CARIBISCH NEDERLAND), page count, RUN date and program id, rules of = and -; two-column fields STUDENTNR (some), NAAM SURNAME, GIVEN, GEB.DATUM (some), OPLEIDING BACHELOR OF EDUCATION, RICHTING, INSCHR. (some); one line per result with year, period P1-P4, code, description, EC, result 1-10 with decimal comma, VRIJ for exemptions, - when not yet assessed; total EC, weighted average, graduation date or STATUS INGESCHREVEN; end marker, stamp and signature over it.',
    render,
  },
];
