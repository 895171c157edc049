/**
 * Transcription: `transcribe()` from audio or video to text, segments and subtitles, plus the
 * decoding, chunking, stitching and SRT/WebVTT pieces it is built from.
 * The `langproc/transcription` subpath; the root entry re-exports `transcribe`, `decodeAudio`,
 * `formatSrt` and `formatWebVtt`.
 *
 * @example
 * ```ts
 * import { formatSrt, sniffMediaType, transcribe } from 'langproc/transcription';
 * ```
 */
export {
  buildSubtitleCues,
  DEFAULT_SUBTITLE_RULES,
  type SubtitleCue,
  type SubtitleRules,
  ZERO_LENGTH_CUE_MILLISECONDS,
} from './build-subtitle-cues.js';
export { buildWordCues, DEFAULT_WORD_CUE_RULES, type WordCueRules } from './build-word-cues.js';
export {
  type AudioInput,
  DECODE_SAMPLE_RATE,
  DEFAULT_DECODE_TIMEOUT_MILLISECONDS,
  type DecodeAudioOptions,
  type DecodedAudio,
  decodeAudio,
  SILENCE_PEAK,
} from './decode-audio.js';
export { type DetectSpeechChunksOptions, detectSpeechChunks } from './detect-speech-chunks.js';
export {
  describeFfmpeg,
  FFMPEG_PATH_VARIABLE,
  FFMPEG_VERSION_TIMEOUT_MILLISECONDS,
  FFPROBE_PATH_VARIABLE,
  type FfmpegDescription,
  type FfmpegSource,
  resolveFfmpegPath,
  resolveFfprobePath,
} from './ffmpeg-binary.js';
export {
  buildTranscriptCues,
  formatSrt,
  formatTimestamp,
  formatWebVtt,
  type SubtitleSource,
} from './format-subtitles.js';
export { type AudioChunk, type PlanChunksOptions, planChunks } from './plan-chunks.js';
export {
  DEFAULT_SPEECH_PADDING_SECONDS,
  type PlanSpeechChunksOptions,
  planSpeechChunks,
} from './plan-speech-chunks.js';
export {
  ACCEPTED_MEDIA_TYPES,
  type AcceptedMediaType,
  FFMPEG_DEMUXERS,
  type FfmpegDemuxer,
  MAX_ID3_TAGS,
  MAX_PADDING_AFTER_ID3,
  type ReadBytes,
  readBytesOf,
  SNIFF_BYTES,
  sniffMediaFile,
  sniffMediaType,
  sniffMediaTypeFrom,
} from './sniff-media-type.js';
export { type ChunkTranscript, MAX_SEAM_WORDS, stitchChunkTranscripts } from './stitch-chunk-transcripts.js';
export { type ChunkWords, stitchChunkWords } from './stitch-chunk-words.js';
export {
  DEFAULT_OVERLAP_SECONDS,
  type TranscribeOptions,
  type TranscribeResult,
  type TranscriptionProgress,
  transcribe,
} from './transcribe.js';
