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
 * frames are filled in instead of computed (the same numbers as the feature extractor's), and
 * the spoken frames go through {@link whisperLogMel} (a faster Fourier transform, the same
 * float32 values).
 *
 * The generation runs on the ONNX sessions ({@link generateWhisperTokens},
 * {@link whisperTokenTimes}): the same tokens and times as transformers.js's `generate()`, which
 * remains for sessions or options it does not cover.
 *
 * @example
 * ```ts
 * const { segments, words } = await transcribeWithWordTimes({ recognizer, audio, generation: { language: 'en', task: 'transcribe', max_new_tokens: 224 } });
 * ```
 */
import type { Tensor } from '@huggingface/transformers';
import { loadedTransformers } from './transformers-library.js';
import {
  type CreateTensor,
  canDriveWhisperSessions,
  generateWhisperTokens,
  type OnnxSession,
  type OnnxTensor,
  type WhisperGenerationConfigFields,
  whisperDecodingRules,
} from './whisper-greedy-decoder.js';
import { whisperLogMel } from './whisper-log-mel.js';
import { cutRepetitionLoop, findRepetitionLoop } from './whisper-repetition-loop.js';
import { whisperTokenTimes } from './whisper-token-times.js';

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
    config: { max_source_positions: number; median_filter_width?: number };
    /** The ONNX Runtime sessions: `model` (encoder) and `decoder_model_merged`. */
    sessions?: Record<string, OnnxSession>;
    /** transformers.js's merged generation config (model defaults, then `options`). */
    _prepare_generation_config?(config: null, options: Record<string, unknown>): WhisperGenerationConfig;
    /** Prompt tokens (start, language, task) for a prepared config. */
    _retrieve_init_tokens?(config: WhisperGenerationConfig): number[];
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
  config: {
    n_samples: number;
    hop_length: number;
    n_fft: number;
    nb_max_frames: number;
    mel_filters: number[][];
  };
  window: ArrayLike<number>;
  /** Log-mel features `[mel bins, floor(length / hop)]`, normalised over what it was given. */
  _extract_fbank_features(waveform: Float32Array): Promise<Tensor>;
}

/** The fields of a prepared Whisper generation config that {@link transcribeWithWordTimes} reads. */
export interface WhisperGenerationConfig extends WhisperGenerationConfigFields {
  alignment_heads?: Array<[number, number]> | null;
  max_new_tokens?: number | null;
  max_length?: number | null;
  [field: string]: unknown;
}

/** What {@link transcribeWithWordTimes} needs. */
export interface WordTimesRequest {
  recognizer: WhisperWordRecognizer;
  /** 16 kHz mono, at most 30 s. */
  audio: Float32Array;
  /** Generation options as the pipeline takes them (`language`, `task`, `max_new_tokens`). */
  generation: Record<string, unknown>;
  /**
   * Decode word chunks too (`false`: segments only, `words` empty).
   * @default true
   */
  words?: boolean;
  /**
   * Cut repetition loops and decode the rest of the window again ({@link findRepetitionLoop}).
   * @default true
   */
  loopGuard?: boolean;
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
  const partial = await whisperLogMel(extractor, waveform);
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

/**
 * Generation options under which {@link generateWhisperTokens} makes the same choices as
 * transformers.js: only Whisper's own logits rules active, greedy.
 */
function drivesLikeTransformers(config: WhisperGenerationConfig): boolean {
  const inactive = (value: unknown, neutral: unknown = null): boolean =>
    value === null || value === undefined || value === neutral;
  return (
    inactive(config.repetition_penalty, 1) &&
    inactive(config.no_repeat_ngram_size, 0) &&
    inactive(config.bad_words_ids) &&
    inactive(config.min_length, 0) &&
    inactive(config.min_new_tokens, 0) &&
    inactive(config.forced_bos_token_id) &&
    inactive(config.forced_eos_token_id) &&
    inactive(config.guidance_scale, 1) &&
    config.do_sample !== true &&
    inactive(config.num_beams, 1) &&
    Array.isArray(config.alignment_heads) &&
    config.alignment_heads.length > 0
  );
}

/** Tokens and token times (seconds, per token of the sequence) of one window. */
interface TimedSequence {
  sequence: number[];
  times: number[];
}

/** Greedy decoding on the ONNX sessions ({@link generateWhisperTokens}); undefined when they cannot be driven. */
async function generateOnSessions(
  recognizer: WhisperWordRecognizer,
  features: Tensor,
  generation: Record<string, unknown>,
  frames: number,
): Promise<TimedSequence | undefined> {
  const { model } = recognizer;
  const sessions = { encoder: model.sessions?.model, decoder: model.sessions?.decoder_model_merged };
  if (
    !canDriveWhisperSessions(sessions) ||
    model._prepare_generation_config === undefined ||
    model._retrieve_init_tokens === undefined
  ) {
    return undefined;
  }
  const config = model._prepare_generation_config(null, { ...generation, return_timestamps: true });
  if (!drivesLikeTransformers(config)) return undefined;
  const prompt = model._retrieve_init_tokens(config);
  const alignmentHeads = config.alignment_heads as Array<[number, number]>;
  const maxNewTokens =
    typeof config.max_new_tokens === 'number'
      ? config.max_new_tokens
      : (config.max_length ?? DEFAULT_MAX_LENGTH) - prompt.length;
  const width = Math.min(
    frames > 0 ? frames : model.config.max_source_positions,
    model.config.max_source_positions,
  );
  const { Tensor: TensorClass } = loadedTransformers();
  const createTensor: CreateTensor = (type, data, dims) =>
    (new TensorClass(type, data, [...dims]) as unknown as { ort_tensor: OnnxTensor }).ort_tensor;
  const { sequence, attention, rows } = await generateWhisperTokens({
    sessions,
    features: (features as unknown as { ort_tensor: OnnxTensor }).ort_tensor,
    prompt,
    rules: whisperDecodingRules(config, prompt.length),
    maxNewTokens,
    alignmentHeads,
    frames: width,
    createTensor,
  });
  const times = whisperTokenTimes({
    attention,
    rows,
    frames: width,
    promptLength: prompt.length,
    sequenceLength: sequence.length,
    medianFilterWidth: model.config.median_filter_width ?? 7,
  });
  return { sequence, times: Array.from(times) };
}

/** transformers.js's `generate()` with token timestamps (any generation options). */
async function generateWithTransformers(
  recognizer: WhisperWordRecognizer,
  features: Tensor,
  generation: Record<string, unknown>,
  frames: number,
): Promise<TimedSequence> {
  const output = (await recognizer.model.generate({
    inputs: features,
    ...generation,
    return_timestamps: true,
    return_token_timestamps: true,
    num_frames: frames,
  })) as { sequences: Tensor; token_timestamps: Tensor };
  return {
    sequence: (output.sequences.tolist() as Array<Array<number | bigint>>)[0]?.map(Number) ?? [],
    times: (output.token_timestamps.tolist() as number[][])[0] ?? [],
  };
}

/** Whisper's longest token sequence (`max_length`) when a config names none. */
const DEFAULT_MAX_LENGTH = 448;

/** Tokens from the first timestamp on, and the seconds at which each starts (see {@link shiftTokenTimes}). */
interface WindowTokens {
  tokens: number[];
  times: number[];
}

/** One generation on `audio` (at most 30 s), prompt dropped, token times moved back one token. */
async function generateWindowTokens(
  recognizer: WhisperWordRecognizer,
  audio: Float32Array,
  generation: Record<string, unknown>,
): Promise<WindowTokens> {
  const input_features = await whisperFeatures(recognizer, audio);
  const frames = Math.floor(audio.length / HOP_LENGTH);
  const { sequence, times } =
    (await generateOnSessions(recognizer, input_features, generation, frames)) ??
    (await generateWithTransformers(recognizer, input_features, generation, frames));
  const timestampBegin = recognizer.tokenizer.timestamp_begin;
  const prefix = Math.max(
    0,
    sequence.findIndex((token) => token >= timestampBegin),
  );
  return {
    tokens: sequence.slice(prefix),
    times: shiftTokenTimes(times.slice(prefix)).map((time) => Math.round(time * 100) / 100),
  };
}

/** Most times one window is decoded again after a repetition loop ({@link cutRepetitionLoop}). */
export const MAX_LOOP_RESUMES = 4;

/** Audio left after a loop's cut below which the window is not decoded again, in seconds. */
const MIN_RESUME_SECONDS = 0.5;

/**
 * One generation, decoded twice: into segments and into words. When the tokens fall into a
 * repetition loop ({@link findRepetitionLoop}), they are cut after the loop's first copy and the
 * window is decoded again from where that copy ends (at most {@link MAX_LOOP_RESUMES} times), the
 * parts' times moved to the window's; a window without a loop is decoded once, as before.
 */
export async function transcribeWithWordTimes(request: WordTimesRequest): Promise<WordTimesResult> {
  const { recognizer, audio } = request;
  const timestampBegin = recognizer.tokenizer.timestamp_begin;
  const timePrecision = CHUNK_LENGTH_SECONDS / recognizer.model.config.max_source_positions;
  const parts: WordTimesResult[] = [];
  let offset = 0;
  for (let resumes = 0; ; resumes++) {
    const piece = offset === 0 ? audio : audio.subarray(offset);
    const generated = await generateWindowTokens(recognizer, piece, request.generation);
    const loop =
      request.loopGuard === false ? undefined : findRepetitionLoop(generated.tokens, { timestampBegin });
    const cut =
      loop === undefined
        ? undefined
        : cutRepetitionLoop({ ...generated, loop, timestampBegin, timePrecision });
    const decoded = decodeWindow(
      recognizer,
      cut?.tokens ?? generated.tokens,
      cut?.times ?? generated.times,
      piece.length,
      request.words !== false,
    );
    parts.push(offset === 0 ? decoded : shiftChunkTimes(decoded, offset / SAMPLE_RATE));
    if (cut?.seekSeconds === undefined || resumes >= MAX_LOOP_RESUMES) break;
    const next = offset + Math.round(cut.seekSeconds * SAMPLE_RATE);
    if ((audio.length - next) / SAMPLE_RATE < MIN_RESUME_SECONDS) break;
    offset = next;
  }
  if (parts.length === 1) return parts[0] as WordTimesResult;
  return {
    text: parts
      .map((part) => part.text.trim())
      .filter((text) => text !== '')
      .join(' '),
    segments: parts.flatMap((part) => part.segments),
    words: parts.flatMap((part) => part.words),
  };
}

/** `_decode_asr` on one window's tokens: segments, and words unless `words` is false. */
function decodeWindow(
  recognizer: WhisperWordRecognizer,
  tokens: number[],
  tokenTimes: number[],
  samples: number,
  words: boolean,
): WordTimesResult {
  const stride = [samples / SAMPLE_RATE, 0, 0];
  const timePrecision = CHUNK_LENGTH_SECONDS / recognizer.model.config.max_source_positions;
  const decode = (returnTimestamps: true | 'word'): [string, { chunks?: AsrChunk[] }] =>
    recognizer.tokenizer._decode_asr([{ tokens, token_timestamps: tokenTimes, stride }], {
      time_precision: timePrecision,
      return_timestamps: returnTimestamps,
      force_full_sequences: false,
    });
  const [text, { chunks: segments = [] }] = decode(true);
  const wordChunks = words ? (decode('word')[1].chunks ?? []) : [];
  return { text, segments, words: wordChunks };
}

/** Chunks of a part decoded from `seconds` into its window, with times from the window's start. */
export function shiftChunkTimes(result: WordTimesResult, seconds: number): WordTimesResult {
  const shift = (chunk: AsrChunk): AsrChunk => ({
    text: chunk.text,
    timestamp: chunk.timestamp.map((time) =>
      time === null ? null : Math.round((time + seconds) * 100) / 100,
    ) as [number | null, number | null],
  });
  return { text: result.text, segments: result.segments.map(shift), words: result.words.map(shift) };
}
