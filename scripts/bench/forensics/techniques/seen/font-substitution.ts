/**
 * Seen technique `font-substitution-variants`: a text PDF re-typeset (written anew, one revision,
 * clean pdfkit metadata) in which a forger's editor set the changed part of one value unlike the
 * rest of its line, in ways `line-font-swap` (a whole value in another STANDARD font, edits.ts)
 * does not cover:
 *
 * - how the part is set:
 *   - `embedded`: an embedded TrueType face (DejaVu, Liberation: what an editor without the
 *     document's font falls back to, metric twins of Helvetica and Times included) replacing the
 *     document's standard font, at its size or within 3%;
 *   - `standard`: the reverse, the document set in embedded TrueType faces (as Word or InDesign
 *     embed them) and the part in a standard font (Helvetica, Times, Courier);
 *   - `weight`: the same family in another weight or an oblique/italic;
 *   - `size`: the same font 4–10% larger or smaller;
 * - what is swapped: the whole value; one word of a value of several words (the surname of a
 *   name, the place in an institution's name, the changed group of a date); or only the changed
 *   digits inside a number ("3.4" kept, "9" retyped);
 * - where: a value standing in a table cell, or one inside running text (a line with other words
 *   within 1.5 sizes of it).
 *
 * The page is drawn by the sample kit's own renderers; only the drawing of the target value is
 * intercepted (Sheet.text), so everything else is byte-for-byte what the clean document draws.
 */
import { makeQualification } from '../../../../samples/plan';
import { renderDiploma } from '../../../../samples/diplomas';
import { renderTranscript } from '../../../../samples/transcripts';
import { Sheet, type FieldBox, type FontName, type TextOptions } from '../../../../samples/sheet';
import type { CountryCode } from '../../../../samples/data';
import { alterValue, targetBoxes, type KitDocument } from '../../kit';
import { pointsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';
import type { Rng } from '../../../../samples/rng';

type How = 'embedded' | 'standard' | 'weight' | 'size';
type What = 'whole' | 'word' | 'digits';
type Where = 'cell' | 'running';

const FONTS = '/usr/share/fonts/truetype';
/** Embedded faces an editor falls back to, for a document set in a sans or a serif standard font. */
const EMBEDDED_FOR: Record<'sans' | 'serif', string[]> = {
  sans: [`${FONTS}/liberation/LiberationSans-Regular.ttf`, `${FONTS}/dejavu/DejaVuSans.ttf`, `${FONTS}/liberation/LiberationSerif-Regular.ttf`, `${FONTS}/dejavu/DejaVuSerif.ttf`],
  serif: [`${FONTS}/liberation/LiberationSerif-Regular.ttf`, `${FONTS}/dejavu/DejaVuSerif.ttf`, `${FONTS}/liberation/LiberationSans-Regular.ttf`, `${FONTS}/dejavu/DejaVuSans.ttf`],
};
/** How a document is set when its fonts are embedded TrueType faces (the `standard` variant). */
const EMBEDDED_DOCUMENT: Array<Record<FontName, string>> = [
  {
    Helvetica: `${FONTS}/liberation/LiberationSans-Regular.ttf`,
    'Helvetica-Bold': `${FONTS}/liberation/LiberationSans-Bold.ttf`,
    'Helvetica-Oblique': `${FONTS}/liberation/LiberationSans-Italic.ttf`,
    'Times-Roman': `${FONTS}/liberation/LiberationSerif-Regular.ttf`,
    'Times-Bold': `${FONTS}/liberation/LiberationSerif-Bold.ttf`,
    'Times-Italic': `${FONTS}/liberation/LiberationSerif-Italic.ttf`,
    'Times-BoldItalic': `${FONTS}/liberation/LiberationSerif-BoldItalic.ttf`,
    Courier: `${FONTS}/liberation/LiberationMono-Regular.ttf`,
  },
  {
    Helvetica: `${FONTS}/dejavu/DejaVuSans.ttf`,
    'Helvetica-Bold': `${FONTS}/dejavu/DejaVuSans-Bold.ttf`,
    'Helvetica-Oblique': `${FONTS}/dejavu/DejaVuSans-Oblique.ttf`,
    'Times-Roman': `${FONTS}/dejavu/DejaVuSerif.ttf`,
    'Times-Bold': `${FONTS}/dejavu/DejaVuSerif-Bold.ttf`,
    'Times-Italic': `${FONTS}/dejavu/DejaVuSerif-Italic.ttf`,
    'Times-BoldItalic': `${FONTS}/dejavu/DejaVuSerif-BoldItalic.ttf`,
    Courier: `${FONTS}/dejavu/DejaVuSansMono.ttf`,
  },
];

const isSerif = (font: string) => /^Times/.test(font);

function otherWeight(font: string, rng: Rng): string {
  if (isSerif(font)) return rng.pick(['Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic'].filter((f) => f !== font));
  return rng.pick(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'].filter((f) => f !== font));
}

const COUNTRIES: CountryCode[] = ['US', 'GB', 'FR', 'DE', 'ES', 'IN'];

interface Plan {
  /** The drawing call to intercept: the n-th call drawing `box.text` with `box.key`. */
  box: FieldBox;
  text: string;
  /** [start, end) of `text` set unlike the rest. */
  part: [number, number];
  font: string;
  size: number;
}

interface Drawn {
  pdf: Buffer;
  pages: number;
  boxes: FieldBox[];
  all: FieldBox[];
  pageSize: { width: number; height: number };
  layout: string;
  /** Where the intercepted value was drawn (page points, top-left origin). */
  drawn: FieldBox | null;
}

/**
 * Renders the kit document of `q`, with every Sheet.text call recorded, the fonts mapped
 * (`mapped`: standard name → embedded file) and the call of `plan` drawn in segments.
 */
async function render(q: ReturnType<typeof makeQualification>, role: 'transcript' | 'diploma', mapped: Record<string, string> | null, plan: Plan | null): Promise<Drawn> {
  const proto = Sheet.prototype as unknown as {
    text: (this: Sheet, text: string, x: number, y: number, o?: TextOptions) => FieldBox;
    widthOf: (this: Sheet, text: string, font: FontName, size: number, cs?: number) => number;
  };
  const origText = proto.text;
  const origWidth = proto.widthOf;
  const all: FieldBox[] = [];
  let drawn: FieldBox | null = null;
  const map = (font: string | undefined): FontName => {
    const f = font ?? 'Helvetica';
    return (mapped && mapped[f] ? `emb:${f}` : f) as FontName;
  };
  const register = (sheet: Sheet) => {
    if (!mapped) return;
    const doc = sheet.doc as unknown as { _registeredFonts: Record<string, unknown>; registerFont: (n: string, p: string) => void };
    for (const [name, file] of Object.entries(mapped)) if (!doc._registeredFonts[`emb:${name}`]) doc.registerFont(`emb:${name}`, file);
  };
  proto.widthOf = function (text, font, size, cs = 0) {
    register(this);
    return origWidth.call(this, text, map(font), size, cs);
  };
  proto.text = function (text, x, y, o = {}) {
    register(this);
    const target = plan && !drawn && o.key === plan.box.key && text === plan.box.text && this.page === plan.box.page;
    if (!target) {
      const box = origText.call(this, text, x, y, { ...o, font: map(o.font) });
      all.push({ ...box, page: this.page });
      return box;
    }
    // The forger's value: the text before and after the part in the value's own font, the part
    // in another one, all on the value's baseline, aligned as the value was.
    const font = map(o.font);
    let size = o.size ?? 9;
    const cs = o.characterSpacing ?? 0;
    let w = origWidth.call(this, text, font, size, cs);
    if (o.fit && o.width && w > o.width) {
      size = Math.max(5, (size * o.width) / w);
      w = origWidth.call(this, text, font, size, cs);
    }
    const doc = this.doc as unknown as PDFKit.PDFDocument & { _font: { ascender: number } };
    const ascOf = (f: string, s: number) => (doc.font(f).fontSize(s)._font.ascender / 1000) * s;
    const baseline = y + ascOf(font, size);
    const t = plan!.text;
    const segs = [
      { text: t.slice(0, plan!.part[0]), font, size },
      { text: t.slice(plan!.part[0], plan!.part[1]), font: plan!.font, size: plan!.size },
      { text: t.slice(plan!.part[1]), font, size },
    ].filter((s) => s.text.length > 0);
    const widths = segs.map((s) => doc.font(s.font).fontSize(s.size).widthOfString(s.text, { characterSpacing: cs }));
    const total = widths.reduce((a, b) => a + b, 0);
    let left = x;
    if (o.align === 'right' && o.width !== undefined) left = x + o.width - total;
    if (o.align === 'center' && o.width !== undefined) left = x + (o.width - total) / 2;
    let at = left;
    let top = y;
    let bottom = y;
    segs.forEach((s, i) => {
      const asc = ascOf(s.font, s.size);
      doc.font(s.font).fontSize(s.size).fillColor(o.color ?? '#000000');
      doc.text(s.text, at, baseline - asc, { lineBreak: false, characterSpacing: cs });
      top = Math.min(top, baseline - asc);
      bottom = Math.max(bottom, baseline - asc + s.size * 1.2);
      at += widths[i];
    });
    drawn = { ...plan!.box, x: Math.min(left, plan!.box.x), y: Math.min(top, plan!.box.y), width: Math.max(left + total, plan!.box.x + plan!.box.width) - Math.min(left, plan!.box.x), height: Math.max(bottom, plan!.box.y + plan!.box.height) - Math.min(top, plan!.box.y), text: t };
    // The rest of the page is laid out as before: the kit gets the value's old box back.
    const old = { ...plan!.box };
    all.push(old);
    return old;
  };
  try {
    const r = role === 'transcript' ? await renderTranscript(q) : await renderDiploma(q);
    return { pdf: r.pdf, pages: r.pages, boxes: r.boxes, all, pageSize: r.pageSize, layout: `${r.layout} ${role}`, drawn };
  } finally {
    proto.text = origText;
    proto.widthOf = origWidth;
  }
}

/** The changed characters of `to` against `from` ([start, end) in `to`). */
function changedSpan(from: string, to: string): [number, number] {
  let p = 0;
  while (p < from.length && p < to.length && from[p] === to[p]) p++;
  let s = 0;
  while (s < from.length - p && s < to.length - p && from[from.length - 1 - s] === to[to.length - 1 - s]) s++;
  return [p, Math.max(p + 1, to.length - s)];
}

/** A box has words of another call within 1.5 sizes on its line: running text, not a cell. */
function inRunningText(box: FieldBox, all: FieldBox[]): boolean {
  return all.some(
    (o) =>
      o !== box &&
      o.page === box.page &&
      !(o.key === box.key && o.text === box.text) &&
      Math.abs(o.baseline - box.baseline) < box.fontSize * 0.3 &&
      Math.min(Math.abs(o.x - (box.x + box.width)), Math.abs(box.x - (o.x + o.width))) < box.fontSize * 1.5,
  );
}

async function fontSubstitution({ rng, index }: MakeContext): Promise<BenchCase> {
  const how: How = rng.pick(['embedded', 'standard', 'weight', 'size']);
  const what: What = rng.pick(['whole', 'word', 'digits']);
  const where: Where = rng.pick(['cell', 'running']);
  const mapped = how === 'standard' ? rng.pick(EMBEDDED_DOCUMENT) : null;
  for (let attempt = 0; attempt < 12; attempt++) {
    const country = rng.pick(COUNTRIES);
    const role = rng.bool(0.6) ? 'transcript' : 'diploma';
    const q = makeQualification(rng.fork(`q${attempt}`), { key: `bench-${country.toLowerCase()}`, country, level: rng.bool(0.6) ? 'Bachelor' : 'Master' });
    const clean = await render(q, role, mapped, null);
    const kit: KitDocument = { pdf: clean.pdf, pages: clean.pages, boxes: clean.boxes, pageSize: clean.pageSize, layout: clean.layout };
    const edits = targetBoxes(kit)
      .map((box) => {
        const r = rng.fork(`${box.key}@${box.page}`);
        const text = alterValue(box, r);
        const changed = changedSpan(box.text, text);
        // Running text: other words drawn on its line next to it, or words of its own around the part.
        return { box, text, changed, running: /\s/.test(box.text.trim()) || inRunningText(box, clean.all.filter((b) => b.page === box.page)) };
      })
      .filter((e) => {
        if (what === 'digits') return /\d/.test(e.text.slice(e.changed[0], e.changed[1])) && e.changed[1] - e.changed[0] < e.text.length;
        if (what === 'word') return /\s/.test(e.text.trim());
        return true;
      });
    // Where the value stands: the asked kind when the document has one, else any.
    const wanted = edits.filter((e) => e.running === (where === 'running'));
    const pool = wanted.length ? wanted : edits;
    if (!pool.length) continue;
    const e = rng.pick(pool);
    let part: [number, number] = [0, e.text.length];
    if (what === 'digits') part = e.changed;
    if (what === 'word') {
      let [a, b] = e.changed;
      while (a > 0 && !/\s/.test(e.text[a - 1])) a--;
      while (b < e.text.length && !/\s/.test(e.text[b])) b++;
      part = [a, b];
    }
    // The kit's name of the value's font (`emb:Helvetica` in a document set in embedded faces).
    const baseFont = e.box.font.replace(/^emb:/, '') as FontName;
    let font: string;
    let size = e.box.fontSize;
    let how2: string;
    switch (how) {
      case 'embedded':
        font = rng.pick(EMBEDDED_FOR[isSerif(baseFont) ? 'serif' : 'sans']);
        size = Math.round(size * rng.float(0.97, 1.03) * 10) / 10;
        how2 = `in the embedded ${font.split('/').pop()} ${size} pt instead of ${baseFont} ${e.box.fontSize} pt`;
        break;
      case 'standard':
        font = rng.pick(isSerif(baseFont) ? ['Times-Roman', 'Helvetica', 'Courier'] : ['Helvetica', 'Times-Roman', 'Courier']);
        size = Math.round(size * rng.float(0.97, 1.03) * 10) / 10;
        how2 = `in the standard ${font} ${size} pt in a document set in ${mapped![baseFont].split('/').pop()}`;
        break;
      case 'weight':
        font = otherWeight(baseFont, rng);
        how2 = `in ${font} instead of ${baseFont}`;
        break;
      case 'size': {
        const k = rng.bool() ? rng.float(0.9, 0.96) : rng.float(1.04, 1.1);
        size = Math.round(size * k * 100) / 100;
        font = e.box.font;
        how2 = `at ${size} pt instead of ${e.box.fontSize} pt`;
        break;
      }
    }
    const forged = await render(q, role, mapped, { box: e.box, text: e.text, part, font, size });
    if (!forged.drawn) continue;
    const swapped = e.text.slice(part[0], part[1]);
    return {
      file: { name: `font-substitution-${index}.pdf`, kind: 'pdf', bytes: forged.pdf },
      planted: [pointsToFraction(forged.drawn, forged.pageSize)],
      cleanSource: { name: `font-substitution-${index}.original.pdf`, kind: 'pdf', bytes: clean.pdf },
      sameCase: null,
      description: `${clean.layout}: ${e.box.key} "${e.box.text}" → "${e.text}", ${what === 'whole' ? 'the whole value' : `only "${swapped}"`} ${how2}, ${e.running ? 'in running text' : 'in a cell'}, the file written anew`,
    };
  }
  throw new Error('no value to substitute');
}

export const techniques: Technique[] = [
  {
    id: 'font-substitution-variants',
    truth: 'tampered',
    description: 'a text PDF with part of one value set in an embedded or standard substitute, another weight, or a size 4–10% off',
    make: fontSubstitution,
  },
];
