/**
 * Shared pieces of the corpus-z families (held-out set written on 2026-11-30 by a helper who changes
 * nothing under src/ and did not run the engine on them): invented people, the ground-truth helper, date
 * forms in the languages the z- families print, and a plain table drawer. Kept beside the group's files (not in lib/)
 * because it names what the families model. Every name is invented by combining common given and family
 * names at random; every institution is invented.
 */
import type { Rng } from '../../rng';
import type { FontSet, Pdf } from '../lib/a-kit';
import { type GroupPerson, MONTH_NAMES, type NameList, personResult, pickPerson, ymd } from '../lib/group-kit';
import { dmy as nkitDmy } from '../lib/n-kit';

export { around, comma, monthName } from '../lib/group-kit';

export type ZPerson = GroupPerson;

const NAMES: Record<string, NameList> = {
  NE: { men: ['Abdoulaye', 'Issoufou', 'Moussa', 'Ibrahim', 'Souley', 'Harouna', 'Boubacar', 'Yacouba'], women: ['Hadiza', 'Rahila', 'Zeinabou', 'Mariama', 'Aïchatou', 'Fati', 'Haoua', 'Safiatou'], family: ['Issaka', 'Hamani', 'Garba', 'Oumarou', 'Mahamadou', 'Saidou', 'Illiassou', 'Soumana', 'Boukari', 'Amadou', 'Tahirou', 'Sani'] },
  TD: { men: ['Mahamat Saleh', 'Abakar', 'Hassan', 'Djimadoum', 'Ngarlem', 'Brahim', 'Moussa Ali', 'Nodjimbadem'], women: ['Achta', 'Khadidja', 'Halimé', 'Zenaba', 'Remadji', 'Fatimé', 'Mbaïnaissem', 'Hawa'], family: ['Djibrine', 'Abdelkerim', 'Ngaradoum', 'Allarassem', 'Nadjilem', 'Haroun', 'Doumgor', 'Adoum', 'Togoï', 'Mbaïdoum', 'Ousmane', 'Bichara'] },
  GM: { men: ['Lamin', 'Ebrima', 'Modou', 'Omar', 'Ousman', 'Alieu', 'Kebba', 'Bakary'], women: ['Fatou', 'Isatou', 'Awa', 'Mariama', 'Haddy', 'Sainabou', 'Binta', 'Ndey'], family: ['Jallow', 'Ceesay', 'Touray', 'Sowe', 'Njie', 'Bah', 'Sanneh', 'Jobe', 'Darboe', 'Jatta', 'Camara', 'Manneh'] },
  CV: { men: ['João Carlos', 'Adilson', 'Edson', 'Nelson', 'Hélder', 'Carlos Alberto', 'Wilson', 'Evandro'], women: ['Ana Lúcia', 'Maria de Fátima', 'Denise', 'Jandira', 'Vanusa', 'Edna', 'Sandra Cristina', 'Ivanilda'], family: ['Semedo', 'Tavares', 'Varela', 'Lopes', 'Fernandes', 'Monteiro', 'Mendes', 'Correia', 'Fortes', 'Brito', 'Moreira', 'Andrade'] },
  ST: { men: ['Aldair', 'Celestino', 'Domingos', 'Ilídio', 'Osvaldo', 'Hamilton', 'Adérito', 'Jair'], women: ['Aurélia', 'Nelma', 'Elisângela', 'Iolanda', 'Sónia', 'Deolinda', 'Zenaida', 'Edite'], family: ['Trovoada', 'Bragança', 'Neto', 'Ceita', 'Quaresma', 'Pontes', 'Afonso', 'Viegas', 'Espírito Santo', 'Lima', 'Sacramento', 'Cravid'] },
  GA: { men: ['Jean-Rémy', 'Ulrich', 'Franck', 'Loïc', 'Cédric', 'Arnaud', 'Yann', 'Prince'], women: ['Mélissa', 'Chancelle', 'Grâce', 'Nadège', 'Laetitia', 'Rosine', 'Aurore', 'Sandrine'], family: ['Nguema', 'Ondo', 'Mba', 'Moussavou', 'Obiang', 'Mouele', 'Boussougou', 'Nzamba', 'Ndong', 'Mihindou', 'Oyane', 'Makaya'] },
  CG: { men: ['Rodrigue', 'Christ', 'Destin', 'Gildas', 'Hervé', 'Juvénal', 'Exaucé', 'Merveil'], women: ['Prisca', 'Bénédicte', 'Dorcas', 'Merveille', 'Gloria', 'Ornella', 'Divine', 'Armelle'], family: ['Mabiala', 'Nkouka', 'Massamba', 'Loemba', 'Bouanga', 'Okemba', 'Mavoungou', 'Ngoma', 'Samba', 'Itoua', 'Moukoko', 'Malonga'] },
  CD: { men: ['Jean-Pierre', 'Patient', 'Héritier', 'Glody', 'Trésor', 'Christian', 'Junior', 'Dieumerci'], women: ['Grâce', 'Sarah', 'Nathalie', 'Rebecca', 'Ruth', 'Naomie', 'Joëlle', 'Bénie'], family: ['Mukendi', 'Kabeya', 'Tshibangu', 'Ilunga', 'Kasongo', 'Mbuyi', 'Kalala', 'Mutombo', 'Ngalula', 'Lukusa', 'Kayembe', 'Mwamba'] },
  BI: { men: ['Jean Bosco', 'Thierry', 'Aimable', 'Eric', 'Fabrice', 'Gilbert', 'Désiré', 'Olivier'], women: ['Claudine', 'Annick', 'Josiane', 'Nadine', 'Francine', 'Sandrine', 'Aline', 'Espérance'], family: ['Ndayishimiye', 'Niyonzima', 'Hakizimana', 'Nshimirimana', 'Irakoze', 'Bigirimana', 'Niyongabo', 'Nduwimana', 'Habonimana', 'Ntahomvukiye', 'Manirakiza', 'Nkurunziza'] },
  LS: { men: ['Thabo', 'Tumelo', 'Teboho', 'Tšepo', 'Katleho', 'Lehlohonolo', 'Motlatsi', 'Retšelisitsoe'], women: ['Lerato', 'Palesa', 'Rethabile', 'Lineo', 'Mpho', 'Nthabiseng', 'Limpho', 'Puleng'], family: ['Mokoena', 'Mohapi', 'Letsie', 'Ramakau', 'Nthako', 'Sello', 'Makara', 'Lebona', 'Mphutlane', 'Tlali', 'Ntšekhe', 'Seeiso'] },
};

export function zPerson(rng: Rng, country: keyof typeof NAMES): ZPerson {
  return pickPerson(rng, NAMES[country]);
}

/** A second family name, different from the first (post-noms, second surnames). */
export function otherFamily(rng: Rng, country: keyof typeof NAMES, not: string): string {
  return rng.pick(NAMES[country].family.filter((f) => f !== not));
}

export const upper = (s: string, locale = 'fr'): string => s.toLocaleUpperCase(locale);

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', pt: 'Portuguese' };

/** A result with the language and the candidate filled in (lib/group-kit.ts, `personResult`). */
export const zResult = personResult(LANGUAGE_NAMES);

// ---------------------------------------------------------------------------------------------
// Dates and numbers

const MONTHS = MONTH_NAMES;

export const dmy = (isoDate: string, sep = '/'): string => nkitDmy(isoDate, sep);

/** "1er mars 2021", "12 de março de 2021", "12th March 2021" (`ordinal`) or "12 March 2021". */
export function longDate(isoDate: string, lang: string, ordinal = false): string {
  const [y, m, d] = ymd(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  if (lang === 'pt') return `${d} de ${month} de ${y}`;
  if (ordinal) {
    const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
    return `${d}${suf} ${month} ${y}`;
  }
  return `${d} ${month} ${y}`;
}

/** Portuguese number words 0-20 (marks "por extenso"). */
export const PT_WORDS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte'];

// ---------------------------------------------------------------------------------------------
// A plain table

export interface ZCol {
  label: string | string[];
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** Rows of single-line cells under a header: `ruling` grid, rows or none; returns the y after the table. */
export function zTable(pdf: Pdf, F: FontSet, x: number, y: number, cols: ZCol[], rows: Array<{ cells: string[]; bold?: boolean; italic?: boolean }>, o: { size: number; rowH: number; ruling: 'grid' | 'rows' | 'none'; fill?: string; header?: boolean }): number {
  const total = cols.reduce((a, c) => a + c.width, 0);
  const vrules = (y1: number, y2: number) => {
    if (o.ruling !== 'grid') return;
    let cx = x;
    for (const c of cols) {
      pdf.line(cx, y1, cx, y2, 0.4);
      cx += c.width;
    }
    pdf.line(cx, y1, cx, y2, 0.4);
  };
  if (o.header !== false) {
    const n = Math.max(...cols.map((c) => (Array.isArray(c.label) ? c.label.length : 1)));
    const h = n * o.size * 1.2 + 5;
    if (o.fill) pdf.fill(x, y, total, h, o.fill);
    let cx = x;
    for (const c of cols) {
      (Array.isArray(c.label) ? c.label : [c.label]).forEach((l, k) => pdf.text(l, cx + 3, y + 3 + k * o.size * 1.2, { font: F.bold, size: o.size - 0.4, width: c.width - 6, align: c.align ?? 'left', fit: true }));
      cx += c.width;
    }
    pdf.line(x, y, x + total, y, 0.8);
    pdf.line(x, y + h, x + total, y + h, 0.8);
    vrules(y, y + h);
    y += h;
  }
  for (const row of rows) {
    let cx = x;
    cols.forEach((c, i) => {
      const font = row.bold ? F.bold : row.italic ? F.italic : F.regular;
      if (row.cells[i]) pdf.text(row.cells[i], cx + 3, y + (o.rowH - o.size) / 2, { font, size: o.size, width: c.width - 6, align: c.align ?? 'left', fit: true });
      cx += c.width;
    });
    vrules(y, y + o.rowH);
    if (o.ruling === 'grid') pdf.line(x, y + o.rowH, x + total, y + o.rowH, 0.4);
    else if (o.ruling === 'rows') pdf.line(x, y + o.rowH, x + total, y + o.rowH, 0.3, '#999999');
    y += o.rowH;
  }
  if (o.ruling === 'none') pdf.line(x, y, x + total, y, 0.6);
  return y;
}
