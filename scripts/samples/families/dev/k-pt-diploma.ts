/**
 * Portuguese university diploma (diploma / carta de curso): the university, "O Reitor da
 * Universidade … faz saber que" or "Certifica-se que", the graduate's full name (given names, the
 * mother's and the father's surnames), the parents ("filha de … e de …"), "nascida em 3 de março de
 * 1998", the citizen card, "concluiu em 15 de julho de 2020 o grau de Licenciado em Gestão" with the
 * final classification in valores, and the place and date of issue.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { cityPlaces, COUNTRIES, MONTHS, Pdf, SERIF, SANS, border, centredLines, digits, emptyResult, familyOf, fullName, givenOf, iso, pageSize, ptPerson, upper, ymd, type CertLine } from '../lib/k-kit';

const UNIVERSITIES = [
  { name: 'Universidade do Alto Douro Interior', city: 'Vila Real' },
  { name: 'Universidade Atlântica de Peniche', city: 'Peniche' },
  { name: 'Instituto Politécnico do Vale do Tâmega', city: 'Amarante' },
  { name: 'Universidade de Montemor', city: 'Montemor-o-Novo' },
];
type Grau = { m: string; f: string; level: 'Bachelor' | 'Master' | 'Doctorate' };
const GRAUS: Grau[] = [
  { m: 'Licenciado em Gestão', f: 'Licenciada em Gestão', level: 'Bachelor' },
  { m: 'Licenciado em Enfermagem', f: 'Licenciada em Enfermagem', level: 'Bachelor' },
  { m: 'Licenciado em Engenharia Informática', f: 'Licenciada em Engenharia Informática', level: 'Bachelor' },
  { m: 'Mestre em Economia', f: 'Mestre em Economia', level: 'Master' },
  { m: 'Mestre em Ensino de Matemática', f: 'Mestre em Ensino de Matemática', level: 'Master' },
  { m: 'Doutor em Ciências da Educação', f: 'Doutora em Ciências da Educação', level: 'Doctorate' },
];
const FATHERS = ['Manuel', 'José', 'António', 'Joaquim', 'Fernando', 'Carlos'];
const MOTHERS = ['Maria', 'Ana', 'Isabel', 'Teresa', 'Fernanda', 'Rosa'];

async function render(rng: Rng) {
  const person = ptPerson(rng);
  const uni = rng.pick(UNIVERSITIES);
  const g = rng.pick(GRAUS);
  const grau = person.female ? g.f : g.m;
  const born = ymd(rng, rng.int(1985, 1999));
  const done = ymd(rng, Math.min(2024, born.y + rng.int(21, 26)), [6, 12]);
  const issued = ymd(rng, done.y + rng.int(0, 1), [1, 12]);
  if (issued.y === done.y && issued.m < done.m) issued.m = Math.min(12, done.m + 1);
  const F = rng.pick([...SERIF, SANS[0]]);
  const accent = rng.pick(['#1e3a8a', '#000000', '#14532d']);
  const opening = rng.pick(['reitor', 'certifica'] as const);
  const nameCaps = rng.bool(0.5);
  const printedName = nameCaps ? upper(fullName(person)) : fullName(person);
  const placesCountry = rng.bool(0.6);
  const date = (d: { y: number; m: number; d: number }) => `${d.d} de ${MONTHS.pt[d.m - 1]} de ${d.y}`;
  const father = `${rng.pick(FATHERS)} ${person.family[1]}`;
  const mother = `${rng.pick(MOTHERS)} ${person.family[0]}`;
  const mark = rng.int(11, 19);

  const r = emptyResult('pt');
  r.candidate = { fullName: fullName(person), firstName: givenOf(person), lastName: familyOf(person), dateOfBirth: iso(born) };
  r.institution.name = uni.name;
  // The country printed, or a city that places the issuer (the README's evidence rule).
  if (placesCountry || cityPlaces(uni.city, 'PT', 'pt')) Object.assign(r.institution, COUNTRIES.PT);
  r.qualification.name = grau;
  r.qualification.level = g.level;
  r.qualification.majorOrSpecialization = grau.split(' em ')[1];
  r.qualification.status = 'Completed';
  r.qualification.yearOfCompletion = done.y;
  r.qualification.dateOfIssue = iso(issued);
  r.qualification.cgpa = String(mark);

  const pdf = new Pdf({ size: pageSize(rng), title: 'Diploma', author: uni.name, creationDate: new Date(`${iso(issued)}T12:00:00Z`) });
  border(pdf, accent, rng);
  const Wp = pdf.width;
  const Hp = pdf.height;
  const land = Wp > Hp;
  const nascido = person.female ? 'nascida' : 'nascido';
  const portador = person.female ? 'portadora' : 'portador';
  const L: CertLine[] = [
    ...(placesCountry ? [{ text: 'REPÚBLICA PORTUGUESA', size: 10, font: F.regular, gap: 1.8 }] : []),
    { text: upper(uni.name), size: land ? 20 : 18, font: F.bold, gap: 2, color: accent },
    { text: 'DIPLOMA', size: 16, font: F.bold, gap: 2.4 },
  ];
  if (opening === 'reitor') L.push({ text: `O Reitor da ${uni.name} faz saber que`, size: 12, font: F.italic, gap: 2 });
  else L.push({ text: 'Certifica-se que', size: 12.5, font: F.italic, gap: 2 });
  L.push({ text: printedName, size: land ? 22 : 20, font: F.bold, gap: 1.8 });
  L.push({ text: `${person.female ? 'filha' : 'filho'} de ${father} e de ${mother},`, size: 10.5, font: F.regular, gap: 1.5 });
  L.push({ text: `${nascido} em ${date(born)}, ${portador} do cartão de cidadão n.º ${digits(rng, 8)},`, size: 10.5, font: F.regular, gap: 1.5 });
  L.push({ text: `concluiu em ${date(done)} o grau de`, size: 11, font: F.regular, gap: 2 });
  L.push({ text: grau, size: land ? 19 : 18, font: F.bold, gap: 1.8, color: accent });
  L.push({ text: `com a classificação final de ${mark} (${['onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove'][mark - 11]}) valores.`, size: 11, font: F.regular, gap: 2.6 });
  L.push({ text: `${uni.city}, ${date(issued)}`, size: 10.5, font: F.regular });
  centredLines(pdf, L, land ? 50 : 90, 50);
  const sy = Hp - (land ? 80 : 120);
  pdf.signature(Wp / 2 - 60, sy, 120, rng);
  pdf.line(Wp / 2 - 90, sy + 10, Wp / 2 + 90, sy + 10, 0.5);
  pdf.text('O Reitor', Wp / 2 - 90, sy + 14, { font: F.regular, size: 9, width: 180, align: 'center' });
  pdf.text(`Registo n.º ${digits(rng, 5)}/${issued.y}`, 40, Hp - 46, { font: F.regular, size: 7.5 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': printedName } };
}

export const families: Family[] = [
  {
    id: 'pt-diploma',
    country: 'PT',
    languages: ['pt'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Portuguese university diploma / carta de curso as universities\' academic-services pages describe it: "O Reitor … faz saber que" or "Certifica-se que", the holder named without a label, the parents ("filha de … e de …"), "nascida em …", the citizen card, "concluiu em … o grau de Licenciado em …", the final classification in valores (0-20), place and date.',
    render,
  },
];
