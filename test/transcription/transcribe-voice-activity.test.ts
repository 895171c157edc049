import { describe, expect, it } from 'vitest';
import type { VoiceActivityDetectorV1 } from '../../src/backend-interfaces/voice-activity-detector.js';
import { BackendFailureError } from '../../src/errors/backend-failure-error.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { MockTranscriptionBackend, MockVoiceActivityDetector } from '../../src/test/index.js';
import { type TranscriptionProgress, transcribe } from '../../src/transcription/index.js';
import { useLongTone } from './long-tone.js';

const { longTone: LONG_TONE } = useLongTone('langproc-voice-activity-test-');

describe('transcribe() with a voice activity detector', () => {
  it('cuts at the detected silences, without overlap, and times segments from the chunk starts', async () => {
    const detector = new MockVoiceActivityDetector({
      regions: [
        { start: 1, end: 12 },
        { start: 14, end: 25 },
        { start: 30, end: 45 },
        { start: 55, end: 68 },
      ],
    });
    const backend = new MockTranscriptionBackend();
    const progress: TranscriptionProgress[] = [];
    const result = await transcribe({
      audio: LONG_TONE,
      language: 'English',
      backend,
      voiceActivityDetector: detector,
      onProgress: (event) => progress.push(event),
    });
    expect(detector.calls.map((call) => [call.audio.length, call.sampleRate])).toEqual([
      [70 * 16_000, 16_000],
    ]);
    expect(backend.calls.map((call) => call.audio.length / 16_000)).toEqual([24.4, 15.4, 13.4]);
    expect(result.segments).toEqual([
      { start: 0.8, end: 25.2, text: 'audio of 24.40 seconds' },
      { start: 29.8, end: 45.2, text: 'audio of 15.40 seconds' },
      { start: 54.8, end: 68.2, text: 'audio of 13.40 seconds' },
    ]);
    expect(progress.map((event) => [event.chunksDone, event.chunksTotal, event.processedSeconds])).toEqual([
      [0, 3, 0],
      [1, 3, 25.2],
      [2, 3, 45.2],
      // The last chunk ends at 68.2 s; the trailing silence counts as done.
      [3, 3, 70],
    ]);
  });

  it('returns an empty transcript without calling the recogniser when there is no speech', async () => {
    const backend = new MockTranscriptionBackend();
    const progress: TranscriptionProgress[] = [];
    const result = await transcribe({
      onProgress: (event) => progress.push(event),
      audio: LONG_TONE,
      language: 'English',
      backend,
      voiceActivityDetector: new MockVoiceActivityDetector({ regions: [] }),
      generateSrt: true,
    });
    expect(backend.calls).toEqual([]);
    expect([result.text, result.segments, result.srt, result.durationSeconds]).toEqual(['', [], '', 70]);
    expect(progress.map((event) => [event.chunksDone, event.chunksTotal, event.fraction])).toEqual([
      [0, 0, 0],
      [0, 0, 1],
    ]);
  });

  it('without a detector keeps the fixed overlapping windows', async () => {
    const backend = new MockTranscriptionBackend();
    await transcribe({ audio: LONG_TONE, language: 'English', backend });
    expect(backend.calls.map((call) => call.audio.length / 16_000)).toEqual([30, 30, 16]);
  });

  it.each<{ name: string; detector: unknown; error: new (...args: never[]) => Error }>([
    { name: 'an object without doDetectSpeech', detector: { backendId: 'x' }, error: InvalidInputError },
    {
      name: 'a detector returning regions that end before they start',
      detector: {
        specificationVersion: 'v1',
        backendId: 'broken',
        modelId: 'broken',
        doDetectSpeech: async () => ({ regions: [{ start: 5, end: 2 }], warnings: [] }),
      },
      error: BackendFailureError,
    },
    {
      name: 'a detector returning no warnings list',
      detector: {
        specificationVersion: 'v1',
        backendId: 'broken',
        modelId: 'broken',
        doDetectSpeech: async () => ({ regions: [] }),
      },
      error: BackendFailureError,
    },
  ])('rejects $name', async ({ detector, error }) => {
    const backend = new MockTranscriptionBackend();
    await expect(
      transcribe({
        audio: LONG_TONE,
        language: 'English',
        backend,
        voiceActivityDetector: detector as VoiceActivityDetectorV1,
      }),
    ).rejects.toThrow(error);
    expect(backend.calls).toEqual([]);
  });
});
