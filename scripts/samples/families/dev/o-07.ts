/**
 * Mozambican university diploma (Diploma de Licenciatura) in running text, Portuguese: "REPÚBLICA
 * DE MOÇAMBIQUE", the university and its seat (Maputo, Beira, Nampula), "DIPLOMA"; "O Reitor da
 * Universidade …, faz saber que NAME, filho(a) de <father> e de <mother>, natural de <town>,
 * Província de <province>, nascido(a) aos 14 de março de 1998, concluiu o curso de Licenciatura em
 * <field> … com a classificação final de 15 (quinze) valores, pelo que lhe é conferido o grau de
 * Licenciado(a) em <field>"; the parents are decoys and the birth province places the holder, not
 * the university; the city and date, the registry entry ("Registado sob o n.º … , livro …, folhas
 * …"), the Director of the faculty's and the Rector's signatures; the 0-20 scale of valores (10 the
 * lowest pass) and the four-year licenciatura, as described by Mozambican universities' academic
 * regulations.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { longDate, oPerson, oResult, upper } from './o-kit';

const UNIS = [
  { name: 'Universidade do Índico', city: 'Maputo' },
  { name: 'Universidade Politécnica do Zambeze', city: 'Beira' },
  { name: 'Universidade Católica do Norte de Moçambique', city: 'Nampula' },
];
const FIELDS = [
  { m: 'Licenciado em Economia', f: 'Licenciada em Economia', course: 'Licenciatura em Economia', field: 'Economia' },
  { m: 'Licenciado em Engenharia Civil', f: 'Licenciada em Engenharia Civil', course: 'Licenciatura em Engenharia Civil', field: 'Engenharia Civil' },
  { m: 'Licenciado em Ensino de Matemática', f: 'Licenciada em Ensino de Matemática', course: 'Licenciatura em Ensino de Matemática', field: 'Ensino de Matemática' },
  { m: 'Licenciado em Direito', f: 'Licenciada em Direito', course: 'Licenciatura em Direito', field: 'Direito' },
  { m: 'Mestre em Gestão Ambiental', f: 'Mestre em Gestão Ambiental', course: 'Mestrado em Gestão Ambiental', field: 'Gestão Ambiental' },
];
const BIRTH: Array<[string, string]> = [['Chimoio', 'Manica'], ['Quelimane', 'Zambézia'], ['Xai-Xai', 'Gaza'], ['Inhambane', 'Inhambane'], ['Tete', 'Tete'], ['Pemba', 'Cabo Delgado'], ['Lichinga', 'Niassa'], ['Dondo', 'Sofala']];
const FATHERS = ['Alberto', 'Fernando', 'Joaquim', 'Manuel', 'Samuel', 'Armando'];
const MOTHERS = ['Graça', 'Rosa', 'Amélia', 'Joana', 'Lúcia', 'Teresa'];
const WORDS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte'];

async function render(rng: Rng) {
  const p = oPerson(rng, 'MZ');
  const uni = rng.pick(UNIS);
  const f = rng.pick(FIELDS);
  const master = f.course.startsWith('Mestrado');
  const year = rng.int(2011, 2024);
  const date = iso(year, rng.int(2, 11), rng.int(1, 28));
  const dob = iso(year - rng.int(22, 27), rng.int(1, 12), rng.int(1, 28));
  const [town, province] = rng.pick(BIRTH);
  const mark = rng.int(11, 18);
  const title = p.woman ? f.f : f.m;
  const caps = rng.bool(0.6);
  const shown = caps ? upper(`${p.given} ${p.family}`, 'pt') : `${p.given} ${p.family}`;
  const F = rng.pick([SERIF[0], SERIF[1], SERIF[2]]);
  const r = oResult('pt', p.given, p.family, dob);
  setInstitution(r, uni.name, 'MZ');
  Object.assign(r.qualification, { name: title, level: master ? 'Master' : 'Bachelor', majorOrSpecialization: f.field, yearOfCompletion: year, dateOfIssue: date, status: 'Completed', cgpa: String(mark) });

  const pdf = new Pdf({ size: A4, title: 'Diploma', author: uni.name, creationDate: new Date(`${date}T10:00:00Z`) });
  const W = pdf.width;
  const H = pdf.height;
  const M = 62;
  const TW = W - 2 * M;
  const green = rng.pick(['#0b5d2a', '#7a1f1f', '#1f3d7a']);
  pdf.rect(18, 18, W - 36, H - 36, 2.2, green);
  pdf.rect(25, 25, W - 50, H - 50, 0.6, '#b8963c');
  let y = 52;
  pdf.crest(W / 2, y + 26, 26, '', green);
  y += 64;
  pdf.text('REPÚBLICA DE MOÇAMBIQUE', M, y, { font: F.bold, size: 12, width: TW, align: 'center' });
  y += 20;
  pdf.text(upper(uni.name, 'pt'), M, y, { font: F.bold, size: 15, width: TW, align: 'center', fit: true, color: green });
  y += 22;
  pdf.text(uni.city, M, y, { font: F.italic, size: 10, width: TW, align: 'center' });
  y += 36;
  pdf.text('DIPLOMA', M, y, { font: F.bold, size: 30, width: TW, align: 'center', color: green });
  y += 56;
  const para = (t: string, size = 12) => {
    for (const line of pdf.wrap(t, F.regular, size, TW)) {
      pdf.text(line, M, y, { font: F.regular, size, width: TW, align: 'center' });
      y += size * 1.55;
    }
  };
  para(`O Reitor da ${uni.name} faz saber que`);
  y += 6;
  pdf.text(shown, M, y, { font: F.bold, size: 18, width: TW, align: 'center', fit: true });
  y += 34;
  const a = p.woman ? 'a' : 'o';
  para(`${p.woman ? 'filha' : 'filho'} de ${rng.pick(FATHERS)} ${p.family.split(' ')[0]} e de ${rng.pick(MOTHERS)} ${rng.pick(['Cossa', 'Sitoe', 'Tembe', 'Langa', 'Mabunda'])}, natural de ${town}, Província de ${province}, nascid${a} aos ${longDate(dob, 'pt')}, concluiu o curso de ${f.course} nesta Universidade, com a classificação final de ${mark} (${WORDS[mark]}) valores, pelo que lhe é conferido o grau de`);
  y += 8;
  pdf.text(title, M, y, { font: F.bold, size: 17, width: TW, align: 'center', fit: true, color: green });
  y += 34;
  para('com todos os direitos e prerrogativas legais. Para constar se passou o presente diploma, que vai assinado e autenticado com o selo branco em uso nesta Universidade.', 11);
  y += 14;
  pdf.text(`${uni.city}, ${longDate(date, 'pt')}`, M, y, { font: F.italic, size: 11.5, width: TW, align: 'center' });
  const sy = H - 120;
  [['O Director da Faculdade', M + 10], ['O Reitor', W - M - 190]].forEach(([t, x]) => {
    pdf.signature(Number(x) + 20, sy - 8, 140, rng);
    pdf.line(Number(x), sy, Number(x) + 180, sy, 0.5);
    pdf.text(String(t), Number(x), sy + 6, { font: F.regular, size: 10, width: 180, align: 'center' });
  });
  pdf.seal(W / 2, sy - 4, 30, green);
  pdf.text(`Registado sob o n.º ${digits(rng, 4)}, livro ${rng.int(1, 40)}, folhas ${rng.int(1, 200)}`, M, H - 58, { font: F.regular, size: 8, width: TW, align: 'center' });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.fullName': shown, 'candidate.dateOfBirth': longDate(dob, 'pt'), 'qualification.dateOfIssue': longDate(date, 'pt'), 'qualification.cgpa': `${mark} (${WORDS[mark]})` } };
}

export const families: Family[] = [
  {
    id: 'o-07-diploma',
    country: 'MZ',
    languages: ['pt'],
    kind: 'diploma',
    degradations: ['photo'],
    conventions: 'Mozambican university diploma in running text (Portuguese): REPÚBLICA DE MOÇAMBIQUE, university and seat, "O Reitor … faz saber que NAME, filho(a) de … e de …, natural de …, Província de …, nascido(a) aos …, concluiu o curso de Licenciatura em … com a classificação final de 15 (quinze) valores, pelo que lhe é conferido o grau de Licenciado(a) em …", city and date, registry entry, Director and Rector; as described by Mozambican universities\' academic regulations (0-20 valores).',
    render,
  },
];
