/**
 * decodeAudio and transcribe confine ffmpeg to the one input: files that would make an unconfined
 * ffmpeg read a server-local secret (attack-media.ts) are refused with a typed error, for a path,
 * bytes and a stream, and ffmpeg runs with the sniffed demuxer and one protocol only.
 */
import { chmodSync, createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockTranscriptionBackend } from '../../src/test/mock-transcription-backend.js';
import {
  type AudioInput,
  decodeAudio,
  resolveFfmpegPath,
  transcribe,
} from '../../src/transcription/index.js';
import { type AttackMedia, buildAttackMedia, decodeUnconfined } from './attack-media.js';
import { generateMedia } from './generate-media.js';

const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-confinement-test-'));
let attacks: AttackMedia;
let media: Record<string, string> = {};

beforeAll(() => {
  attacks = buildAttackMedia(path.join(temporary, 'root'));
  media = generateMedia(temporary);
});
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** The three ways to give the same file. */
const INPUT_KINDS: Array<[string, (file: string) => AudioInput]> = [
  ['path', (file) => file],
  ['bytes', (file) => readFileSync(file)],
  ['stream', (file) => createReadStream(file)],
];

/** Attack files the sniffer refuses (every one but the movie, which is a genuine container). */
const REFUSED_FILES = [
  'hls-file-url.m3u8',
  'hls-file-url',
  'hls-plain-path.m3u8',
  'hls-subfile.m3u8',
  'hls-tee.m3u8',
  'hls-concat.m3u8',
  'hls-data-uri.m3u8',
  'ffconcat.txt',
  'ffconcat-absolute.txt',
  'id3-hls.mp3',
  'id3-ffconcat.mp3',
  'id3-zero-padding-hls.mp3',
  'image-sequence-pattern',
];

describe('the attack files are real attacks (an unconfined ffmpeg reads the secret)', () => {
  it.each([
    ['ffconcat.txt', []],
    ['id3-ffconcat.mp3', []],
    ['dref.mov', ['-enable_drefs', '1']],
  ])('%s %s', (name, options) => {
    const leaked = decodeUnconfined(`file:${attacks.files[name]}`, options);
    expect(leaked).toEqual(attacks.secretSamples);
  });

  it('the secret is a loud tone', () => {
    expect(attacks.secretSamples.length).toBe(16_000);
    expect(Math.max(...attacks.secretSamples)).toBeGreaterThan(0.1);
  });
});

describe('decodeAudio refuses every trick', () => {
  for (const [kind, toInput] of INPUT_KINDS) {
    it.each(REFUSED_FILES)(`%s as ${kind} -> unsupported_media`, async (name) => {
      await expect(decodeAudio({ audio: toInput(attacks.files[name] as string) })).rejects.toMatchObject({
        code: 'unsupported_media',
        name: 'UnsupportedMediaError',
      });
    });

    it(`a movie whose track is an external data reference to the secret, as ${kind} -> no_audio`, async () => {
      await expect(
        decodeAudio({ audio: toInput(attacks.files['dref.mov'] as string) }),
      ).rejects.toMatchObject({
        code: 'no_audio',
      });
    });
  }

  it('paths that name another protocol are plain (missing) files', async () => {
    for (const [name, audio] of Object.entries(attacks.protocolPaths)) {
      await expect(decodeAudio({ audio }), name).rejects.toMatchObject({ code: 'audio_decode_failed' });
    }
  });
});

describe('transcribe refuses every trick before the backend sees a sample', () => {
  it.each([...REFUSED_FILES, 'dref.mov'])('%s', async (name) => {
    const backend = new MockTranscriptionBackend();
    await expect(transcribe({ audio: attacks.files[name] as string, backend })).rejects.toMatchObject({
      code: name === 'dref.mov' ? 'no_audio' : 'unsupported_media',
    });
    expect(backend.calls).toEqual([]);
  });
});

describe('ffmpeg runs with the sniffed demuxer and one protocol', () => {
  /** An ffmpeg wrapper that records every command line, then runs the real ffmpeg. */
  function recordingFfmpeg(): { ffmpegPath: string; inputArguments: () => string[] } {
    const directory = mkdtempSync(path.join(temporary, 'wrapper-'));
    const log = path.join(directory, 'arguments.log');
    const ffmpegPath = path.join(directory, 'ffmpeg');
    writeFileSync(
      ffmpegPath,
      `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${resolveFfmpegPath()}' "$@"\n`,
    );
    chmodSync(ffmpegPath, 0o755);
    return {
      ffmpegPath,
      // the decode itself (fluent-ffmpeg also runs -formats and -encoders)
      inputArguments: () => {
        const line = readFileSync(log, 'utf8')
          .split('\n')
          .find((candidate) => candidate.includes(' -i '));
        const words = (line ?? '').split(' ');
        return words.slice(0, words.indexOf('-i') + 2);
      },
    };
  }

  it.each([
    ['tone.wav', 'path', 'wav'],
    ['tone.mp3', 'path', 'mp3'],
    ['tone.flac', 'bytes', 'flac'],
    ['tone.ogg', 'stream', 'ogg'],
    ['tone.webm', 'path', 'matroska'],
  ])('%s as %s: -f %s from a pipe, only the pipe protocol', async (name, kind, demuxer) => {
    const recorder = recordingFfmpeg();
    const toInput = INPUT_KINDS.find(([candidate]) => candidate === kind)?.[1] as (
      file: string,
    ) => AudioInput;
    await decodeAudio({ audio: toInput(media[name] as string), ffmpegPath: recorder.ffmpegPath });
    expect(recorder.inputArguments()).toEqual([
      '-nostdin',
      '-hide_banner',
      '-protocol_whitelist',
      'pipe',
      '-f',
      demuxer,
      '-i',
      'pipe:0',
    ]);
  });

  it.each([
    ['tone.m4a', 'path'],
    ['video-with-audio.mp4', 'bytes'],
  ])(
    '%s as %s: -f mov from a local file, only the file protocol, no external references',
    async (name, kind) => {
      const recorder = recordingFfmpeg();
      const file = media[name] as string;
      await decodeAudio({
        audio: kind === 'path' ? file : readFileSync(file),
        ffmpegPath: recorder.ffmpegPath,
      });
      const input = recorder.inputArguments();
      expect(input.slice(0, -1)).toEqual([
        '-nostdin',
        '-hide_banner',
        '-protocol_whitelist',
        'file',
        '-enable_drefs',
        '0',
        '-f',
        'mov',
        '-i',
      ]);
      expect(input.at(-1)).toEqual(
        kind === 'path' ? `file:${file}` : expect.stringMatching(/^file:\/.*langproc-audio-.*\/input$/u),
      );
    },
  );
});
