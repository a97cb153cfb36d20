/**
 * HELD-OUT technique (engine authors do not read this file nor run the held-out split):
 * `font-substitution`: one value of a line redrawn in another standard font, or in the same font at
 * another size, as a PDF editor does when the original font is not at hand; the file saved anew
 * (one revision, pdfkit's metadata). Only the glyphs of that run differ from the rest of the line.
 */
import { parsePdf, rewritePdf } from '../../../../samples/pdfedit';
import { editPage, kitDocument } from '../../kit';
import { pointsToFraction, type BenchCase, type MakeContext, type Technique } from '../../model';
import { pickEdits } from '../seen/pdf-edits';
import type { Rng } from '../../../../samples/rng';

/** Another font for a run in `font`: the other family, or the same one a little larger. */
export function substituteFont(font: string, size: number, rng: Rng): { baseFont: string; size: number } {
  const bold = /Bold/.test(font);
  if (rng.bool(0.65)) {
    const family = /^Times/.test(font) ? (bold ? 'Helvetica-Bold' : 'Helvetica') : bold ? 'Times-Bold' : 'Times-Roman';
    return { baseFont: family, size };
  }
  return { baseFont: font, size: Math.round(size * rng.float(1.12, 1.25) * 10) / 10 };
}

async function make({ rng, index }: MakeContext): Promise<BenchCase> {
  const doc = await kitDocument(rng);
  const pdf = parsePdf(doc.pdf);
  const [edit] = pickEdits(doc, rng, 1);
  edit.font = substituteFont(edit.box.font, edit.box.fontSize, rng);
  const edited = editPage(pdf, doc.pageSize, [edit], pdf.size);
  const bytes = rewritePdf(pdf, edited.changes);
  return {
    file: { name: `font-substitution-${index}.pdf`, kind: 'pdf', bytes },
    planted: edited.regions.map((r) => pointsToFraction(r, doc.pageSize)),
    cleanSource: { name: `font-substitution-${index}.original.pdf`, kind: 'pdf', bytes: doc.pdf },
    sameCase: null,
    description: `${doc.layout}: ${edit.box.key} "${edit.box.text}" (${edit.box.font} ${edit.box.fontSize}) → "${edit.text}" in ${edit.font.baseFont} ${edit.font.size} (page ${edit.box.page})`,
  };
}

export const techniques: Technique[] = [{ id: 'font-substitution', truth: 'tampered', description: 'one value of a line in another font or size', make }];
