import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WaveFile } from 'wavefile';
import { InvalidInputError } from '../../src/errors/index.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../src/languages.js';
import {
  createEspeakSpeechBackend,
  getEspeakEngine,
  MAX_SPEECH_TEXT_CODE_POINTS,
  prepareStandInText,
  synthesize,
  WAV_HEADER_BYTES,
} from '../../src/speech/index.js';
import { MockSpeechBackend } from '../../src/test/index.js';
import { resolveFfprobePath } from '../../src/transcription/index.js';
import { SAMPLE_SENTENCES } from './sample-sentences.js';

const STAND_IN_LANGUAGES = LANGUAGE_NAMES.filter((name) => !LANGUAGES[name].espeak.native);
const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-speech-test-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

function probe(file: string): { codec: string; sampleRate: number; channels: number; duration: number } {
  const json = execFileSync(resolveFfprobePath(), ['-v', 'error', '-show_streams', '-of', 'json', file], {
    encoding: 'utf8',
  });
  const stream = (JSON.parse(json) as { streams: Array<Record<string, string | number>> }).streams[0] ?? {};
  return {
    codec: String(stream.codec_name),
    sampleRate: Number(stream.sample_rate),
    channels: Number(stream.channels),
    duration: Number(stream.duration),
  };
}

describe('synthesize() with the embedded espeak-ng backend', () => {
  it.each(LANGUAGE_NAMES)(
    '%s: a PCM16 mono WAV that ffprobe and wavefile read, of a plausible length',
    async (language) => {
      const text = SAMPLE_SENTENCES[language];
      const result = await synthesize({ text, language });
      expect(result.modelName).toBe('espeak-ng');
      expect(result.sampleRate).toBe(22_050);
      const file = path.join(temporary, `${language}.wav`);
      writeFileSync(file, result.audio);
      const probed = probe(file);
      expect([probed.codec, probed.sampleRate, probed.channels]).toEqual(['pcm_s16le', 22_050, 1]);
      expect(probed.duration).toBeCloseTo(result.durationSeconds, 2);
      const wave = new WaveFile(result.audio);
      expect((wave.data as { chunkSize: number }).chunkSize).toBe(result.audio.length - WAV_HEADER_BYTES);
      // Speech runs at roughly 10 to 25 characters a second; allow a wide band around that.
      const characters = [...text].length;
      expect(result.durationSeconds).toBeGreaterThan(characters * 0.025);
      expect(result.durationSeconds).toBeLessThan(characters * 0.2);
      const standIn = result.warnings.filter((warning) => warning.type === 'stand-in');
      expect(standIn.length).toBe(LANGUAGES[language].espeak.native ? 0 : 1);
    },
  );

  it('has a stand-in for exactly the nine languages without an espeak-ng voice', () => {
    expect(STAND_IN_LANGUAGES).toEqual([
      'Hausa',
      'Igbo',
      'Isixhosa',
      'Kinyarwanda',
      'Sesotho',
      'Shona',
      'Twi',
      'Yoruba',
      'Zulu',
    ]);
  });

  it('uses voices that exist in the bundled espeak-ng data, and none for the stand-in languages', async () => {
    const listing = await (await getEspeakEngine()).listVoices();
    const voices = new Set(listing.flatMap((voice) => [voice.language, ...voice.aliases]));
    expect(listing.length).toBeGreaterThan(100);
    for (const name of LANGUAGE_NAMES) {
      const { voice, native } = LANGUAGES[name].espeak;
      expect.soft(voices.has(voice), `${name}: ${voice}`).toBe(true);
      if (!native)
        expect.soft(voices.has(LANGUAGES[name].iso6391 ?? LANGUAGES[name].iso6393), name).toBe(false);
    }
  });

  it('speaks slower with a lower speed, and honours an explicit voice without a stand-in warning', async () => {
    const normal = await synthesize({ text: 'Habari ya asubuhi.', language: 'Swahili' });
    const slow = await synthesize({ text: 'Habari ya asubuhi.', language: 'Swahili', speed: 0.6 });
    expect(slow.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.3);
    const explicit = await synthesize({ text: 'Sawubona.', language: 'Zulu', voice: 'sw+f3' });
    expect(explicit.warnings).toEqual([]);
  });

  it.each([
    ['Ẹ kú àárọ̀, ṣé dáadáa ni?', 'E ku aaro, she daadaa ni?'],
    ['Wo ho te sɛn? Ɔdɔ', 'Wo ho te sen? odo'],
    ['Ƙasa ɗaya, ɓera ƴan', 'Kasa daya, bera yan'],
    ['Ụtụtụ ọma, ṅ', 'Ututu oma, n'],
    ['ŋ Ŋ', 'ng Ng'],
  ])('prepares stand-in text: %s', (input, expected) => {
    expect(prepareStandInText(input)).toBe(expected);
  });

  it('reads text that looks like a command-line option as text', async () => {
    const result = await synthesize({ text: '--voices -w /etc/passwd', language: 'English' });
    expect(result.durationSeconds).toBeGreaterThan(0.5);
  });

  it('rejects a voice name that is not a plain espeak-ng voice', async () => {
    await expect(
      synthesize({ text: 'Hello', language: 'English', backend: createEspeakSpeechBackend(), voice: '-w x' }),
    ).rejects.toThrow(InvalidInputError);
  });
});

describe('synthesize() core behaviour (mock backend)', () => {
  it('joins pieces with the pause and keeps warnings once', async () => {
    const backend = new MockSpeechBackend({
      sampleRate: 1000,
      doSynthesize: async ({ text }) => ({
        samples: new Float32Array(text.length).fill(0.5),
        sampleRate: 1000,
        warnings: [{ type: 'stand-in', feature: 'voice', details: 'x' }],
      }),
    });
    const result = await synthesize({
      text: 'Aaaa. Bbb.',
      language: 'Zulu',
      backend,
      maxPieceCodePoints: 5,
      pauseSeconds: 0.01,
    });
    expect(backend.calls.map((call) => call.text)).toEqual(['Aaaa.', 'Bbb.']);
    const samples = new WaveFile(result.audio).getSamples(false, Int16Array) as unknown as Int16Array;
    expect(Array.from(samples)).toEqual([
      ...Array(5).fill(16384),
      ...Array(10).fill(0),
      ...Array(4).fill(16384),
    ]);
    expect(result.durationSeconds).toBe(0.019);
    expect(result.warnings).toEqual([{ type: 'stand-in', feature: 'voice', details: 'x' }]);
    expect(result.modelName).toBe('mock-speech');
  });

  it.each([
    ['empty', '', 'empty_text'],
    ['blank', ' \n\t', 'empty_text'],
    ['10001 code points', 'a'.repeat(MAX_SPEECH_TEXT_CODE_POINTS + 1), 'text_too_long'],
    ['5001 emoji (10002 UTF-16 units, 5001 code points) is fine', '😀'.repeat(5001), null],
  ])('%s', async (_name, text, code) => {
    const run = synthesize({
      text,
      language: 'English',
      backend: new MockSpeechBackend({ sampleRate: 100 }),
    });
    if (code === null) await expect(run).resolves.toMatchObject({ sampleRate: 100 });
    else await expect(run).rejects.toMatchObject({ code });
  });

  it.each([
    [{ language: 'english' }, 'unsupported_language'],
    [{ speed: 0 }, 'invalid_input'],
    [{ pauseSeconds: -1 }, 'invalid_input'],
  ])('rejects %j', async (override, code) => {
    const options = { text: 'Hi.', language: 'English', backend: new MockSpeechBackend(), ...override };
    await expect(synthesize(options as Parameters<typeof synthesize>[0])).rejects.toMatchObject({ code });
  });

  it('rejects a language the backend does not speak, and stops when aborted', async () => {
    const backend = new MockSpeechBackend({ languages: ['English'] });
    await expect(synthesize({ text: 'Hi.', language: 'Zulu', backend })).rejects.toMatchObject({
      code: 'unsupported_language',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      synthesize({ text: 'Hi.', language: 'English', backend, abortSignal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});
