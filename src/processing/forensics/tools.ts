/**
 * Software names found in Producer / Creator / CreatorTool / EXIF Software, and what their
 * presence on an official academic document means. Every one of them is a low signal
 * (docs/forensics.md, "Severities"): registrars issue from Word, designers draw diplomas in
 * Illustrator, holders scan with CamScanner or an office copier, so the name of a tool is context
 * for a reviewer and never a verdict on its own.
 */

export type ToolCategory = 'image-editor' | 'design-tool' | 'online-converter' | 'pdf-editor' | 'word-processor' | 'scanner-app' | 'copier';

export interface ToolMatch {
  /** The value as found in the metadata. */
  value: string;
  tool: string;
  category: ToolCategory;
}

const TOOLS: Array<[RegExp, string, ToolCategory]> = [
  [/photoshop/i, 'Adobe Photoshop', 'image-editor'],
  [/\bgimp\b/i, 'GIMP', 'image-editor'],
  [/paint\.net/i, 'Paint.NET', 'image-editor'],
  [/\bms ?paint\b|microsoft paint|^paint(?:\s+[\d.]+)?$/i, 'Microsoft Paint', 'image-editor'],
  [/paintshop/i, 'Corel PaintShop', 'image-editor'],
  [/pixelmator/i, 'Pixelmator', 'image-editor'],
  [/affinity photo/i, 'Affinity Photo', 'image-editor'],
  [/photopea/i, 'Photopea', 'image-editor'],
  [/\bkrita\b/i, 'Krita', 'image-editor'],
  [/pixlr/i, 'Pixlr', 'image-editor'],
  [/fotor/i, 'Fotor', 'image-editor'],
  [/picsart/i, 'PicsArt', 'image-editor'],
  [/snapseed/i, 'Snapseed', 'image-editor'],
  [/lightroom/i, 'Adobe Lightroom', 'image-editor'],
  [/\bcanva\b/i, 'Canva', 'design-tool'],
  [/inkscape/i, 'Inkscape', 'design-tool'],
  [/illustrator/i, 'Adobe Illustrator', 'design-tool'],
  [/coreldraw/i, 'CorelDRAW', 'design-tool'],
  [/ilovepdf/i, 'iLovePDF', 'online-converter'],
  [/smallpdf/i, 'Smallpdf', 'online-converter'],
  [/\bpdf24\b/i, 'PDF24', 'online-converter'],
  [/sejda/i, 'Sejda', 'online-converter'],
  [/pdfescape/i, 'PDFescape', 'online-converter'],
  [/online2pdf/i, 'online2pdf', 'online-converter'],
  [/convertio/i, 'Convertio', 'online-converter'],
  [/zamzar/i, 'Zamzar', 'online-converter'],
  [/pdf\s?candy/i, 'PDF Candy', 'online-converter'],
  [/soda ?pdf/i, 'Soda PDF', 'online-converter'],
  [/\bhipdf\b/i, 'HiPDF', 'online-converter'],
  [/pdf2go/i, 'PDF2Go', 'online-converter'],
  [/lightpdf/i, 'LightPDF', 'online-converter'],
  [/pdffiller/i, 'pdfFiller', 'online-converter'],
  [/docfly/i, 'DocFly', 'online-converter'],
  [/freepdfconvert/i, 'FreePDFConvert', 'online-converter'],
  [/cloudconvert/i, 'CloudConvert', 'online-converter'],
  [/pdfelement|wondershare/i, 'Wondershare PDFelement', 'pdf-editor'],
  [/foxit (?:phantom|pdf editor|editor)/i, 'Foxit PDF Editor', 'pdf-editor'],
  [/\bnitro\b/i, 'Nitro PDF', 'pdf-editor'],
  [/pdf-xchange editor/i, 'PDF-XChange Editor', 'pdf-editor'],
  [/master pdf editor/i, 'Master PDF Editor', 'pdf-editor'],
  [/able2extract/i, 'Able2Extract', 'pdf-editor'],
  [/microsoft.{0,3}\s*(?:office\s+)?word\b/i, 'Microsoft Word', 'word-processor'],
  [/libreoffice|openoffice|^writer$/i, 'LibreOffice / OpenOffice Writer', 'word-processor'],
  [/google docs/i, 'Google Docs', 'word-processor'],
  [/wps (?:writer|office)/i, 'WPS Office', 'word-processor'],
  [/camscanner|intsig/i, 'CamScanner', 'scanner-app'],
  [/adobe scan\b/i, 'Adobe Scan', 'scanner-app'],
  [/office lens|microsoft lens/i, 'Microsoft Lens', 'scanner-app'],
  [/genius scan/i, 'Genius Scan', 'scanner-app'],
  [/scanner pro\b/i, 'Scanner Pro', 'scanner-app'],
  [/tiny ?scanner/i, 'Tiny Scanner', 'scanner-app'],
  [/turboscan/i, 'TurboScan', 'scanner-app'],
  [/\bxerox\b/i, 'Xerox', 'copier'],
  [/\bricoh\b/i, 'Ricoh', 'copier'],
  [/konica ?minolta|\bbizhub\b/i, 'Konica Minolta', 'copier'],
  [/\bcanon\b.*\bi-?r\b|imagerunner/i, 'Canon imageRUNNER', 'copier'],
  [/kyocera|taskalfa/i, 'Kyocera', 'copier'],
  [/sharp mx-|\bsharp\b.*scanner/i, 'Sharp', 'copier'],
  [/hp digital sending|hp scan\b/i, 'HP scanner', 'copier'],
];

export function matchTool(value: string | null | undefined): ToolMatch | null {
  if (!value || typeof value !== 'string') return null;
  const v = value.trim();
  for (const [re, tool, category] of TOOLS) {
    if (re.test(v)) return { value: v, tool, category };
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
      return 'a word processor';
    case 'scanner-app':
      return 'a phone scanner app';
    case 'copier':
      return 'an office copier or scanner';
  }
}
