import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio, resolveFfprobePath } from '../../src/transcription/index.js';
import { sharedEval } from '../shared-eval.js';
import { generateMedia, MEDIA } from './generate-media.js';

const SPEECH = sharedEval('speech', 'decodeAudio on real recordings') ?? '';
const hasSpeech = SPEECH !== '';
const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-decode-test-'));
let media: Record<string, string> = {};

beforeAll(() => {
  media = generateMedia(temporary);
});
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** Tolerance for encoded formats: encoder padding and frame rounding. */
const DURATION_TOLERANCE_SECONDS = 0.08;

function neverEnding(): Readable {
  return new Readable({ read() {} });
}

describe('decodeAudio on generated media', () => {
  it.each(Object.entries(MEDIA).filter(([, value]) => value.seconds !== null))(
    '%s decodes to 16 kHz mono of the right duration',
    async (name, { seconds }) => {
      const decoded = await decodeAudio({ audio: media[name] as string });
      expect(decoded.sampleRate).toBe(16_000);
      expect(decoded.samples.length).toBe(Math.round(decoded.durationSeconds * 16_000));
      expect(Math.abs(decoded.durationSeconds - (seconds as number))).toBeLessThan(
        DURATION_TOLERANCE_SECONDS,
      );
      const peak = decoded.samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
      expect(peak).toBeGreaterThan(0.05);
      expect(peak).toBeLessThanOrEqual(1);
    },
  );

  it('gives the same samples for a path, a Buffer, a Uint8Array and a stream', async () => {
    const file = media['tone.flac'] as string;
    const bytes = readFileSync(file);
    const results = await Promise.all([
      decodeAudio({ audio: file }),
      decodeAudio({ audio: bytes }),
      decodeAudio({ audio: new Uint8Array(bytes) }),
      decodeAudio({ audio: createReadStream(file) }),
    ]);
    for (const result of results.slice(1)) expect(result.samples).toEqual(results[0]?.samples);
  });

  it.each([
    ['video without audio', () => media['video-only.mp4'] as string, 'no_audio'],
    ['silence only', () => media['silence.wav'] as string, 'no_audio'],
    ['bytes of no media format', () => readFileSync(media['corrupt.bin'] as string), 'unsupported_media'],
    ['a file of no media format', () => media['corrupt.bin'] as string, 'unsupported_media'],
    [
      'a WAV header over corrupt bytes',
      () =>
        Buffer.concat([
          Buffer.from('RIFF\xff\xff\x00\x00WAVE', 'latin1'),
          readFileSync(media['corrupt.bin'] as string),
        ]),
      'audio_decode_failed',
    ],
    ['truncated MP4', () => media['truncated.mp4'] as string, 'audio_decode_failed'],
    ['empty buffer', () => Buffer.alloc(0), 'audio_decode_failed'],
    ['empty stream', () => Readable.from([]), 'audio_decode_failed'],
    ['missing file', () => path.join(temporary, 'missing.wav'), 'audio_decode_failed'],
    ['a folder', () => temporary, 'audio_decode_failed'],
  ])('%s -> %s', async (_name, input, code) => {
    await expect(decodeAudio({ audio: input() })).rejects.toMatchObject({ code });
  });

  it('accepts silence when asked', async () => {
    const decoded = await decodeAudio({ audio: media['silence.wav'] as string, rejectSilence: false });
    expect(decoded.durationSeconds).toBe(2);
  });

  it('times out on a stream that never ends, and cleans up its temporary folder', async () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith('langproc-audio-')).length;
    await expect(decodeAudio({ audio: neverEnding(), timeoutMilliseconds: 200 })).rejects.toMatchObject({
      code: 'timeout',
    });
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('langproc-audio-')).length).toBe(before);
  });

  it('stops when aborted, before or during the decode', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      decodeAudio({ audio: media['tone.wav'] as string, abortSignal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'aborted',
    });
    const during = new AbortController();
    const decoding = decodeAudio({ audio: neverEnding(), abortSignal: during.signal });
    setTimeout(() => during.abort(), 50);
    await expect(decoding).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe.skipIf(!hasSpeech)('decodeAudio on real recordings (../shared/eval/speech)', () => {
  it('Common Voice Kinyarwanda MP3 clips decode to their listed durations', async () => {
    const rows = readFileSync(path.join(SPEECH, 'commonvoice-rw/clip_durations.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .slice(0, 12);
    expect(rows.length).toBe(12);
    for (const [clip, milliseconds] of rows) {
      const decoded = await decodeAudio({ audio: path.join(SPEECH, 'commonvoice-rw/clips', clip as string) });
      expect.soft(Math.abs(decoded.durationSeconds * 1000 - Number(milliseconds)), clip).toBeLessThan(80);
    }
  });

  it('FLEURS Ogg/Opus clips decode to the duration ffprobe reports', async () => {
    const clips = readdirSync(path.join(SPEECH, 'fleurs'))
      .filter((name) => /-00[01]\.ogg$/u.test(name))
      .sort();
    expect(clips.length).toBe(8);
    for (const clip of clips) {
      const file = path.join(SPEECH, 'fleurs', clip);
      const probed = Number(
        execFileSync(
          resolveFfprobePath(),
          ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
          {
            encoding: 'utf8',
          },
        ),
      );
      const decoded = await decodeAudio({ audio: file });
      expect.soft(Math.abs(decoded.durationSeconds - probed), clip).toBeLessThan(0.03);
    }
  });
});
