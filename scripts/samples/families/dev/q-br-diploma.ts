/**
 * Brazilian graduation diploma (diploma de graduação / pós-graduação) as universities' diploma
 * regulations and colação de grau pages describe it: the rector "no uso de suas atribuições …
 * confere o título de" the degree "a" the graduate (or "confere a NAME o título de …"), the
 * graduate's nationality, birthplace and date of birth in words, the identity document, the date
 * of the colação de grau, and the place and date of issue; the rector's and the registry
 * secretary's names printed under their signatures, the graduate's own signature line.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { OFFICIALS, Pdf, SERIF, SANS, border, cityPlaces, digits, emptyResult, iso, longDate, natural, pageSize, qPerson, upper, ymd } from '../lib/q-kit';

const UNIVERSITIES = [
  { name: 'Universidade Federal do Vale do Piracema', city: 'Uberlândia' },
  { name: 'Universidade Estadual do Planalto Central', city: 'Anápolis' },
  { name: 'Universidade Católica de Serra Azul', city: 'Juiz de Fora' },
  { name: 'Centro Universitário Ribeirão Claro', city: 'Ribeirão Preto' },
];
const DEGREES: Array<{ title: (f: boolean) => string; field: string; level: 'Bachelor' | 'Master' | 'Doctorate'; course: string }> = [
  { title: () => 'Bacharel em Administração', field: 'Administração', level: 'Bachelor', course: 'Administração' },
  { title: () => 'Bacharel em Direito', field: 'Direito', level: 'Bachelor', course: 'Direito' },
  { title: (f) => (f ? 'Licenciada em Matemática' : 'Licenciado em Matemática'), field: 'Matemática', level: 'Bachelor', course: 'Matemática – Licenciatura' },
  { title: (f) => (f ? 'Engenheira Civil' : 'Engenheiro Civil'), field: 'Engenharia Civil', level: 'Bachelor', course: 'Engenharia Civil' },
  { title: (f) => (f ? 'Mestra em Educação' : 'Mestre em Educação'), field: 'Educação', level: 'Master', course: 'Mestrado em Educação' },
  { title: (f) => (f ? 'Doutora em Química' : 'Doutor em Química'), field: 'Química', level: 'Doctorate', course: 'Doutorado em Química' },
];
const STATES = ['Minas Gerais', 'Goiás', 'São Paulo', 'Bahia', 'Paraná', 'Pernambuco'];
const UF = ['MG', 'GO', 'SP', 'BA', 'PR', 'PE'];

async function render(rng: Rng) {
  const person = qPerson(rng, 'BR');
  const uni = rng.pick(UNIVERSITIES);
  const deg = rng.pick(DEGREES);
  const title = deg.title(person.female);
  const year = rng.int(2010, 2024);
  const colacao = ymd(rng, year, [1, 12]);
  const issued = { y: colacao.m >= 10 ? year + 1 : year, m: colacao.m >= 10 ? colacao.m - 9 : colacao.m + rng.int(1, 3), d: rng.int(1, 28) };
  const born = ymd(rng, year - (deg.level === 'Bachelor' ? rng.int(22, 26) : rng.int(27, 35)));
  const F = rng.pick([...SERIF, SANS[1]]);
  const order = rng.pick(['title-first', 'name-first'] as const);
  const caps = rng.bool(0.5);
  const printedName = caps ? upper(natural(person)) : natural(person);
  const st = rng.int(0, STATES.length - 1);
  const placesCountry = rng.bool(0.6);
  const f = person.female;

  const r = emptyResult('pt');
  r.candidate = { fullName: natural(person), firstName: person.given, lastName: person.family, dateOfBirth: iso(born) };
  r.institution.name = uni.name;
  if (placesCountry || cityPlaces(uni.city, 'BR', 'pt')) Object.assign(r.institution, { country: 'Brazil', countryCode: 'BR' });
  r.qualification.name = title;
  r.qualification.level = deg.level;
  r.qualification.majorOrSpecialization = deg.field;
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = colacao.y;
  r.qualification.dateOfIssue = iso(issued);

  const pdf = new Pdf({ size: pageSize(rng), title: 'Diploma', author: uni.name, creationDate: new Date(`${iso(issued)}T10:00:00Z`) });
  const accent = rng.pick(['#14532d', '#1e3a8a', '#000000']);
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const c = (text: string, y: number, size: number, font = F.regular, color?: string) => pdf.text(text, 60, y, { font, size, width: Wp - 120, align: 'center', fit: true, color });
  let y = land ? 44 : 64;
  if (placesCountry) {
    c('REPÚBLICA FEDERATIVA DO BRASIL', y, 11, F.bold);
    y += 18;
    c('MINISTÉRIO DA EDUCAÇÃO', y, 9.5);
    y += 20;
  }
  pdf.shield(Wp / 2 - 16, y, 32, accent);
  y += 46;
  c(upper(uni.name), y, land ? 19 : 17, F.bold, accent);
  y += 30;
  const reitor = f ? 'A Reitora' : 'O Reitor';
  c(`${rng.bool() ? 'O Reitor' : 'A Reitora'} da ${uni.name}, no uso de suas atribuições e tendo em vista a conclusão do curso de ${deg.course},`, y, 10.5);
  y += 16;
  const born_ = `${f ? 'brasileira' : 'brasileiro'}, ${f ? 'natural' : 'natural'} do Estado de ${STATES[st]}, ${f ? 'nascida' : 'nascido'} em ${longDate(born, 'pt')}, RG ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)} SSP/${UF[st]},`;
  if (order === 'title-first') {
    c(`em ${longDate(colacao, 'pt')}, confere o título de`, y, 10.5);
    y += 26;
    c(title, y, 22, F.bold, accent);
    y += 32;
    c('a', y, 11, F.italic);
    y += 20;
    c(printedName, y, 19, F.bold);
    y += 28;
  } else {
    c(`em ${longDate(colacao, 'pt')}, confere a`, y, 10.5);
    y += 24;
    c(printedName, y, 19, F.bold);
    y += 30;
    c('o título de', y, 11, F.italic);
    y += 20;
    c(title, y, 22, F.bold, accent);
    y += 32;
  }
  c(born_, y, 10);
  y += 16;
  c('e outorga-lhe o presente Diploma, a fim de que possa gozar de todos os direitos e prerrogativas legais.', y, 10);
  y += 26;
  c(`${uni.city}, ${longDate(issued, 'pt')}.`, y, 10.5);
  void reitor;
  const sy = Hp - (land ? 95 : 130);
  const [rector, secretary] = rng.sample(OFFICIALS.BR, 2);
  const sigs: Array<[string, string]> = [
    [secretary, 'Secretário(a) Geral'],
    [caps ? printedName : natural(person), f ? 'Diplomada' : 'Diplomado'],
    [rector, 'Reitor(a)'],
  ];
  const colW = (Wp - 120) / 3;
  sigs.forEach(([who, role], i) => {
    const x = 60 + i * colW;
    if (i !== 1) pdf.signature(x + 30, sy - 8, colW - 60, rng);
    pdf.line(x + 10, sy + 6, x + colW - 10, sy + 6, 0.5);
    pdf.text(who, x, sy + 10, { font: F.regular, size: 8.5, width: colW, align: 'center', fit: true });
    pdf.text(role, x, sy + 22, { font: F.italic, size: 8, width: colW, align: 'center' });
  });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName, 'institution.name': upper(uni.name) } };
}

export const families: Family[] = [
  {
    id: 'br-diploma',
    country: 'BR',
    languages: ['pt'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Brazilian graduation diploma as universities\' diploma and colação de grau regulations describe it: "O Reitor … no uso de suas atribuições … confere o título de TITLE a NAME" (or "confere a NAME o título de TITLE"), nationality, birthplace and date of birth in words, RG, "e outorga-lhe o presente Diploma", the place and date of issue, and the secretary\'s, graduate\'s and rector\'s names under their signature lines.',
    render,
  },
];
