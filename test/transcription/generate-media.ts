/**
 * Test helper: makes small audio and video files with ffmpeg's synthetic sources in a
 * temporary folder (a 440 Hz tone, a test picture, silence).
 *
 * @example
 * ```ts
 * const media = generateMedia(temporaryDirectory);
 * media['tone.mp3']; // absolute path
 * ```
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFfmpegPath } from '../../src/transcription/index.js';

/** File name -> ffmpeg arguments (inputs and output options) and its expected audio duration. */
export const MEDIA: Record<string, { args: string[]; seconds: number | null }> = {
  'tone.wav': {
    args: [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2.5:sample_rate=44100',
      '-ac',
      '2',
      '-c:a',
      'pcm_s16le',
    ],
    seconds: 2.5,
  },
  'tone.mp3': {
    args: ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame', '-b:a', '64k'],
    seconds: 3,
  },
  'tone.flac': { args: ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'flac'], seconds: 2 },
  'tone.ogg': {
    args: ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2:sample_rate=48000', '-c:a', 'libopus'],
    seconds: 2,
  },
  'tone.m4a': { args: ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'aac'], seconds: 2 },
  'tone.webm': {
    args: ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2:sample_rate=48000', '-c:a', 'libopus'],
    seconds: 2,
  },
  'video-with-audio.mp4': {
    args: [
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=64x48:rate=10',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ],
    seconds: 2,
  },
  'video-only.mp4': {
    args: [
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=64x48:rate=10',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
    ],
    seconds: null,
  },
  'silence.wav': {
    args: [
      '-f',
      'lavfi',
      '-i',
      'anullsrc=sample_rate=16000:channel_layout=mono',
      '-t',
      '2',
      '-c:a',
      'pcm_s16le',
    ],
    seconds: null,
  },
};

/** Generates every file of {@link MEDIA} plus `corrupt.bin` and `truncated.mp4`; returns name -> path. */
export function generateMedia(directory: string): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const [name, { args }] of Object.entries(MEDIA)) {
    const file = path.join(directory, name);
    execFileSync(resolveFfmpegPath(), ['-v', 'error', '-y', ...args, file]);
    paths[name] = file;
  }
  paths['corrupt.bin'] = path.join(directory, 'corrupt.bin');
  writeFileSync(
    paths['corrupt.bin'],
    Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 131 + 7) % 256)),
  );
  const video = readFileSync(paths['video-with-audio.mp4'] as string);
  paths['truncated.mp4'] = path.join(directory, 'truncated.mp4');
  writeFileSync(paths['truncated.mp4'], video.subarray(0, Math.floor(video.length / 3)));
  return paths;
}
