/**
 * The voice activity detector interface (types only). A detector finds the stretches of a 16 kHz mono
 * signal that hold speech; `transcribe()` uses them to cut long audio at silences and to skip
 * audio with no speech at all.
 *
 * @example
 * ```ts
 * const result = await transcribe({ audio: 'call.mp3', language: 'English', backend, voiceActivityDetector });
 * ```
 */
import type { BackendBase, CallOptions, Warning } from './warning.js';

/** A stretch of speech, in seconds from the start of the audio given to the call. */
export interface SpeechRegion {
  start: number;
  end: number;
}

/** Options of one detection call. */
export interface VoiceActivityCallOptions extends CallOptions {
  /** 16 kHz mono samples (the whole decoded signal). */
  audio: Float32Array;
  sampleRate: 16000;
}

/** Output of one detection call. */
export interface VoiceActivityCallResult {
  /** Speech regions, ordered and non-overlapping; empty when the audio holds no speech. */
  regions: SpeechRegion[];
  warnings: Warning[];
}

/** A voice activity detector (e.g. Silero VAD). */
export interface VoiceActivityDetectorV1 extends BackendBase {
  doDetectSpeech(options: VoiceActivityCallOptions): Promise<VoiceActivityCallResult>;
}
