/**
 * Prices per second of audio for the audio operations of the HTTP adapter, and the usage object
 * of one audio call. Transcription and audio redaction are charged per second of the recording
 * processed, speech synthesis per second of audio produced. Like {@link DEFAULT_PRICE_TABLE}, the
 * unit of cost is whatever currency the host bills in; the defaults are in US dollars. The usage
 * object has `calls: 1` and zero tokens: audio is not metered in tokens.
 *
 * @example
 * ```ts
 * buildAudioUsage({ operation: 'transcribe', seconds: 60 });
 * // { calls: 1, prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost: 0.006 }
 * ```
 */
import type { Usage } from '../../contract/text-processing-result.js';
import { InvalidInputError } from '../../errors/invalid-input-error.js';

/** Audio operations that are metered. */
export type AudioMeteredOperation = 'transcribe' | 'redact_audio' | 'synthesize';

/** A price per second of audio for each metered audio operation. */
export type AudioPriceTable = Record<AudioMeteredOperation, number>;

/**
 * Default prices (USD per second of audio): transcription 0.0001 (0.006 a minute), transcription
 * with audio redaction 0.00015 (0.009 a minute: transcription, redaction and re-encoding),
 * synthesis 0.0002 per second of speech produced (0.012 a minute).
 */
export const DEFAULT_AUDIO_PRICE_TABLE: Readonly<AudioPriceTable> = Object.freeze({
  transcribe: 0.0001,
  redact_audio: 0.00015,
  synthesize: 0.0002,
});

const COST_DECIMALS = 1e8;

/** The usage object of one audio call of `seconds` of audio. */
export function buildAudioUsage(options: {
  operation: AudioMeteredOperation;
  seconds: number;
  /** @default DEFAULT_AUDIO_PRICE_TABLE */
  prices?: AudioPriceTable;
}): Usage {
  if (!Number.isFinite(options.seconds) || options.seconds < 0) {
    throw new InvalidInputError({
      message: `Expected seconds to be a finite number of at least 0, got ${options.seconds}.`,
      details: { field: 'seconds' },
    });
  }
  const price = (options.prices ?? DEFAULT_AUDIO_PRICE_TABLE)[options.operation];
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    throw new InvalidInputError({
      message: `Expected operation to have a finite, non-negative price, got ${JSON.stringify(String(options.operation).slice(0, 40))}.`,
      details: { field: 'operation' },
    });
  }
  return {
    calls: 1,
    prompt_tokens: 0,
    completion_tokens: 0,
    total_tokens: 0,
    cost: Math.round(options.seconds * price * COST_DECIMALS) / COST_DECIMALS,
  };
}
