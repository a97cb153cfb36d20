/**
 * Certificate of results of the complementary secondary course (10th to 12th year) of a Bissau-Guinean lycée, in
 * Portuguese: the Republic's heading and the school's name with its address in Bissau; "CERTIFICADO DE
 * HABILITAÇÕES"; the pupil's identity in a grid of label cells and value cells (name, parents' names — "filho(a)
 * de … e de …" —, date and place of birth, process number, course and area); a statement that the pupil completed
 * the course in an academic year; the subjects grouped by area of study (general and specific training), each
 * with its classification of the 10th, 11th and 12th years on the 0-20 scale and its final classification in
 * figures and in words ("valores"); the final average; the place and date in words with the month's name, the
 * director's and the clerk's signatures and a stamp. As the Lusophone West African school-leaving certificates
 * are described in public recognition guides (0-20 scale, 10 the pass mark, "valores").
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, gPerson, gResult, gTable, iso, longDate, otherFamily, otherGiven, type GRow } from './g-kit';

const SCHOOLS = [
  { name: 'Liceu Nova Esperança', street: 'Avenida dos Combatentes, s/n', bairro: 'Bairro de Ajuda' },
  { name: 'Liceu Rio Geba', street: 'Rua 12 de Setembro, n.º 41', bairro: 'Bairro Militar' },
  { name: 'Escola Secundária Ponta Biombo', street: 'Estrada de Bor, km 4', bairro: 'Bairro de Bor' },
];
const AREAS: Record<string, Array<{ area: string; subjects: string[] }>> = {
  'Ciências e Tecnologias': [
    { area: 'Formação Geral', subjects: ['Língua Portuguesa', 'Língua Francesa', 'Língua Inglesa', 'Filosofia', 'Educação Física'] },
    { area: 'Formação Específica', subjects: ['Matemática', 'Física', 'Química', 'Biologia', 'Geologia'] },
  ],
  'Ciências Sociais e Humanas': [
    { area: 'Formação Geral', subjects: ['Língua Portuguesa', 'Língua Francesa', 'Língua Inglesa', 'Filosofia', 'Educação Física'] },
    { area: 'Formação Específica', subjects: ['História', 'Geografia', 'Economia', 'Sociologia', 'Matemática Aplicada'] },
  ],
};
const WORDS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte'];

async function render(rng: Rng) {
  const p = gPerson(rng, 'GW');
  const s = rng.pick(SCHOOLS);
  const areaName = rng.pick(Object.keys(AREAS));
  const end = rng.int(2016, 2024);
  const dob = iso(end - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const issued = iso(end, rng.int(8, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SERIF[2], SANS[0]]);
  const ability = rng.float(10.5, 16.5);
  const proc = `${digits(rng, 4)}/${String(end - 2).slice(2)}`;
  const showProc = rng.bool(0.6);
  const r = gResult('pt', p.given, p.family, dob);
  setInstitution(r, s.name, 'GW');

  const rows: GRow[] = [];
  let sum = 0;
  let n = 0;
  for (const block of AREAS[areaName]) {
    rows.push({ band: `Área de ${block.area}`, cells: [] });
    for (const subj of block.subjects) {
      const marks = [0, 1, 2].map(() => around(rng, ability, 2, 10, 20));
      const fin = Math.round((marks[0] + marks[1] + marks[2]) / 3);
      rows.push({ cells: [subj, String(marks[0]), String(marks[1]), String(marks[2]), String(fin), `${WORDS[fin]} valores`] });
      r.courses.push(course({ courseName: subj, marksScored: fin, maximumMarks: 20 }));
      sum += fin;
      n++;
    }
  }
  const avg = sum / n;
  Object.assign(r.qualification, {
    registrationNumber: showProc ? proc : null, name: 'Curso Complementar do Ensino Secundário', level: 'Higher Secondary', majorOrSpecialization: areaName,
    yearOfCompletion: end, status: 'Completed', dateOfIssue: issued, cgpa: avg.toFixed(1),
  });

  const pdf = new Pdf({ size: A4, title: 'Certificado de Habilitações', author: s.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 55;
  const W = pdf.width - 110;
  const c = rng.pick(['#1b5e20', '#7f1d1d', '#1f1f1f']);
  pdf.text('REPÚBLICA DA GUINÉ-BISSAU', L, 40, { font: F.bold, size: 11, width: W, align: 'center' });
  pdf.text('Ministério da Educação Nacional', L, 55, { font: F.regular, size: 9.5, width: W, align: 'center' });
  pdf.text(s.name.toUpperCase(), L, 74, { font: F.bold, size: 13, color: c, width: W, align: 'center', fit: true });
  pdf.text(`${s.street}, ${s.bairro} — Bissau`, L, 91, { font: F.regular, size: 8.5, width: W, align: 'center' });
  pdf.line(L + 60, 106, L + W - 60, 106, 0.8, c);
  pdf.text('CERTIFICADO DE HABILITAÇÕES', L, 118, { font: F.bold, size: 14, width: W, align: 'center' });
  // Identity in a grid of label cells and value cells.
  let y = 146;
  const father = `${otherGiven(rng, 'GW', false)} ${p.family}`;
  const mother = `${otherGiven(rng, 'GW', true)} ${otherFamily(rng, 'GW', p.family)}`;
  const grid: Array<[string, string, string?, string?]> = [
    ['Nome', `${p.given} ${p.family}`],
    [p.woman ? 'Filha de' : 'Filho de', father, 'e de', mother],
    ['Data de nascimento', longDate(dob, 'pt'), 'Natural de', rng.pick(['Bafatá', 'Gabú', 'Cacheu', 'Bolama', 'Canchungo', 'Bissau'])],
    showProc ? ['Processo n.º', proc, 'Ano letivo', `${end - 1}/${end}`] : ['Ano letivo', `${end - 1}/${end}`],
    ['Curso', 'Curso Complementar do Ensino Secundário', 'Área', areaName],
  ];
  const lw = 92;
  const rowH = 18;
  for (const [k1, v1, k2, v2] of grid) {
    pdf.fill(L, y, lw, rowH, '#ececec');
    pdf.rect(L, y, W, rowH, 0.5);
    pdf.text(k1, L + 4, y + 5, { font: F.regular, size: 8.5 });
    if (k2 !== undefined) {
      const mid = L + lw + (W - lw) * 0.5;
      pdf.text(v1, L + lw + 5, y + 5, { font: F.bold, size: 9, width: mid - L - lw - 10, fit: true });
      pdf.fill(mid, y, 70, rowH, '#ececec');
      pdf.line(mid, y, mid, y + rowH, 0.5);
      pdf.line(mid + 70, y, mid + 70, y + rowH, 0.5);
      pdf.text(k2, mid + 4, y + 5, { font: F.regular, size: 8.5 });
      pdf.text(v2!, mid + 75, y + 5, { font: F.bold, size: 9, width: L + W - mid - 80, fit: true });
    } else pdf.text(v1, L + lw + 5, y + 5, { font: F.bold, size: 9, width: W - lw - 10, fit: true });
    pdf.line(L + lw, y, L + lw, y + rowH, 0.5);
    y += rowH;
  }
  y += 14;
  y += pdf.para(`Certifica-se, para os devidos efeitos, que ${p.woman ? 'a aluna' : 'o aluno'} acima ${p.woman ? 'identificada' : 'identificado'} concluiu no ano letivo de ${end - 1}/${end} o Curso Complementar do Ensino Secundário (12.º ano de escolaridade), com as classificações seguintes, na escala de 0 a 20 valores:`, L, y, W, { font: F.regular, size: 9.5, leading: 13 }) + 8;
  const cols = [
    { label: 'Disciplinas', width: W - 3 * 46 - 58 - 110 }, { label: '10.º ano', width: 46, align: 'center' as const }, { label: '11.º ano', width: 46, align: 'center' as const },
    { label: '12.º ano', width: 46, align: 'center' as const }, { label: ['Classif.', 'final'], width: 58, align: 'center' as const }, { label: 'Por extenso', width: 110 },
  ];
  y = gTable(pdf, F, L, y, cols, rows, { size: 8.6, rowH: 15, ruling: 'grid', fill: '#e4e4e4', bandFill: '#f4f4f4' }) + 12;
  pdf.text(`Média final do curso: ${comma(avg, 1)} valores`, L, y, { font: F.bold, size: 10 });
  y += 26;
  pdf.text(`Bissau, ${longDate(issued, 'pt')}`, L, y, { font: F.regular, size: 10, width: W, align: 'right' });
  y += 40;
  const dir = `${otherGiven(rng, 'GW', rng.bool())} ${otherFamily(rng, 'GW', p.family)}`;
  const clerk = `${otherGiven(rng, 'GW', rng.bool())} ${otherFamily(rng, 'GW', p.family)}`;
  pdf.signature(L + 20, y - 28, 110, rng);
  pdf.signature(L + W - 160, y - 30, 110, rng);
  pdf.text('O Chefe da Secretaria', L, y, { font: F.regular, size: 9, width: 170, align: 'center' });
  pdf.text(clerk, L, y + 13, { font: F.regular, size: 9, width: 170, align: 'center' });
  pdf.text(`${dir.split(' ')[0].endsWith('a') ? 'A Diretora' : 'O Diretor'}`, L + W - 190, y, { font: F.regular, size: 9, width: 190, align: 'center' });
  pdf.text(dir, L + W - 190, y + 13, { font: F.regular, size: 9, width: 190, align: 'center' });
  pdf.seal(L + W / 2, y + 4, 30, '#3b4c9b');
  pdf.stampBox(L + W / 2 - 60, y + 46, 120, 30, ['EMOLUMENTOS PAGOS', `Recibo n.º ${digits(rng, 5)}`], '#7a2e8a');
  const printed: Record<string, string> = { 'candidate.dateOfBirth': longDate(dob, 'pt'), 'qualification.dateOfIssue': longDate(issued, 'pt'), 'qualification.cgpa': comma(avg, 1) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'g-02-marksheet',
    country: 'GW',
    languages: ['pt'],
    kind: 'marksheet',
    degradations: ['photo'],
    conventions: 'Bissau-Guinean secondary certificate of results in Portuguese: Republic and ministry heading, the lycée in Bissau; the identity in a grid of label and value cells (name, parents as decoys, birth date with the month in words, birthplace, process number, academic year, course, area); subjects grouped by area, classifications of three years and the final one in figures and in words on the 0-20 scale; the final average with a decimal comma; place and date with the month\'s name; signatures, seal and a fee stamp.',
    render,
  },
];
