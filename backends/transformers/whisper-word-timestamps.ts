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
 * The log-mel features are computed for the spoken part only ({@link whisperFeatures}): Whisper
 * pads every window to 30 s of zeros, whose frames all come out as the same value, so those
 * frames are filled in instead of computed (the same numbers as the feature extractor's).
 *
 * @example
 * ```ts
 * const { segments, words } = await transcribeWithWordTimes({ recognizer, audio, generation: { language: 'en', task: 'transcribe', max_new_tokens: 224 } });
 * ```
 */
import type { Tensor } from '@huggingface/transformers';
import { loadedTransformers } from './transformers-library.js';

/** Output chunks of `_decode_asr`: segments (`return_timestamps: true`) or words (`'word'`). */
export interface AsrChunk {
  text: string;
  timestamp: [number | null, number | null];
}

/** The parts of a loaded transformers.js Whisper pipeline this module uses. */
export interface WhisperWordRecognizer {
  processor: ((audio: Float32Array) => Promise<{ input_features: Tensor }>) & {
    feature_extractor: WhisperFeatureExtractor;
  };
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

/** The parts of transformers.js's `WhisperFeatureExtractor` {@link whisperFeatures} uses. */
export interface WhisperFeatureExtractor {
  config: { n_samples: number; hop_length: number; n_fft: number; nb_max_frames: number };
  /** Log-mel features `[mel bins, floor(length / hop)]`, normalised over what it was given. */
  _extract_fbank_features(waveform: Float32Array): Promise<Tensor>;
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

/**
 * Whisper's `[1, mel bins, 3000]` log-mel input for at most 30 s of audio, computing only the
 * frames that see the audio. The extractor pads to 30 s with zeros and normalises with
 * `(max(x, peak - 8) + 4) / 4` over the log10 mel power (floor 1e-10): every frame that sees only
 * zeros is `log10(1e-10) = -10` before normalising, so after it `max(-10, peak - 8) + 4) / 4`,
 * where the normalised peak `p` gives `peak = 4p - 4`, i.e. `max(-1.5, p - 2)`. The waveform given
 * to the extractor keeps more than `n_fft` zeros after the audio, so its own end padding
 * (reflection) reflects zeros and every frame it computes equals the full computation's.
 */
export async function whisperFeatures(
  recognizer: Pick<WhisperWordRecognizer, 'processor'>,
  audio: Float32Array,
): Promise<Tensor> {
  const extractor = recognizer.processor.feature_extractor;
  const { n_samples: samples, hop_length: hop, n_fft: window, nb_max_frames: maxFrames } = extractor.config;
  const length = Math.ceil((audio.length + window + 2 * hop) / hop) * hop;
  if (length >= samples) return (await recognizer.processor(audio)).input_features;
  const waveform = new Float32Array(length);
  waveform.set(audio);
  const partial = await extractor._extract_fbank_features(waveform);
  const [bins, frames] = partial.dims as [number, number];
  const data = partial.data as Float32Array;
  let peak = Number.NEGATIVE_INFINITY;
  for (const value of data) if (value > peak) peak = value;
  const features = new Float32Array(bins * maxFrames).fill(Math.max(-1.5, peak - 2));
  for (let bin = 0; bin < bins; bin++) {
    features.set(data.subarray(bin * frames, (bin + 1) * frames), bin * maxFrames);
  }
  // transformers.js is loaded (the recognizer is a loaded pipeline); a static import would load it
  // with langproc/transformers (an optional peer: docs/optional-packages.md)
  const { Tensor: TensorClass } = loadedTransformers();
  return new TensorClass('float32', features, [1, bins, maxFrames]);
}

/** One generation, decoded twice: into segments and into words. */
export async function transcribeWithWordTimes(request: WordTimesRequest): Promise<WordTimesResult> {
  const { recognizer, audio } = request;
  const input_features = await whisperFeatures(recognizer, audio);
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
