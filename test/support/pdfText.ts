import { loadPdfJs } from '../../src/processing/text';

/** The text layer of a generated PDF, all pages joined by blanks, and its page count. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items as Array<{ str?: string }>) parts.push(item.str ?? '');
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join(' ') };
}

/** Blanks folded and lower case: how the family tests compare a ground-truth value with the text layer. */
export const squash = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();
