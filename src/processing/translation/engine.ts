/**
 * The translation engine (TranslationEngine in ../types): detects the document language, machine
 * translates non-English documents segment by segment through a pluggable MachineTranslator, and
 * renders the result as layout-keeping HTML (per page and whole) and as a PDF.
 */
import { detectLanguage, type DetectedLanguage } from '../language';
import { ProcessingError, type DocumentText, type TranslationEngine, type TranslationResult } from '../types';
import { renderHtmlDocument, renderHtmlPages, type HtmlContext } from './html';
import { isUntranslatable, pageSegments, type SegmentBox } from './lines';
import type { MachineTranslator } from './machineTranslator';
import { PdfRenderer } from './pdf';
import { placePage } from './placement';

export type { DetectedLanguage };

/** `detectLanguage` of src/processing/language.ts by default; injectable for tests. */
export type LanguageDetector = (text: string) => DetectedLanguage | null;

export interface TranslationEngineOptions {
  /** null when no machine-translation engine is configured (TRANSLATION_URL unset). */
  translator: MachineTranslator | null;
  /** Defaults to detectLanguage (src/processing/language.ts): ISO 639-1 code or null when unsure. */
  detect?: LanguageDetector;
}

/** The language reported when there is no text to detect it from, or detection gives up. */
export const UNDETERMINED: DetectedLanguage = { code: 'und', name: 'Undetermined' };

export function isEnglish(code: string): boolean {
  const c = code.trim().toLowerCase();
  return c === 'en' || c === 'eng' || c.startsWith('en-') || c.startsWith('en_');
}

export function createTranslationEngine(options: TranslationEngineOptions): TranslationEngine {
  const { translator, detect = detectLanguage } = options;

  return {
    async translate(text: DocumentText, fileName: string): Promise<TranslationResult> {
      if (text.pages.length === 0) throw new ProcessingError('The document has no pages to translate');

      const segmentsByPage: SegmentBox[][] = text.pages.map((page) => pageSegments(page));
      const wholeText = segmentsByPage.map((segs) => segs.map((s) => s.text).join('\n')).join('\n\n');
      const hasWords = /\p{L}{2,}/u.test(wholeText);
      const detected = hasWords ? detect(wholeText) : null;

      // Which language to translate from: none for English (or for a document without words),
      // 'auto' (left to the service) when there are words but detection gave up.
      let language: DetectedLanguage;
      let source: string | null;
      if (detected && isEnglish(detected.code)) {
        language = detected;
        source = null;
      } else if (detected) {
        language = detected;
        source = detected.code.trim().toLowerCase();
      } else {
        language = UNDETERMINED;
        source = hasWords && translator ? 'auto' : null;
      }

      if (detected && source !== null && translator === null) {
        throw new ProcessingError(
          `No machine-translation engine is configured (TRANSLATION_URL); cannot translate ${detected.name} documents`,
        );
      }

      const translations = new Map<string, string>();
      if (source !== null && translator !== null) {
        const unique = [...new Set(segmentsByPage.flat().map((s) => s.text))].filter((t) => !isUntranslatable(t));
        if (unique.length > 0) {
          let out: string[];
          try {
            out = await translator.translate(unique, source, 'en');
          } catch (err) {
            if (err instanceof ProcessingError) throw err;
            throw new ProcessingError(`Machine translation failed: ${err instanceof Error ? err.message : String(err)}`, true);
          }
          if (!Array.isArray(out) || out.length !== unique.length) {
            throw new ProcessingError(
              `Machine translation failed: the engine returned ${Array.isArray(out) ? out.length : 'no'} translations for ${unique.length} lines`,
            );
          }
          unique.forEach((src, i) => {
            const t = typeof out[i] === 'string' ? out[i]!.trim() : '';
            // An empty answer for a non-empty line keeps the original rather than losing it.
            if (t) translations.set(src, t);
          });
        }
      }
      const translated = source !== null && translator !== null;

      const ctx: HtmlContext = { fileName, language, translated };
      const renderer = new PdfRenderer({
        title: translated ? `${fileName} (English translation)` : fileName,
        subject: translated
          ? `English machine translation; source language ${language.name} (${language.code})`
          : `Source language ${language.name} (${language.code}); not translated`,
      });
      const placed = text.pages.map((page, i) =>
        placePage(page, segmentsByPage[i]!, (s) => translations.get(s) ?? null, renderer.measure),
      );

      const htmlPages = renderHtmlPages(placed, ctx);
      const htmlRepresentation = renderHtmlDocument(placed, ctx);
      const pdf = await renderer.render(placed);

      return { languageCode: language.code, language: language.name, htmlPages, htmlRepresentation, pdf };
    },
  };
}
