/**
 * Academic record (expedient acadèmic) of the two years of the batxillerat at an Andorran secondary school, in
 * Catalan: the school's letterhead with its address and postal code in the Principality of Andorra and a +376
 * telephone; "EXPEDIENT ACADÈMIC DE BATXILLERAT"; the pupil's identity with the surnames and the given name under
 * separate captions ("Cognoms", "Nom"), the birth date, the administrative identification number (NIA) and the
 * modality; one block per school year ("Primer curs — 2021-2022", "Segon curs — 2022-2023"), the subjects grouped
 * by area ("Àmbit lingüístic", "Àmbit científic i tecnològic", "Àmbit social i humanístic") with their weekly
 * hours (not credits), the mark on the 1-10 scale in figures and its word (Excel·lent, Notable, Bé, Suficient) in
 * two cells; a second year still under way on some (its marks empty); the final average and the official
 * baccalaureate examination's result when passed; a key to the marks; the place and date in Catalan with the
 * month's name; the secretary's and the director's signatures. As the Andorran school system's public guides
 * describe the baccalaureate's two years and its official examination.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, gPerson, gResult, gTable, iso, longDate, otherFamily, otherGiven, type GRow } from './g-kit';

const SCHOOLS = [
  { name: 'Institut Pirinenc d\'Ensenyament Secundari', street: 'Carrer de la Borda Nova, 14', post: 'AD500', town: 'Santa Coloma' },
  { name: 'Escola Secundària Vall del Valira', street: 'Avinguda del Pessebre, 3', post: 'AD600', town: 'Aixovall' },
];
const MODALITIES: Record<string, Array<{ area: string; y1: string[]; y2: string[] }>> = {
  'Ciències i Tecnologia': [
    { area: 'Àmbit lingüístic', y1: ['Llengua catalana i literatura I', 'Llengua castellana I', 'Llengua francesa I', 'Llengua anglesa I'], y2: ['Llengua catalana i literatura II', 'Llengua castellana II', 'Llengua francesa II', 'Llengua anglesa II'] },
    { area: 'Àmbit científic i tecnològic', y1: ['Matemàtiques I', 'Física i química', 'Biologia i geologia'], y2: ['Matemàtiques II', 'Física', 'Química'] },
    { area: 'Àmbit social i humanístic', y1: ['Filosofia', 'Educació física'], y2: ['Història de l\'art', 'Treball de recerca'] },
  ],
  'Humanitats i Ciències Socials': [
    { area: 'Àmbit lingüístic', y1: ['Llengua catalana i literatura I', 'Llengua castellana I', 'Llengua francesa I', 'Llengua anglesa I'], y2: ['Llengua catalana i literatura II', 'Llengua castellana II', 'Llengua francesa II', 'Llengua anglesa II'] },
    { area: 'Àmbit social i humanístic', y1: ['Història contemporània', 'Economia', 'Filosofia', 'Educació física'], y2: ['Història d\'Andorra', 'Economia de l\'empresa', 'Geografia', 'Treball de recerca'] },
    { area: 'Àmbit científic i tecnològic', y1: ['Matemàtiques aplicades a les ciències socials I'], y2: ['Matemàtiques aplicades a les ciències socials II'] },
  ],
};
const word = (m: number) => (m >= 9 ? 'Excel·lent' : m >= 7 ? 'Notable' : m >= 6 ? 'Bé' : m >= 5 ? 'Suficient' : 'Insuficient');

async function render(rng: Rng) {
  const p = gPerson(rng, 'AD');
  const s = rng.pick(SCHOOLS);
  const modality = rng.pick(Object.keys(MODALITIES));
  const start = rng.int(2015, 2023);
  const done = rng.bool(0.5);
  const dob = iso(start - 16, rng.int(1, 12), rng.int(1, 28));
  const showDob = rng.bool(0.65);
  const nia = digits(rng, 6);
  const showNia = rng.bool(0.5);
  const F = rng.pick([SANS[0], SANS[1], SERIF[1]]);
  const ability = rng.float(5.6, 9.2);
  const r = gResult('ca', p.given, p.family, showDob ? dob : null);
  setInstitution(r, s.name, 'AD');

  const blocks: Array<{ heading: string; rows: GRow[] }> = [];
  let sum = 0;
  let n = 0;
  for (const yr of [0, 1]) {
    const session = `${start + yr}-${start + yr + 1}`;
    const pending = !done && yr === 1;
    const rows: GRow[] = [];
    for (const area of MODALITIES[modality]) {
      rows.push({ band: area.area, cells: [] });
      for (const subj of yr === 0 ? area.y1 : area.y2) {
        const hours = subj.startsWith('Treball') ? '1' : String(rng.pick([2, 3, 3, 4]));
        if (pending) {
          rows.push({ cells: [subj, hours, '', ''] });
          r.courses.push(course({ courseName: subj, term: 'Segon curs', session }));
          continue;
        }
        const m = around(rng, ability, 1.3, 5, 10);
        rows.push({ cells: [subj, hours, String(m), word(m)] });
        r.courses.push(course({ courseName: subj, grade: String(m), term: yr === 0 ? 'Primer curs' : 'Segon curs', session }));
        sum += m;
        n++;
      }
    }
    blocks.push({ heading: `${yr === 0 ? 'Primer curs' : 'Segon curs'} — Curs acadèmic ${session}${pending ? ' (en curs)' : ''}`, rows });
  }
  const avg = sum / n;
  const issued = done ? iso(start + 2, rng.int(7, 9), rng.int(1, 28)) : iso(start + 2, rng.int(2, 4), rng.int(1, 28));
  Object.assign(r.qualification, {
    registrationNumber: showNia ? nia : null, name: 'Batxillerat', level: 'Higher Secondary', majorOrSpecialization: modality,
    yearOfAdmission: start, yearOfCompletion: done ? start + 2 : null, status: done ? 'Completed' : null, dateOfIssue: issued,
    cgpa: done ? avg.toFixed(2) : null,
  });

  const pdf = new Pdf({ size: A4, title: 'Expedient acadèmic', author: s.name, creationDate: new Date(`${issued}T11:00:00Z`) });
  const L = 48;
  const W = pdf.width - 96;
  const c = rng.pick(['#004d80', '#8a1538', '#365314']);
  pdf.fill(L, 30, 6, 50, c);
  pdf.text(s.name, L + 16, 32, { font: F.bold, size: 14, color: c, width: W - 16, fit: true });
  pdf.text(`${s.street} · ${s.post} ${s.town} · Principat d'Andorra`, L + 16, 52, { font: F.regular, size: 8.5 });
  pdf.text(`Tel. +376 ${digits(rng, 3)} ${digits(rng, 3)} · secretaria@${s.name.split(' ').pop()!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.ad`, L + 16, 64, { font: F.regular, size: 8.5 });
  pdf.text('EXPEDIENT ACADÈMIC DE BATXILLERAT', L, 98, { font: F.bold, size: 13, width: W, align: 'center' });
  let y = 124;
  // Captions above their values, in boxes: surnames and given name apart.
  const boxes: Array<[string, string, number]> = [['Cognoms', p.family.toUpperCase(), 0.42], ['Nom', p.given, 0.28], ['Data de naixement', showDob ? dmy(dob, '/') : '', 0.3]];
  let x = L;
  for (const [cap, val, share] of boxes) {
    const w = W * share;
    pdf.rect(x, y, w, 30, 0.5, '#777777');
    pdf.text(cap, x + 4, y + 3, { font: F.regular, size: 7, color: '#666666' });
    if (val) pdf.text(val, x + 4, y + 15, { font: F.bold, size: 10, width: w - 8, fit: true });
    x += w;
  }
  y += 30;
  const boxes2: Array<[string, string, number]> = [['Modalitat', modality, 0.5], ['Estudis', 'Batxillerat', 0.25], ['NIA', showNia ? nia : '—', 0.25]];
  x = L;
  for (const [cap, val, share] of boxes2) {
    const w = W * share;
    pdf.rect(x, y, w, 30, 0.5, '#777777');
    pdf.text(cap, x + 4, y + 3, { font: F.regular, size: 7, color: '#666666' });
    pdf.text(val, x + 4, y + 15, { font: F.bold, size: 10, width: w - 8, fit: true });
    x += w;
  }
  y += 44;
  const cols = [{ label: 'Matèria', width: W - 60 - 60 - 90 }, { label: 'Hores setm.', width: 60, align: 'center' as const }, { label: 'Qualificació', width: 60, align: 'center' as const }, { label: '', width: 90 }];
  for (const b of blocks) {
    pdf.text(b.heading, L, y, { font: F.bold, size: 10, color: c });
    y += 14;
    y = gTable(pdf, F, L, y, cols, b.rows, { size: 8.4, rowH: 13, ruling: 'rows', fill: '#eef2f5', bandFill: '#f7f7f7' }) + 12;
  }
  if (done) {
    pdf.text(`Nota mitjana del batxillerat: ${comma(avg, 2)}`, L, y, { font: F.bold, size: 10 });
    y += 14;
    pdf.text(`Prova oficial de batxillerat: APTE (convocatòria de juny de ${start + 2})`, L, y, { font: F.regular, size: 9.5 });
    y += 14;
    pdf.text(`${p.woman ? 'L\'alumna' : 'L\'alumne'} ha obtingut el títol de Batxillerat.`, L, y, { font: F.regular, size: 9.5 });
  } else pdf.text('Expedient parcial: el segon curs és en curs i no té qualificacions.', L, y, { font: F.italic, size: 9.5 });
  y += 20;
  pdf.para('Clau: 1-4 Insuficient; 5 Suficient; 6 Bé; 7-8 Notable; 9-10 Excel·lent. Les hores són setmanals i no són crèdits.', L, y, W, { font: F.italic, size: 7.5, color: '#555555' });
  const fy = pdf.height - 110;
  pdf.text(`${s.town}, ${longDate(issued, 'ca')}`, L, fy, { font: F.regular, size: 9.5 });
  const sec = `${otherGiven(rng, 'AD', rng.bool())} ${otherFamily(rng, 'AD', p.family)}`;
  const dir = `${otherGiven(rng, 'AD', rng.bool())} ${otherFamily(rng, 'AD', p.family)}`;
  pdf.signature(L + 10, fy + 18, 100, rng);
  pdf.signature(L + W - 150, fy + 18, 100, rng);
  pdf.text(sec, L, fy + 56, { font: F.regular, size: 8.5, width: 180 });
  pdf.text('Secretari/ària', L, fy + 68, { font: F.regular, size: 8.5, width: 180 });
  pdf.text('Vist i plau', L + W - 180, fy + 44, { font: F.regular, size: 8.5, width: 180, align: 'right' });
  pdf.text(dir, L + W - 180, fy + 56, { font: F.regular, size: 8.5, width: 180, align: 'right' });
  pdf.text('Director/a', L + W - 180, fy + 68, { font: F.regular, size: 8.5, width: 180, align: 'right' });
  const printed: Record<string, string> = { 'candidate.fullName': p.family.toUpperCase(), 'qualification.dateOfIssue': longDate(issued, 'ca') };
  if (showDob) printed['candidate.dateOfBirth'] = dmy(dob, '/');
  if (done) printed['qualification.cgpa'] = comma(avg, 2);
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-05-record',
    country: 'AD',
    languages: ['ca'],
    kind: 'transcript',
    degradations: [],
    conventions: 'Andorran baccalaureate academic record in Catalan: letterhead with AD postal code, Principat d\'Andorra and +376; captions above their values in boxes (Cognoms in capitals, Nom, Data de naixement, Modalitat, Estudis, NIA); one block per school year with the subjects grouped by area, weekly hours (not credits), the mark 1-10 and its word in two cells; the second year in progress on some; the average with a decimal comma and the official examination\'s result; a key; place and date with the Catalan month.',
    render,
  },
];
