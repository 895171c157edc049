/**
 * Spoken-language detection with a loaded transformers.js Whisper pipeline, which does not
 * report what it detects itself: one encoder pass over the audio and ONE decoder step from
 * `<|startoftranscript|>`, then the argmax of the logits over the language tokens (`<|ha|>`) of
 * the candidate languages only. Deterministic: no sampling, ties go to the earlier candidate.
 *
 * @example
 * ```ts
 * const recognizer = await pipeline('automatic-speech-recognition', 'Xenova/whisper-base');
 * const { language, probability } = await detectWhisperLanguage({ recognizer, audio, languages: WHISPER_LANGUAGES });
 * // language: 'Swahili', probability: softmax share among the candidates
 * ```
 */
import type { Tensor } from '@huggingface/transformers';
import { LANGUAGES, type LanguageName } from '../../src/languages.js';
import { loadTransformers } from './transformers-library.js';

/** The parts of a transformers.js Whisper pipeline that detection uses. */
export interface WhisperRecognizer {
  processor: (audio: Float32Array) => Promise<{ input_features: Tensor }>;
  model: ((inputs: Record<string, Tensor>) => Promise<{ logits: Tensor }>) & {
    generation_config?: { decoder_start_token_id?: number } | null;
  };
  tokenizer: { convert_tokens_to_ids(tokens: string[]): Array<number | undefined> };
}

/** Options of {@link detectWhisperLanguage}. */
export interface WhisperLanguageDetectionOptions {
  /** A loaded `automatic-speech-recognition` pipeline over a multilingual Whisper model. */
  recognizer: WhisperRecognizer;
  /** 16 kHz mono samples; Whisper looks at the first 30 s. */
  audio: Float32Array;
  /** Candidate languages; those without a Whisper code or a language token are skipped. */
  languages: readonly LanguageName[];
}

/** The detected language and its softmax probability among the candidates. */
export interface WhisperLanguageDetection {
  language: LanguageName;
  probability: number;
}

/** The candidates whose `<|code|>` token the tokenizer knows, with that token's id. */
export function whisperLanguageTokens(
  recognizer: WhisperRecognizer,
  languages: readonly LanguageName[],
): Array<{ language: LanguageName; tokenId: number }> {
  const candidates = languages.flatMap((language) => {
    const code = LANGUAGES[language].whisperCode;
    return code === null ? [] : [{ language, token: `<|${code}|>` }];
  });
  const ids = recognizer.tokenizer.convert_tokens_to_ids(candidates.map((candidate) => candidate.token));
  return candidates.flatMap((candidate, index) => {
    const tokenId = ids[index];
    return typeof tokenId === 'number' ? [{ language: candidate.language, tokenId }] : [];
  });
}

/** Detects the language of `audio`; `undefined` when no candidate has a language token. */
export async function detectWhisperLanguage(
  options: WhisperLanguageDetectionOptions,
): Promise<WhisperLanguageDetection | undefined> {
  const { recognizer } = options;
  const candidates = whisperLanguageTokens(recognizer, options.languages);
  const startId =
    recognizer.tokenizer.convert_tokens_to_ids(['<|startoftranscript|>'])[0] ??
    recognizer.model.generation_config?.decoder_start_token_id;
  if (candidates.length === 0 || startId === undefined) return undefined;
  const { Tensor } = await loadTransformers();
  const { input_features } = await recognizer.processor(options.audio);
  const { logits } = await recognizer.model({
    input_features,
    decoder_input_ids: new Tensor('int64', BigInt64Array.from([BigInt(startId)]), [1, 1]),
  });
  const vocabularySize = logits.dims.at(-1) ?? 0;
  const data = logits.data as Float32Array;
  const lastStep = data.length - vocabularySize;
  const scores = candidates.map(
    (candidate) => data[lastStep + candidate.tokenId] ?? Number.NEGATIVE_INFINITY,
  );
  let best = 0;
  for (let index = 1; index < scores.length; index += 1) {
    if ((scores[index] ?? Number.NEGATIVE_INFINITY) > (scores[best] ?? Number.NEGATIVE_INFINITY))
      best = index;
  }
  const winner = candidates[best];
  const top = scores[best];
  if (winner === undefined || top === undefined) return undefined;
  const total = scores.reduce((sum, score) => sum + Math.exp(score - top), 0);
  return { language: winner.language, probability: 1 / total };
}
