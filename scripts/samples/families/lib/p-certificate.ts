/**
 * The certificate page the procedural `p-levels` and `p-quals` families share (development only):
 * the font set drawn from the seed, an A4 page with its side margins, lines centred between them,
 * captions in the page's language or bilingual with English, and the foot of the page with two
 * signatures, their roles and a seal between them.
 */
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, type FontSet } from './a-kit';

export const pad = (n: number) => String(n).padStart(2, '0');

export interface CertificatePage {
  pdf: Pdf;
  F: FontSet;
  W: number;
  H: number;
  /** The left and right margins' x. */
  L: number;
  R: number;
  /** Draws `text` centred between the margins from `y`, wrapped; answers the y below it and `gap`. */
  centre(y: number, text: string, size: number, font?: string, gap?: number): number;
}

export function certificatePage(rng: Rng, o: { title: string; author: string; creationDate: Date; margin: number }): CertificatePage {
  const F: FontSet = rng.pick([SERIF[1], SANS[1], SANS[2], SERIF[2]]);
  const pdf = new Pdf({ size: A4, title: o.title, author: o.author, creationDate: o.creationDate });
  const W = pdf.width;
  const L = o.margin;
  const R = W - L;
  const centre = (y: number, text: string, size: number, font = F.regular, gap = 6): number => {
    for (const l of pdf.wrap(text, font, size, R - L)) {
      pdf.text(l, L, y, { font, size, width: R - L, align: 'center', fit: true });
      y += size + 4;
    }
    return y + gap;
  };
  return { pdf, F, W, H: pdf.height, L, R, centre };
}

/**
 * The caption picker of a page: a caption drawn from the page's language, followed by its English
 * counterpart (the same entry, or the last) on a bilingual page ("Native / English").
 */
export function captionPicker<K>(rng: Rng, native: K, en: K, bilingual: boolean): (pick: (k: K) => string[]) => string {
  return (pick) => {
    const i = rng.int(0, pick(native).length - 1);
    const a = pick(native)[i];
    return bilingual ? `${a} / ${pick(en)[Math.min(i, pick(en).length - 1)]}` : a;
  };
}

/** Two signatures on their lines at `sy`, their roles under them, and a seal of `colour` between them. */
export function signatures(page: CertificatePage, rng: Rng, sy: number, roles: [string, string], colour: string): void {
  const { pdf, F, W, L, R } = page;
  pdf.seal(W / 2, sy + 10, 22, colour);
  const colW = (R - L) / 2 - 30;
  for (const k of [0, 1]) {
    const x = k === 0 ? L : R - colW;
    pdf.signature(x + 30, sy, colW - 60, rng);
    pdf.line(x, sy + 8, x + colW, sy + 8, 0.5, '#444444');
    pdf.text(roles[k]!, x, sy + 14, { font: F.regular, size: 8.5, width: colW, align: 'center', fit: true });
  }
}
