/**
 * Timorese university certificado de notas of a licenciatura, in Portuguese (an official language beside Tetum,
 * whose form of the republic's name stands under the Portuguese one): the republic in both forms and its motto,
 * the institution with its street address in Díli or Baucau, "Timor-Leste", a +670 telephone; "CERTIFICADO DE
 * NOTAS"; a sentence in which the academic services certify, from the student's file, that Given FAMILY, daughter
 * or son of two parents (decoys), born on a date in a municipality, student number …, enrolled in the
 * "Licenciatura em <field>" with "Ano de ingresso: yyyy", obtained the following marks; one flat table over pages
 * with a running number, the course code, title, a Semestre column in Roman numerals and an Ano column with the
 * calendar year (the academic year of Timor-Leste runs with the calendar), credits, the mark out of 100, the letter
 * A to E and its points (a conversion, no further grade); the total of credits, the mean on the 0-4 scale with a
 * decimal comma; for a finished course the conclusion date, else the semester now attended; "Díli, …" with the
 * signature. As described by Timorese higher-education regulations (degrees of bacharel and licenciado, semesters
 * with credits, the calendar academic year) and the letter scales its universities publish.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, eResult, ePerson, eTable, longDate, otherFamily, otherGiven, upper, type ERow } from './e-kit';

const INSTS = [
  { name: 'Universidade de Estudos Aplicados de Timor', abbr: 'UNEAT', addr: 'Avenida de Portugal, Pantai Kelapa, Díli, Timor-Leste', city: 'Díli' },
  { name: 'Instituto Superior de Ciências e Tecnologia de Baucau', abbr: 'ISCTB', addr: 'Rua da Vila Antiga, Baucau, Timor-Leste', city: 'Baucau' },
];
const COURSES = [
  { field: 'Gestão de Empresas', code: 'GE', list: ['Introdução à Gestão', 'Matemática I', 'Língua Portuguesa I', 'Tétum Académico', 'Contabilidade Geral I', 'Matemática II', 'Língua Portuguesa II', 'Microeconomia', 'Contabilidade Geral II', 'Estatística I', 'Macroeconomia', 'Direito Comercial', 'Inglês Técnico', 'Estatística II', 'Marketing', 'Contabilidade de Custos', 'Gestão Financeira I', 'Gestão de Recursos Humanos', 'Fiscalidade', 'Informática de Gestão', 'Gestão Financeira II', 'Economia de Timor-Leste', 'Investigação Operacional', 'Ética Empresarial', 'Gestão Estratégica', 'Auditoria', 'Empreendedorismo', 'Metodologia de Investigação', 'Gestão de Projetos', 'Seminário de Gestão', 'Estágio Profissional', 'Monografia'] },
  { field: 'Engenharia Civil', code: 'EC', list: ['Análise Matemática I', 'Física I', 'Desenho Técnico', 'Língua Portuguesa I', 'Análise Matemática II', 'Física II', 'Química Geral', 'Língua Portuguesa II', 'Álgebra Linear', 'Mecânica Aplicada', 'Topografia', 'Materiais de Construção', 'Resistência dos Materiais', 'Geologia de Engenharia', 'Hidráulica Geral', 'Métodos Numéricos', 'Mecânica dos Solos', 'Estruturas de Betão I', 'Hidrologia', 'Vias de Comunicação I', 'Estruturas de Betão II', 'Fundações', 'Saneamento Básico', 'Vias de Comunicação II', 'Estruturas Metálicas', 'Gestão de Obras', 'Estradas Rurais', 'Metodologia de Investigação', 'Pontes', 'Planeamento Urbano', 'Estágio Profissional', 'Monografia'] },
];
const MUNIS = ['Aileu', 'Ainaro', 'Baucau', 'Bobonaro', 'Covalima', 'Ermera', 'Lautém', 'Liquiçá', 'Manatuto', 'Manufahi', 'Viqueque'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
const LETTER: Array<[number, string, number]> = [[85, 'A', 4], [70, 'B', 3], [55, 'C', 2], [50, 'D', 1]];

async function render(rng: Rng) {
  const p = ePerson(rng, 'TL');
  const inst = rng.pick(INSTS);
  const c = rng.pick(COURSES);
  const start = rng.int(2014, 2020);
  const sems = rng.pick([5, 8, 8]);
  const done = sems === 8;
  const dob = iso(start - rng.int(18, 22), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick([SERIF[0], SANS[1], SANS[0]]);
  const ability = rng.float(58, 82);
  const num = `${start}${c.code}${digits(rng, 4)}`;
  const r = eResult('pt', p.given, p.family, dob);
  setInstitution(r, inst.name, 'TL');

  const rows: ERow[] = [];
  let n = 0;
  let cr = 0;
  let pts = 0;
  for (let s = 0; s < sems; s++) {
    const yearOf = start + Math.floor(s / 2);
    c.list.slice(s * 4, s * 4 + 4).forEach((t, k) => {
      n++;
      const code = `${c.code}${String(s + 1)}${String(k + 1).padStart(2, '0')}`;
      const credit = t === 'Monografia' ? 6 : t === 'Estágio Profissional' ? 4 : rng.pick([3, 3, 4]);
      const mark = around(rng, ability, 9, 50, 97);
      const [, letter, point] = LETTER.find(([min]) => mark >= min)!;
      rows.push({ cells: [String(n), code, t, ROMAN[s], String(yearOf), String(credit), String(mark), letter, comma(point, 1)] });
      r.courses.push(course({ courseNumber: code, courseName: t, credit, marksScored: mark, maximumMarks: 100, grade: letter, term: ROMAN[s], year: yearOf }));
      cr += credit;
      pts += credit * point;
    });
  }
  const mean = pts / cr;
  const concl = iso(start + 4, rng.int(1, 3), rng.int(1, 28));
  const issued = done ? addDays(concl, rng.int(10, 200)) : iso(start + Math.ceil(sems / 2), rng.int(3, 6), rng.int(1, 28));
  const name = `Licenciatura em ${c.field}`;
  Object.assign(r.qualification, {
    registrationNumber: num, name, level: 'Bachelor', program: name, majorOrSpecialization: c.field, yearOfAdmission: start,
    dateOfIssue: issued, cgpa: mean.toFixed(2), totalCreditsOrMarks: String(cr),
  });
  if (done) Object.assign(r.qualification, { yearOfCompletion: start + 4, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Certificado de Notas', author: inst.name, creationDate: new Date(`${issued}T09:00:00Z`) });
  const L = 46;
  const W = pdf.width - 92;
  const ink = rng.pick(['#7a1c1c', '#1c3f7a', '#3a3a3a']);
  pdf.crest(L + 26, 50, 24, inst.abbr.slice(0, 3), ink);
  pdf.text('REPÚBLICA DEMOCRÁTICA DE TIMOR-LESTE', L + 60, 28, { font: F.bold, size: 9.5 });
  pdf.text('Repúblika Demokrátika Timór-Leste', L + 60, 40, { font: F.italic, size: 8.5 });
  pdf.text('Unidade, Acção, Progresso', L + 60, 51, { font: F.regular, size: 7.5, color: '#555555' });
  pdf.text(inst.name, L + 60, 63, { font: F.bold, size: 11.5, color: ink, width: W - 60, fit: true });
  pdf.text(`${inst.addr} · Tel. (+670) 7${digits(rng, 3)} ${digits(rng, 4)}`, L + 60, 78, { font: F.regular, size: 7.6, width: W - 60, fit: true });
  pdf.line(L, 94, L + W, 94, 0.9, ink);
  pdf.text('CERTIFICADO DE NOTAS', L, 108, { font: F.bold, size: 15, width: W, align: 'center' });
  let y = 134;
  const father = `${otherGiven(rng, 'TL', false)} ${otherFamily(rng, 'TL', p.family)}`;
  const mother = `${otherGiven(rng, 'TL', true)} ${otherFamily(rng, 'TL', p.family)}`;
  const txt = `Os Serviços Académicos certificam, face ao processo individual arquivado nesta instituição, que ${p.given} ${upper(p.family, 'pt')}, ${p.woman ? 'filha' : 'filho'} de ${father} e de ${mother}, ${p.woman ? 'nascida' : 'nascido'} em ${dmy(dob)}, no município de ${rng.pick(MUNIS)}, estudante n.º ${num}, matriculad${p.woman ? 'a' : 'o'} no curso de ${name} (Ano de ingresso: ${start}), obteve as classificações seguintes:`;
  y += pdf.para(txt, L, y, W, { font: F.regular, size: 9.6, leading: 13.5 });
  y += 10;
  const cols = [
    { label: 'N.º', width: 24, align: 'center' as const }, { label: 'Código', width: 44 },
    { label: 'Unidade Curricular', width: W - 24 - 44 - 46 - 34 - 44 - 44 - 36 - 38 },
    { label: 'Semestre', width: 46, align: 'center' as const }, { label: 'Ano', width: 34, align: 'center' as const },
    { label: 'Créditos', width: 44, align: 'center' as const }, { label: ['Nota', '(0-100)'], width: 44, align: 'center' as const },
    { label: 'Letra', width: 36, align: 'center' as const }, { label: 'Valor', width: 38, align: 'center' as const },
  ];
  const style = { size: 8, rowH: 12.5, ruling: 'grid' as const, fill: '#ececec' };
  let i = 0;
  while (i < rows.length) {
    const room = Math.floor((pdf.height - 70 - y - 20) / style.rowH);
    const chunk = rows.slice(i, i + Math.max(1, room));
    y = eTable(pdf, F, L, y, cols, chunk, style);
    i += chunk.length;
    if (i < rows.length) {
      pdf.text('(continua na página seguinte)', L, y + 4, { font: F.italic, size: 7.5 });
      pdf.addPage();
      pdf.text(`${p.given} ${upper(p.family, 'pt')} — estudante n.º ${num}`, L, 34, { font: F.italic, size: 8 });
      y = 52;
    }
  }
  if (y > pdf.height - 190) {
    pdf.addPage();
    y = 52;
  }
  y += 12;
  pdf.text(`Total de créditos obtidos: ${cr}`, L, y, { font: F.bold, size: 9.5 });
  pdf.text(`Média final (escala 0-4): ${comma(mean, 2)}`, L + W / 2, y, { font: F.bold, size: 9.5 });
  y += 15;
  if (done) pdf.text(`Concluiu o curso em ${longDate(concl, 'pt')}, tendo-lhe sido conferido o grau de licenciado.`, L, y, { font: F.regular, size: 9.2, width: W, fit: true });
  else pdf.text(`Frequenta, no presente ano letivo, o ${ROMAN[sems]} semestre do curso.`, L, y, { font: F.regular, size: 9.2 });
  y += 14;
  pdf.text('Escala: A 85-100 (4,0) · B 70-84 (3,0) · C 55-69 (2,0) · D 50-54 (1,0) · E 0-49 (reprovado).', L, y, { font: F.italic, size: 7.4 });
  y += 13;
  pdf.text('Por ser verdade e me ter sido pedido, passo o presente certificado, que assino e autentico com o selo branco em uso nesta instituição.', L, y, { font: F.regular, size: 8.6, width: W, fit: true });
  y += 26;
  pdf.text(`${inst.city}, ${longDate(issued, 'pt')}`, L + W - 240, y, { font: F.regular, size: 9.2, width: 240, align: 'center' });
  pdf.text('O Chefe dos Serviços Académicos', L + W - 240, y + 14, { font: F.bold, size: 9.2, width: 240, align: 'center' });
  pdf.signature(L + W - 170, y + 44, 100, rng);
  pdf.seal(L + W - 262, y + 40, 24, ink);
  const printed: Record<string, string> = {
    'candidate.fullName': p.given,
    'candidate.dateOfBirth': dmy(dob),
    'qualification.dateOfIssue': longDate(issued, 'pt'),
    'qualification.cgpa': comma(mean, 2),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'e-04-transcript',
    country: 'TL',
    languages: ['pt'],
    kind: 'transcript',
    degradations: ['photo'],
    conventions: 'Timorese university certificado de notas of a licenciatura in Portuguese, the republic also in Tetum: institution with street address in Díli or Baucau, Timor-Leste, +670; a certifying sentence with the holder (Given FAMILY), both parents as decoys, birth date and municipality, student number, the course "Licenciatura em <field>" and its year of entry; one flat table over pages with running number, code, title, a semester column in Roman numerals and a calendar-year column, credits, mark out of 100, letter and its points; total credits and the 0-4 mean with a decimal comma; conclusion date or current semester; as described by Timorese higher-education regulations.',
    render,
  },
];
