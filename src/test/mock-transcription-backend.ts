/**
 * A mock transcription backend for users' tests: by default one segment per call saying how many
 * seconds of audio it received.
 *
 * @example
 * ```ts
 * import { MockTranscriptionBackend } from 'langproc/test';
 * const backend = new MockTranscriptionBackend();
 * ```
 */
import { LANGUAGE_NAMES, type LanguageName } from '../languages.js';
import type {
  TranscriptionBackendV1,
  TranscriptionCallOptions,
  TranscriptionCallResult,
} from '../spec/transcription-backend.js';

/** Options of {@link MockTranscriptionBackend}. */
export interface MockTranscriptionBackendOptions {
  modelId?: string;
  /** @default 30 */
  maxChunkSeconds?: number;
  languages?: readonly LanguageName[];
  doTranscribe?: (options: TranscriptionCallOptions) => Promise<TranscriptionCallResult>;
}

/** A scriptable transcription backend that records every call. */
export class MockTranscriptionBackend implements TranscriptionBackendV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly maxChunkSeconds: number;
  readonly languages: readonly LanguageName[];
  readonly calls: TranscriptionCallOptions[] = [];
  private readonly implementation: (options: TranscriptionCallOptions) => Promise<TranscriptionCallResult>;

  constructor(options: MockTranscriptionBackendOptions = {}) {
    this.modelId = options.modelId ?? 'mock-transcription';
    this.maxChunkSeconds = options.maxChunkSeconds ?? 30;
    this.languages = options.languages ?? LANGUAGE_NAMES;
    this.implementation =
      options.doTranscribe ??
      (async ({ audio, sampleRate, language }) => {
        const seconds = audio.length / sampleRate;
        const text = `audio of ${seconds.toFixed(2)} seconds`;
        return {
          text,
          segments: [{ start: 0, end: seconds, text }],
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
