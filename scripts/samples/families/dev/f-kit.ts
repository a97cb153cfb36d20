/**
 * Shared pieces of the corpus-f families (held-out set written on 2026-11-30 by a helper who changes nothing
 * under src/ and did not run the engine or the benchmark on them): invented people, the ground-truth helper,
 * date forms in the languages the f- families print, a plain table drawer, and right-to-left runs of a
 * Hebrew face. Kept beside the group's files (not in lib/) because it names what the families model. Every name is
 * invented by combining common given and family names at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import type { FontSet, Pdf } from '../lib/a-kit';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';

export { around, comma, monthName, upper, usDate } from '../lib/group-kit';

export type FPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  XK: { men: ['Arbër', 'Driton', 'Fatos', 'Gentian', 'Besnik', 'Valon', 'Ilir', 'Leutrim'], women: ['Arta', 'Blerta', 'Donika', 'Fjolla', 'Kaltrina', 'Vjosa', 'Teuta', 'Rina'], family: ['Krasniqi', 'Gashi', 'Berisha', 'Morina', 'Shala', 'Hoxha', 'Kryeziu', 'Bytyqi', 'Rexhepi', 'Sylejmani', 'Zeqiri', 'Osmani'] },
  SB: { men: ['Timothy', 'Eddie', 'Jonah', 'Wilson', 'Hilary', 'Derek', 'Lency', 'Moses'], women: ['Ruthlyn', 'Esther', 'Janet', 'Lilly', 'Dorothy', 'Martha', 'Grace', 'Rosina'], family: ['Tuhaika', 'Kere', 'Maesiola', 'Pitakaka', 'Houenipwela', 'Sikua', 'Kwaiga', 'Oti', 'Rini', 'Fono', 'Alebua', 'Tosika'] },
  PR: { men: ['José Luis', 'Carlos Javier', 'Luis Ángel', 'Héctor', 'Jorge Iván', 'Rafael', 'Edwin', 'Gabriel'], women: ['María del Carmen', 'Yaritza', 'Nilda', 'Coral', 'Glorimar', 'Keishla', 'Ana Sofía', 'Yolanda'], family: ['Rivera Ortiz', 'Colón Santiago', 'Torres Rosario', 'Ramos Vélez', 'Figueroa Cruz', 'Meléndez Rodríguez', 'Acevedo Pagán', 'Maldonado Ruiz', 'Negrón Vázquez', 'Quiñones Díaz', 'Santana Cintrón', 'Báez Nieves'] },
  LI: { men: ['Lukas', 'Manuel', 'Matthias', 'Dominik', 'Fabian', 'Simon', 'Patrick', 'Elias'], women: ['Laura', 'Sarah', 'Julia', 'Selina', 'Nadine', 'Carmen', 'Vanessa', 'Lea'], family: ['Büchel', 'Frommelt', 'Marxer', 'Kaiser', 'Ospelt', 'Wohlwend', 'Hasler', 'Beck', 'Vogt', 'Meier', 'Gassner', 'Eberle'] },
  MH: { men: ['Jeban', 'Kalani', 'Rilang', 'Amon', 'Tony', 'Hilton', 'Jiba', 'Wilbur'], women: ['Lijon', 'Darlene', 'Marie', 'Anjain', 'Kathy', 'Hemline', 'Neilani', 'Rubina'], family: ['Kabua', 'Loeak', 'Bejang', 'Heine', 'Zackhras', 'Langidrik', 'Anitok', 'Jetnil', 'Laijo', 'Silk', 'Kattil', 'Muller'] },
  WS: { men: ['Tavita', 'Iosefa', 'Fetu', 'Pita', 'Sione', 'Lemalu', 'Tupe', 'Falaniko'], women: ['Malia', 'Siniva', 'Lagi', 'Fiafia', 'Talia', 'Tusi', 'Leilani', 'Mele'], family: ['Leota', 'Tuilagi', 'Faleolo', 'Sapolu', 'Tauiliili', 'Fonoti', 'Aiono', 'Lauina', 'Matautia', 'Schuster', 'Toleafoa', 'Petaia'] },
  TO: { men: ['Sione', 'Viliami', 'Tevita', 'Siaosi', 'Semisi', 'Paula', 'Sitani', 'Mosese'], women: ['Mele', 'Salote', 'Losana', 'Ana', 'Lesieli', 'Siueni', 'Kalolaine', 'Heilala'], family: ['Taufa', 'Fifita', 'Havili', 'Tonga', 'Vaipulu', 'Moala', 'Latu', 'Lolohea', 'Kaufusi', 'Tapueluelu', 'Pulu', 'Halaholo'] },
  IL: { men: ['Noam', 'Itai', 'Omer', 'Yonatan', 'Eitan', 'Amit', 'Yuval', 'Ariel'], women: ['Noa', 'Shira', 'Maya', 'Tamar', 'Yael', 'Michal', 'Adi', 'Inbar'], family: ['Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Avraham', 'Shapiro', 'Dahan', 'Katz', 'Azoulay', 'Golan', 'Ben-David'] },
  GU: { men: ['Joaquin', 'Vicente', 'Jesse', 'Francisco', 'Ignacio', 'Ryan', 'Antonio', 'Kyle'], women: ['Maria', 'Rosalia', 'Kristine', 'Vanessa', 'Josephine', 'Monica', 'Bernadette', 'Lourdes'], family: ['Cruz', 'Borja', 'Taitano', 'Quinata', 'Blas', 'Camacho', 'Aguon', 'Perez', 'Santos', 'Sablan', 'Flores', 'Mendiola'] },
  MC: { men: ['Louis', 'Stéphane', 'Julien', 'Olivier', 'Maxime', 'Antoine', 'Nicolas', 'Pierre-Henri'], women: ['Camille', 'Charlotte', 'Émilie', 'Pauline', 'Sophie', 'Alexandra', 'Mathilde', 'Claire'], family: ['Bertrand', 'Gastaud', 'Médecin', 'Pastor', 'Lorenzi', 'Boisson', 'Cellario', 'Ferrero', 'Notari', 'Rinaldi', 'Bonafede', 'Giordano'] },
};

export function fPerson(rng: Rng, country: keyof typeof NAMES): FPerson {
  return pickPerson(rng, NAMES[country]);
}

/** Another family name of the same country (a parent's or a signatory's, never the holder's). */
export function otherFamily(rng: Rng, country: keyof typeof NAMES, not: string): string {
  return rng.pick(NAMES[country].family.filter((f) => f !== not));
}

/** A given name of the same country (parents, signatories). */
export function otherGiven(rng: Rng, country: keyof typeof NAMES, woman: boolean): string {
  return rng.pick(woman ? NAMES[country].women : NAMES[country].men);
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', de: 'German', fr: 'French' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const fResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates and numbers

const MONTHS = MONTH_NAMES;

const pad = (n: number) => String(n).padStart(2, '0');

export function iso(y: number, m: number, d: number): string {
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** An ISO date `days` later. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function dmy(isoDate: string, sep = '/'): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(d)}${sep}${pad(m)}${sep}${y}`;
}

/** "03/07/2021" month first (US territories). */
export function mdyNum(isoDate: string): string {
  const [y, m, d] = ymd(isoDate);
  return `${pad(m)}/${pad(d)}/${y}`;
}

/** "12 March 2021", "12 de marzo de 2021", "12. März 2021", "1er mars 2021". */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  if (lang === 'de') return `${d}. ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

/** Shuffled copy (the rng's own order). */
export function shuffled<T>(rng: Rng, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A plain table (../lib/table-kit.ts)

export { drawTable as fTable, type TableCol as FCol, type TableRow as FRow } from '../lib/table-kit';

// ---------------------------------------------------------------------------------------------
// Hebrew runs

const HEBREW_FONTS: Record<string, string> = {
  'f-hebrew': '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf',
  'f-hebrew-bold': '/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf',
};
const registered = new WeakSet<object>();

/**
 * A right-to-left line of Hebrew ending at `right`: one run per word, laid from the right (the shaper
 * orders each word's letters), digits and Latin tokens in `latin`. Returns the drawn width.
 */
function useHebrew(pdf: Pdf): PDFKit.PDFDocument {
  const doc = pdf.doc;
  if (!registered.has(doc)) {
    for (const [k, f] of Object.entries(HEBREW_FONTS)) doc.registerFont(k, f);
    registered.add(doc);
  }
  return doc;
}

/** The width `hebrew` draws a Hebrew line in (without Latin tokens). */
export function hebrewWidth(pdf: Pdf, text: string, size: number, bold = false): number {
  const doc = useHebrew(pdf).font(bold ? 'f-hebrew-bold' : 'f-hebrew').fontSize(size);
  const words = text.split(/\s+/).filter(Boolean);
  return words.reduce((a, w) => a + doc.widthOfString(w), 0) + Math.max(0, words.length - 1) * doc.widthOfString(' ') * 1.1;
}

export function hebrew(pdf: Pdf, text: string, right: number, y: number, o: { size: number; bold?: boolean; color?: string; latin: string }): number {
  const doc = useHebrew(pdf);
  const font = o.bold ? 'f-hebrew-bold' : 'f-hebrew';
  doc.font(font).fontSize(o.size);
  const space = doc.widthOfString(' ') * 1.1;
  let x = right;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const latin = !/[\u0590-\u05FF]/.test(word);
    if (latin) pdf.widthOf(word, o.latin, o.size);
    const d = latin ? doc.font(o.latin).fontSize(o.size) : doc.font(font).fontSize(o.size);
    const w = d.widthOfString(word);
    x -= w;
    d.save();
    d.fillColor(o.color ?? '#000000').text(word, x, y, { lineBreak: false });
    d.restore();
    x -= space;
  }
  return right - x - space;
}
