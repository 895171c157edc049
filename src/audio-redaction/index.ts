/**
 * Audio PII redaction: bleep or silence every spoken PII value of a recording.
 *
 * @example
 * ```ts
 * const { audio, spans } = await redactAudio({ audio: 'call.wav', language: 'Swahili', transcriptionBackend });
 * ```
 */
export type { AudioMaskMode } from './mask-time-ranges.js';
export {
  DEFAULT_AUDIO_REDACTION_PADDING,
  type RedactAudioOptions,
  type RedactAudioResult,
  type RedactedAudioSpan,
  redactAudio,
} from './redact-audio.js';
