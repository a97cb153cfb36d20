/**
 * Translation (docs/document-understanding.md, "Translation"): language detection, layout-keeping HTML per page and for
 * the whole document, and a PDF rendering of it; machine translation is pluggable.
 */
export {
  createTranslationEngine,
  isEnglish,
  UNDETERMINED,
  type DetectedLanguage,
  type LanguageDetector,
  type TranslationEngineOptions,
} from './engine';
export {
  HttpMachineTranslator,
  translatorFromEnv,
  DEFAULT_TRANSLATION_TIMEOUT_MS,
  type HttpMachineTranslatorOptions,
  type MachineTranslator,
} from './machineTranslator';
export { escapeHtml, PX_PER_PT } from './html';
export { toWinAnsi } from './winAnsi';
