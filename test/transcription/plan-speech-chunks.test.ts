import { describe, expect, it } from 'vitest';
import { planSpeechChunks } from '../../src/transcription/index.js';

const RATE = 100;

describe('planSpeechChunks', () => {
  it.each<{
    name: string;
    regions: Array<[number, number]>;
    seconds: number;
    chunk?: number;
    padding?: number;
    expected: Array<[number, number]>;
  }>([
    { name: 'no speech gives no chunks', regions: [], seconds: 60, expected: [] },
    {
      name: 'one region is padded on both sides by 0.2 s by default',
      regions: [[2, 5]],
      seconds: 60,
      expected: [[1.8, 5.2]],
    },
    {
      name: 'padding stops at the start and the end',
      regions: [[0.2, 59.9]],
      seconds: 60,
      chunk: 60,
      expected: [[0, 60]],
    },
    {
      name: 'regions are grouped while the group fits a chunk; silence between groups is skipped',
      regions: [
        [1, 12],
        [14, 25],
        [40, 52],
      ],
      seconds: 60,
      padding: 0.5,
      expected: [
        [0.5, 25.5],
        [39.5, 52.5],
      ],
    },
    {
      name: 'a region that would overflow the chunk starts the next one',
      regions: [
        [0, 10],
        [11, 20],
        [21, 31],
      ],
      seconds: 40,
      padding: 0,
      expected: [
        [0, 20],
        [21, 31],
      ],
    },
    {
      name: 'overlapping and unordered regions are merged',
      regions: [
        [10, 14],
        [3, 6],
        [5, 8],
      ],
      seconds: 20,
      padding: 0,
      expected: [[3, 14]],
    },
    {
      name: 'regions whose padding touches merge into one stretch',
      regions: [
        [1, 2],
        [2.8, 4],
      ],
      seconds: 10,
      padding: 0.5,
      expected: [[0.5, 4.5]],
    },
    {
      name: 'a region longer than a chunk is cut into equal pieces',
      regions: [[0, 70]],
      seconds: 70,
      padding: 0,
      expected: [
        [0, 23.33],
        [23.33, 46.67],
        [46.67, 70],
      ],
    },
    {
      name: 'regions past the end are clamped, empty ones dropped',
      regions: [
        [5, 5],
        [8, 12],
      ],
      seconds: 10,
      padding: 0,
      expected: [[8, 10]],
    },
  ])('$name', ({ regions, seconds, chunk, padding, expected }) => {
    const chunks = planSpeechChunks({
      regions: regions.map(([start, end]) => ({ start, end })),
      totalSamples: seconds * RATE,
      sampleRate: RATE,
      chunkSeconds: chunk ?? 30,
      ...(padding === undefined ? {} : { paddingSeconds: padding }),
    });
    expect(chunks.map(({ start, end }) => [start / RATE, end / RATE])).toEqual(expected);
  });

  it('rejects a chunk length that is not positive', () => {
    expect(() => planSpeechChunks({ regions: [], totalSamples: 10, sampleRate: 1, chunkSeconds: 0 })).toThrow(
      RangeError,
    );
  });
});
