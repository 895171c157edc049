/**
 * The embedded espeak-ng engine as a phonemizer (`espeak-ng -q --ipa --tie=^`), for neural voices
 * that read phonemes, such as Kokoro (`createKokoroSpeechBackend` in `langproc/onnxruntime`).
 *
 * @example
 * ```ts
 * import { createEspeakPhonemizer } from 'langproc';
 * const { clauses } = await createEspeakPhonemizer().doPhonemize({ text: 'Bonjour.', voice: 'fr-fr' });
 * // ['bɔ̃ʒˈuʁ']
 * ```
 */
import type {
  PhonemizeCallOptions,
  PhonemizeCallResult,
  PhonemizerV1,
} from '../../backend-interfaces/phonemizer.js';
import { getEspeakEngine } from './espeak-engine.js';

/** Creates a phonemizer on the shared warm espeak-ng engine. */
export function createEspeakPhonemizer(): PhonemizerV1 {
  return {
    specificationVersion: 'v1',
    phonemizerId: 'espeak-ng',
    async doPhonemize(options: PhonemizeCallOptions): Promise<PhonemizeCallResult> {
      const engine = await getEspeakEngine();
      const clauses = await engine.phonemize({
        text: options.text,
        voice: options.voice,
        ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
      });
      return { clauses };
    },
  };
}
