/**
 * The embedded default speech backend: espeak-ng compiled to WebAssembly (no model files, no
 * system install). It speaks all 19 languages: ten with espeak-ng's own voice and nine with the
 * nearest stand-in voice from the languages table, for which every call returns a `stand-in`
 * warning; for those, letters the stand-in voice would spell out are reduced first
 * ({@link prepareStandInText}). `synthesize()` uses it when no backend is given.
 *
 * @example
 * ```ts
 * import { createEspeakSpeechBackend, synthesize } from 'langproc';
 * const backend = createEspeakSpeechBackend();
 * const { audio, warnings } = await synthesize({ text: 'Ẹ kú àárọ̀.', language: 'Yoruba', backend });
 * // warnings[0].type === 'stand-in' (Yoruba is read with the Swahili voice)
 * ```
 */

import type {
  SpeechBackendV1,
  SpeechCallOptions,
  SpeechCallResult,
} from '../../backend-interfaces/speech-backend.js';
import type { Warning } from '../../backend-interfaces/warning.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../languages.js';
import { ESPEAK_DEFAULT_WORDS_PER_MINUTE, getEspeakEngine } from './espeak-engine.js';
import { prepareStandInText } from './prepare-stand-in-text.js';

/** Slowest and fastest rates espeak-ng accepts, in words per minute. */
export const ESPEAK_WORDS_PER_MINUTE_RANGE = { minimum: 80, maximum: 450 } as const;

/** Model id reported by the espeak-ng backend. */
export const ESPEAK_MODEL_ID = 'espeak-ng';

/** Options of {@link createEspeakSpeechBackend} (none needed). */
export interface EspeakSpeechBackendOptions {
  /**
   * Words per minute at `speed: 1`.
   * @default 175
   */
  wordsPerMinute?: number;
}

/** Creates the espeak-ng WebAssembly speech backend (the engine is shared and warm after first use). */
export function createEspeakSpeechBackend(options: EspeakSpeechBackendOptions = {}): SpeechBackendV1 {
  const baseRate = options.wordsPerMinute ?? ESPEAK_DEFAULT_WORDS_PER_MINUTE;
  return {
    specificationVersion: 'v1',
    backendId: 'espeak',
    modelId: ESPEAK_MODEL_ID,
    languages: LANGUAGE_NAMES,
    async load() {
      await getEspeakEngine();
    },
    async doSynthesize(call: SpeechCallOptions): Promise<SpeechCallResult> {
      const warnings: Warning[] = [];
      const row = LANGUAGES[call.language].espeak;
      const voice = call.voice ?? row.voice;
      if (call.voice === undefined && !row.native) {
        warnings.push({
          type: 'stand-in',
          feature: 'voice',
          details:
            `${call.language} is spoken with the espeak-ng "${row.voice}" voice. ${row.reason ?? ''}`.trim(),
        });
      }
      const requested = baseRate * (call.speed ?? 1);
      const { minimum, maximum } = ESPEAK_WORDS_PER_MINUTE_RANGE;
      const wordsPerMinute = Math.min(maximum, Math.max(minimum, requested));
      if (wordsPerMinute !== requested) {
        warnings.push({
          type: 'unsupported',
          feature: 'speed',
          details: `espeak-ng speaks at ${minimum} to ${maximum} words per minute; the rate was clamped to ${wordsPerMinute}.`,
        });
      }
      const engine = await getEspeakEngine();
      const { samples, sampleRate } = await engine.synthesize({
        text: row.native ? call.text : prepareStandInText(call.text),
        voice,
        wordsPerMinute,
        ...(call.abortSignal === undefined ? {} : { abortSignal: call.abortSignal }),
      });
      return { samples, sampleRate, warnings };
    },
  };
}
