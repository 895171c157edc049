import { describe, expect, it } from 'vitest';
import { type ChunkTranscript, planChunks, stitchChunkTranscripts } from '../../src/transcription/index.js';

describe('planChunks', () => {
  it.each([
    {
      seconds: 70,
      chunk: 30,
      overlap: 5,
      expected: [
        [0, 30],
        [25, 55],
        [50, 70],
      ],
    },
    { seconds: 30, chunk: 30, overlap: 5, expected: [[0, 30]] },
    { seconds: 10, chunk: 30, overlap: 5, expected: [[0, 10]] },
    {
      seconds: 55,
      chunk: 30,
      overlap: 5,
      expected: [
        [0, 30],
        [25, 55],
      ],
    },
    { seconds: 0, chunk: 30, overlap: 5, expected: [] },
  ])('$seconds s in $chunk s chunks with $overlap s overlap', ({ seconds, chunk, overlap, expected }) => {
    const chunks = planChunks({
      totalSamples: seconds * 100,
      sampleRate: 100,
      chunkSeconds: chunk,
      overlapSeconds: overlap,
    });
    expect(chunks.map(({ start, end }) => [start / 100, end / 100])).toEqual(expected);
  });

  it('rejects an overlap of half a chunk or more', () => {
    expect(() => planChunks({ totalSamples: 10, sampleRate: 1, chunkSeconds: 4, overlapSeconds: 2 })).toThrow(
      RangeError,
    );
  });
});

describe('stitchChunkTranscripts', () => {
  it.each<{ name: string; chunks: ChunkTranscript[]; expected: Array<[number, number, string]> }>([
    {
      name: 'removes words repeated across the seam and moves times to absolute',
      chunks: [
        {
          startSeconds: 0,
          endSeconds: 30,
          segments: [{ start: 20, end: 29, text: 'we will meet tomorrow' }],
        },
        { startSeconds: 25, endSeconds: 40, segments: [{ start: 1, end: 8, text: 'meet tomorrow at noon' }] },
      ],
      expected: [
        [20, 29, 'we will meet tomorrow'],
        [29.5, 33, 'at noon'],
      ],
    },
    {
      name: 'drops a segment whose midpoint lies in the other chunk half of the overlap',
      chunks: [
        {
          startSeconds: 0,
          endSeconds: 30,
          segments: [
            { start: 0, end: 20, text: 'first part' },
            { start: 28, end: 30, text: 'cut off wor' },
          ],
        },
        {
          startSeconds: 25,
          endSeconds: 50,
          segments: [{ start: 2, end: 6, text: 'cut off words, then more' }],
        },
      ],
      expected: [
        [0, 20, 'first part'],
        [27, 31, 'cut off words, then more'],
      ],
    },
    {
      name: 'compares words without case or punctuation and removes whole segments',
      chunks: [
        { startSeconds: 0, endSeconds: 30, segments: [{ start: 22, end: 28, text: 'Hello there, friend.' }] },
        {
          startSeconds: 25,
          endSeconds: 45,
          segments: [
            { start: 2, end: 3, text: 'there friend' },
            { start: 3, end: 6, text: 'How are you?' },
          ],
        },
      ],
      expected: [
        [22, 28, 'Hello there, friend.'],
        [28, 31, 'How are you?'],
      ],
    },
    {
      name: 'keeps a single repeated word when the segments do not overlap in time',
      chunks: [
        { startSeconds: 0, endSeconds: 30, segments: [{ start: 20, end: 27, text: 'I said that' }] },
        { startSeconds: 25, endSeconds: 40, segments: [{ start: 3, end: 6, text: 'that is fine' }] },
      ],
      expected: [
        [20, 27, 'I said that'],
        [28, 31, 'that is fine'],
      ],
    },
    {
      name: 'one chunk passes through, empty text dropped',
      chunks: [
        {
          startSeconds: 0,
          endSeconds: 10,
          segments: [
            { start: 0, end: 2, text: ' a  b ' },
            { start: 2, end: 3, text: '' },
          ],
        },
      ],
      expected: [[0, 2, 'a b']],
    },
  ])('$name', ({ chunks, expected }) => {
    expect(stitchChunkTranscripts(chunks).map(({ start, end, text }) => [start, end, text])).toEqual(
      expected,
    );
  });
});
