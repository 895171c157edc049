/**
 * A transformers.js text-to-speech backend for VITS models, in particular Meta's MMS-TTS
 * (`facebook/mms-tts-<code>` or `Xenova/mms-tts-<code>`, one model per language), loaded offline from a local models
 * folder. The model speaks at its own rate (`speed` is reported as unsupported unless it is 1)
 * and has one voice (`voice` is reported as unsupported).
 *
 * @example
 * ```ts
 * import { getCatalogEntry, synthesize } from 'langproc';
 * import { createTransformersSpeechBackend } from 'langproc/transformers';
 * const backend = createTransformersSpeechBackend({
 *   modelsDirectory: './models',
 *   model: 'mms-tts-hau',
 *   repository: getCatalogEntry('mms-tts-hau').repository,
 * });
 * const { audio } = await synthesize({ text: 'Sannu da zuwa.', language: 'Hausa', backend });
 * ```
 */

import type { TextToAudioPipeline } from '@huggingface/transformers';
import type {
  SpeechBackendV1,
  SpeechCallOptions,
  SpeechCallResult,
} from '../../src/backend-interfaces/speech-backend.js';
import type { Warning } from '../../src/backend-interfaces/warning.js';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { UnsupportedLanguageError } from '../../src/errors/unsupported-language-error.js';
import { LANGUAGE_NAMES, LANGUAGES, type LanguageName } from '../../src/languages.js';
import { assertBackendOptions } from './assert-backend-options.js';
import { createPipelineLoader, resolveRepository } from './pipeline-loader.js';

/** Options of {@link createTransformersSpeechBackend}. */
export interface TransformersSpeechBackendOptions {
  /** Root folder holding `<org>/<name>/` model folders. */
  modelsDirectory: string;
  /**
   * A catalog id (`mms-tts-hau`, then pass `repository` too) or a repository path under the
   * models folder (`facebook/mms-tts-hau`).
   * @example 'mms-tts-hau'
   */
  model: string;
  /**
   * Repository path under the models folder: pass the catalog entry's `repository`
   * (`getCatalogEntry(id).repository`; six languages use `Xenova/mms-tts-<code>`). Required
   * when `model` is a catalog id (otherwise an `invalid_input` error naming this option).
   * @default `model` itself when it holds a `/`
   * @example 'Xenova/mms-tts-yor'
   */
  repository?: string;
  /**
   * The language the model speaks (an MMS-TTS model speaks one).
   * @default the language whose MMS code ends the model name (`mms-tts-hau` → Hausa)
   */
  language?: LanguageName;
  /**
   * Weight precision.
   * @default 'fp32'
   */
  dtype?: 'fp32' | 'q8';
  /**
   * Allow downloads from the hub at load time.
   * @default false
   */
  allowRemoteModels?: boolean;
}

interface AudioOutput {
  audio: Float32Array;
  sampling_rate: number;
}

/** Creates a VITS (MMS-TTS) speech backend on transformers.js (ONNX Runtime, CPU). */
export function createTransformersSpeechBackend(
  options: TransformersSpeechBackendOptions,
): SpeechBackendV1 & { load(): Promise<void>; dispose(): Promise<void> } {
  assertBackendOptions(options, 'createTransformersSpeechBackend');
  const repository = resolveRepository({
    model: options.model,
    repository: options.repository,
    task: 'speech',
  });
  const mmsCode = /mms-tts-([a-z]{3})$/u.exec(repository)?.[1];
  const language =
    options.language ??
    LANGUAGE_NAMES.find((name) => mmsCode !== undefined && LANGUAGES[name].mmsCode === mmsCode);
  const languages: readonly LanguageName[] = language === undefined ? LANGUAGE_NAMES : [language];
  const loader = createPipelineLoader<TextToAudioPipeline>({
    ...options,
    task: 'text-to-speech',
    repository,
    dtype: options.dtype ?? 'fp32',
  });

  return {
    specificationVersion: 'v1',
    backendId: 'transformers',
    modelId: repository,
    languages,
    load: loader.preload,
    dispose: loader.dispose,
    async doSynthesize(call: SpeechCallOptions): Promise<SpeechCallResult> {
      if (!languages.includes(call.language)) {
        throw new UnsupportedLanguageError({
          language: call.language,
          reason: `${repository} does not speak ${call.language}.`,
        });
      }
      const checkAbort = (): void => {
        if (call.abortSignal?.aborted) {
          throw new AbortedError({
            message: 'Speech synthesis was aborted.',
            cause: call.abortSignal.reason,
          });
        }
      };
      checkAbort();
      const warnings: Warning[] = [];
      if (call.voice !== undefined) {
        warnings.push({
          type: 'unsupported',
          feature: 'voice',
          details: 'An MMS-TTS model has a single voice.',
        });
      }
      if (call.speed !== undefined && call.speed !== 1) {
        warnings.push({
          type: 'unsupported',
          feature: 'speed',
          details: 'The VITS backend speaks at the model rate.',
        });
      }
      const synthesizer = await loader.load();
      checkAbort();
      const output = (await synthesizer(call.text)) as unknown as AudioOutput;
      checkAbort();
      return { samples: output.audio, sampleRate: output.sampling_rate, warnings };
    },
  };
}
