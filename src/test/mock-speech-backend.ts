/**
 * A mock text-to-speech backend for users' tests: by default a 440 Hz tone, 50 ms per character.
 *
 * @example
 * ```ts
 * import { MockSpeechBackend } from 'langproc/test';
 * const { audio } = await synthesize({ text: 'Hello', language: 'English', backend: new MockSpeechBackend() });
 * ```
 */

import type {
  SpeechBackendV1,
  SpeechCallOptions,
  SpeechCallResult,
} from '../backend-interfaces/speech-backend.js';
import { LANGUAGE_NAMES, type LanguageName } from '../languages.js';

/** Options of {@link MockSpeechBackend}. */
export interface MockSpeechBackendOptions {
  modelId?: string;
  /** @default 16000 */
  sampleRate?: number;
  languages?: readonly LanguageName[];
  doSynthesize?: (options: SpeechCallOptions) => Promise<SpeechCallResult>;
}

/** A scriptable speech backend that records every call. */
export class MockSpeechBackend implements SpeechBackendV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly languages: readonly LanguageName[];
  readonly calls: SpeechCallOptions[] = [];
  private readonly implementation: (options: SpeechCallOptions) => Promise<SpeechCallResult>;

  constructor(options: MockSpeechBackendOptions = {}) {
    this.modelId = options.modelId ?? 'mock-speech';
    this.languages = options.languages ?? LANGUAGE_NAMES;
    const sampleRate = options.sampleRate ?? 16_000;
    this.implementation =
      options.doSynthesize ??
      (async ({ text }) => {
        const length = Math.round(sampleRate * 0.05 * [...text].length);
        const samples = new Float32Array(length);
        for (let index = 0; index < length; index++) {
          samples[index] = 0.5 * Math.sin((2 * Math.PI * 440 * index) / sampleRate);
        }
        return { samples, sampleRate, warnings: [] };
      });
  }

  async doSynthesize(options: SpeechCallOptions): Promise<SpeechCallResult> {
    this.calls.push(options);
    return this.implementation(options);
  }
}
