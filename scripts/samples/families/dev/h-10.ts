/**
 * Czech university diploma (vysokoškolský diplom), centred lines of running text: the university
 * and the faculty, "DIPLOM", the graduate's name large, "narozen(a) <day>. <month in the genitive>
 * <year> v <town>", "absolvoval(a) studium v bakalářském / navazujícím magisterském studijním
 * programu <programme>", sometimes "se specializací …", "a složil(a) státní závěrečnou zkoušku dne
 * …" (with "s vyznamenáním" for a distinction), "Podle § 45 … zákona č. 111/1998 Sb., o vysokých
 * školách, se mu/jí uděluje akademický titul" the title in words and its abbreviation ("inženýr",
 * "Ing."), the place and date ("Ve Zlíně dne …"), the dean's and the rector's signatures, the
 * round stamp and the diploma's registration number.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SERIF, digits, iso, setInstitution } from '../lib/n-kit';
import { addDays, hPerson, hResult, isWoman, longDate, natural } from './h-kit';

const UNIS = [
  { name: 'Západomoravská univerzita ve Zlíně', at: 'Ve Zlíně', faculty: 'Fakulta aplikované informatiky' },
  { name: 'Polabská univerzita v Pardubicích', at: 'V Pardubicích', faculty: 'Fakulta ekonomicko-správní' },
  { name: 'Technická univerzita Vysočina v Jihlavě', at: 'V Jihlavě', faculty: 'Fakulta strojní' },
];
const PROGRAMMES: Array<{ kind: 'bakalářském' | 'navazujícím magisterském'; programme: string; spec?: string; title: string; abbr: string; level: 'Bachelor' | 'Master' }> = [
  { kind: 'bakalářském', programme: 'Informační technologie', spec: 'Softwarové inženýrství', title: 'bakalář', abbr: 'Bc.', level: 'Bachelor' },
  { kind: 'bakalářském', programme: 'Ekonomika a management', title: 'bakalář', abbr: 'Bc.', level: 'Bachelor' },
  { kind: 'navazujícím magisterském', programme: 'Strojní inženýrství', spec: 'Konstrukce strojů', title: 'inženýr', abbr: 'Ing.', level: 'Master' },
  { kind: 'navazujícím magisterském', programme: 'Regionální rozvoj a veřejná správa', title: 'inženýr', abbr: 'Ing.', level: 'Master' },
  { kind: 'navazujícím magisterském', programme: 'Učitelství informatiky pro střední školy', title: 'magistr', abbr: 'Mgr.', level: 'Master' },
];
const TOWNS = ['Brně', 'Olomouci', 'Hradci Králové', 'Kroměříži', 'Třebíči', 'Přerově', 'Chrudimi', 'Uherském Hradišti'];

async function render(rng: Rng) {
  const p = hPerson(rng, 'CZ');
  const woman = isWoman(p);
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGRAMMES);
  const year = rng.int(2010, 2025);
  const dob = iso(year - (prog.level === 'Master' ? rng.int(24, 27) : rng.int(21, 24)), rng.int(1, 12), rng.int(1, 28));
  const exam = iso(year, rng.pick([1, 2, 6, 9]), rng.int(1, 28));
  const issued = addDays(exam, rng.int(5, 40));
  const honours = rng.bool(0.2);
  const F = rng.pick(SERIF);
  const town = rng.pick(TOWNS);

  const r = hResult('cs', p, dob);
  setInstitution(r, uni.name, 'CZ');
  Object.assign(r.qualification, { name: prog.title, level: prog.level, majorOrSpecialization: prog.spec ?? prog.programme, yearOfCompletion: year, dateOfIssue: issued, status: 'Completed' });

  const pdf = new Pdf({ size: A4, title: 'Diplom', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const W = pdf.width;
  const blue = rng.pick(['#173f7a', '#5a1a2a', '#1d1d1d']);
  pdf.securityPattern('', 0, 0, W, pdf.height, blue, rng);
  pdf.crest(W / 2, 86, 34, uni.name.split(' ')[0].slice(0, 1) + 'U', blue, F.bold);
  let y = 138;
  const line = (t: string, size: number, font = F.regular, gap = 1.7) => {
    pdf.text(t, 50, y, { font, size, width: W - 100, align: 'center', fit: true });
    y += size * gap;
  };
  line(uni.name, 16, F.bold, 1.5);
  line(uni.faculty, 12, F.regular, 3);
  line('DIPLOM', 30, F.bold, 2.2);
  line(natural(p), 22, F.bold, 2.0);
  line(`${woman ? 'narozena' : 'narozen'} ${longDate(dob, 'cs')} v ${town}`, 11.5, F.italic, 2.4);
  line(`${woman ? 'absolvovala' : 'absolvoval'} studium v ${prog.kind} studijním programu`, 11.5, F.regular, 1.7);
  line(prog.programme, 15, F.bold, prog.spec ? 1.7 : 2.3);
  if (prog.spec) line(`se specializací ${prog.spec}`, 11.5, F.regular, 2.3);
  line(`a ${woman ? 'složila' : 'složil'} státní závěrečnou zkoušku dne ${longDate(exam, 'cs')}${honours ? ' s vyznamenáním' : ''}.`, 11.5, F.regular, 2.6);
  line('Podle § 45 odst. 4 zákona č. 111/1998 Sb., o vysokých školách,', 10.5, F.regular, 1.6);
  line(`se ${woman ? 'jí' : 'mu'} uděluje akademický titul`, 10.5, F.regular, 2.2);
  line(prog.title, 20, F.bold, 1.6);
  line(`ve zkratce „${prog.abbr}“ uváděný před jménem`, 10.5, F.italic, 3.2);
  line(`${uni.at} dne ${longDate(issued, 'cs')}`, 11, F.regular, 2);
  y += 40;
  pdf.seal(W / 2, y + 6, 32, blue);
  pdf.signature(85, y, 125, rng);
  pdf.line(70, y + 12, 230, y + 12, 0.6);
  pdf.text('děkan fakulty', 70, y + 18, { font: F.regular, size: 9.5, width: 160, align: 'center' });
  pdf.signature(W - 215, y, 125, rng);
  pdf.line(W - 230, y + 12, W - 70, y + 12, 0.6);
  pdf.text('rektor', W - 230, y + 18, { font: F.regular, size: 9.5, width: 160, align: 'center' });
  pdf.text(`Číslo diplomu: ${rng.pick(['ZU', 'PU', 'TU'])} ${digits(rng, 6)}/${year}`, 50, pdf.height - 50, { font: F.regular, size: 8 });
  return { pdf: await pdf.end(), expected: r, printed: { 'candidate.dateOfBirth': longDate(dob, 'cs'), 'qualification.dateOfIssue': longDate(issued, 'cs') } };
}

export const families: Family[] = [
  {
    id: 'h-10-diploma',
    country: 'CZ',
    languages: ['cs'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions: 'Czech vysokoškolský diplom in centred running text: university and faculty, the name, "narozen(a) … v …" with the month in the genitive, "absolvoval(a) studium v bakalářském / navazujícím magisterském studijním programu", the specialisation, "složil(a) státní závěrečnou zkoušku dne …", the Higher Education Act clause, the academic title in words and abbreviation (bakalář Bc., inženýr Ing., magistr Mgr.), place and date, dean and rector, diploma number; as described by Czech universities\' graduation pages.',
    render,
  },
];
