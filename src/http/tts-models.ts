/**
 * The voices the TTS endpoints offer through `model_name`: `espeak-ng` (the embedded default, no
 * files) and `kokoro-82m` (Kokoro-82M neural voices for English, French, Spanish and Italian,
 * loaded from the server's models folder). One Kokoro backend per models folder and thread is
 * created on first use and kept (the model takes a few seconds to load).
 *
 * @example
 * ```ts
 * assertTtsModelUsable({ modelsDirectory: './models', modelName: 'kokoro-82m', language: 'French' });
 * const backend = ttsSpeechBackend('./models', 'kokoro-82m'); // undefined for 'espeak-ng'
 * ```
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createKokoroSpeechBackend,
  KOKORO_MODEL_FILE,
} from '../../backends/onnxruntime/kokoro-speech-backend.js';
import type { SpeechBackendV1 } from '../backend-interfaces/speech-backend.js';
import { ModelNotInstalledError } from '../errors/model-not-installed-error.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import type { LanguageName } from '../languages.js';
import { getCatalogEntry } from '../models/catalog.js';
import { createEspeakPhonemizer } from '../speech/espeak/espeak-phonemizer.js';
import { ESPEAK_MODEL_ID } from '../speech/espeak/espeak-speech-backend.js';

/** The default `model_name` of the TTS endpoints: the embedded espeak-ng voice. */
export const DEFAULT_TTS_MODEL_NAME = ESPEAK_MODEL_ID;
/** The `model_name` (and catalog id) of the Kokoro voices. */
export const KOKORO_TTS_MODEL_NAME = 'kokoro-82m';
/** Accepted `model_name` values of the TTS endpoints; the first is the default. */
export const TTS_MODEL_NAMES: readonly string[] = Object.freeze([
  DEFAULT_TTS_MODEL_NAME,
  KOKORO_TTS_MODEL_NAME,
]);

/** Files without which Kokoro cannot speak (the voices are checked when one is used). */
const KOKORO_REQUIRED_FILES = ['config.json', KOKORO_MODEL_FILE] as const;

const kokoroBackends = new Map<string, SpeechBackendV1>();

/**
 * Throws when `modelName` cannot speak `language` here: `UnsupportedLanguageError` (422) for a
 * language the model does not cover, `ModelNotInstalledError` (503, with the pull command) when its
 * files are not in the models folder. `espeak-ng` always can.
 */
export function assertTtsModelUsable(options: {
  modelsDirectory: string;
  modelName: string;
  language: LanguageName;
}): void {
  if (options.modelName !== KOKORO_TTS_MODEL_NAME) return;
  const entry = getCatalogEntry(KOKORO_TTS_MODEL_NAME);
  if (!entry.languages.includes(options.language)) {
    throw new UnsupportedLanguageError({
      language: options.language,
      reason: `${KOKORO_TTS_MODEL_NAME} speaks ${entry.languages.join(', ')}.`,
    });
  }
  for (const file of KOKORO_REQUIRED_FILES) {
    const missingPath = path.join(options.modelsDirectory, entry.repository, file);
    if (!existsSync(missingPath)) {
      throw new ModelNotInstalledError({
        modelId: KOKORO_TTS_MODEL_NAME,
        missingPath,
        modelsDirectory: options.modelsDirectory,
      });
    }
  }
}

/** The speech backend of `modelName` (undefined: `synthesize()`'s default, espeak-ng). */
export function ttsSpeechBackend(modelsDirectory: string, modelName: string): SpeechBackendV1 | undefined {
  if (modelName !== KOKORO_TTS_MODEL_NAME) return undefined;
  let backend = kokoroBackends.get(modelsDirectory);
  if (backend === undefined) {
    backend = createKokoroSpeechBackend({
      modelsDirectory,
      repository: getCatalogEntry(KOKORO_TTS_MODEL_NAME).repository,
      phonemizer: createEspeakPhonemizer(),
    });
    kokoroBackends.set(modelsDirectory, backend);
  }
  return backend;
}
