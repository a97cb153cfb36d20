import type { Config } from '../config';
import { detectLanguage } from './language';
import { createClassificationEngine } from './classification';
import { createExtractionEngine } from './extraction';
import { createForensicsEngine } from './forensics';
import { createTextEngine } from './text';
import { createTranslationEngine, HttpMachineTranslator } from './translation';
import type { ClassificationEngine, ExtractionEngine, ForensicsEngine, TextEngine, TranslationEngine } from './types';

/**
 * The engines of the processing stages, one per contract of ./types. The jobs
 * (src/jobs/processing) receive them assembled, so a better engine replaces one here without
 * the pipeline changing, and tests hand in engines of their own.
 */
export interface Engines {
  text: TextEngine;
  classification: ClassificationEngine;
  extraction: ExtractionEngine;
  forensics: ForensicsEngine;
  translation: TranslationEngine;
}

export type EngineConfig = Pick<Config, 'translationUrl' | 'translationApiKey' | 'translationTimeoutMs'>;

/**
 * The production engines. `overrides` replaces any of them (tests, benchmarks).
 * Translation uses the validated configuration (TRANSLATION_URL & co.): without a URL, English
 * documents still render and other languages fail with a clear error.
 */
export function createEngines(config: EngineConfig, overrides: Partial<Engines> = {}): Engines {
  const translator =
    config.translationUrl === null
      ? null
      : new HttpMachineTranslator({
          url: config.translationUrl,
          ...(config.translationApiKey === null ? {} : { apiKey: config.translationApiKey }),
          timeoutMs: config.translationTimeoutMs,
        });
  return {
    text: overrides.text ?? createTextEngine(),
    classification: overrides.classification ?? createClassificationEngine(),
    extraction: overrides.extraction ?? createExtractionEngine(),
    forensics: overrides.forensics ?? createForensicsEngine(),
    translation: overrides.translation ?? createTranslationEngine({ translator, detect: detectLanguage }),
  };
}
