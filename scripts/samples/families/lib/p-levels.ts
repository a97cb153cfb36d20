/**
 * Drawing code of the procedural `p-levels` families (development only): school-leaving certificates
 * and diplomas whose qualification is a stage of education or a bare national degree title in lower
 * case (vocabulary in lib/p-levels-data.ts), drawn from the seed:
 * - where the qualification stands: after its caption on the same line, under its caption (the caption
 *   in small type), on a title line under the document's title, or in an English award sentence;
 * - where the holder's name stands: after its caption or under it; in natural order, in capitals, or
 *   the SURNAME in capitals first ("NAGY Bence", "KARIMOV, Jasur");
 * - captions in the national language only, or bilingual with English ("Native / English"; the
 *   qualification's English form is then the truth, scripts/samples/families/README.md);
 * - the issuer on a letterhead line of several words (a school's name with its number, a university),
 *   the city and the country under it; a school whose name holds "Secondary" is no qualification.
 * Everything printed is invented.
 */
import { countries } from 'countries-list';
import type { Rng } from '../../rng';
import type { FamilySample } from '../types';
import { emptyResult } from './a-kit';
import { captionPicker, certificatePage, pad, signatures } from './p-certificate';
import { CAPTIONS, CAPTIONS2, COUNTRIES, COUNTRIES2, LLANG_NAMES, type LCaptions, type LCountry } from './p-levels-data';

export type LevelPlace = 'caption' | 'below' | 'title' | 'sentence';

export interface PLevelsOptions {
  countries: string[];
  /** School certificates, university diplomas, or drawn (undefined). */
  school?: boolean;
  places?: LevelPlace[];
  /** Bilingual with English: always, never, or drawn (undefined). */
  bilingual?: boolean;
  /** The second vocabulary (lib/p-levels-data.ts, `COUNTRIES2`, `CAPTIONS2`). */
  vocab?: 1 | 2;
}

export async function renderPLevels(rng: Rng, options: PLevelsOptions): Promise<FamilySample> {
  const v2 = options.vocab === 2;
  const pool: LCountry[] = (v2 ? COUNTRIES2 : COUNTRIES).filter((x) => options.countries.includes(x.code));
  const c = rng.pick(pool);
  const captions = v2 ? CAPTIONS2 : CAPTIONS;
  const en: LCaptions = captions.en!;
  const native: LCaptions = captions[c.lang] ?? en;
  const stages = c.stages.filter((s) => options.school === undefined || s.school === options.school);
  const stage = rng.pick(stages.length ? stages : c.stages);
  const bilingual = c.lang === 'en' || !stage.en ? false : options.bilingual ?? rng.bool(0.4);
  const cap = captionPicker(rng, native, en, bilingual);

  const r = emptyResult(c.lang);
  r.languageCode = c.lang;
  r.language = LLANG_NAMES[c.lang];
  const printed: Record<string, string> = {};

  // The holder: natural order, all capitals, or the SURNAME in capitals first (with or without a comma).
  const given = rng.pick(c.people.given);
  const family = rng.pick(c.people.family);
  r.candidate = { fullName: `${given} ${family}`, firstName: given, lastName: family, dateOfBirth: null };
  // Greek capitals drop their accents, which a reader cannot put back: Greek names stay in natural order.
  const form = c.lang === 'el' ? 0 : rng.int(0, 3);
  const up = (x: string) => x.toLocaleUpperCase(c.lang === 'el' ? 'el' : undefined).normalize('NFD').replace(c.lang === 'el' ? /\p{M}/gu : /(?!)/u, '').normalize('NFC');
  const nameText = form === 0 ? `${given} ${family}` : form === 1 ? up(`${given} ${family}`) : form === 2 ? `${up(family)} ${given}` : `${up(family)}, ${given}`;
  printed['candidate.fullName'] = nameText;

  const institution = rng.pick(stage.school ? c.schools : c.universities);
  r.institution.name = institution;
  printed['institution.name'] = institution;
  r.institution.country = countries[c.code as keyof typeof countries].name;
  r.institution.countryCode = c.code;

  // The qualification: the English half of a bilingual page, else as printed.
  const qualText = bilingual ? `${stage.native} / ${stage.en}` : stage.native;
  r.qualification.name = bilingual ? stage.en! : stage.native;
  r.qualification.level = stage.level;
  printed['qualification.name'] = qualText;
  const places = (options.places ?? ['caption', 'below', 'title', 'sentence']).filter((p) => p !== 'sentence' || c.lang === 'en' || bilingual);
  const place: LevelPlace = rng.pick(places.length ? places : ['caption']);

  const year = rng.int(2010, 2024);
  const born = { y: year - (stage.school ? rng.int(16, 19) : rng.int(21, 25)), m: rng.int(1, 12), d: rng.int(13, 28) };
  const done = { y: year, m: rng.int(5, 7), d: rng.int(13, 28) };
  const yearFirst = c.code === 'HU' || c.code === 'MN';
  const numeric = (x: { y: number; m: number; d: number }) => (yearFirst ? `${x.y}. ${pad(x.m)}. ${pad(x.d)}.` : `${pad(x.d)}.${pad(x.m)}.${x.y}`);
  r.candidate.dateOfBirth = `${born.y}-${pad(born.m)}-${pad(born.d)}`;
  r.qualification.yearOfCompletion = year;
  r.qualification.dateOfIssue = `${done.y}-${pad(done.m)}-${pad(done.d)}`;
  r.qualification.status = 'Completed';

  const page = certificatePage(rng, { title: 'Certificate', author: institution, creationDate: new Date(`${year}-${pad(done.m)}-${pad(done.d)}T09:00:00Z`), margin: 60 });
  const { pdf, F, H, L, R } = page;
  let y = 50;
  const centre = (text: string, s: number, font = F.regular, gap = 6) => (y = page.centre(y, text, s, font, gap));
  // Letterhead: the issuer's name (in capitals or as printed; Greek capitals drop accents, so not Greek), the city and the country.
  const city = rng.pick(c.cities);
  centre(rng.bool(0.5) && c.lang !== 'el' ? up(institution) : institution, 16, F.bold, 2);
  centre(`${city}, ${rng.pick(c.countryPrinted)}`, 9.5, F.regular, 4);
  pdf.line(L, y, R, y, 0.8, '#14532d');
  y += 18;
  centre(up(cap((k) => (stage.school ? k.titleSchool : k.titleDiploma))), 16, F.bold, 12);
  if (place === 'title') centre(qualText, 14, F.bold, 14);

  // Key-value rows: a caption and its value on one line at a tab stop, or the value under its caption.
  const nameBelow = rng.bool(0.4);
  const rows: Array<[string, string, boolean]> = [[cap((k) => k.name), nameText, nameBelow], [cap((k) => k.dob), numeric(born), false]];
  if (place === 'caption' || place === 'below') rows.push([cap((k) => k.qual), qualText, place === 'below']);
  const completionYearOnly = rng.bool(0.5);
  rows.push([cap((k) => k.completed), completionYearOnly ? String(year) : numeric(done), false]);
  const capW = Math.max(...rows.map(([k]) => pdf.widthOf(`${k}:`, F.regular, 10))) + 16;
  for (const [k, v, below] of rows) {
    if (below) {
      pdf.text(k, L, y, { font: F.italic, size: 8.5, color: '#444444' });
      y += 12;
      pdf.text(v, L, y, { font: F.bold, size: 12.5, width: R - L, fit: true });
      y += 24;
      continue;
    }
    pdf.text(`${k}:`, L, y, { font: F.regular, size: 10 });
    pdf.text(v, L + capW, y, { font: F.bold, size: 10.5, width: R - L - capW, fit: true });
    y += 20;
  }
  y += 10;
  if (place === 'sentence') {
    // A stage of education is completed, a degree awarded.
    const s = en.sentence![stage.school ? 0 : 1](nameText, bilingual ? stage.en! : stage.native);
    y += pdf.para(s, L, y, R - L, { font: F.regular, size: 11.5, align: 'center' }) + 12;
  }

  // Signatures, a seal, then the place and date of issue.
  signatures(page, rng, Math.min(Math.max(y + 50, H - 220), H - 140), ['Director', 'Secretary'], '#14532d');
  pdf.text(`${city}, ${numeric(done)}`, L, H - 70, { font: F.regular, size: 8.5, color: '#444444' });
  return { pdf: await pdf.end(), expected: r, printed };
}
