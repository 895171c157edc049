import { describe, expect, it } from 'vitest';
import {
  createKokoroSpeechBackend,
  joinClauses,
  KOKORO_MAX_TOKENS,
  KOKORO_STAND_IN_LANGUAGES,
  type KokoroPhonemeRules,
  splitTokenBatches,
  toKokoroPhonemes,
  tokenizePhonemes,
} from '../../backends/onnxruntime/index.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { ModelNotInstalledError } from '../../src/errors/model-not-installed-error.js';
import { createEspeakPhonemizer, synthesize } from '../../src/index.js';

describe('toKokoroPhonemes (misaki rules over espeak-ng IPA)', () => {
  it.each<{ ipa: string; rules: KokoroPhonemeRules; expected: string }>([
    { ipa: 'həlˈo^ʊ wˈɜːld', rules: 'english-us', expected: 'həlˈO wˈɜɹld' },
    { ipa: 'hˌa^ʊ ɑː^ɹ juː tədˈe^ɪ', rules: 'english-us', expected: 'hˌW ɑɹ ju tədˈA' },
    { ipa: 't^ʃˈɜːt^ʃ ænd d^ʒˈʌd^ʒ', rules: 'english-us', expected: 'ʧˈɜɹʧ ænd ʤˈʌʤ' },
    { ipa: 'ðɪs ɪz ɐ bˈʌtɚ', rules: 'english-us', expected: 'ðɪs ɪz ə bˈʌtəɹ' },
    { ipa: 'nˈa^ɪn vˈɔ^ɪs', rules: 'english-gb', expected: 'nˈIn vˈYs' },
    { ipa: 'ʒə- mapˈɛl maʁˈi', rules: 'espeak', expected: 'ʒə mapˈɛl maʁˈi' },
    { ipa: 'bʊond^ʒˈɔrno ɡrˈat^sje', rules: 'espeak', expected: 'bʊonʤˈɔrno ɡrˈaʦje' },
    { ipa: 'dˈonde estˈa la ˌestaθjˈon', rules: 'espeak', expected: 'dˈonde estˈa la ˌestaθjˈon' },
    // Afrikaans nasal vowel: NFC composes it, Kokoro's alphabet has the vowel and a tilde
    { ipa: 'mˈẽs', rules: 'espeak', expected: 'mˈe\u0303s' },
  ])('$rules: $ipa', ({ ipa, rules, expected }) => {
    expect(toKokoroPhonemes(ipa, rules)).toBe(expected);
  });
});

describe('joinClauses', () => {
  it.each<{ text: string; clauses: string[]; expected: string }>([
    { text: 'Hello world, this is a test.', clauses: ['a', 'b'], expected: 'a, b.' },
    { text: '¿Dónde está? Hola, mundo', clauses: ['a', 'b', 'c'], expected: 'a? b, c' },
    { text: 'Wait... what?!', clauses: ['a', 'b'], expected: 'a... b?!' },
    { text: 'Mr. Smith, 1,000 times.', clauses: ['a', 'b'], expected: 'a, b.' },
    { text: 'No punctuation', clauses: ['a'], expected: 'a' },
  ])('$text', ({ text, clauses, expected }) => {
    expect(joinClauses(text, clauses)).toBe(expected);
  });
});

describe('tokenizePhonemes and splitTokenBatches', () => {
  const vocabulary = new Map([
    ['.', 4],
    [',', 3],
    [' ', 16],
    ['a', 43],
    ['b', 44],
  ]);

  it('maps characters to ids and drops unknown ones', () => {
    expect(tokenizePhonemes('ab, a.x', vocabulary)).toEqual([43, 44, 3, 16, 43, 4]);
  });

  it.each<{ name: string; ids: number[]; expected: number[] }>([
    { name: 'a short piece is one batch', ids: Array(10).fill(43), expected: [10] },
    {
      name: 'a long piece is cut after the last punctuation that fits',
      ids: [...Array(300).fill(43), 3, ...Array(400).fill(44)],
      expected: [301, 400],
    },
    {
      name: 'without punctuation, after the last space',
      ids: [...Array(500).fill(43), 16, ...Array(100).fill(44)],
      expected: [501, 100],
    },
    {
      name: 'with neither, at the limit',
      ids: Array(KOKORO_MAX_TOKENS * 2 + 5).fill(43),
      expected: [KOKORO_MAX_TOKENS, KOKORO_MAX_TOKENS, 5],
    },
  ])('$name', ({ ids, expected }) => {
    const batches = splitTokenBatches(ids, vocabulary);
    expect(batches.map((batch) => batch.length)).toEqual(expected);
    expect(batches.flat()).toEqual(ids);
  });
});

describe('createEspeakPhonemizer', () => {
  it.each([
    { voice: 'en-us', text: 'Hello world, how are you?', expected: ['həlˈo^ʊ wˈɜːld', 'hˈa^ʊ ɑː^ɹ juː'] },
    { voice: 'es', text: '¿Dónde está la estación?', expected: ['dˈonde estˈa la ˌestaθjˈon'] },
  ])('phonemizes $voice clause by clause with ties', async ({ voice, text, expected }) => {
    expect((await createEspeakPhonemizer().doPhonemize({ text, voice })).clauses).toEqual(expected);
  });

  it('rejects a voice name that could be read as an option', async () => {
    await expect(createEspeakPhonemizer().doPhonemize({ text: 'x', voice: '--help' })).rejects.toThrow(
      InvalidInputError,
    );
  });
});

describe('createKokoroSpeechBackend', () => {
  it('fails with the exact path looked for when the model is not installed', async () => {
    const backend = createKokoroSpeechBackend({
      modelsDirectory: '/nonexistent-models',
      phonemizer: createEspeakPhonemizer(),
    });
    const error = await synthesize({ text: 'Hello.', language: 'English', backend }).catch(
      (caught: unknown) => caught,
    );
    expect(ModelNotInstalledError.isInstance(error)).toBe(true);
    expect((error as ModelNotInstalledError).details).toMatchObject({
      modelId: 'kokoro-82m',
      missingPath: '/nonexistent-models/onnx-community/Kokoro-82M-v1.0-ONNX/config.json',
    });
  });

  it.each([
    { name: 'no phonemizer', options: { modelsDirectory: '/models' } },
    {
      name: 'a voice that is not a Kokoro voice name',
      options: {
        modelsDirectory: '/models',
        phonemizer: createEspeakPhonemizer(),
        voices: { English: '../x' },
      },
    },
  ])('rejects $name', ({ options }) => {
    expect(() => createKokoroSpeechBackend(options as never)).toThrow(InvalidInputError);
  });

  it('speaks English, French, Spanish and Italian only', async () => {
    const backend = createKokoroSpeechBackend({
      modelsDirectory: '/models',
      phonemizer: createEspeakPhonemizer(),
    });
    expect(backend.languages).toEqual(['English', 'French', 'Spanish', 'Italian']);
    await expect(synthesize({ text: 'Habari.', language: 'Swahili', backend })).rejects.toThrow(
      /does not speak/u,
    );
    await expect(backend.doSynthesize({ text: 'Habari.', language: 'Swahili' })).rejects.toThrow(
      /Swahili only as a stand-in \(option standIns\)/u,
    );
  });

  it('speaks German and Swahili too with standIns: true', async () => {
    const backend = createKokoroSpeechBackend({
      modelsDirectory: '/nonexistent-models',
      phonemizer: createEspeakPhonemizer(),
      standIns: true,
    });
    expect(backend.languages).toEqual(['English', 'French', 'Spanish', 'Italian', 'German', 'Swahili']);
    expect(KOKORO_STAND_IN_LANGUAGES.Swahili).toEqual({
      voice: 'ef_dora',
      phonemizerVoice: 'sw',
      rules: 'espeak',
    });
    // past the language check, to the model load
    await expect(synthesize({ text: 'Habari.', language: 'Swahili', backend })).rejects.toThrow(
      ModelNotInstalledError,
    );
    expect(() =>
      createKokoroSpeechBackend({
        modelsDirectory: '/models',
        phonemizer: createEspeakPhonemizer(),
        standIns: 'yes' as never,
      }),
    ).toThrow(InvalidInputError);
  });
});
