/**
 * Software names found in Producer / Creator / CreatorTool / EXIF Software, and what their
 * presence on an official academic document means.
 */

export type ToolCategory = 'image-editor' | 'design-tool' | 'online-converter' | 'pdf-editor' | 'word-processor';

export interface ToolMatch {
  /** The value as found in the metadata. */
  value: string;
  tool: string;
  category: ToolCategory;
  /** failed: an official document should never pass through it; warning: possible but unusual. */
  severity: 'failed' | 'warning';
}

const TOOLS: Array<[RegExp, string, ToolCategory, 'failed' | 'warning']> = [
  [/photoshop/i, 'Adobe Photoshop', 'image-editor', 'failed'],
  [/\bgimp\b/i, 'GIMP', 'image-editor', 'failed'],
  [/paint\.net/i, 'Paint.NET', 'image-editor', 'failed'],
  [/\bms ?paint\b|microsoft paint|^paint(?:\s+[\d.]+)?$/i, 'Microsoft Paint', 'image-editor', 'failed'],
  [/paintshop/i, 'Corel PaintShop', 'image-editor', 'failed'],
  [/pixelmator/i, 'Pixelmator', 'image-editor', 'failed'],
  [/affinity photo/i, 'Affinity Photo', 'image-editor', 'failed'],
  [/photopea/i, 'Photopea', 'image-editor', 'failed'],
  [/\bkrita\b/i, 'Krita', 'image-editor', 'failed'],
  [/pixlr/i, 'Pixlr', 'image-editor', 'failed'],
  [/fotor/i, 'Fotor', 'image-editor', 'failed'],
  [/picsart/i, 'PicsArt', 'image-editor', 'failed'],
  [/snapseed/i, 'Snapseed', 'image-editor', 'failed'],
  [/lightroom/i, 'Adobe Lightroom', 'image-editor', 'warning'],
  [/\bcanva\b/i, 'Canva', 'design-tool', 'failed'],
  [/inkscape/i, 'Inkscape', 'design-tool', 'warning'],
  [/illustrator/i, 'Adobe Illustrator', 'design-tool', 'warning'],
  [/coreldraw/i, 'CorelDRAW', 'design-tool', 'warning'],
  [/ilovepdf/i, 'iLovePDF', 'online-converter', 'warning'],
  [/smallpdf/i, 'Smallpdf', 'online-converter', 'warning'],
  [/\bpdf24\b/i, 'PDF24', 'online-converter', 'warning'],
  [/sejda/i, 'Sejda', 'online-converter', 'warning'],
  [/pdfescape/i, 'PDFescape', 'online-converter', 'warning'],
  [/online2pdf/i, 'online2pdf', 'online-converter', 'warning'],
  [/convertio/i, 'Convertio', 'online-converter', 'warning'],
  [/zamzar/i, 'Zamzar', 'online-converter', 'warning'],
  [/pdf\s?candy/i, 'PDF Candy', 'online-converter', 'warning'],
  [/soda ?pdf/i, 'Soda PDF', 'online-converter', 'warning'],
  [/\bhipdf\b/i, 'HiPDF', 'online-converter', 'warning'],
  [/pdf2go/i, 'PDF2Go', 'online-converter', 'warning'],
  [/lightpdf/i, 'LightPDF', 'online-converter', 'warning'],
  [/pdffiller/i, 'pdfFiller', 'online-converter', 'warning'],
  [/docfly/i, 'DocFly', 'online-converter', 'warning'],
  [/freepdfconvert/i, 'FreePDFConvert', 'online-converter', 'warning'],
  [/cloudconvert/i, 'CloudConvert', 'online-converter', 'warning'],
  [/pdfelement|wondershare/i, 'Wondershare PDFelement', 'pdf-editor', 'warning'],
  [/foxit (?:phantom|pdf editor|editor)/i, 'Foxit PDF Editor', 'pdf-editor', 'warning'],
  [/\bnitro\b/i, 'Nitro PDF', 'pdf-editor', 'warning'],
  [/pdf-xchange editor/i, 'PDF-XChange Editor', 'pdf-editor', 'warning'],
  [/master pdf editor/i, 'Master PDF Editor', 'pdf-editor', 'warning'],
  [/able2extract/i, 'Able2Extract', 'pdf-editor', 'warning'],
  [/microsoft.{0,3}\s*(?:office\s+)?word\b/i, 'Microsoft Word', 'word-processor', 'warning'],
  [/libreoffice|openoffice|^writer$/i, 'LibreOffice / OpenOffice Writer', 'word-processor', 'warning'],
  [/google docs/i, 'Google Docs', 'word-processor', 'warning'],
  [/wps (?:writer|office)/i, 'WPS Office', 'word-processor', 'warning'],
];

export function matchTool(value: string | null | undefined): ToolMatch | null {
  if (!value || typeof value !== 'string') return null;
  const v = value.trim();
  for (const [re, tool, category, severity] of TOOLS) {
    if (re.test(v)) return { value: v, tool, category, severity };
  }
  return null;
}

export function categoryLabel(c: ToolCategory): string {
  switch (c) {
    case 'image-editor':
      return 'an image editor';
    case 'design-tool':
      return 'a graphic design tool';
    case 'online-converter':
      return 'an online PDF converter/editor';
    case 'pdf-editor':
      return 'a PDF editor';
    case 'word-processor':
      return 'a word processor (an official document is normally issued by the institution’s own system)';
  }
}
