/**
 * Whisper transcription with word times through transformers.js, in one generation: segments
 * (Whisper's own timestamp tokens) and words (dynamic time warping over the alignment heads'
 * cross-attention) from the same tokens.
 *
 * It does what the `automatic-speech-recognition` pipeline does for `return_timestamps: 'word'`
 * on one window (features, `generate` with `return_token_timestamps`, `_decode_asr`) with one
 * correction: transformers.js 4.3 gives each token the time at which the NEXT token starts. The
 * cross-attention row it reads for a token is the decoder step that takes that token as input,
 * i.e. the step that predicts the following token (openai-whisper and faster-whisper read the
 * row that predicts the token itself). On FLEURS every word then came out one word late (the
 * first word started where it ended). {@link shiftTokenTimes} moves each time back one token.
 *
 * @example
 * ```ts
 * const { segments, words } = await transcribeWithWordTimes({ recognizer, audio, generation: { language: 'en', task: 'transcribe', max_new_tokens: 224 } });
 * ```
 */
import type { Tensor } from '@huggingface/transformers';

/** Output chunks of `_decode_asr`: segments (`return_timestamps: true`) or words (`'word'`). */
export interface AsrChunk {
  text: string;
  timestamp: [number | null, number | null];
}

/** The parts of a loaded transformers.js Whisper pipeline this module uses. */
export interface WhisperWordRecognizer {
  processor: (audio: Float32Array) => Promise<{ input_features: Tensor }>;
  model: {
    generate(options: Record<string, unknown>): Promise<unknown>;
    config: { max_source_positions: number };
  };
  tokenizer: {
    timestamp_begin: number;
    _decode_asr(
      sequences: Array<{ tokens: number[]; token_timestamps?: number[]; stride: number[] }>,
      options: { time_precision: number; return_timestamps: boolean | 'word'; force_full_sequences: boolean },
    ): [string, { chunks?: AsrChunk[] }];
  };
}

/** What {@link transcribeWithWordTimes} needs. */
export interface WordTimesRequest {
  recognizer: WhisperWordRecognizer;
  /** 16 kHz mono, at most 30 s. */
  audio: Float32Array;
  /** Generation options as the pipeline takes them (`language`, `task`, `max_new_tokens`). */
  generation: Record<string, unknown>;
}

/** Text, segment chunks and word chunks of one window, times in seconds from its start. */
export interface WordTimesResult {
  text: string;
  segments: AsrChunk[];
  words: AsrChunk[];
}

const SAMPLE_RATE = 16_000;
const HOP_LENGTH = 160;
const CHUNK_LENGTH_SECONDS = 30;

/** Token times one token earlier: the time the pipeline gives token i belongs to token i + 1. */
export function shiftTokenTimes(times: readonly number[]): number[] {
  if (times.length === 0) return [];
  return [times[0] as number, ...times.slice(0, -1)];
}

/** One generation, decoded twice: into segments and into words. */
export async function transcribeWithWordTimes(request: WordTimesRequest): Promise<WordTimesResult> {
  const { recognizer, audio } = request;
  const { input_features } = await recognizer.processor(audio);
  const output = (await recognizer.model.generate({
    inputs: input_features,
    ...request.generation,
    return_timestamps: true,
    return_token_timestamps: true,
    num_frames: Math.floor(audio.length / HOP_LENGTH),
  })) as { sequences: Tensor; token_timestamps: Tensor };
  const sequence = (output.sequences.tolist() as Array<Array<number | bigint>>)[0]?.map(Number) ?? [];
  const times = (output.token_timestamps.tolist() as number[][])[0] ?? [];
  const timestampBegin = recognizer.tokenizer.timestamp_begin;
  const prefix = Math.max(
    0,
    sequence.findIndex((token) => token >= timestampBegin),
  );
  const tokens = sequence.slice(prefix);
  const tokenTimes = shiftTokenTimes(times.slice(prefix)).map((time) => Math.round(time * 100) / 100);
  const stride = [audio.length / SAMPLE_RATE, 0, 0];
  const timePrecision = CHUNK_LENGTH_SECONDS / recognizer.model.config.max_source_positions;
  const decode = (returnTimestamps: true | 'word'): [string, { chunks?: AsrChunk[] }] =>
    recognizer.tokenizer._decode_asr([{ tokens, token_timestamps: tokenTimes, stride }], {
      time_precision: timePrecision,
      return_timestamps: returnTimestamps,
      force_full_sequences: false,
    });
  const [text, { chunks: segments = [] }] = decode(true);
  const [, { chunks: words = [] }] = decode('word');
  return { text, segments, words };
}
