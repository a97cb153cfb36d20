/**
 * Santomean certificado de habilitações literárias of a secondary school, in Portuguese: the republic with its
 * motto and the ministry of education over the school's name and address with "São Tomé e Príncipe"; the
 * certificate's register references (book, page, entry: decoy numbers); the certifying paragraph in the
 * director's name ("… certifica, em face dos registos existentes nesta Escola, que …, filho(a) de … e de … (the
 * parents, never the candidate), nascido(a) a …, natural do distrito de …, concluiu no ano letivo de 2018/2019
 * o Ensino Secundário Complementar (12.ª classe), na área de …, com as classificações seguintes:"); the
 * disciplines with their final mark in figures and in words (one mark out of 20); the final average in figures
 * and words; "Por ser verdade e me ter sido pedido, passa-se o presente certificado …"; the fees in dobras (a
 * decoy number), "São Tomé, aos … de … de …", the director's and the clerk's signatures. As described by Santomean
 * secondary-education regulations (classes 10 to 12 of the second cycle, areas of study, marks 0-20 valores with
 * 10 to pass).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { PT_WORDS, around, longDate, otherFamily, zPerson, zResult, zTable } from './z-kit';

const SCHOOLS = [
  { name: 'Escola Secundária Ana Chaves', addr: 'Avenida Marginal 12 de Julho, cidade de São Tomé' },
  { name: 'Colégio Secundário Monte Café', addr: 'Estrada de Monte Café, Trindade' },
  { name: 'Escola Secundária Ribeira Afonso', addr: 'Rua Principal, Santana' },
];
const AREAS: Record<string, string[]> = {
  'Ciências e Tecnologia': ['Língua Portuguesa', 'Língua Inglesa', 'Língua Francesa', 'Filosofia', 'Matemática', 'Física', 'Química', 'Biologia', 'Educação Física'],
  'Ciências Económicas e Sociais': ['Língua Portuguesa', 'Língua Inglesa', 'Língua Francesa', 'Filosofia', 'Matemática Aplicada', 'Economia', 'Introdução ao Direito', 'Geografia', 'Educação Física'],
  'Humanidades': ['Língua Portuguesa', 'Literatura', 'Língua Inglesa', 'Língua Francesa', 'Filosofia', 'História', 'Geografia', 'Sociologia', 'Educação Física'],
};
const DISTRICTS = ['Água Grande', 'Mé-Zóchi', 'Cantagalo', 'Lobata', 'Lembá', 'Caué', 'Pagué'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'ST');
  const sch = rng.pick(SCHOOLS);
  const area = rng.pick(Object.keys(AREAS));
  const year = rng.int(2014, 2024);
  const dob = iso(year - rng.int(17, 20), rng.int(1, 12), rng.int(1, 28));
  const issued = addDays(iso(year, rng.int(7, 9), rng.int(1, 28)), rng.int(10, 500));
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const ability = rng.float(11, 15.5);
  const r = zResult('pt', p.given, p.family, dob);
  setInstitution(r, sch.name, 'ST');

  const rows: Array<{ cells: string[] }> = [];
  let sum = 0;
  for (const d of AREAS[area]) {
    const m = around(rng, ability, 2, 10, 19);
    rows.push({ cells: [d, String(m), PT_WORDS[m]] });
    r.courses.push(course({ courseName: d, marksScored: m, maximumMarks: 20 }));
    sum += m;
  }
  const avg = Math.round(sum / rows.length);
  Object.assign(r.qualification, {
    name: 'Ensino Secundário Complementar', level: 'Higher Secondary', majorOrSpecialization: area,
    yearOfCompletion: year, status: 'Completed', dateOfIssue: issued, cgpa: String(avg),
  });

  const pdf = new Pdf({ size: A4, title: 'Certificado de Habilitações Literárias', author: sch.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 62;
  const W = pdf.width - 124;
  const ink = rng.pick(['#0b5d1e', '#6d4c41', '#1f3b73']);
  pdf.shield(pdf.width / 2 - 15, 26, 30, ink);
  pdf.text('REPÚBLICA DEMOCRÁTICA DE SÃO TOMÉ E PRÍNCIPE', L, 68, { font: F.bold, size: 10.5, width: W, align: 'center' });
  pdf.text('(Unidade – Disciplina – Trabalho)', L, 81, { font: F.italic, size: 8.5, width: W, align: 'center' });
  pdf.text('MINISTÉRIO DA EDUCAÇÃO E ENSINO SUPERIOR', L, 95, { font: F.regular, size: 8.8, width: W, align: 'center' });
  pdf.text(sch.name.toUpperCase(), L, 110, { font: F.bold, size: 11.5, width: W, align: 'center', color: ink });
  pdf.text(`${sch.addr} — São Tomé e Príncipe · Tel. (+239) 22${digits(rng, 5)}`, L, 125, { font: F.regular, size: 8, width: W, align: 'center', fit: true });
  pdf.text('CERTIFICADO DE HABILITAÇÕES LITERÁRIAS', L, 150, { font: F.bold, size: 13, width: W, align: 'center', cs: 0.5 });
  pdf.text(`Livro n.º ${rng.int(2, 9)}, folha ${rng.int(10, 99)}, termo n.º ${rng.int(100, 480)}`, L, 168, { font: F.regular, size: 8.5, width: W, align: 'right' });
  let y = 190;
  const director = `${rng.pick(['Fernando', 'Amílcar', 'Lígia', 'Marta', 'Osvaldo'])} ${otherFamily(rng, 'ST', p.family)}`;
  const father = `${rng.pick(['Manuel', 'Leonel', 'Carlos', 'Evaristo', 'Albertino'])} ${p.family}`;
  const mother = `${rng.pick(['Maria', 'Filomena', 'Guilhermina', 'Rosa', 'Amélia'])} ${otherFamily(rng, 'ST', p.family)}`;
  const born = p.woman ? 'nascida' : 'nascido';
  const par = `${director}, Diretor(a) da ${sch.name}, certifica, em face dos registos existentes nesta Escola, que ${p.given} ${p.family}, ${p.woman ? 'filha' : 'filho'} de ${father} e de ${mother}, ${born} a ${longDate(dob, 'pt')}, natural do distrito de ${rng.pick(DISTRICTS)}, concluiu no ano letivo de ${year - 1}/${year} o Ensino Secundário Complementar (12.ª classe), na área de ${area}, com as classificações seguintes:`;
  y += pdf.para(par, L, y, W, { font: F.regular, size: 10, leading: 15 });
  y += 10;
  const cols = [{ label: 'Disciplinas', width: W - 90 - 130 }, { label: ['Classificação', '(valores)'], width: 90, align: 'center' as const }, { label: ['Por', 'extenso'], width: 130, align: 'center' as const }];
  y = zTable(pdf, F, L, y, cols, rows, { size: 9.5, rowH: 16, ruling: 'grid', fill: '#f2f2ea' });
  y += 14;
  pdf.text(`Média final: ${avg} (${PT_WORDS[avg]}) valores.`, L, y, { font: F.bold, size: 10.5 });
  y += 22;
  y += pdf.para('Por ser verdade e me ter sido pedido, passa-se o presente certificado, que vai assinado e autenticado com o selo branco em uso nesta Escola.', L, y, W, { font: F.regular, size: 10, leading: 14 });
  y += 8;
  pdf.text(`Emolumentos pagos: ${rng.pick(['150,00', '200,00', '250,00'])} Dbs — Recibo n.º ${digits(rng, 5)}`, L, y, { font: F.regular, size: 8.5 });
  y += 24;
  pdf.text(`São Tomé, aos ${longDate(issued, 'pt')}`, L, y, { font: F.regular, size: 10, width: W, align: 'right' });
  y += 30;
  pdf.text('O(A) Funcionário(a)', L, y, { font: F.regular, size: 9.5, width: 180, align: 'center' });
  pdf.text('O(A) Diretor(a)', L + W - 180, y, { font: F.regular, size: 9.5, width: 180, align: 'center' });
  pdf.signature(L + 40, y + 34, 100, rng);
  pdf.signature(L + W - 140, y + 34, 100, rng);
  pdf.line(L, y + 42, L + 180, y + 42, 0.5);
  pdf.line(L + W - 180, y + 42, L + W, y + 42, 0.5);
  pdf.text(director, L + W - 180, y + 46, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.seal(L + W / 2, y + 30, 28, ink);
  const printed: Record<string, string> = {
    'institution.name': sch.name,
    'candidate.dateOfBirth': longDate(dob, 'pt'),
    'qualification.dateOfIssue': longDate(issued, 'pt'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-10-certificate',
    country: 'ST',
    languages: ['pt'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Santomean secondary-school certificado de habilitações literárias in Portuguese: republic, motto, ministry, school with address and São Tomé e Príncipe, +239; register book, page and entry numbers as decoys; a certifying paragraph in the director\'s name with the holder, the parents as decoys, the birth date in words, the district, the academic year, the completed level and area; disciplines with the final mark 0-20 in figures and words (one mark); final average in figures and words; fees in dobras as a decoy number; place and date of issue; as described by Santomean secondary-education regulations.',
    render,
  },
];
