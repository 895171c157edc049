/**
 * A mock voice activity detector for users' tests: it returns the speech regions it was given
 * (in seconds) for every call and records the calls.
 *
 * @example
 * ```ts
 * import { MockVoiceActivityDetector } from 'langproc/test';
 * const voiceActivityDetector = new MockVoiceActivityDetector({ regions: [{ start: 1, end: 4 }] });
 * ```
 */
import type {
  SpeechRegion,
  VoiceActivityCallOptions,
  VoiceActivityCallResult,
  VoiceActivityDetectorV1,
} from '../backend-interfaces/voice-activity-detector.js';

/** Options of {@link MockVoiceActivityDetector}. */
export interface MockVoiceActivityDetectorOptions {
  /**
   * Speech regions returned by every call, in seconds.
   * @default [] (no speech)
   */
  regions?: readonly SpeechRegion[];
  modelId?: string;
}

/** A scriptable voice activity detector that records every call. */
export class MockVoiceActivityDetector implements VoiceActivityDetectorV1 {
  readonly specificationVersion = 'v1' as const;
  readonly backendId = 'mock';
  readonly modelId: string;
  readonly calls: VoiceActivityCallOptions[] = [];
  private readonly regions: readonly SpeechRegion[];

  constructor(options: MockVoiceActivityDetectorOptions = {}) {
    this.modelId = options.modelId ?? 'mock-voice-activity';
    this.regions = options.regions ?? [];
  }

  async doDetectSpeech(options: VoiceActivityCallOptions): Promise<VoiceActivityCallResult> {
    this.calls.push(options);
    return { regions: this.regions.map((region) => ({ ...region })), warnings: [] };
  }
}
