import type { AutomaticSpeechRecognitionPipeline } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type WhisperWordRecognizer,
  whisperFeatures,
} from '../../backends/transformers/whisper-word-timestamps.js';
import { loadTinyRandomWhisper } from './tiny-random-whisper.js';

const SAMPLE_RATE = 16_000;
/** Float32 rounding of the same sums in a different order. */
const TOLERANCE = 1e-6;

let recognizer: AutomaticSpeechRecognitionPipeline;
beforeAll(async () => {
  recognizer = await loadTinyRandomWhisper();
});
afterAll(async () => recognizer?.dispose());

/** A chirp with a quiet start, `seconds` long. */
function chirp(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / SAMPLE_RATE;
    samples[index] = Math.min(1, time) * 0.3 * Math.sin(2 * Math.PI * (200 + 300 * time) * time);
  }
  return samples;
}

describe('whisperFeatures (log-mel for the spoken part only)', () => {
  it.each([
    ['0.01 s', chirp(0.01)],
    ['3 s', chirp(3)],
    ['17.3 s', chirp(17.3)],
    ['29.95 s (computed in full)', chirp(29.95)],
    ['30 s', chirp(30)],
    ['silence', new Float32Array(SAMPLE_RATE)],
  ])('equals the feature extractor on %s', async (_name, audio) => {
    const expected = (await recognizer.processor(audio)).input_features;
    const actual = await whisperFeatures(recognizer as unknown as WhisperWordRecognizer, audio);
    expect(actual.dims).toEqual(expected.dims);
    let difference = 0;
    const expectedData = expected.data as Float32Array;
    const actualData = actual.data as Float32Array;
    for (let index = 0; index < expectedData.length; index += 1) {
      difference = Math.max(
        difference,
        Math.abs((expectedData[index] as number) - (actualData[index] as number)),
      );
    }
    expect(difference).toBeLessThanOrEqual(TOLERANCE);
  });
});
