import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import {
  analyze,
  type CustomRecognizer,
  DEFAULT_RECOGNIZERS,
  denyListRecognizer,
  type PlaceholderType,
  patternRecognizer,
  redact,
} from '../../src/redaction/index.js';

/** Per language: a text, a term in the language's script that no built-in recognizer masks, and the result with the term denied. */
const DENY_LIST_ROWS: Array<[string, string, string, string]> = [
  [
    'Afrikaans',
    'Ek het met Blommetjie gepraat oor die rekening.',
    'blommetjie',
    'Ek het met [CUSTOMER_ID] gepraat oor die rekening.',
  ],
  ['Amharic', 'ትናንት ጉልበቱ ስለ ሂሳቡ ደወለ።', 'ጉልበቱ', 'ትናንት [CUSTOMER_ID] ስለ ሂሳቡ ደወለ።'],
  ['Arabic', 'تحدثت مع القمر عن الحساب أمس.', 'القمر', 'تحدثت مع [CUSTOMER_ID] عن الحساب أمس.'],
  [
    'English',
    'I talked to Sunshine about the account.',
    'sunshine',
    'I talked to [CUSTOMER_ID] about the account.',
  ],
  [
    'French',
    'J’ai parlé avec Papillon du compte hier.',
    'papillon',
    'J’ai parlé avec [CUSTOMER_ID] du compte hier.',
  ],
  [
    'German',
    'Ich habe mit Schneeflocke über das Konto gesprochen.',
    'schneeflocke',
    'Ich habe mit [CUSTOMER_ID] über das Konto gesprochen.',
  ],
  [
    'Hausa',
    'Na yi magana da Ɗanladi game da asusun.',
    'ɗanladi',
    'Na yi magana da [CUSTOMER_ID] game da asusun.',
  ],
  [
    'Igbo',
    'Agwara m Ọkpụkpụ okwu banyere akaụntụ ahụ.',
    'ọkpụkpụ',
    'Agwara m [CUSTOMER_ID] okwu banyere akaụntụ ahụ.',
  ],
  ['Isixhosa', 'Inkampani ithi Ngwevu iza kufowuna.', 'ngwevu', 'Inkampani ithi [CUSTOMER_ID] iza kufowuna.'],
  [
    'Italian',
    'Ho parlato con Farfalla del conto ieri.',
    'farfalla',
    'Ho parlato con [CUSTOMER_ID] del conto ieri.',
  ],
  [
    'Kinyarwanda',
    'Navuganye na Inyenyeri ku byerekeye konti.',
    'inyenyeri',
    'Navuganye na [CUSTOMER_ID] ku byerekeye konti.',
  ],
  ['Sesotho', 'Ke buile le Tlhapi ka akhaonto.', 'tlhapi', 'Ke buile le [CUSTOMER_ID] ka akhaonto.'],
  ['Setswana', 'Ke buile le Tlhapi ka akhaonto.', 'tlhapi', 'Ke buile le [CUSTOMER_ID] ka akhaonto.'],
  ['Shona', 'Ndakataura nezve Nyenyedzi mushure.', 'nyenyedzi', 'Ndakataura nezve [CUSTOMER_ID] mushure.'],
  [
    'Spanish',
    'Hablé con Mariposa sobre la cuenta ayer.',
    'mariposa',
    'Hablé con [CUSTOMER_ID] sobre la cuenta ayer.',
  ],
  [
    'Swahili',
    'Niliongea na Kipepeo kuhusu akaunti.',
    'kipepeo',
    'Niliongea na [CUSTOMER_ID] kuhusu akaunti.',
  ],
  ['Twi', 'Me ne Ɔkɔtɔ kasaa wɔ akawnt no ho.', 'ɔkɔtɔ', 'Me ne [CUSTOMER_ID] kasaa wɔ akawnt no ho.'],
  ['Yoruba', 'Mo bá Ìràwọ̀ sọ̀rọ̀ nípa àkántì náà.', 'ìràwọ̀', 'Mo bá [CUSTOMER_ID] sọ̀rọ̀ nípa àkántì náà.'],
  [
    'Zulu',
    'Inkanyezi ithe izofona mayelana ne-akhawunti.',
    'inkanyezi',
    '[CUSTOMER_ID] ithe izofona mayelana ne-akhawunti.',
  ],
];

describe('recognizers: denyListRecognizer', () => {
  it('covers the 19 languages', () => {
    expect(new Set(DENY_LIST_ROWS.map(([language]) => language)).size).toBe(19);
  });

  it.each(DENY_LIST_ROWS)(
    '%s: the term is masked only with the deny list',
    async (language, text, term, expected) => {
      expect((await redact({ text, language })).result).toBe(text);
      const recognizer = denyListRecognizer({ type: 'CUSTOMER_ID', terms: [term] });
      const result = await redact({ text, language, recognizers: [recognizer] });
      expect(result.result).toBe(expected);
      expect(result.entities.map((entity) => [entity.type, entity.score, entity.recognizer])).toEqual([
        ['CUSTOMER_ID', 1, 'deny-list:CUSTOMER_ID'],
      ]);
    },
  );

  it.each<[string, Parameters<typeof denyListRecognizer>[0], string]>([
    [
      'case-insensitive by default',
      { type: 'PERSON_NAME', terms: ['sunshine'] },
      'I met [PERSON_NAME]; [PERSON_NAME] and Sunshiny left.',
    ],
    [
      'caseSensitive',
      { type: 'PERSON_NAME', terms: ['sunshine'], caseSensitive: true },
      'I met Sunshine; [PERSON_NAME] and Sunshiny left.',
    ],
    [
      'whole words only',
      { type: 'PERSON_NAME', terms: ['Sun'] },
      'I met Sunshine; sunshine and Sunshiny left.',
    ],
    [
      'white space in a term matches any run',
      { type: 'PERSON_NAME', terms: ['Sunshine;  sunshine'] },
      'I met [PERSON_NAME] and Sunshiny left.',
    ],
  ])('%s', async (_name, options, expected) => {
    const text = 'I met Sunshine; sunshine and Sunshiny left.';
    expect(
      (await redact({ text, language: 'English', recognizers: [denyListRecognizer(options)] })).result,
    ).toBe(expected);
  });
});

describe('recognizers: patternRecognizer', () => {
  const membership = patternRecognizer({
    type: 'CUSTOMER_ID',
    patterns: [{ regex: /\b[A-Z]{4}-[A-Z]{5}\b/, score: 0.3, name: 'membership-code' }],
    context: ['membership'],
  });

  it.each<[string, string]>([
    // 0.3 + CONTEXT_BOOST 0.35 reaches the 0.5 threshold only after a context word
    ['membership KITE-ALPHA', 'membership [CUSTOMER_ID]'],
    ['the membership card says KITE-ALPHA', 'the membership card says [CUSTOMER_ID]'],
    ['code KITE-ALPHA', 'code KITE-ALPHA'],
    // the built-in cue words of the type count too
    ['customer number KITE-ALPHA', 'customer number [CUSTOMER_ID]'],
  ])('%s', async (text, expected) => {
    expect((await redact({ text, language: 'English' })).result).toBe(text);
    expect((await redact({ text, language: 'English', recognizers: [membership] })).result).toBe(expected);
  });

  it('validate: true raises to 1, false drops; invalidate drops', async () => {
    const evenOnly = patternRecognizer({
      type: 'EMPLOYEE_ID',
      patterns: [{ regex: /\bEMP[A-Z]\b/, score: 0.6 }],
      validate: (value) => (value.endsWith('A') ? true : value.endsWith('B') ? false : undefined),
      invalidate: (value) => value === 'EMPZ',
    });
    const { entities } = await analyze({
      text: 'EMPA EMPB EMPC EMPZ',
      language: 'English',
      recognizers: [evenOnly],
    });
    expect(entities.map((entity) => [entity.start, entity.score, entity.recognizer])).toEqual([
      [0, 1, 'pattern:EMPLOYEE_ID'],
      [10, 0.6, 'pattern:EMPLOYEE_ID'],
    ]);
  });

  it('languages limits where it runs', async () => {
    const french = patternRecognizer({
      type: 'CUSTOMER_ID',
      patterns: [{ regex: /\bZZQX\b/, score: 1 }],
      languages: ['French'],
    });
    expect((await redact({ text: 'ZZQX', language: 'French', recognizers: [french] })).result).toBe(
      '[CUSTOMER_ID]',
    );
    expect((await redact({ text: 'ZZQX', language: 'English', recognizers: [french] })).result).toBe('ZZQX');
  });

  it('added to the built-in recognizers; a built-in one listed again runs once', async () => {
    const text = 'Mail ada@example.com about ZZQX';
    const zz = patternRecognizer({ type: 'CUSTOMER_ID', patterns: [{ regex: /\bZZQX\b/, score: 1 }] });
    expect((await redact({ text, language: 'English', recognizers: [zz] })).result).toBe(
      'Mail [EMAIL] about [CUSTOMER_ID]',
    );
    expect(
      (await redact({ text, language: 'English', recognizers: [...DEFAULT_RECOGNIZERS, zz] })).entities,
    ).toHaveLength(2);
  });
});

describe('recognizers: only the 15 placeholder types', () => {
  const location = 'LOCATION' as PlaceholderType;
  it.each<[string, () => unknown, string]>([
    [
      'patternRecognizer',
      () => patternRecognizer({ type: location, patterns: [{ regex: /x/, score: 1 }] }),
      'type',
    ],
    ['denyListRecognizer', () => denyListRecognizer({ type: location, terms: ['x'] }), 'type'],
    [
      'a pattern score above 1',
      () => patternRecognizer({ type: 'EMAIL', patterns: [{ regex: /x/, score: 2 }] }),
      'patterns[0].score',
    ],
    ['no patterns', () => patternRecognizer({ type: 'EMAIL', patterns: [] }), 'patterns'],
    ['an empty deny list', () => denyListRecognizer({ type: 'EMAIL', terms: [] }), 'terms'],
  ])('%s: InvalidInputError', (_name, make, field) => {
    try {
      make();
      expect.unreachable();
    } catch (error) {
      expect(InvalidInputError.isInstance(error)).toBe(true);
      expect((error as InvalidInputError).details).toEqual({ field });
    }
  });

  const custom = (entityTypes: string[], emitted: string): CustomRecognizer => ({
    kind: 'custom',
    name: 'mine',
    entityTypes: entityTypes as PlaceholderType[],
    languages: 'all',
    analyze: () => [{ type: emitted as PlaceholderType, start: 0, end: 4, score: 1, recognizer: 'mine' }],
  });

  it.each<[string, CustomRecognizer, string]>([
    [
      'a custom recognizer declaring LOCATION',
      custom(['LOCATION'], 'LOCATION'),
      'recognizers[0].entityTypes',
    ],
    ['a custom recognizer emitting an undeclared type', custom(['EMAIL'], 'LOCATION'), 'recognizers[0]'],
    ['a custom recognizer emitting another of the 15', custom(['EMAIL'], 'PHONE_NUMBER'), 'recognizers[0]'],
  ])('%s: redact rejects with InvalidInputError', async (_name, recognizer, field) => {
    const error = await redact({ text: 'ZZQX here', language: 'English', recognizers: [recognizer] }).catch(
      (caught: unknown) => caught,
    );
    expect(InvalidInputError.isInstance(error)).toBe(true);
    expect((error as InvalidInputError).details).toEqual({ field });
  });

  it('a custom recognizer of a declared type works', async () => {
    expect(
      (await redact({ text: 'ZZQX here', language: 'English', recognizers: [custom(['EMAIL'], 'EMAIL')] }))
        .result,
    ).toBe('[EMAIL] here');
  });
});
