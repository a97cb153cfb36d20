/**
 * Shared pieces of the corpus-n families (held-out set written on 2026-11-28 by someone who does not
 * change src/processing): invented people per country, the ground-truth helpers (country and state
 * names from the same packages the conventions name), date forms in the languages printed, and a
 * course-table drawer with several rulings that continues a table on the next page. Drawing goes
 * through the corpus-a kit (`a-kit.ts`). Names, numbers and institutions are invented.
 */
import { countries } from 'countries-list';
import { State } from 'country-state-city';
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { Pdf, emptyResult, type Column, type FontSet } from './a-kit';

export { A4, LETTER, Pdf, SANS, SERIF, course, digits, iso, letters, titleCase } from './a-kit';
export type { Column, FontSet } from './a-kit';

export interface NPerson {
  given: string;
  family: string;
}

/** Invented given names and family names per issuing country. */
const NAMES: Record<string, { given: string[]; family: string[] }> = {
  BD: { given: ['Md. Rakibul', 'Nusrat Jahan', 'Tanvir Ahmed', 'Farzana', 'Sabbir', 'Mst. Sumaiya', 'Arif', 'Tahmina', 'Mahmudul', 'Sharmin', 'Imran', 'Jannatul'], family: ['Hasan', 'Islam', 'Rahman', 'Akter', 'Hossain', 'Chowdhury', 'Sarker', 'Uddin', 'Khatun', 'Talukder', 'Mia', 'Biswas'] },
  NP: { given: ['Sagar', 'Anjali', 'Bikash', 'Sushma', 'Rajendra', 'Pooja', 'Nabin', 'Sabina', 'Dipesh', 'Kabita', 'Suman', 'Rekha'], family: ['Shrestha', 'Adhikari', 'Thapa', 'Gurung', 'Karki', 'Maharjan', 'Poudel', 'Bhandari', 'Tamang', 'Khadka', 'Rai', 'Basnet'] },
  LK: { given: ['Kasun', 'Nadeesha', 'Tharindu', 'Dilani', 'Chamara', 'Sanduni', 'Isuru', 'Hiruni', 'Nuwan', 'Piumi', 'Lahiru', 'Tharushi'], family: ['Perera', 'Fernando', 'Jayasinghe', 'Wickramasinghe', 'Bandara', 'Rathnayake', 'Herath', 'Dissanayake', 'Gunawardena', 'Senanayake', 'Weerasinghe', 'Kumara'] },
  GH: { given: ['Kwame', 'Abena', 'Kofi', 'Akosua', 'Yaw', 'Efua', 'Kwabena', 'Ama', 'Kojo', 'Adwoa', 'Nana Yaw', 'Esi'], family: ['Mensah', 'Owusu', 'Asante', 'Boateng', 'Osei', 'Appiah', 'Agyeman', 'Darko', 'Amoah', 'Quaye', 'Tetteh', 'Ofori'] },
  ZA: { given: ['Thabo', 'Lerato', 'Sipho', 'Nomvula', 'Johan', 'Annelie', 'Pieter', 'Zanele', 'Themba', 'Refilwe', 'Ruan', 'Ayanda'], family: ['Nkosi', 'Dlamini', 'van der Merwe', 'Botha', 'Mokoena', 'Naidoo', 'Pretorius', 'Khumalo', 'Ndlovu', 'Venter', 'Mahlangu', 'Jacobs'] },
  CA: { given: ['Olivia', 'Liam', 'Émilie', 'Noah', 'Charlotte', 'Ethan', 'Ava', 'Benjamin', 'Maya', 'Gabriel', 'Chloé', 'Owen'], family: ['Tremblay', 'MacDonald', 'Gagnon', 'Chen', 'Thompson', 'Roy', 'Patel', 'Campbell', 'Bouchard', 'Wong', 'Anderson', 'Leblanc'] },
  CL: { given: ['Camila Andrea', 'Matías', 'Valentina', 'Benjamín', 'Francisca', 'Vicente', 'Constanza', 'Diego Alonso', 'Javiera', 'Tomás', 'Catalina', 'Sebastián'], family: ['González Muñoz', 'Rojas Díaz', 'Soto Contreras', 'Silva Morales', 'Sepúlveda Torres', 'Araya Castillo', 'Fuentes Reyes', 'Espinoza Vargas', 'Tapia Pizarro', 'Carrasco Núñez'] },
  AR: { given: ['Lucía', 'Santiago', 'Martina', 'Joaquín', 'Sofía', 'Facundo', 'Agustina', 'Nicolás', 'Florencia', 'Ignacio', 'Micaela', 'Tomás'], family: ['Fernández', 'Rodríguez', 'Gómez', 'López', 'Martínez', 'Pereyra', 'Romero', 'Sosa', 'Álvarez', 'Benítez', 'Acosta', 'Medina'] },
  MA: { given: ['Youssef', 'Salma', 'Amine', 'Khadija', 'Hamza', 'Imane', 'Mehdi', 'Fatima Zahra', 'Othmane', 'Nouhaila', 'Ayoub', 'Hajar'], family: ['El Amrani', 'Benali', 'Alaoui', 'Bennani', 'Tazi', 'El Idrissi', 'Berrada', 'Chraibi', 'Ouazzani', 'Lahlou', 'Ait Taleb', 'Zerouali'] },
  VN: { given: ['Minh Anh', 'Quốc Bảo', 'Thu Hà', 'Văn Hùng', 'Ngọc Lan', 'Đức Thắng', 'Thị Mai', 'Hoàng Nam', 'Phương Linh', 'Thanh Tùng', 'Bảo Ngọc', 'Gia Huy'], family: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương'] },
  RO: { given: ['Andreea', 'Alexandru', 'Ioana', 'Mihai', 'Elena', 'Andrei', 'Maria', 'Ștefan', 'Cristina', 'Gabriel', 'Bianca', 'Vlad'], family: ['Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Munteanu', 'Constantinescu', 'Marinescu', 'Niculescu', 'Dobre'] },
  SE: { given: ['Elsa', 'Oskar', 'Maja', 'Lucas', 'Ebba', 'Hugo', 'Alva', 'Axel', 'Saga', 'Erik', 'Wilma', 'Filip'], family: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Lindqvist', 'Bergström', 'Lundgren', 'Holm', 'Sjöberg', 'Ekström'] },
  NZ: { given: ['Aroha', 'Jack', 'Mere', 'Oliver', 'Ngaio', 'Hunter', 'Isla', 'Tama', 'Harper', 'Nikau', 'Grace', 'Wiremu'], family: ['Smith', 'Walker', 'Ngata', 'Williams', 'Parata', 'Brown', 'Tapsell', 'Robinson', 'Harris', 'Te Rangi', 'Clarke', 'Young'] },
  IE: { given: ['Aoife', 'Cian', 'Niamh', 'Oisín', 'Siobhán', 'Darragh', 'Ciara', 'Seán', 'Róisín', 'Eoin', 'Caoimhe', 'Conor'], family: ["O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Walsh', "O'Sullivan", 'McCarthy', 'Doyle', 'Gallagher', 'Kavanagh', 'Fitzgerald', 'Brennan'] },
};

export function nPerson(rng: Rng, country: keyof typeof NAMES): NPerson {
  const n = NAMES[country];
  return { given: rng.pick(n.given), family: rng.pick(n.family) };
}

export const natural = (p: NPerson): string => `${p.given} ${p.family}`;
/** Capitals in the locale of the printed language (Turkish/Vietnamese letters keep their marks). */
export const upper = (s: string): string => s.toLocaleUpperCase('en');

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', sv: 'Swedish', ro: 'Romanian', vi: 'Vietnamese' };

/** A result with the language and the candidate filled in (natural order, given names first). */
export function nResult(language: string, p: NPerson, dob: string | null): ExtractionResult {
  const r = emptyResult(language);
  r.language = LANGUAGE_NAMES[language];
  r.candidate = { fullName: natural(p), firstName: p.given, lastName: p.family, dateOfBirth: dob };
  return r;
}

/** The issuer: country name from `countries-list`, the state (only when printed) from `country-state-city`. */
export function setInstitution(r: ExtractionResult, name: string, countryCode: string | null, stateCode: string | null = null): void {
  const country = countryCode ? countries[countryCode as keyof typeof countries].name : null;
  const state = countryCode && stateCode ? State.getStateByCodeAndCountry(stateCode, countryCode) : undefined;
  if (stateCode && !state) throw new Error(`unknown state ${stateCode} of ${countryCode}`);
  r.institution = { name, country, countryCode, state: state?.name ?? null, stateCode: state ? stateCode : null };
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS: Record<string, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  ro: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
};

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** An ISO date `days` later. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Day, month, year with a separator ("07/03/2001", "07.03.2001", "7-3-2001" when `short`). */
export function dmy(isoDate: string, sep = '/', short = false): string {
  const [y, m, d] = parts(isoDate);
  return short ? `${d}${sep}${m}${sep}${y}` : `${pad(d)}${sep}${pad(m)}${sep}${y}`;
}

/** "7 March 2001", "7 de marzo de 2001", "7 mars 2001", "7 mars 2001" (sv), "7 martie 2001"; `upperMonth` for "07-MAR-2001"-like forms. */
export function longDate(isoDate: string, lang: string): string {
  const [y, m, d] = parts(isoDate);
  const month = MONTHS[lang][m - 1];
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  return `${d} ${month} ${y}`;
}

/** "07-MAR-2001" (bank and board printouts). */
export function dMonY(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${pad(d)}-${MONTHS.en[m - 1].slice(0, 3).toUpperCase()}-${y}`;
}

/** "March 7, 2001". */
export function mdy(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${MONTHS.en[m - 1]} ${d}, ${y}`;
}

// ---------------------------------------------------------------------------------------------
// Course tables

export type Ruling = 'grid' | 'rows' | 'header-only' | 'zebra';

export type TableRow = { cells: string[]; bold?: boolean } | { heading: string };

export interface TableStyle {
  F: FontSet;
  size: number;
  ruling: Ruling;
  headerFill?: string;
  headerText?: string;
  zebra?: string;
  /** Repeat the column header on every page the table continues on. */
  repeatHeader: boolean;
  /** Top margin of a continuation page, bottom limit of every page. */
  top: number;
  bottom: number;
  /** Drawn at the top of each continuation page (returns its height). */
  onNewPage?: (pdf: Pdf) => number;
}

function fitLine(pdf: Pdf, text: string, font: string, size: number, width: number): string[] {
  return pdf.wrap(text, font, size, width);
}

/** How a course table's header is drawn. */
export interface HeaderStyle {
  F: FontSet;
  size: number;
  ruling: string;
  fill?: string;
  color?: string;
  /**
   * What a column's further label lines are. 'stacked' (the default): more of the label, bold like the
   * first. 'translated': the English translation under the national label, smaller, in italics and grey,
   * as bilingual transcripts and diploma supplements print their column headers (an empty one is left out).
   */
  labels?: 'stacked' | 'translated';
}

/**
 * A course table's header at `y`: each column's label lines, a rule above and below, and the column
 * rules on a grid. Returns its height.
 */
export function tableHeader(pdf: Pdf, x: number, y: number, cols: ReadonlyArray<Pick<Column, 'label' | 'width' | 'align'>>, s: HeaderStyle): number {
  const total = cols.reduce((a, c) => a + c.width, 0);
  const pad = 3;
  const translated = s.labels === 'translated';
  const step = s.size * (translated ? 1.25 : 1.2);
  const n = Math.max(...cols.map((c) => (Array.isArray(c.label) ? c.label.length : 1)));
  const h = n * step + 5;
  if (s.fill) pdf.fill(x, y, total, h, s.fill);
  let cx = x;
  for (const c of cols) {
    const labels = Array.isArray(c.label) ? c.label : [c.label];
    labels.forEach((l, k) => {
      const opts = { width: c.width - 2 * pad, align: c.align ?? 'left', fit: true } as const;
      if (k === 0 || !translated) pdf.text(l, cx + pad, y + 2.5 + k * step, { ...opts, font: s.F.bold, size: s.size - 0.5, color: s.color });
      else if (l) pdf.text(l, cx + pad, y + 2.5 + k * step, { ...opts, font: s.F.italic, size: s.size - 1, color: '#333333' });
    });
    cx += c.width;
  }
  pdf.line(x, y, x + total, y, 0.8);
  pdf.line(x, y + h, x + total, y + h, 0.8);
  if (s.ruling === 'grid') columnRules(pdf, x, cols, y, y + h);
  return h;
}

/** The vertical rules of a gridded table's columns, from `y1` to `y2`. */
export function columnRules(pdf: Pdf, x: number, cols: ReadonlyArray<{ width: number }>, y1: number, y2: number): void {
  let cx = x;
  for (const c of cols) {
    pdf.line(cx, y1, cx, y2, 0.4);
    cx += c.width;
  }
  pdf.line(cx, y1, cx, y2, 0.4);
}

/** The rules under a table row `h` high at `y`: the column rules and a line on a grid, a thin grey line on 'rows'. */
export function rowRules(pdf: Pdf, x: number, cols: ReadonlyArray<{ width: number }>, y: number, h: number, ruling: string): void {
  const total = cols.reduce((a, c) => a + c.width, 0);
  if (ruling === 'grid') {
    columnRules(pdf, x, cols, y, y + h);
    pdf.line(x, y + h, x + total, y + h, 0.4);
  } else if (ruling === 'rows') pdf.line(x, y + h, x + total, y + h, 0.3, '#999999');
}

/**
 * A course table from `y`: a header of stacked labels, then rows (wrapped cells where the column
 * says `wrap`) and heading rows that span the table. Continues on new pages. Returns the y after it.
 */
export function courseTable(pdf: Pdf, x: number, y: number, cols: Column[], rows: TableRow[], s: TableStyle): number {
  const total = cols.reduce((a, c) => a + c.width, 0);
  const pad = 3;
  const leading = s.size * 1.32;
  const header = () => {
    y += tableHeader(pdf, x, y, cols, { F: s.F, size: s.size, ruling: s.ruling, fill: s.headerFill, color: s.headerText });
  };
  header();
  let zebra = false;
  for (const row of rows) {
    if ('heading' in row) {
      const h = leading + 4;
      if (y + h + leading > s.bottom) newPage();
      if (s.ruling === 'grid') {
        pdf.rect(x, y, total, h, 0.4);
      }
      pdf.text(row.heading, x + pad, y + 2.5, { font: s.F.bold, size: s.size, width: total - 2 * pad, fit: true });
      y += h;
      if (s.ruling === 'rows') pdf.line(x, y, x + total, y, 0.4, '#777777');
      continue;
    }
    const font = row.bold ? s.F.bold : s.F.regular;
    const lines = cols.map((c, i) => (c.wrap ? fitLine(pdf, row.cells[i] ?? '', font, s.size, c.width - 2 * pad) : [row.cells[i] ?? '']));
    const h = Math.max(...lines.map((l) => l.length)) * leading + 3;
    if (y + h > s.bottom) newPage();
    if (s.ruling === 'zebra' && (zebra = !zebra)) pdf.fill(x, y, total, h, s.zebra ?? '#eef2f7');
    let cx = x;
    cols.forEach((c, i) => {
      lines[i].forEach((l, k) => {
        if (l) pdf.text(l, cx + pad, y + 2 + k * leading, { font, size: s.size, width: c.width - 2 * pad, align: c.align ?? 'left', fit: !c.wrap });
      });
      cx += c.width;
    });
    rowRules(pdf, x, cols, y, h, s.ruling);
    y += h;
  }
  if (s.ruling !== 'grid') pdf.line(x, y, x + total, y, 0.8);
  return y;

  function newPage(): void {
    pdf.addPage();
    y = s.top;
    if (s.onNewPage) y += s.onNewPage(pdf);
    if (s.repeatHeader) header();
  }
}

/** "Page n of m" footers once every page is drawn. */
export function footers(pdf: Pdf, F: FontSet, text: (p: number, n: number) => string): void {
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(text(p, n), 40, pdf.height - 30, { font: F.italic, size: 7, width: pdf.width - 80, align: 'center' });
  }
}

/** Label / value pairs: "Label: value", dot leaders, or the value in a fixed column. */
export function keyValues(pdf: Pdf, F: FontSet, x: number, y: number, width: number, rows: Array<[string, string]>, o: { size?: number; style?: 'colon' | 'leaders' | 'column'; labelWidth?: number; columns?: 1 | 2 } = {}): number {
  const size = o.size ?? 9;
  const cols = o.columns ?? 1;
  const per = Math.ceil(rows.length / cols);
  const colW = width / cols;
  const lw = o.labelWidth ?? 110;
  const style = o.style ?? 'colon';
  rows.forEach(([k, v], i) => {
    const cx = x + Math.floor(i / per) * colW;
    const cy = y + (i % per) * size * 1.6;
    if (style === 'colon') {
      const w = pdf.text(`${k}: `, cx, cy, { font: F.bold, size });
      pdf.text(v, cx + w, cy, { font: F.regular, size, width: colW - w - 8, fit: true });
    } else if (style === 'leaders') {
      const w = pdf.text(k, cx, cy, { font: F.regular, size });
      const dotW = pdf.widthOf('.', F.regular, size);
      const n = Math.max(2, Math.floor((lw - w - 4) / dotW));
      pdf.text('.'.repeat(n), cx + w + 2, cy, { font: F.regular, size, color: '#444444' });
      pdf.text(v, cx + lw + 2, cy, { font: F.bold, size, width: colW - lw - 10, fit: true });
    } else {
      pdf.text(k, cx, cy, { font: F.regular, size, color: '#333333' });
      pdf.text(v, cx + lw, cy, { font: F.bold, size, width: colW - lw - 8, fit: true });
    }
  });
  return per * size * 1.6;
}
