/**
 * The transformers NER backend on the real Rampart PII model (nationaldesignstudio/rampart, q4),
 * from the models folder in `LANGPROC_REAL_MODELS_DIR` (built by
 * scripts/real-models/parts/ner-rampart.sh). Skipped, with one line saying why, when the variable
 * or the model is absent.
 *
 * @example
 * ```sh
 * scripts/real-models/parts/ner-rampart.sh /tmp/real-models
 * LANGPROC_REAL_MODELS_DIR=/tmp/real-models npx vitest run test/real-models/ner-rampart.test.ts
 * ```
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTransformersNerBackend,
  type TransformersNerBackendOptions,
} from '../../backends/transformers/index.js';
import { redact } from '../../src/index.js';

const MODELS_DIRECTORY = process.env.LANGPROC_REAL_MODELS_DIR;
const MODEL = 'nationaldesignstudio/rampart';
const PRESENT =
  MODELS_DIRECTORY !== undefined && existsSync(path.join(MODELS_DIRECTORY, MODEL, 'onnx', 'model_q4.onnx'));
if (!PRESENT) {
  console.log(
    MODELS_DIRECTORY === undefined
      ? 'ner-rampart: skipped, LANGPROC_REAL_MODELS_DIR is not set (scripts/real-models/parts/ner-rampart.sh <dir> builds the model)'
      : `ner-rampart: skipped, no ${MODEL}/onnx/model_q4.onnx in LANGPROC_REAL_MODELS_DIR (scripts/real-models/parts/ner-rampart.sh <dir> builds it)`,
  );
}

/** The backend on Rampart (created only, nothing loaded, when the model is absent). */
const rampart = (options: Partial<TransformersNerBackendOptions> = {}) =>
  createTransformersNerBackend({
    modelsDirectory: MODELS_DIRECTORY ?? '.',
    model: MODEL,
    dtype: 'q4',
    ...options,
  });

describe.skipIf(!PRESENT)('Rampart PII model through createTransformersNerBackend', () => {
  const ner = rampart();
  afterAll(async () => {
    await ner.dispose?.();
  });

  it('reports names, addresses and e-mails as placeholder types, each field group as one span', async () => {
    const text =
      'My name is John Smith and I live at 12 Main Street, Springfield, IL 62704. Write to john.smith@example.com.';
    const { entities } = await ner.doRecognize({ text, language: 'English' });
    expect(entities.map((entity) => [entity.type, text.slice(entity.start, entity.end)])).toEqual([
      ['PERSON_NAME', 'John Smith'],
      ['ADDRESS', '12 Main Street, Springfield, IL 62704'],
      ['EMAIL', 'john.smith@example.com'],
    ]);
    for (const entity of entities) {
      expect(entity.score).toBeGreaterThan(0.5);
      expect(entity.score).toBeLessThanOrEqual(1);
    }
  });

  it('finds a lower-case name in ASR-style text, and redact masks it', async () => {
    const text = 'hello my name is chidi okafor and i am calling about my account';
    const names = rampart({ entityTypes: ['PERSON_NAME', 'ADDRESS'] });
    const result = await redact({ text, language: 'English', ner: names });
    await names.dispose?.();
    expect(result.result).toBe('hello my name is [PERSON_NAME] and i am calling about my account');
    expect(result.modelName).toBe(`langproc-rules-1+${MODEL}`);
  });

  it('keeps speaker labels, which the model reads as given names, out of the output', async () => {
    const english = 'Agent: Good morning, how can I help?\nCaller: Hi, this is Mary Jones from Leeds.';
    expect((await redact({ text: english, language: 'English', ner })).result).toBe(
      'Agent: Good morning, how can I help?\nCaller: Hi, this is [PERSON_NAME] from [ADDRESS].',
    );
    // an English model on Hausa: the role words are names to it, and so are ordinary words
    // ("Barka", "zuwa"): why docs/redaction.md recommends it only on ASR-style text
    const hausa = 'Wakiliya: Barka da zuwa.\nMai kira: Sunana Maryam Bello.';
    const { entities } = await ner.doRecognize({ text: hausa, language: 'Hausa' });
    expect(entities.map((entity) => hausa.slice(entity.start, entity.end))).toEqual([
      'Wakiliya',
      'Barka',
      'zuwa',
      'Mai kira',
      'Sunana Maryam Bello',
    ]);
    expect((await redact({ text: hausa, language: 'Hausa', ner })).result).toBe(
      'Wakiliya: [PERSON_NAME] da [PERSON_NAME].\nMai kira: [PERSON_NAME].',
    );
  });

  it('in the recommended setting, adds names and addresses in the European languages only', async () => {
    const recommended = rampart({
      entityTypes: ['PERSON_NAME', 'ADDRESS'],
      languages: ['English', 'Afrikaans', 'French', 'German', 'Italian', 'Spanish'],
    });
    const english = 'ok so its peter brown from leeds calling and my email is peter at example dot com';
    const hausa = 'Wakiliya: Barka da zuwa.\nMai kira: Sunana Maryam Bello.';
    const [englishResult, hausaResult, hausaRules] = [
      await redact({ text: english, language: 'English', ner: recommended }),
      await redact({ text: hausa, language: 'Hausa', ner: recommended }),
      await redact({ text: hausa, language: 'Hausa' }),
    ];
    await recommended.dispose?.();
    expect(englishResult.result).toBe(
      'ok so its [PERSON_NAME] from [ADDRESS] calling and my email is [EMAIL]',
    );
    expect(hausaResult.result).toBe(hausaRules.result);
  });

  it('labels a text longer than one window, the windows cut at word boundaries', async () => {
    const text = 'My name is John Smith and I live in Springfield. '.repeat(60);
    const short = rampart({ maxTokens: 64 });
    const { entities } = await short.doRecognize({ text, language: 'English' });
    await short.dispose?.();
    const names = entities.filter((entity) => entity.type === 'PERSON_NAME');
    expect(names.length).toBeGreaterThanOrEqual(50);
    // a name cut by a window boundary is found in two parts
    for (const entity of names)
      expect(['John Smith', 'John', 'Smith']).toContain(text.slice(entity.start, entity.end));
  });
});
