/**
 * Angolan university diploma, one paragraph of running text: the republic and the ministry of
 * higher education on top, "DIPLOMA", then "O Reitor da Universidade …, faz saber que NAME, filho
 * de FATHER e de MOTHER, natural de <city>, Província de <province>, nascido aos <day> de <month>
 * de <year>, portador do Bilhete de Identidade n.º 004512345LA041, concluiu em <date> o curso de
 * Licenciatura em <field>, ministrado pela Faculdade de …, com a média final de 14 (catorze)
 * valores, pelo que lhe é conferido o grau de Licenciado em <field>", "e para que conste se passou
 * o presente Diploma …", the place and date ("Huambo, aos 15 de Outubro de 2021"), the dean's and
 * the rector's signatures, the white seal and a register entry ("Registado no Livro n.º 7, folha 112").
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4_LANDSCAPE, Pdf } from '../lib/a-kit';
import { SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { hPerson, hResult, isWoman, longDate, natural, upper, ymd } from './h-kit';

const UNIS = [
  { name: 'Universidade do Planalto Central', city: 'Huambo' },
  { name: 'Universidade Atlântica de Benguela', city: 'Benguela' },
  { name: 'Instituto Superior Politécnico do Cuanza', city: 'Luanda' },
];
const COURSES = [
  { field: 'Economia', faculty: 'Faculdade de Economia' },
  { field: 'Direito', faculty: 'Faculdade de Direito' },
  { field: 'Engenharia Informática', faculty: 'Faculdade de Engenharia' },
  { field: 'Enfermagem', faculty: 'Escola Superior de Saúde' },
  { field: 'Ciências da Educação, opção Matemática', faculty: 'Instituto Superior de Ciências da Educação' },
];
const BIRTH: Array<[string, string]> = [['Luanda', 'Luanda'], ['Lobito', 'Benguela'], ['Lubango', 'Huíla'], ['Malanje', 'Malanje'], ['Uíge', 'Uíge'], ['Caála', 'Huambo'], ['Cuito', 'Bié']];
const FATHERS = ['Manuel', 'António', 'Francisco', 'Pedro', 'Domingos', 'Alberto', 'Joaquim', 'Sebastião'];
const MOTHERS = ['Maria', 'Teresa', 'Rosa', 'Joana', 'Albertina', 'Madalena', 'Helena', 'Conceição'];
const WORDS = ['', '', '', '', '', '', '', '', '', '', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte'];
const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** "aos 12 de Março de 1995" ("ao 1.º dia" on the first of a month is left out: days are drawn from 2 on). */
const aos = (isoDate: string) => {
  const [y, m, d] = ymd(isoDate);
  return `aos ${d} de ${MONTHS[m - 1]} de ${y}`;
};

async function render(rng: Rng) {
  const p = hPerson(rng, 'AO');
  const woman = isWoman(p);
  const uni = rng.pick(UNIS);
  const c = rng.pick(COURSES);
  const year = rng.int(2010, 2024);
  const dob = iso(year - rng.int(23, 30), rng.int(1, 12), rng.int(2, 28));
  const done = iso(year, rng.int(2, 12), rng.int(2, 28));
  const issued = iso(year + rng.int(0, 2), rng.int(1, 12), rng.int(2, 28));
  const issuedIso = issued <= done ? iso(year + 1, rng.int(1, 6), rng.int(2, 28)) : issued;
  const [city, province] = rng.pick(BIRTH);
  const bi = `00${digits(rng, 7)}${rng.pick(['LA', 'BA', 'HO', 'HA', 'ME'])}0${digits(rng, 2)}`;
  const mark = rng.int(10, 18);
  const grau = `${woman ? 'Licenciada' : 'Licenciado'} em ${c.field}`;
  const surname = p.family.split(' ').pop()!;
  const father = `${rng.pick(FATHERS)} ${surname}`;
  const mother = `${rng.pick(MOTHERS)} ${rng.pick(['Cassinda', 'Nzinga', 'Chipenda', 'Kapinga', 'Tchiwale'])}`;
  const F = rng.pick(SERIF);
  const caps = rng.bool(0.6);
  const shownName = caps ? upper(natural(p)) : natural(p);

  const r = hResult('pt', p, dob);
  setInstitution(r, uni.name, 'AO');
  Object.assign(r.qualification, { name: grau, level: 'Bachelor', majorOrSpecialization: c.field, yearOfCompletion: year, dateOfIssue: issuedIso, cgpa: String(mark), status: 'Completed' });

  const pdf = new Pdf({ size: A4_LANDSCAPE, title: 'Diploma', author: uni.name, creationDate: new Date(`${issuedIso}T10:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const wine = rng.pick(['#6b0f1a', '#1b365d', '#000000']);
  pdf.rect(20, 20, W - 40, H - 40, 3, wine);
  pdf.rect(27, 27, W - 54, H - 54, 0.7, wine);
  pdf.seal(W / 2, 70, 26, wine);
  pdf.text('REPÚBLICA DE ANGOLA', 60, 104, { font: F.bold, size: 12, width: W - 120, align: 'center' });
  pdf.text('MINISTÉRIO DO ENSINO SUPERIOR, CIÊNCIA, TECNOLOGIA E INOVAÇÃO', 60, 120, { font: F.regular, size: 9, width: W - 120, align: 'center' });
  pdf.text(upper(uni.name), 60, 138, { font: F.bold, size: 15, width: W - 120, align: 'center', color: wine });
  pdf.text('DIPLOMA', 60, 166, { font: F.bold, size: 26, width: W - 120, align: 'center', color: wine, cs: 4 });
  const text = `O Reitor ${uni.name.startsWith('Instituto') ? 'do' : 'da'} ${uni.name}, faz saber que ${shownName}, ${woman ? 'filha' : 'filho'} de ${father} e de ${mother}, natural de ${city}, Província de ${province}, ${woman ? 'nascida' : 'nascido'} ${aos(dob)}, ${woman ? 'portadora' : 'portador'} do Bilhete de Identidade n.º ${bi}, concluiu em ${longDate(done, 'pt')} o curso de Licenciatura em ${c.field}, ministrado pela ${c.faculty}, com a média final de ${mark} (${WORDS[mark]}) valores, pelo que lhe é conferido o grau de ${grau}, com todos os direitos e prerrogativas legais.`;
  let y = 212;
  y += pdf.para(text, 70, y, W - 140, { font: F.regular, size: 12, leading: 19 });
  y += 6;
  y += pdf.para('E, para que conste, se passou o presente Diploma, que vai assinado e autenticado com o selo branco em uso nesta instituição.', 70, y, W - 140, { font: F.italic, size: 11, leading: 17 });
  y += 12;
  pdf.text(`${uni.city}, ${aos(issuedIso)}.`, 70, y, { font: F.regular, size: 11.5, width: W - 140, align: 'center' });
  y += 50;
  pdf.signature(120, y, 130, rng);
  pdf.line(100, y + 12, 290, y + 12, 0.6);
  pdf.text('O Decano', 100, y + 18, { font: F.bold, size: 10, width: 190, align: 'center' });
  pdf.signature(W - 270, y, 130, rng);
  pdf.line(W - 290, y + 12, W - 100, y + 12, 0.6);
  pdf.text('O Reitor', W - 290, y + 18, { font: F.bold, size: 10, width: 190, align: 'center' });
  pdf.text(`Registado no Livro n.º ${rng.int(2, 14)}, folha ${rng.int(10, 240)}, sob o n.º ${digits(rng, 4)}`, 40, H - 48, { font: F.regular, size: 8 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shownName, 'candidate.dateOfBirth': aos(dob), 'qualification.dateOfIssue': aos(issuedIso), 'qualification.cgpa': `${mark} (` } };
}

export const families: Family[] = [
  {
    id: 'h-09-diploma',
    country: 'AO',
    languages: ['pt'],
    kind: 'diploma',
    degradations: ['scan'],
    conventions: 'Angolan university diploma in one paragraph: "O Reitor … faz saber que" the name, "filho de … e de …" (parents), natural de city and province, "nascido aos … de … de …", identity card number, "concluiu em … o curso de Licenciatura em …", the final mark in valores (0–20) with its word, "é conferido o grau de Licenciado em …", place and date with "aos", dean and rector, register entry; as described in Angolan higher-education diploma regulations.',
    render,
  },
];
