import { describe, expect, it } from 'vitest';
import {
  createTransformersNerBackend,
  groupWordLabels,
  joinAdjacentEntities,
  NER_LABEL_TYPES,
  parseNerLabel,
  splitWords,
} from '../../backends/transformers/index.js';
import { resolveNerModel } from '../../src/cli/commands/redact.js';
import { analyze, redact } from '../../src/index.js';
import { MockNerBackend } from '../../src/test/index.js';

// the fields of nationaldesignstudio/rampart's config.json id2label, in its order
const RAMPART_FIELDS: Array<[string, string | undefined]> = [
  ['GIVEN_NAME', 'PERSON_NAME'],
  ['SURNAME', 'PERSON_NAME'],
  ['EMAIL', 'EMAIL'],
  ['PHONE', 'PHONE_NUMBER'],
  ['URL', undefined],
  ['TAX_ID', 'GOVERNMENT_ID'],
  ['BANK_ACCOUNT', 'ACCOUNT_NUMBER'],
  ['ROUTING_NUMBER', undefined],
  ['GOVERNMENT_ID', 'GOVERNMENT_ID'],
  ['PASSPORT', 'GOVERNMENT_ID'],
  ['DRIVERS_LICENSE', 'GOVERNMENT_ID'],
  ['BUILDING_NUMBER', 'ADDRESS'],
  ['STREET_NAME', 'ADDRESS'],
  ['SECONDARY_ADDRESS', 'ADDRESS'],
  ['CITY', 'ADDRESS'],
  ['STATE', 'ADDRESS'],
  ['ZIP_CODE', 'ADDRESS'],
];

describe('parseNerLabel (the label table)', () => {
  it.each(RAMPART_FIELDS)('B-%s and I-%s are %s', (field, type) => {
    for (const prefix of ['B', 'I'] as const) {
      const parsed = parseNerLabel(`${prefix}-${field}`);
      expect(parsed).toEqual(type === undefined ? undefined : { prefix, field, type });
    }
  });

  it.each([
    ['B-PER', { prefix: 'B', field: 'PER', type: 'PER' }],
    ['S-LOC', { prefix: 'S', field: 'LOC', type: 'LOC' }],
    ['O', undefined],
    ['B-MISC', undefined],
    ['B-toString', undefined],
    ['GIVEN_NAME', undefined],
  ])('%s', (label, expected) => {
    expect(parseNerLabel(label)).toEqual(expected);
  });

  it('reads a caller table instead of the default one', () => {
    expect(parseNerLabel('B-CITY', { ...NER_LABEL_TYPES, CITY: null })).toBeUndefined();
    expect(parseNerLabel('B-NAME', { NAME: 'PERSON_NAME' })).toEqual({
      prefix: 'B',
      field: 'NAME',
      type: 'PERSON_NAME',
    });
  });
});

describe('groupWordLabels with PII labels', () => {
  const group = (text: string, labels: string[]) => {
    const words = splitWords(text);
    expect(words).toHaveLength(labels.length);
    return groupWordLabels(
      words,
      labels.map((label) => ({ label, score: 0.5 })),
    ).map((entity) => [entity.type, text.slice(entity.start, entity.end)]);
  };

  it.each([
    [
      'a given name and a surname are one PERSON_NAME',
      'I am Chidi Okafor',
      ['O', 'O', 'B-GIVEN_NAME', 'B-SURNAME'],
      [['PERSON_NAME', 'Chidi Okafor']],
    ],
    [
      'the fields of an address are one ADDRESS',
      'at 12 Adeola Street Lagos',
      ['O', 'B-BUILDING_NUMBER', 'B-STREET_NAME', 'I-STREET_NAME', 'B-CITY'],
      [['ADDRESS', '12 Adeola Street Lagos']],
    ],
    [
      'the pieces of an e-mail that touch are one EMAIL',
      'mail a.b@c.org now',
      ['O', 'B-EMAIL', 'B-EMAIL', 'B-EMAIL', 'B-EMAIL', 'B-EMAIL', 'B-EMAIL', 'I-EMAIL', 'O'],
      [['EMAIL', 'a.b@c.org']],
    ],
    [
      'two cities apart are two entities',
      'Lagos Abuja',
      ['B-CITY', 'B-CITY'],
      [
        ['ADDRESS', 'Lagos'],
        ['ADDRESS', 'Abuja'],
      ],
    ],
    [
      'a name next to a city is two entities',
      'Musa Kano',
      ['B-GIVEN_NAME', 'B-CITY'],
      [
        ['PERSON_NAME', 'Musa'],
        ['ADDRESS', 'Kano'],
      ],
    ],
    [
      'URL and ROUTING_NUMBER are ignored',
      'see x.com 021000021',
      ['O', 'B-URL', 'I-URL', 'I-URL', 'B-ROUTING_NUMBER'],
      [],
    ],
    [
      'the general kinds keep B- B- apart even when they touch',
      'Musa-Bello',
      ['B-PER', 'B-PER', 'B-PER'],
      [
        ['PER', 'Musa'],
        ['PER', '-'],
        ['PER', 'Bello'],
      ],
    ],
    [
      'tax, passport and licence numbers are GOVERNMENT_ID, a bank account ACCOUNT_NUMBER',
      'A1 B2 C3 D4',
      ['B-TAX_ID', 'B-PASSPORT', 'B-DRIVERS_LICENSE', 'B-BANK_ACCOUNT'],
      [
        ['GOVERNMENT_ID', 'A1 B2 C3'],
        ['ACCOUNT_NUMBER', 'D4'],
      ],
    ],
  ])('%s', (_name, text, labels, expected) => {
    expect(group(text, labels)).toEqual(expected);
  });
});

describe('joinAdjacentEntities', () => {
  it.each([
    [
      'an address across a comma',
      'at 12 Main Street, Springfield.',
      [
        { type: 'ADDRESS', start: 3, end: 17, score: 0.9 },
        { type: 'ADDRESS', start: 19, end: 30, score: 0.7 },
      ],
      [{ type: 'ADDRESS', start: 3, end: 30, score: 0.7 }],
    ],
    [
      'a name across a hyphen',
      'Ama - Mensah',
      [
        { type: 'PERSON_NAME', start: 0, end: 3, score: 0.8 },
        { type: 'PERSON_NAME', start: 6, end: 12, score: 0.9 },
      ],
      [{ type: 'PERSON_NAME', start: 0, end: 12, score: 0.8 }],
    ],
    [
      'not two names across a comma',
      'Ama, Kofi',
      [
        { type: 'PERSON_NAME', start: 0, end: 3, score: 0.8 },
        { type: 'PERSON_NAME', start: 5, end: 9, score: 0.8 },
      ],
      [
        { type: 'PERSON_NAME', start: 0, end: 3, score: 0.8 },
        { type: 'PERSON_NAME', start: 5, end: 9, score: 0.8 },
      ],
    ],
    [
      'not two types',
      'Ama Accra',
      [
        { type: 'PERSON_NAME', start: 0, end: 3, score: 0.8 },
        { type: 'ADDRESS', start: 4, end: 9, score: 0.8 },
      ],
      [
        { type: 'PERSON_NAME', start: 0, end: 3, score: 0.8 },
        { type: 'ADDRESS', start: 4, end: 9, score: 0.8 },
      ],
    ],
    [
      'not the general kinds',
      'Musa Bello',
      [
        { type: 'PER', start: 0, end: 4, score: 0.8 },
        { type: 'PER', start: 5, end: 10, score: 0.8 },
      ],
      [
        { type: 'PER', start: 0, end: 4, score: 0.8 },
        { type: 'PER', start: 5, end: 10, score: 0.8 },
      ],
    ],
  ] as const)('%s', (_name, text, entities, expected) => {
    expect(joinAdjacentEntities(text, entities)).toEqual(expected);
  });
});

describe('placeholder types from a NER backend in redaction', () => {
  it('keeps a PII model type as it is and drops ORG, LOC and DATE', async () => {
    const text = 'Ngiyahlala e-Orlando East, ngisebenza eShoprite.';
    const ner = new MockNerBackend({
      doRecognize: async () => ({
        entities: [
          { type: 'ADDRESS', start: 11, end: 25, score: 0.9 },
          { type: 'ORG', start: 38, end: 47, score: 0.9 },
          { type: 'LOC', start: 11, end: 25, score: 0.9 },
        ],
        warnings: [],
      }),
    });
    const { result, entities } = await redact({ text, language: 'Zulu', ner });
    expect(result).toBe('Ngiyahlala [ADDRESS], ngisebenza eShoprite.');
    expect(entities.map((entity) => [entity.type, entity.recognizer])).toEqual([['ADDRESS', 'ner:mock-ner']]);
    const analyzed = await analyze({ text, language: 'Zulu', ner });
    expect(analyzed.entities).toEqual(entities);
  });
});

describe('NER entities in speaker labels', () => {
  it.each([
    [
      'a role word that opens a line',
      'Wakiliya: Barka.\nMai kira: Sunana Musa.',
      'Wakiliya',
      'Wakiliya: Barka.\nMai kira: Sunana [PERSON_NAME].',
    ],
    [
      'one word of a two-word label',
      'Wakiliya: Barka.\nMai kira: Sunana Musa.',
      'Mai',
      'Wakiliya: Barka.\nMai kira: Sunana [PERSON_NAME].',
    ],
    [
      'a name after the label is kept',
      'Wakiliya: Barka.\nMai kira: Sunana Musa.',
      'Musa',
      'Wakiliya: Barka.\nMai kira: Sunana [PERSON_NAME].',
    ],
    [
      'a sentence of four words before a colon is no label',
      'Wakiliya: Barka.\nMy name is Musa: M U S A.',
      'Musa',
      // (the letters spell the name just found: spelled-values.ts masks them too)
      'Wakiliya: Barka.\nMy name is [PERSON_NAME]: [PERSON_NAME].',
    ],
  ])('%s', async (_name, text, word, expected) => {
    const start = text.indexOf(word);
    const ner = new MockNerBackend({
      doRecognize: async () => ({
        entities: [
          { type: 'PERSON_NAME', start, end: start + word.length, score: 0.9 },
          { type: 'PERSON_NAME', start: text.indexOf('Musa'), end: text.indexOf('Musa') + 4, score: 0.9 },
        ],
        warnings: [],
      }),
    });
    // no rules: only the backend's entities
    expect((await redact({ text, language: 'Hausa', ner, recognizers: [] })).result).toBe(expected);
  });
});

describe('createTransformersNerBackend options', () => {
  it('runs the model only on the languages asked for', async () => {
    // the model folder does not exist: a call in another language never loads it
    const ner = createTransformersNerBackend({
      modelsDirectory: '/nonexistent/models',
      model: 'nationaldesignstudio/rampart',
      dtype: 'q4',
      languages: ['English', 'French'],
    });
    expect(await ner.doRecognize({ text: 'Sunana Musa Bello.', language: 'Hausa' })).toEqual({
      entities: [],
      warnings: [],
    });
    await expect(ner.doRecognize({ text: 'My name is Musa.', language: 'English' })).rejects.toMatchObject({
      code: 'model_not_installed',
    });
  });

  it('rejects entityTypes or languages that are not arrays of strings', () => {
    expect(() =>
      createTransformersNerBackend({
        modelsDirectory: '/models',
        model: 'a/b',
        entityTypes: 'PERSON_NAME' as unknown as ['PERSON_NAME'],
      }),
    ).toThrowError('Expected entityTypes to be an array of strings, got string.');
    expect(() =>
      createTransformersNerBackend({
        modelsDirectory: '/models',
        model: 'a/b',
        languages: [1] as unknown as ['English'],
      }),
    ).toThrowError('Expected languages to be an array of strings, got another array.');
  });

  it('accepts q4 and names the valid dtypes otherwise', () => {
    expect(() =>
      createTransformersNerBackend({ modelsDirectory: '/models', model: 'a/b', dtype: 'q4' }),
    ).not.toThrow();
    expect(() =>
      createTransformersNerBackend({
        modelsDirectory: '/models',
        model: 'a/b',
        dtype: 'q3' as 'q4',
      }),
    ).toThrowError('Expected dtype to be fp32, q8 or q4, got "q3".');
  });
});

describe('langproc redact --ner-model', () => {
  it.each([
    ['rampart', { model: 'nationaldesignstudio/rampart', dtype: 'q4' }],
    ['nationaldesignstudio/rampart', { model: 'nationaldesignstudio/rampart', dtype: 'q4' }],
    ['Davlan/xlm-roberta-base-masakhaner', { model: 'Davlan/xlm-roberta-base-masakhaner' }],
    ['nllb-200-distilled-600M', { model: 'nllb-200-distilled-600M' }],
  ])('%s', (name, expected) => {
    expect(resolveNerModel(name)).toEqual(expected);
  });
});
