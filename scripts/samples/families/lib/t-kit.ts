/**
 * Shared pieces of the corpus-t families (course-table layouts: Nigeria, Pakistan, Philippines,
 * Australia, Kenya, Poland, Turkey, Indonesia): invented people and institutions per country, a letterhead, a
 * labelled details block and a page flow that continues a table on a next page. Drawing goes
 * through the corpus-a kit (`a-kit.ts`). Names, numbers and institutions are invented.
 */
import type { ExtractionResult } from '../../../../src/processing/types';
import type { Rng } from '../../rng';
import { Pdf, emptyResult, type FontSet } from './a-kit';

export interface TPerson {
  first: string;
  middle: string | null;
  last: string;
}

export const PEOPLE: Record<string, { first: string[]; middle: string[]; last: string[] }> = {
  NG: {
    first: ['Chukwuemeka', 'Adaeze', 'Oluwaseun', 'Ngozi', 'Ibrahim', 'Funmilayo', 'Emeka', 'Aisha', 'Tunde', 'Chiamaka', 'Babatunde', 'Zainab', 'Obinna', 'Yetunde'],
    middle: ['Chinedu', 'Adebayo', 'Olamide', 'Ifeoma', 'Musa', 'Temitope', 'Uchenna'],
    last: ['Okonkwo', 'Adeyemi', 'Balogun', 'Eze', 'Nwosu', 'Abubakar', 'Ogunleye', 'Okafor', 'Adewale', 'Chukwu', 'Danjuma', 'Olatunji'],
  },
  PK: {
    first: ['Muhammad Ali', 'Ayesha', 'Hamza', 'Fatima', 'Usman', 'Zainab', 'Bilal', 'Maryam', 'Hassan', 'Sana', 'Ahmed', 'Hira'],
    middle: [],
    last: ['Khan', 'Qureshi', 'Butt', 'Malik', 'Chaudhry', 'Siddiqui', 'Abbasi', 'Raza', 'Iqbal', 'Sheikh', 'Javed', 'Anwar'],
  },
  PH: {
    first: ['Maria Angelica', 'John Paul', 'Kristine', 'Mark Anthony', 'Jasmine', 'Carlo', 'Rhea Mae', 'Jerome', 'Patricia', 'Kevin', 'Joanna Marie', 'Ramon'],
    middle: ['Dela Cruz', 'Santos', 'Villanueva', 'Bautista', 'Mendoza', 'Garcia', 'Aquino', 'Ramos'],
    last: ['Reyes', 'Cruz', 'Gonzales', 'Torres', 'Flores', 'Castillo', 'Navarro', 'Domingo', 'Salazar', 'Pascual', 'Manalo', 'Mercado'],
  },
  AU: {
    first: ['Lachlan', 'Chloe', 'Mitchell', 'Isabella', 'Riley', 'Matilda', 'Cooper', 'Zoe', 'Hamish', 'Ruby', 'Jayden', 'Sienna'],
    middle: ['James', 'Grace', 'Thomas', 'Rose', 'Lee', 'Kate'],
    last: ['Fraser', 'Nguyen', 'Campbell', 'Kelly', 'Murray', 'Tran', 'Hughes', 'McDonald', 'Papadopoulos', 'Wilson', 'Ryan', 'Singh'],
  },
  KE: {
    first: ['Wanjiru', 'Otieno', 'Achieng', 'Kiprono', 'Njeri', 'Mutua', 'Akinyi', 'Kamau', 'Chebet', 'Omondi', 'Wambui', 'Kipchoge'],
    middle: ['Grace', 'Peter', 'Faith', 'Brian', 'Mercy', 'Dennis', 'Joy'],
    last: ['Mwangi', 'Ochieng', 'Kariuki', 'Wafula', 'Njoroge', 'Koech', 'Odhiambo', 'Mutiso', 'Kimani', 'Rotich', 'Onyango', 'Wekesa'],
  },
  TR: {
    first: ['Elif', 'Mehmet', 'Zeynep', 'Emre', 'Ayşe', 'Burak', 'Selin', 'Oğuz', 'Merve', 'Kaan', 'Büşra', 'Serkan'],
    middle: ['Nur', 'Can', 'Deniz', 'Ali'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan'],
  },
  ID: {
    first: ['Dewi', 'Agus', 'Siti', 'Budi', 'Rina', 'Andi', 'Putri', 'Rizky', 'Ayu', 'Fajar', 'Intan', 'Hendra'],
    middle: ['Ayu', 'Pratama', 'Kusuma', 'Wahyu', 'Nur'],
    last: ['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Lestari', 'Nugroho', 'Kurniawan', 'Setiawan', 'Rahmawati', 'Susanto', 'Permana', 'Hartono'],
  },
  PL: {
    first: ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Paweł', 'Joanna', 'Michał', 'Aleksandra', 'Krzysztof', 'Zofia', 'Łukasz'],
    middle: ['Maria', 'Jan', 'Anna', 'Andrzej'],
    last: ['Nowak', 'Kowalczyk', 'Wiśniewska', 'Zieliński', 'Wójcik', 'Kamińska', 'Lewandowski', 'Szymańska', 'Dąbrowski', 'Woźniak', 'Mazur', 'Krawczyk'],
  },
};

export function tPerson(rng: Rng, country: keyof typeof PEOPLE, middle = 0.5): TPerson {
  const p = PEOPLE[country];
  return { first: rng.pick(p.first), middle: p.middle.length && rng.bool(middle) ? rng.pick(p.middle) : null, last: rng.pick(p.last) };
}

export const given = (p: TPerson) => [p.first, p.middle].filter(Boolean).join(' ');
export const natural = (p: TPerson) => [p.first, p.middle, p.last].filter(Boolean).join(' ');

/** A result with the candidate filled in. */
export function resultFor(language: string, languageName: string, p: TPerson, dob: string | null): ExtractionResult {
  const r = emptyResult(language);
  r.language = languageName;
  r.candidate = { fullName: natural(p), firstName: given(p), lastName: p.last, dateOfBirth: dob };
  return r;
}

/** Label/value pairs in two columns ("Label:" then the value); returns the height used. */
export function detailsBlock(pdf: Pdf, F: FontSet, x: number, y: number, width: number, rows: Array<[string, string]>, o: { size?: number; labelWidth?: number; columns?: 1 | 2 } = {}): number {
  const size = o.size ?? 8.5;
  const cols = o.columns ?? 2;
  const per = Math.ceil(rows.length / cols);
  const colW = width / cols;
  const lw = o.labelWidth ?? 92;
  rows.forEach(([k, v], i) => {
    const cx = x + Math.floor(i / per) * colW;
    const cy = y + (i % per) * size * 1.55;
    pdf.text(`${k}:`, cx, cy, { font: F.bold, size });
    pdf.text(v, cx + lw, cy, { font: F.regular, size, width: colW - lw - 8, fit: true });
  });
  return per * size * 1.55;
}

/**
 * Vertical flow of a table over pages: `need(h)` starts a new page (calling `onBreak`, which may
 * draw a continuation header) when `h` more points do not fit above the bottom margin.
 */
export class Flow {
  y: number;
  constructor(
    readonly pdf: Pdf,
    y: number,
    readonly bottom: number,
    readonly top: number,
    private readonly onBreak: (flow: Flow) => void,
  ) {
    this.y = y;
  }
  need(h: number): boolean {
    if (this.y + h <= this.bottom) return false;
    this.pdf.addPage();
    this.y = this.top;
    this.onBreak(this);
    return true;
  }
}

/** "Page n of m" footers once every page is drawn. */
export function pageFooters(pdf: Pdf, F: FontSet, L: number, W: number, text: (p: number, n: number) => string): void {
  const n = pdf.pageCount;
  for (let p = 1; p <= n; p++) {
    pdf.switchTo(p);
    pdf.text(text(p, n), L, pdf.height - 34, { font: F.italic, size: 7, width: W, align: 'center' });
  }
}
