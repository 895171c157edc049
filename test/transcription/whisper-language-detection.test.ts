import { type AutomaticSpeechRecognitionPipeline, Tensor } from '@huggingface/transformers';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTransformersTranscriptionBackend,
  WHISPER_LANGUAGES,
} from '../../backends/transformers/transcription-backend.js';
import {
  detectWhisperLanguage,
  whisperLanguageTokens,
} from '../../backends/transformers/whisper-language-detection.js';
import { LANGUAGES, type LanguageName } from '../../src/languages.js';
import { encodeWav, floatToPcm16 } from '../../src/speech/index.js';
import { decodeAudio, transcribe } from '../../src/transcription/index.js';
import {
  FIXTURE_MODELS_DIRECTORY,
  loadTinyRandomWhisper,
  TINY_RANDOM_WHISPER,
} from './tiny-random-whisper.js';

vi.mock('../../backends/transformers/whisper-language-detection.js', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../backends/transformers/whisper-language-detection.js')>();
  return { ...actual, detectWhisperLanguage: vi.fn(actual.detectWhisperLanguage) };
});

const SAMPLE_RATE = 16_000;

/** Deterministic test signals, 3 s each. */
function signal(kind: 'sine' | 'chirp' | 'noise' | 'pulses'): Float32Array {
  const samples = new Float32Array(3 * SAMPLE_RATE);
  let state = 12_345;
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / SAMPLE_RATE;
    if (kind === 'sine') samples[index] = 0.3 * Math.sin(2 * Math.PI * 440 * time);
    if (kind === 'chirp') samples[index] = 0.3 * Math.sin(2 * Math.PI * (200 + 400 * time) * time);
    if (kind === 'pulses') samples[index] = index % 1600 < 200 ? 0.5 : 0;
    if (kind === 'noise') {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      samples[index] = (state / 2 ** 31 - 0.5) * 0.4;
    }
  }
  return samples;
}

const SINE = signal('sine');
const CHIRP = signal('chirp');
const NOISE = signal('noise');
const PULSES = signal('pulses');
const SIGNALS = [
  ['sine', SINE],
  ['chirp', CHIRP],
  ['noise', NOISE],
  ['pulses', PULSES],
] as const;

let recognizer: AutomaticSpeechRecognitionPipeline;

/** The expected language, computed from a direct forward pass and the generation config's token table. */
async function expectedDetection(
  audio: Float32Array,
  candidates: readonly LanguageName[],
): Promise<{ language: LanguageName; probability: number }> {
  const model = recognizer.model as unknown as {
    (inputs: Record<string, Tensor>): Promise<{ logits: Tensor }>;
    generation_config: { decoder_start_token_id: number; lang_to_id: Record<string, number> };
  };
  const { input_features } = (await recognizer.processor(audio)) as { input_features: Tensor };
  const start = model.generation_config.decoder_start_token_id;
  const { logits } = await model({
    input_features,
    decoder_input_ids: new Tensor('int64', [BigInt(start)], [1, 1]),
  });
  const scores = Array.from(logits.data as Float32Array);
  const scoreOf = (language: LanguageName): number => {
    const id = model.generation_config.lang_to_id[`<|${LANGUAGES[language].whisperCode}|>`];
    if (id === undefined) throw new Error(`no language token for ${language}`);
    return scores[id] ?? Number.NaN;
  };
  const [first, ...rest] = candidates;
  if (first === undefined) throw new Error('no candidates');
  const language = rest.reduce(
    (best, candidate) => (scoreOf(candidate) > scoreOf(best) ? candidate : best),
    first,
  );
  const total = candidates.reduce((sum, candidate) => sum + Math.exp(scoreOf(candidate)), 0);
  return { language, probability: Math.exp(scoreOf(language)) / total };
}

async function expectedLanguage(
  audio: Float32Array,
  candidates: readonly LanguageName[],
): Promise<LanguageName> {
  return (await expectedDetection(audio, candidates)).language;
}

beforeAll(async () => {
  recognizer = await loadTinyRandomWhisper();
});
afterAll(async () => {
  await recognizer.dispose();
});
beforeEach(() => {
  vi.mocked(detectWhisperLanguage).mockClear();
});

describe('Whisper language detection (tiny random fixture)', () => {
  const backend = createTransformersTranscriptionBackend({
    modelsDirectory: FIXTURE_MODELS_DIRECTORY,
    model: TINY_RANDOM_WHISPER,
    maxNewTokens: 8,
  });
  afterAll(async () => {
    await backend.dispose();
  });

  it('finds the language token of each of the 12 Whisper languages in the tokenizer', () => {
    const { lang_to_id } = (
      recognizer.model as unknown as { generation_config: { lang_to_id: Record<string, number> } }
    ).generation_config;
    expect(whisperLanguageTokens(recognizer as never, WHISPER_LANGUAGES)).toEqual(
      WHISPER_LANGUAGES.map((language) => ({
        language,
        tokenId: lang_to_id[`<|${LANGUAGES[language].whisperCode}|>`],
      })),
    );
    expect(WHISPER_LANGUAGES).toHaveLength(12);
  });

  it.each(SIGNALS)(
    '%s: returns the argmax over the 12 Whisper language tokens, the same every time',
    async (_, audio) => {
      const expected = await expectedLanguage(audio, WHISPER_LANGUAGES);
      const first = await backend.doTranscribe({ audio, sampleRate: SAMPLE_RATE });
      const second = await backend.doTranscribe({ audio, sampleRate: SAMPLE_RATE });
      expect([first.language, second.language]).toEqual([expected, expected]);
      expect(detectWhisperLanguage).toHaveBeenCalledTimes(2);
    },
  );

  const CANDIDATE_SETS: ReadonlyArray<readonly LanguageName[]> = [
    ['Hausa', 'Shona'],
    ['English', 'French', 'German'],
    ['Arabic', 'Amharic'],
    ['Afrikaans', 'Spanish', 'Italian', 'Swahili'],
    ['Shona', 'Yoruba'],
  ];

  it.each(CANDIDATE_SETS.map((candidates) => [candidates.join(', '), candidates] as const))(
    'only the backend languages are candidates: %s',
    async (_, candidates) => {
      const restricted = createTransformersTranscriptionBackend({
        modelsDirectory: FIXTURE_MODELS_DIRECTORY,
        model: TINY_RANDOM_WHISPER,
        maxNewTokens: 1,
        languages: candidates,
      });
      for (const audio of [SINE, NOISE]) {
        const result = await restricted.doTranscribe({ audio, sampleRate: SAMPLE_RATE });
        expect(result.language).toBe(await expectedLanguage(audio, candidates));
      }
      await restricted.dispose();
    },
  );

  it('reports the probability of the winner among the candidates', async () => {
    const audio = SINE;
    const detection = await detectWhisperLanguage({
      recognizer: recognizer as never,
      audio,
      languages: WHISPER_LANGUAGES,
    });
    const expected = await expectedDetection(audio, WHISPER_LANGUAGES);
    expect(detection?.language).toBe(expected.language);
    expect(detection?.probability).toBeCloseTo(expected.probability, 6);
  });

  it('runs no detection when the language is given', async () => {
    const result = await backend.doTranscribe({ audio: SINE, sampleRate: SAMPLE_RATE, language: 'Swahili' });
    expect(result.language).toBe('Swahili');
    expect(detectWhisperLanguage).not.toHaveBeenCalled();
  });

  it('transcribe() detects once, on the first chunk, and passes the language on', async () => {
    const audio = new Float32Array(SAMPLE_RATE * 20);
    audio.set(CHIRP, 0);
    audio.set(NOISE, SAMPLE_RATE * 8);
    audio.set(PULSES, SAMPLE_RATE * 16);
    const wav = Buffer.from(encodeWav({ pieces: [floatToPcm16(audio)], sampleRate: SAMPLE_RATE }));
    const result = await transcribe({ audio: wav, backend, chunkSeconds: 8 });
    expect(backend.languages).toEqual(WHISPER_LANGUAGES);
    expect(detectWhisperLanguage).toHaveBeenCalledTimes(1);
    const { samples } = await decodeAudio({ audio: wav });
    expect(result.language).toBe(
      await expectedLanguage(samples.subarray(0, SAMPLE_RATE * 8), WHISPER_LANGUAGES),
    );
  });
});
