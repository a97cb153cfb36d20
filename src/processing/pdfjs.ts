/**
 * The one loader of pdfjs that the text layer and the forensics checks share, and the product of the affine
 * matrices ([a b c d e f]) pdfjs gives its transforms in. pdfjs is ESM-only; a dynamic
 * import kept as import() by module nodenext loads it from CommonJS. A failed load is not remembered, so
 * the next call tries again.
 */
// pdfjs's objects are used through the callers' own small structural types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PdfJs = any;
let pdfjsPromise: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  if (!pdfjsPromise) {
    pdfjsPromise = import('pdfjs-dist/legacy/build/pdf.mjs').catch((err) => {
      pdfjsPromise = null;
      throw err;
    });
  }
  return pdfjsPromise;
}

export type Matrix = [number, number, number, number, number, number];

/** Multiply two 2D affine matrices [a b c d e f]. */
export function mul(m1: readonly number[], m2: readonly number[]): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}
