import type { AutomaticSpeechRecognitionPipeline, Tensor } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LogMelExtractor,
  MixedRadixFourierTransform,
  whisperLogMel,
} from '../../backends/transformers/whisper-log-mel.js';
import { loadTinyRandomWhisper } from './tiny-random-whisper.js';

const SAMPLE_RATE = 16_000;

describe('MixedRadixFourierTransform', () => {
  it.each([400, 16, 25, 12, 7, 1])('length %i equals the direct transform to 1e-10', (length) => {
    const real = Float64Array.from({ length }, (_, index) => Math.sin(index * 1.3) + (index % 3) * 0.25);
    const imaginary = Float64Array.from({ length }, (_, index) => Math.cos(index * 0.7) * 0.5);
    const expectedReal: number[] = [];
    const expectedImaginary: number[] = [];
    for (let k = 0; k < length; k++) {
      let sumReal = 0;
      let sumImaginary = 0;
      for (let t = 0; t < length; t++) {
        const angle = (-2 * Math.PI * t * k) / length;
        sumReal += (real[t] as number) * Math.cos(angle) - (imaginary[t] as number) * Math.sin(angle);
        sumImaginary += (real[t] as number) * Math.sin(angle) + (imaginary[t] as number) * Math.cos(angle);
      }
      expectedReal.push(sumReal);
      expectedImaginary.push(sumImaginary);
    }
    new MixedRadixFourierTransform(length).transform(real, imaginary);
    for (let k = 0; k < length; k++) {
      expect(real[k]).toBeCloseTo(expectedReal[k] as number, 10);
      expect(imaginary[k]).toBeCloseTo(expectedImaginary[k] as number, 10);
    }
  });
});

describe('whisperLogMel', () => {
  let recognizer: AutomaticSpeechRecognitionPipeline;
  beforeAll(async () => {
    recognizer = await loadTinyRandomWhisper();
  });
  afterAll(async () => recognizer?.dispose());

  /** A chirp with noise and a quiet start, zero-padded like whisperFeatures pads it. */
  function signal(seconds: number): Float32Array {
    const samples = Math.round(seconds * SAMPLE_RATE);
    const waveform = new Float32Array(Math.ceil((samples + 720) / 160) * 160);
    let noise = 1;
    for (let index = 0; index < samples; index += 1) {
      const time = index / SAMPLE_RATE;
      noise = (noise * 16807) % 2147483647;
      waveform[index] =
        Math.min(1, time) * 0.3 * Math.sin(2 * Math.PI * (200 + 300 * time) * time) +
        (noise / 2147483647 - 0.5) * 0.01;
    }
    return waveform;
  }

  it.each([0.05, 2.5, 11.3])(
    '%s s: the same float32 values as transformers.js’s _extract_fbank_features',
    async (seconds) => {
      const extractor = (
        recognizer.processor as unknown as {
          feature_extractor: LogMelExtractor & { _extract_fbank_features(w: Float32Array): Promise<Tensor> };
        }
      ).feature_extractor;
      const waveform = signal(seconds);
      const expected = await extractor._extract_fbank_features(waveform);
      const actual = await whisperLogMel(extractor, waveform);
      expect(actual.dims).toEqual(expected.dims);
      expect(Array.from(actual.data as Float32Array)).toEqual(Array.from(expected.data as Float32Array));
    },
  );
});
