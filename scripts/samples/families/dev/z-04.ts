/**
 * Cabo Verdean certificado de habilitações of a Licenciatura, in Portuguese, issued by a private higher school:
 * the school's name and address with the city and "Cabo Verde", a +238 telephone and a .cv web address; the
 * certifying paragraph ("Certifica-se, para os devidos efeitos, que …, filho(a) de … e de … (the parents, never
 * the candidate), natural de …, nascido(a) a …, portador(a) do CNI n.º … (a decoy), concluiu o curso de
 * Licenciatura em …"); "Ano de ingresso" (the admission); the curricular units by year and semester under
 * heading rows, each with its code, title, ECTS and the mark out of 20 in figures and in words ("14 |
 * catorze": the same mark, `marksScored`), the table running on to a second page under a short repeated
 * heading; the completion date, the final mark in figures and words, the total ECTS, the fees line
 * ("Emolumentos: 1 500$00", a decoy number), "Mindelo / Praia, … de … de …" and the Secretário's signature. As
 * described by Cabo Verdean higher-education regulations (Licenciatura of 240 ECTS over four years, marks 0-20
 * valores with 10 to pass, the final mark an integer).
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, addDays, course, digits, iso, setInstitution } from '../lib/n-kit';
import { PT_WORDS, around, longDate, otherFamily, zPerson, zResult, zTable } from './z-kit';

const SCHOOLS = [
  { name: 'Escola Superior de Ciências Empresariais do Mindelo', abbr: 'ESCEM', addr: 'Rua Cristiano de Sena Barcelos, Mindelo', city: 'Mindelo', web: 'www.escem.edu.cv' },
  { name: 'Instituto Superior Atlântico de Tecnologias', abbr: 'ISAT', addr: 'Avenida Cidade de Lisboa, Achada Santo António, Praia', city: 'Praia', web: 'www.isat.edu.cv' },
];
const COURSES = [
  { field: 'Gestão de Empresas', code: 'GE', units: ['Introdução à Gestão', 'Matemática Aplicada', 'Contabilidade Financeira I', 'Microeconomia', 'Língua Portuguesa e Comunicação', 'Contabilidade Financeira II', 'Macroeconomia', 'Estatística I', 'Direito Empresarial', 'Inglês para Negócios', 'Contabilidade Analítica', 'Estatística II', 'Marketing', 'Gestão de Recursos Humanos', 'Economia de Cabo Verde', 'Gestão Financeira I', 'Fiscalidade', 'Sistemas de Informação', 'Comportamento Organizacional', 'Investigação Operacional', 'Gestão Financeira II', 'Gestão Estratégica', 'Auditoria', 'Empreendedorismo', 'Gestão da Produção', 'Controlo de Gestão', 'Mercados Financeiros', 'Ética Empresarial', 'Gestão de Projetos', 'Metodologia de Investigação', 'Análise de Investimentos', 'Seminário de Gestão', 'Estágio', 'Trabalho de Fim de Curso', 'Gestão do Turismo', 'Comércio Internacional'] },
  { field: 'Engenharia Informática', code: 'EI', units: ['Análise Matemática I', 'Álgebra Linear', 'Introdução à Programação', 'Sistemas Digitais', 'Língua Portuguesa e Comunicação', 'Análise Matemática II', 'Programação Orientada a Objetos', 'Arquitetura de Computadores', 'Matemática Discreta', 'Inglês Técnico', 'Estruturas de Dados', 'Probabilidades e Estatística', 'Bases de Dados I', 'Sistemas Operativos', 'Redes de Computadores I', 'Bases de Dados II', 'Engenharia de Software I', 'Redes de Computadores II', 'Programação Web', 'Computação Gráfica', 'Engenharia de Software II', 'Inteligência Artificial', 'Segurança Informática', 'Sistemas Distribuídos', 'Compiladores', 'Gestão de Projetos Informáticos', 'Computação Móvel', 'Administração de Sistemas', 'Ética e Deontologia', 'Metodologia de Investigação', 'Sistemas de Informação Geográfica', 'Seminário de Informática', 'Estágio', 'Trabalho de Fim de Curso', 'Energias Renováveis e Computação', 'Empreendedorismo'] },
];
const ISLANDS = ['ilha de São Vicente', 'ilha de Santiago', 'ilha do Fogo', 'ilha de Santo Antão', 'ilha do Sal', 'ilha da Boa Vista', 'ilha de São Nicolau'];

async function render(rng: Rng) {
  const p = zPerson(rng, 'CV');
  const sch = rng.pick(SCHOOLS);
  const crs = rng.pick(COURSES);
  const start = rng.int(2012, 2019);
  const end = start + 4;
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const done = iso(end, rng.int(7, 10), rng.int(1, 28));
  const issued = addDays(done, rng.int(10, 300));
  const F = rng.pick([SERIF[0], SERIF[1], SANS[0]]);
  const ability = rng.float(11.5, 16.5);
  const r = zResult('pt', p.given, p.family, dob);
  setInstitution(r, sch.name, 'CV');

  type Block = { heading: string; rows: Array<{ cells: string[] }> };
  const blocks: Block[] = [];
  const units = [...crs.units];
  let sum = 0;
  let n = 0;
  let ects = 0;
  for (let yr = 1; yr <= 4; yr++) {
    for (let s = 1; s <= 2; s++) {
      const session = `${start + yr - 1}/${start + yr}`;
      const term = `${s}.º Semestre`;
      const rows: Array<{ cells: string[] }> = [];
      const take = units.splice(0, yr === 4 && s === 2 ? 4 : rng.int(4, 5));
      const per = take.length === 4 ? [8, 8, 7, 7] : [6, 6, 6, 6, 6];
      take.forEach((t, k) => {
        const code = `${crs.code}${yr}${s}${String(k + 1).padStart(2, '0')}`;
        const cr = per[k];
        const mark = around(rng, ability, 2, 10, 19);
        rows.push({ cells: [code, t, String(cr), String(mark), PT_WORDS[mark]] });
        r.courses.push(course({ courseNumber: code, courseName: t, credit: cr, marksScored: mark, maximumMarks: 20, term, session }));
        sum += mark * cr;
        n += cr;
        ects += cr;
      });
      blocks.push({ heading: `${yr}.º Ano — ${term} — Ano letivo ${session}`, rows });
    }
  }
  const final = Math.round(sum / n);
  Object.assign(r.qualification, {
    name: `Licenciatura em ${crs.field}`, level: 'Bachelor', majorOrSpecialization: crs.field, yearOfAdmission: start,
    yearOfCompletion: end, status: 'Completed', dateOfIssue: issued, cgpa: String(final), totalCreditsOrMarks: String(ects),
  });

  const pdf = new Pdf({ size: A4, title: 'Certificado de Habilitações', author: sch.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const L = 50;
  const W = pdf.width - 100;
  const ink = rng.pick(['#0d3b66', '#5c1a1b', '#234d20']);
  const head = (first: boolean) => {
    pdf.crest(L + 24, 50, 22, sch.abbr.slice(0, 3), ink);
    pdf.text(sch.name, L + 56, 32, { font: F.bold, size: 11.5, color: ink, width: W - 56, fit: true });
    pdf.text(`${sch.addr} — Cabo Verde`, L + 56, 48, { font: F.regular, size: 8, width: W - 56, fit: true });
    pdf.text(`Tel. (+238) ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}  ·  ${sch.web}`, L + 56, 59, { font: F.regular, size: 8 });
    pdf.line(L, 80, L + W, 80, 0.9, ink);
    if (!first) pdf.text(`Certificado de habilitações de ${p.given} ${p.family} (continuação)`, L, 86, { font: F.italic, size: 8, width: W, align: 'right' });
  };
  head(true);
  pdf.text('CERTIFICADO DE HABILITAÇÕES', L, 96, { font: F.bold, size: 14, width: W, align: 'center' });
  pdf.text(`N.º ${digits(rng, 4)}/SA/${end}`, L, 114, { font: F.regular, size: 8.5, width: W, align: 'center' });
  let y = 134;
  const father = `${rng.pick(['Manuel', 'José', 'António', 'Armando', 'Daniel'])} ${otherFamily(rng, 'CV', p.family)} ${p.family}`;
  const mother = `${rng.pick(['Maria', 'Antónia', 'Josefa', 'Luísa', 'Teresa'])} ${otherFamily(rng, 'CV', p.family)}`;
  const filho = p.woman ? 'filha' : 'filho';
  const cni = `${dob.replace(/-/g, '')}${p.woman ? 'F' : 'M'}${digits(rng, 3)}${String.fromCharCode(65 + rng.int(0, 25))}`;
  const text = `Certifica-se, para os devidos efeitos, que ${p.given} ${p.family}, ${filho} de ${father} e de ${mother}, natural da ${rng.pick(ISLANDS)}, ${p.woman ? 'nascida' : 'nascido'} a ${longDate(dob, 'pt')}, ${p.woman ? 'portadora' : 'portador'} do CNI n.º ${cni}, concluiu nesta Escola o curso de Licenciatura em ${crs.field}, tendo obtido aprovação nas unidades curriculares abaixo indicadas, com as classificações seguintes:`;
  y += pdf.para(text, L, y, W, { font: F.regular, size: 9.5, leading: 13 });
  y += 4;
  pdf.text(`Ano de ingresso: ${start}/${start + 1}`, L, y, { font: F.bold, size: 9.5 });
  y += 18;
  const cols = [
    { label: ['Código', ''], width: 62 },
    { label: ['Unidade curricular', ''], width: W - 62 - 44 - 50 - 80 },
    { label: ['ECTS', ''], width: 44, align: 'center' as const },
    { label: ['Classificação', '(0-20)'], width: 50, align: 'center' as const },
    { label: ['Por extenso', ''], width: 80, align: 'center' as const },
  ];
  const bottom = pdf.height - 70;
  const rowH = 12.5;
  let first = true;
  for (const b of blocks) {
    const need = 16 + (first ? 30 : 0) + b.rows.length * rowH;
    if (y + need > bottom) {
      pdf.addPage();
      head(false);
      y = 104;
      first = true;
    }
    if (first) {
      y = zTable(pdf, F, L, y, cols, [], { size: 8.4, rowH, ruling: 'grid', fill: '#eef0f3' });
      first = false;
    }
    pdf.rect(L, y, W, 15, 0.4);
    pdf.text(b.heading, L + 4, y + 3.5, { font: F.bold, size: 8.4 });
    y += 15;
    y = zTable(pdf, F, L, y, cols, b.rows, { size: 8.4, rowH, ruling: 'grid', header: false });
  }
  y += 14;
  if (y + 150 > pdf.height - 50) {
    pdf.addPage();
    head(false);
    y = 110;
  }
  y += pdf.para(`Concluiu o curso em ${longDate(done, 'pt')}, com a classificação final de ${final} (${PT_WORDS[final]}) valores, tendo obtido o total de ${ects} créditos ECTS.`, L, y, W, { font: F.regular, size: 9.5, leading: 13 });
  y += 6;
  pdf.text('Escala de classificação: 0 a 20 valores; aprovação com 10 valores.', L, y, { font: F.italic, size: 8 });
  y += 12;
  pdf.text(`Emolumentos: ${rng.pick(['1 500$00', '2 000$00', '1 200$00'])}`, L, y, { font: F.regular, size: 8 });
  y += 24;
  pdf.text(`${sch.city}, ${longDate(issued, 'pt')}`, L, y, { font: F.regular, size: 9.5 });
  pdf.text(p.woman || rng.bool(0.5) ? 'A Secretária Académica' : 'O Secretário Académico', L + W - 220, y, { font: F.bold, size: 9.5, width: 220, align: 'center' });
  pdf.signature(L + W - 160, y + 34, 110, rng);
  pdf.seal(L + W - 250, y + 30, 24, ink);
  const total = pdf.pageCount;
  for (let pg = 1; pg <= total; pg++) {
    pdf.switchTo(pg);
    pdf.text(`Página ${pg}/${total}`, L, pdf.height - 34, { font: F.regular, size: 7.5, width: W, align: 'center' });
  }
  const printed: Record<string, string> = {
    'candidate.dateOfBirth': longDate(dob, 'pt'),
    'qualification.dateOfIssue': longDate(issued, 'pt'),
    'qualification.yearOfCompletion': longDate(done, 'pt'),
  };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'z-04-transcript',
    country: 'CV',
    languages: ['pt'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Cabo Verdean certificado de habilitações of a Licenciatura in Portuguese from a private higher school: address with city and Cabo Verde, +238, .cv; a certifying paragraph with the holder, the parents and an identity-card number as decoys, the birth date in words and the course; year of admission; curricular units by year and semester with code, ECTS and the mark 0-20 in figures and words (one mark), over two pages; completion date, final mark in figures and words, total ECTS, a fees line as a decoy number, place and date of issue; as described by Cabo Verdean higher-education regulations.',
    render,
  },
];
