import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSync } from 'subtitle';
import { afterAll, describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../src/backend-interfaces/transcription-backend.js';
import {
  buildSubtitleCues,
  formatSrt,
  formatTimestamp,
  formatWebVtt,
  resolveFfmpegPath,
} from '../../src/transcription/index.js';

const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-srt-test-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

const LONG_TEXT =
  'This is a rather long stretch of speech that goes on and on, well past what two lines of forty-two characters can hold, so it must become several cues.';

const SEGMENTS: TranscriptSegment[] = [
  { start: 0, end: 1.5, text: 'Hello.' },
  { start: 1.2, end: 3.0004, text: 'Overlapping start, fixed.' },
  { start: 3.5, end: 20, text: LONG_TEXT },
  { start: 21, end: 40, text: 'Short text, long time.' },
  { start: 40, end: 40, text: 'Zero length.' },
  { start: 42, end: 43, text: '   ' },
  { start: 3700.25, end: 3701, text: 'An hour in: a < b & c --> d' },
  { start: 3702, end: 3703, text: 'Supercalifragilisticexpialidocious-and-then-some-more-letters' },
];

/** Checks the SubRip structure strictly, independently of the formatter. */
function assertStrictSrt(srt: string): void {
  const blocks = srt.replace(/\n$/u, '').split('\n\n');
  blocks.forEach((block, index) => {
    const lines = block.split('\n');
    expect(lines[0]).toBe(String(index + 1));
    expect(lines[1]).toMatch(/^\d{2,}:\d{2}:\d{2},\d{3} --> \d{2,}:\d{2}:\d{2},\d{3}$/u);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines.slice(2)) {
      expect(line.length).toBeGreaterThan(0);
      expect([...line].length).toBeLessThanOrEqual(42);
    }
  });
}

describe('formatSrt', () => {
  it('writes the exact SubRip text for simple segments', () => {
    expect(
      formatSrt([
        { start: 0, end: 1.5, text: 'Hello.' },
        { start: 2, end: 3.25, text: 'How are you?' },
      ]),
    ).toBe('1\n00:00:00,000 --> 00:00:01,500\nHello.\n\n2\n00:00:02,000 --> 00:00:03,250\nHow are you?\n');
  });

  it('returns an empty string for no speech', () => {
    expect(formatSrt([])).toBe('');
    expect(formatSrt([{ start: 0, end: 1, text: ' ' }])).toBe('');
  });

  it('keeps every rule: 2 lines of 42, at most 7 s, increasing and non-overlapping, numbered from 1', () => {
    const srt = formatSrt(SEGMENTS);
    assertStrictSrt(srt);
    const cues = parseSync(srt).flatMap((node) => (node.type === 'cue' ? [node.data] : []));
    expect(cues.length).toBe(buildSubtitleCues(SEGMENTS).length);
    let previousEnd = 0;
    for (const cue of cues) {
      expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end - cue.start).toBeLessThanOrEqual(7000);
      previousEnd = cue.end;
    }
    const text = cues.map((cue) => cue.text.replace(/\n/gu, ' ')).join(' ');
    expect(text).toBe(
      `Hello. Overlapping start, fixed. ${LONG_TEXT} Short text, long time. Zero length. An hour in: a < b & c -> d Supercalifragilisticexpialidocious-and-the n-some-more-letters`,
    );
    expect(cues[1]).toMatchObject({ start: 1500, end: 3000 });
    expect(cues.at(-2)).toMatchObject({ start: 3_700_250, end: 3_701_000 });
  });

  it('is read by ffmpeg as a valid SubRip file with the same cue count', () => {
    const file = path.join(temporary, 'out.srt');
    writeFileSync(file, formatSrt(SEGMENTS));
    const converted = execFileSync(resolveFfmpegPath(), ['-v', 'error', '-i', file, '-f', 'srt', '-'], {
      encoding: 'utf8',
    });
    const parsed = parseSync(converted).filter((node) => node.type === 'cue');
    expect(parsed.length).toBe(buildSubtitleCues(SEGMENTS).length);
  });
});

describe('formatWebVtt', () => {
  it('writes the exact WebVTT text with escaping', () => {
    expect(formatWebVtt([{ start: 0, end: 1.5, text: 'a < b & c' }])).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\na &lt; b &amp; c\n',
    );
  });

  it('parses with an independent parser to the same cue times as the SRT', () => {
    const vtt = parseSync(formatWebVtt(SEGMENTS));
    expect(vtt[0]).toEqual({ type: 'header', data: 'WEBVTT' });
    const vttTimes = vtt.flatMap((node) => (node.type === 'cue' ? [[node.data.start, node.data.end]] : []));
    const srtTimes = parseSync(formatSrt(SEGMENTS)).flatMap((node) =>
      node.type === 'cue' ? [[node.data.start, node.data.end]] : [],
    );
    expect(vttTimes).toEqual(srtTimes);
  });
});

describe('formatTimestamp', () => {
  it.each([
    [0, ',', '00:00:00,000'],
    [1, '.', '00:00:00.001'],
    [61_001, ',', '00:01:01,001'],
    [3_599_999, ',', '00:59:59,999'],
    [360_000_000, ',', '100:00:00,000'],
    [-5, ',', '00:00:00,000'],
  ] as const)('%s ms with %s -> %s', (milliseconds, separator, expected) => {
    expect(formatTimestamp(milliseconds, separator)).toBe(expected);
  });
});
