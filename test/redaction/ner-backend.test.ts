import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTransformersNerBackend,
  groupWordLabels,
  splitWords,
} from '../../backends/transformers/index.js';
import { redact } from '../../src/index.js';

const MODELS_DIRECTORY = fileURLToPath(new URL('../fixtures/models', import.meta.url));
const MODEL = 'langproc-fixtures/tiny-random-bert-ner';
const FIXTURE_PRESENT = existsSync(`${MODELS_DIRECTORY}/${MODEL}/config.json`);

describe('splitWords and groupWordLabels (offset alignment)', () => {
  it('splits like the BERT pre-tokenizer, with offsets into the text', () => {
    const text = 'Ọjọ́ ìbí: Chidi-Okafor!';
    expect(splitWords(text).map((word) => text.slice(word.start, word.end))).toEqual([
      'Ọjọ́',
      'ìbí',
      ':',
      'Chidi',
      '-',
      'Okafor',
      '!',
    ]);
  });

  it.each([
    [
      'B then I of the same type join',
      ['B-PER', 'I-PER', 'O'],
      [{ type: 'PER', start: 0, end: 10, score: 0.8 }],
    ],
    [
      'an I without an open entity starts one',
      ['O', 'I-LOC', 'O'],
      [{ type: 'LOC', start: 5, end: 10, score: 0.8 }],
    ],
    [
      'a type change closes the entity',
      ['B-PER', 'I-ORG', 'B-DATE'],
      [
        { type: 'PER', start: 0, end: 4, score: 0.8 },
        { type: 'ORG', start: 5, end: 10, score: 0.8 },
        { type: 'DATE', start: 11, end: 15, score: 0.8 },
      ],
    ],
    ['unknown types are dropped', ['B-MISC', 'O', 'O'], []],
  ])('%s', (_name, labels, expected) => {
    const words = [
      { start: 0, end: 4 },
      { start: 5, end: 10 },
      { start: 11, end: 15 },
    ];
    expect(
      groupWordLabels(
        words,
        labels.map((label) => ({ label, score: 0.8 })),
      ),
    ).toEqual(expected);
  });
});

describe.skipIf(!FIXTURE_PRESENT)('createTransformersNerBackend on tiny-random-bert-ner', () => {
  const ner = createTransformersNerBackend({ modelsDirectory: MODELS_DIRECTORY, model: MODEL });
  afterAll(async () => {
    await ner.dispose?.();
  });

  it('returns entities whose offsets are word boundaries of the input', async () => {
    const text = 'My name is Chidi Okafor and I live in Lagos. Orúkọ mi ni Adébáyọ̀.';
    const { entities } = await ner.doRecognize({ text, language: 'English' });
    const words = splitWords(text);
    for (const entity of entities) {
      expect(['PER', 'ORG', 'LOC', 'DATE']).toContain(entity.type);
      expect(words.some((word) => word.start === entity.start)).toBe(true);
      expect(words.some((word) => word.end === entity.end)).toBe(true);
      expect(entity.score).toBeGreaterThan(0);
      expect(entity.score).toBeLessThanOrEqual(1);
    }
    const again = await ner.doRecognize({ text, language: 'English' });
    expect(again.entities).toEqual(entities);
  });

  it('reports only the entityTypes asked for', async () => {
    const text = 'Musa Bello ya zo Kano ranar Litinin tare da Dangote. '.repeat(20);
    const all = await ner.doRecognize({ text, language: 'Hausa' });
    const persons = createTransformersNerBackend({
      modelsDirectory: MODELS_DIRECTORY,
      model: MODEL,
      entityTypes: ['PER'],
    });
    const only = await persons.doRecognize({ text, language: 'Hausa' });
    await persons.dispose?.();
    expect(new Set(all.entities.map((entity) => entity.type)).size).toBeGreaterThan(1);
    expect(only.entities).toEqual(all.entities.filter((entity) => entity.type === 'PER'));
  });

  it('handles texts longer than one model window', async () => {
    const text = 'Musa Bello ya zo. '.repeat(200);
    const { entities } = await ner.doRecognize({ text, language: 'Hausa' });
    for (const entity of entities) expect(entity.end).toBeLessThanOrEqual(text.length);
  });

  it('plugs into redact and names itself in modelName', async () => {
    const result = await redact({ text: 'Sunana Musa Bello.', language: 'Hausa', ner });
    expect(result.modelName).toBe(`langproc-rules-1+${MODEL}`);
    expect(result.result).toContain('Sunana [PERSON_NAME]');
  });

  it('fails with ModelNotInstalledError for a missing model', async () => {
    const missing = createTransformersNerBackend({
      modelsDirectory: MODELS_DIRECTORY,
      model: 'nobody/missing-ner',
    });
    await expect(missing.doRecognize({ text: 'hi', language: 'English' })).rejects.toMatchObject({
      code: 'model_not_installed',
    });
  });
});
