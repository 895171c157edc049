import { describe, expect, it } from 'vitest';
import {
  createSileroVoiceActivityDetector,
  LEVEL_MAXIMUM_GAIN,
  LEVEL_TARGET_RMS,
  levelWindows,
  speechRegionsFromProbabilities,
} from '../../backends/onnxruntime/index.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { ModelNotInstalledError } from '../../src/errors/model-not-installed-error.js';

/** One probability per 512-sample (32 ms) window, written as a string: `#` speech, `~` 0.4, `.` silence. */
function probabilities(pattern: string): number[] {
  return [...pattern].map((character) => ({ '#': 0.9, '~': 0.4 })[character] ?? 0.05);
}

const WINDOW = 512 / 16_000;

describe('speechRegionsFromProbabilities (Silero get_speech_timestamps rules)', () => {
  it.each<{ name: string; pattern: string; pad?: number; expected: Array<[number, number]> }>([
    { name: 'silence only', pattern: '..........', expected: [] },
    { name: 'one stretch, no padding', pattern: '..########......', expected: [[2, 10]] },
    {
      name: 'a dip shorter than the minimum silence (0.1 s = 3.1 windows) does not end speech',
      pattern: '..####...####.....',
      expected: [[2, 13]],
    },
    {
      name: 'a dip of five windows ends it',
      pattern: '..########.....########.....',
      expected: [
        [2, 10],
        [15, 23],
      ],
    },
    {
      name: 'probabilities between the two thresholds keep speech going',
      pattern: '.###~~~~~~###.....',
      expected: [[1, 13]],
    },
    { name: 'speech shorter than 0.25 s (7.8 windows) is dropped', pattern: '..#######......', expected: [] },
    { name: 'speech still on at the end runs to the end', pattern: '....##########', expected: [[4, 14]] },
    {
      name: 'padding is half the gap when neighbours are close',
      pattern: '##########.....##########',
      pad: 4 * WINDOW,
      expected: [
        [0, 12.5],
        [12.5, 25],
      ],
    },
  ])('$name', ({ pattern, pad, expected }) => {
    const values = probabilities(pattern);
    const regions = speechRegionsFromProbabilities({
      probabilities: values,
      totalSamples: values.length * 512,
      threshold: 0.5,
      minSpeechSeconds: 0.25,
      minSilenceSeconds: 0.1,
      speechPadSeconds: pad ?? 0,
    });
    expect(regions.map(({ start, end }) => [start / WINDOW, end / WINDOW])).toEqual(expected);
  });
});

describe('levelWindows', () => {
  /** `seconds` of a square wave of amplitude `level` (its RMS is `level`). */
  const square = (seconds: number, level: number): number[] =>
    Array.from({ length: seconds * 16_000 }, (_, index) => (index % 2 === 0 ? level : -level));

  it.each<{ name: string; level: number; gain: number }>([
    { name: 'loud audio is left alone', level: 0.2, gain: 1 },
    { name: 'audio at the target is left alone', level: LEVEL_TARGET_RMS, gain: 1 },
    { name: 'quiet speech is raised to the target', level: 0.005, gain: LEVEL_TARGET_RMS / 0.005 },
    { name: 'near silence is raised by at most 30 dB', level: 0.0001, gain: LEVEL_MAXIMUM_GAIN },
  ])('$name', ({ level, gain }) => {
    const leveled = levelWindows(Float32Array.from(square(2, level)));
    expect(leveled[16_000]).toBeCloseTo(level * gain, 6);
  });

  it('sets the gain from about half a second around each window, so a quiet clip after a loud one is raised', () => {
    const leveled = levelWindows(Float32Array.from([...square(2, 0.4), ...square(2, 0.004)]));
    expect([leveled[16_000], leveled[3 * 16_000]]).toEqual([
      Math.fround(0.4),
      Math.fround(0.004 * (LEVEL_TARGET_RMS / 0.004)),
    ]);
  });
});

describe('createSileroVoiceActivityDetector', () => {
  it('fails with the exact path looked for when the model is not installed', async () => {
    const detector = createSileroVoiceActivityDetector({ modelsDirectory: '/nonexistent-models' });
    const error = await detector.load().catch((caught: unknown) => caught);
    expect(ModelNotInstalledError.isInstance(error)).toBe(true);
    expect((error as ModelNotInstalledError).details).toMatchObject({
      modelId: 'silero-vad',
      missingPath: '/nonexistent-models/onnx-community/silero-vad/onnx/model.onnx',
    });
  });

  it.each([{ threshold: 1.5 }, { minSilenceSeconds: -1 }, { speechPadSeconds: Number.NaN }])(
    'rejects %o',
    (settings) => {
      expect(() => createSileroVoiceActivityDetector({ modelsDirectory: '/models', ...settings })).toThrow(
        InvalidInputError,
      );
    },
  );
});
