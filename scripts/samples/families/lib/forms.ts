/**
 * The date and number forms many families' documents print, shared by their kits: an ISO date's parts,
 * day/month/year with slashes, a day, a month name and a year in English, Spanish, French and Malay, and
 * a decimal comma.
 */

/** [year, month, day] of "2021-06-18". */
export const isoParts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
export const pad2 = (n: number) => String(n).padStart(2, '0');

/** "18/06/2021". */
export function slashed(isoDate: string): string {
  const [y, m, d] = isoParts(isoDate);
  return `${pad2(d)}/${pad2(m)}/${y}`;
}

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** Paraguay writes "setiembre". */
export const MONTHS_ES_SETIEMBRE = MONTHS_ES.map((m) => (m === 'septiembre' ? 'setiembre' : m));
export const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export const MONTHS_MS = ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'];

/** "18 June 2021" (any month names: "18 juin 2021", "18 Jun 2021"). */
export function dayMonthYear(isoDate: string, months: string[]): string {
  const [y, m, d] = isoParts(isoDate);
  return `${d} ${months[m - 1]} ${y}`;
}

/** "18 June 2021". */
export const dateEn = (isoDate: string): string => dayMonthYear(isoDate, MONTHS_EN);
/** "18 juin 2021". */
export const dateFr = (isoDate: string): string => dayMonthYear(isoDate, MONTHS_FR);
/** "18 Jun 2021" (Malay month names). */
export const dateMs = (isoDate: string): string => dayMonthYear(isoDate, MONTHS_MS);

/** "18 de junio de 2021" with the given month names. */
export function dateEsWith(isoDate: string, months: string[]): string {
  const [y, m, d] = isoParts(isoDate);
  return `${d} de ${months[m - 1]} de ${y}`;
}

/** "18 de junio de 2021". */
export const dateEs = (isoDate: string): string => dateEsWith(isoDate, MONTHS_ES);

/** "12,50" (decimal comma, two places). */
export const comma2 = (n: number): string => n.toFixed(2).replace('.', ',');
