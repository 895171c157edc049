/**
 * A mock transcription backend for users' tests: by default one segment per call saying how many
 * seconds of audio it received. With `supportsWordTimestamps: true` it also times those words
 * (spread evenly over the segment) when a call asks for `wordTimestamps`.
 *
 * @example
 * ```ts
 * import { MockTranscriptionBackend } from 'langproc/test';
 * const backend = new MockTranscriptionBackend({ supportsWordTimestamps: true });
 * ```
 */

import type {
  TranscriptionBackendV1,
  TranscriptionCallOptions,
  TranscriptionCallResult,
} from '../backend-interfaces/transcription-backend.js';
import { LANGUAGE_NAMES, type LanguageName } from '../languages.js';

/** Options of {@link MockTranscriptionBackend}. */
export interface MockTranscriptionBackendOptions {
  modelId?: string;
  /** @default 30 */
  maxChunkSeconds?: number;
  languages?: readonly LanguageName[];
  /**
   * Whether the backend announces word timestamps.
   * @default false
   */
  supportsWordTimestamps?: boolean;
  doTranscribe?: (options: TranscriptionCallOptions) => Promise<TranscriptionCallResult>;
}

/** A scriptable transcription backend that records every call. */
export class MockTranscriptionBackend implements TranscriptionBackendV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly maxChunkSeconds: number;
  readonly languages: readonly LanguageName[];
  readonly supportsWordTimestamps: boolean;
  readonly calls: TranscriptionCallOptions[] = [];
  private readonly implementation: (options: TranscriptionCallOptions) => Promise<TranscriptionCallResult>;

  constructor(options: MockTranscriptionBackendOptions = {}) {
    this.modelId = options.modelId ?? 'mock-transcription';
    this.maxChunkSeconds = options.maxChunkSeconds ?? 30;
    this.languages = options.languages ?? LANGUAGE_NAMES;
    this.supportsWordTimestamps = options.supportsWordTimestamps ?? false;
    this.implementation =
      options.doTranscribe ??
      (async ({ audio, sampleRate, language, wordTimestamps }) => {
        const seconds = audio.length / sampleRate;
        const text = `audio of ${seconds.toFixed(2)} seconds`;
        const words = text.split(' ');
        return {
          text,
          segments: [{ start: 0, end: seconds, text }],
          ...(wordTimestamps === true && this.supportsWordTimestamps
            ? {
                words: words.map((word, index) => ({
                  word,
                  start: (seconds * index) / words.length,
                  end: (seconds * (index + 1)) / words.length,
                })),
              }
            : {}),
          ...(language === undefined ? {} : { language }),
          warnings: [],
        };
      });
  }

  async doTranscribe(options: TranscriptionCallOptions): Promise<TranscriptionCallResult> {
    this.calls.push(options);
    return this.implementation(options);
  }
}
