import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '../../src/backend-interfaces/transcription-backend.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import {
  buildTranscriptCues,
  buildWordCues,
  formatSrt,
  formatWebVtt,
  type SubtitleCue,
} from '../../src/transcription/index.js';

const word = (text: string, start: number, end: number): TranscriptWord => ({ word: text, start, end });
const cue = (startMilliseconds: number, endMilliseconds: number, ...lines: string[]): SubtitleCue => ({
  startMilliseconds,
  endMilliseconds,
  lines,
});

const FOX =
  'the quick brown fox jumps over the lazy dog, and then the small cat runs away from the big house quickly';

const CASES: Array<{ name: string; words: TranscriptWord[]; cues: SubtitleCue[] }> = [
  {
    name: 'a sentence end cuts the cue',
    words: [word('Good', 0.5, 0.8), word('morning.', 0.8, 1.3), word('Sit', 1.4, 1.6), word('down.', 1.6, 2)],
    cues: [cue(500, 1300, 'Good morning.'), cue(1400, 2000, 'Sit down.')],
  },
  {
    name: 'a pause of 0.5 s cuts the cue, a shorter one does not',
    words: [word('one', 0, 0.3), word('two', 0.4, 0.7), word('three', 1.2, 1.5), word('four', 1.6, 1.9)],
    cues: [cue(0, 700, 'one two'), cue(1200, 1900, 'three four')],
  },
  {
    name: 'a full cue is cut after the clause mark in its second half; two lines are balanced',
    words: FOX.split(' ').map((text, index) => word(text, index * 0.3, index * 0.3 + 0.25)),
    cues: [
      cue(0, 2650, 'the quick brown fox', 'jumps over the lazy dog,'),
      cue(2700, 6250, 'and then the small cat runs', 'away from the big house quickly'),
    ],
  },
  {
    name: 'a cue lasts at most 7 s (cut before the last of the equal pauses)',
    words: Array.from({ length: 12 }, (_, index) => word(`word${index}`, index * 0.8, index * 0.8 + 0.6)),
    cues: [
      cue(0, 6200, 'word0 word1 word2 word3', 'word4 word5 word6 word7'),
      cue(6400, 9400, 'word8 word9 word10 word11'),
    ],
  },
  {
    name: 'words without duration show until the next cue, at most 1 s',
    words: [word('Hi', 1, 1), word('there', 1.5, 1.5)],
    cues: [cue(1000, 1500, 'Hi'), cue(1500, 2500, 'there')],
  },
  {
    name: 'a word longer than a line is cut into line-long pieces',
    words: [
      word('Supercalifragilisticexpialidocious-and-then-some-more-letters', 2, 4),
      word('ok', 4.1, 4.3),
    ],
    cues: [cue(2000, 4300, 'Supercalifragilisticexpialidocious-and-the', 'n-some-more-letters ok')],
  },
  {
    name: 'backward times are clamped; blank and untimed words are dropped; --> is defused',
    words: [
      word('a', 2, 2.5),
      word('b', 1.5, 1.8),
      word('c', 2.6, 2.4),
      word('  ', 3, 3),
      word('x', 2.7, Number.NaN),
      word('d-->e', 2.7, 2.9),
    ],
    cues: [cue(2000, 2900, 'a b c d->e')],
  },
  {
    name: 'no words, no cues',
    words: [],
    cues: [],
  },
];

describe('buildWordCues', () => {
  it.each(CASES)('$name', ({ words, cues }) => {
    expect(buildWordCues(words)).toEqual(cues);
  });

  it('follows custom rules: 1 line of 10 characters, 2 s, pauses of 0.2 s', () => {
    const words = [
      word('alpha', 0, 0.4),
      word('beta', 0.45, 0.8),
      word('gamma', 1.1, 1.5),
      word('delta', 1.5, 3.9),
    ];
    expect(
      buildWordCues(words, {
        maxLineLength: 10,
        maxLines: 1,
        maxCueMilliseconds: 2000,
        pauseMilliseconds: 200,
      }),
    ).toEqual([cue(0, 800, 'alpha beta'), cue(1100, 1500, 'gamma'), cue(1500, 3500, 'delta')]);
  });

  it.each([
    [{ maxLineLength: 0 }, 'maxLineLength'],
    [{ maxLines: 1.5 }, 'maxLines'],
    [{ maxCueMilliseconds: -1 }, 'maxCueMilliseconds'],
    [{ pauseMilliseconds: Number.NaN }, 'pauseMilliseconds'],
  ])('rejects the rule %j', (rules, field) => {
    expect(() => buildWordCues([word('a', 0, 1)], rules)).toThrow(InvalidInputError);
    try {
      buildWordCues([word('a', 0, 1)], rules);
    } catch (error) {
      expect((error as InvalidInputError).details).toEqual({ field });
    }
  });

  it('rejects words that are not words', () => {
    expect(() => buildWordCues('a' as never)).toThrow(InvalidInputError);
    expect(() => buildWordCues([{ start: 0, end: 1 } as never])).toThrow(
      'Expected words[0] to be a word with string text.',
    );
  });
});

describe('subtitles from a transcript', () => {
  const transcript = {
    segments: [{ start: 0, end: 9, text: 'Good morning. Sit down.' }],
    words: [word('Good', 0.5, 0.8), word('morning.', 0.8, 1.3), word('Sit', 1.4, 1.6), word('down.', 1.6, 2)],
  };

  it('uses the words when there are any', () => {
    expect(formatSrt(transcript)).toBe(
      '1\n00:00:00,500 --> 00:00:01,300\nGood morning.\n\n2\n00:00:01,400 --> 00:00:02,000\nSit down.\n',
    );
    expect(formatWebVtt({ ...transcript, words: [word('a<b', 0, 1)] })).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\na&lt;b\n',
    );
  });

  it('falls back to the segments without words or with none', () => {
    const bySegments = '1\n00:00:00,000 --> 00:00:07,000\nGood morning. Sit down.\n';
    expect(formatSrt({ segments: transcript.segments })).toBe(bySegments);
    expect(formatSrt({ segments: transcript.segments, words: [] })).toBe(bySegments);
    expect(formatSrt(transcript.segments)).toBe(bySegments);
    expect(buildTranscriptCues(transcript.segments)).toEqual([cue(0, 7000, 'Good morning. Sit down.')]);
  });
});
