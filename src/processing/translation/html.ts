/**
 * HTML renderings of the placed pages. Every page is a self-contained document: inline styles
 * only, no scripts, no external assets (a Content-Security-Policy forbids both), all text
 * escaped. The page box has the source page size (points → CSS px at 96/72) and each segment is
 * absolutely positioned at its source box.
 */
import { round, type PlacedPage, type PlacedText } from './placement';

/** CSS px per PDF point. */
export const PX_PER_PT = 96 / 72;

export interface HtmlContext {
  fileName: string;
  /** Source language, e.g. { code: 'fr', name: 'French' }. */
  language: { code: string; name: string };
  /** Whether machine translation was applied (false for English documents). */
  translated: boolean;
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'";

const STYLE = [
  'body{margin:0;padding:16px;background:#e9e9e9;font-family:Helvetica,Arial,sans-serif;color:#000}',
  '.tr-note{max-width:900px;margin:0 auto 12px;font-size:12px;line-height:1.4;color:#444}',
  '.tr-page{position:relative;overflow:hidden;background:#fff;margin:0 auto 16px;box-shadow:0 1px 4px rgba(0,0,0,.3)}',
  '.tr-page+.tr-page{break-before:page;page-break-before:always}',
  '.tr-t{position:absolute;margin:0;padding:0;white-space:pre;font-family:Helvetica,Arial,sans-serif;transform-origin:0 50%}',
  '@media print{body{padding:0;background:#fff}.tr-note{display:none}.tr-page{margin:0;box-shadow:none}}',
].join('');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

const px = (pt: number) => `${round(pt * PX_PER_PT, 2)}px`;

function renderText(t: PlacedText): string {
  const style = [
    `left:${px(t.x)}`,
    `top:${px(t.y)}`,
    `height:${px(t.height)}`,
    `line-height:${px(t.height)}`,
    `font-size:${px(t.fontSize)}`,
  ];
  if (t.scaleX < 1) style.push(`transform:scaleX(${t.scaleX})`);
  const title = t.original !== null ? ` title="${escapeHtml(`Original: ${t.original}`)}"` : '';
  return `<div class="tr-t" style="${style.join(';')}"${title}>${escapeHtml(t.text)}</div>`;
}

function renderPageBox(page: PlacedPage): string {
  const box = `width:${px(page.width)};height:${px(page.height)}`;
  const texts = page.texts.map(renderText).join('\n');
  return `<section class="tr-page" data-page="${page.pageNumber}" style="${box}">\n${texts}\n</section>`;
}

function note(ctx: HtmlContext, pageLabel: string | null): string {
  const where = `${ctx.fileName}${pageLabel ? `, ${pageLabel}` : ''}`;
  const known = ctx.language.code !== 'und';
  const what = ctx.translated
    ? `English machine translation of ${where}. Source language: ${known ? `${ctx.language.name} (${ctx.language.code})` : 'detected by the translation service'}. Hover a line to see the original.`
    : known
      ? `${where}. Source language: ${ctx.language.name} (${ctx.language.code}); no translation needed, the text is shown as found in the original.`
      : `${where}. The language could not be determined; the text is shown as found in the original.`;
  return `<header class="tr-note">${escapeHtml(what)}</header>`;
}

function documentShell(title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** One HTML document per page. */
export function renderHtmlPages(pages: PlacedPage[], ctx: HtmlContext): string[] {
  const suffix = ctx.translated ? ' (English translation)' : '';
  return pages.map((page, i) => {
    const label = `page ${i + 1} of ${pages.length}`;
    return documentShell(`${ctx.fileName}, ${label}${suffix}`, `${note(ctx, label)}\n${renderPageBox(page)}`);
  });
}

/** All pages in one HTML document, stacked, with a page break between them when printed. */
export function renderHtmlDocument(pages: PlacedPage[], ctx: HtmlContext): string {
  const suffix = ctx.translated ? ' (English translation)' : '';
  const label = `${pages.length} page${pages.length === 1 ? '' : 's'}`;
  return documentShell(`${ctx.fileName}${suffix}`, `${note(ctx, label)}\n${pages.map(renderPageBox).join('\n')}`);
}
