import { describe, expect, it } from 'vitest';
import { TextProcessingResultSchema } from '../../src/contract/index.js';
import { textServiceResult } from '../../src/http/text-service-result.js';
import {
  AbortedError,
  EmptyTextError,
  redact,
  redactStream,
  UnsupportedDomainError,
  UnsupportedLanguageError,
} from '../../src/index.js';
import { findPlaceholderViolations } from '../../src/redaction/index.js';
import { MockNerBackend } from '../../src/test/index.js';

const TRANSCRIPT =
  'Agent: Good morning, this is Grace from Access Bank.\r\nCustomer: My name is Chidi Okafor 😊, my BVN is 22123456789.\n' +
  'Agent: Thank you Mr Okafor. Anything else?\nCustomer: No. I paid ₦50,000 on Monday at 10:30.';

describe('redact', () => {
  it('returns the contract result shape with entities', async () => {
    const result = await redact({ text: TRANSCRIPT, language: 'English', domain: 'banking' });
    expect(TextProcessingResultSchema.parse(textServiceResult(result, 'redact'))).toBeTruthy();
    expect(result.result).toBe(
      'Agent: Good morning, this is [PERSON_NAME] from Access Bank.\r\nCustomer: My name is [PERSON_NAME] 😊, my BVN is [BVN].\n' +
        'Agent: Thank you Mr [PERSON_NAME]. Anything else?\nCustomer: No. I paid ₦50,000 on Monday at 10:30.',
    );
    expect(result).toMatchObject({
      status: 'complete',
      route: 'single_pass',
      sections: [{ index: 0, start: 0, end: TRANSCRIPT.length, failed: false, summary: '' }],
      units: { total: 1, succeeded: 1, failed: 0 },
      modelName: 'langproc-rules-1',
      missingRanges: [],
      usage: { calls: 0 },
    });
    expect(
      result.entities.map((entity) => [entity.type, TRANSCRIPT.slice(entity.start, entity.end)]),
    ).toEqual([
      ['PERSON_NAME', 'Grace'],
      ['PERSON_NAME', 'Chidi Okafor'],
      ['BVN', '22123456789'],
      ['PERSON_NAME', 'Okafor'],
    ]);
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it('is deterministic and keeps every byte outside masked spans', async () => {
    const text = 'مرحبا، اسمي أحمد محمد\r\n  Ọjọ́ ìbí mi ni 21/11/1983 🙂\tEmail: x.y@example.org\n';
    const first = await redact({ text, language: 'Yoruba' });
    const second = await redact({ text, language: 'Yoruba' });
    expect(second.result).toBe(first.result);
    // rebuild the output from the entities: everything between them is the input, unchanged
    let rebuilt = '';
    let cursor = 0;
    for (const entity of first.entities) {
      rebuilt += `${text.slice(cursor, entity.start)}[${entity.type}]`;
      cursor = entity.end;
    }
    expect(first.result).toBe(rebuilt + text.slice(cursor));
    expect(first.result).toBe(
      'مرحبا، اسمي [PERSON_NAME]\r\n  Ọjọ́ ìbí mi ni [DATE_OF_BIRTH] 🙂\tEmail: [EMAIL]\n',
    );
  });

  it.each([
    [{ text: '', language: 'English' }, EmptyTextError],
    [{ text: 'hello', language: 'english' }, UnsupportedLanguageError],
    [{ text: 'hello', language: 'Klingon' }, UnsupportedLanguageError],
    [{ text: 'hello', language: 'English', domain: 'banks' }, UnsupportedDomainError],
  ])('rejects bad input eagerly with a typed error (%o)', async (options, errorClass) => {
    await expect(redact(options)).rejects.toBeInstanceOf(errorClass);
    expect(() => redactStream(options)).toThrow(errorClass);
  });

  it('never echoes the text in error messages', async () => {
    const error = await redact({ text: 'secret 22123456789', language: 'Martian' }).catch(
      (caught: Error) => caught,
    );
    expect(String(error)).not.toContain('22123456789');
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      redact({ text: 'hello', language: 'English', abortSignal: controller.signal }),
    ).rejects.toBeInstanceOf(AbortedError);
  });

  it('merges a NER backend as one more recognizer', async () => {
    const ner = new MockNerBackend({ persons: ['Zarathustra'] });
    const result = await redact({ text: 'Yesterday Zarathustra called.', language: 'English', ner });
    expect(result.result).toBe('Yesterday [PERSON_NAME] called.');
    expect(result.modelName).toBe('langproc-rules-1+mock-ner');
    expect(result.usage.calls).toBe(1);
    expect(result.entities[0]?.recognizer).toBe('ner:mock-ner');
    expect(ner.calls).toHaveLength(1);
  });

  it('normalises or neutralises placeholder-like tokens already in the input', async () => {
    const result = await redact({
      text: 'Dear <PERSON>, see [LOCATION] and {{EMAIL_ADDRESS}}.',
      language: 'English',
    });
    expect(result.result).toBe('Dear [PERSON_NAME], see (LOCATION) and [EMAIL].');
    expect(findPlaceholderViolations(result.result)).toEqual([]);
  });
});

describe('redactStream', () => {
  it.each([
    ['English', TRANSCRIPT],
    ['Swahili', 'Jina langu ni Amina Juma. Namba yangu ni 0712 345 678!\nAsante.'],
    ['Hausa', 'Sunana Musa Bello'],
  ])('yields pieces that concatenate to the redact result (%s)', async (language, text) => {
    const whole = await redact({ text, language });
    const pieces: string[] = [];
    for await (const piece of redactStream({ text, language })) pieces.push(piece.text);
    expect(pieces.join('')).toBe(whole.result);
    expect(pieces.length).toBeGreaterThan(language === 'Hausa' ? 0 : 1);
  });

  it('splits by turn and sentence', async () => {
    const pieces: string[] = [];
    for await (const piece of redactStream({
      text: 'Hi. My name is Chidi Okafor.\nBye',
      language: 'English',
    })) {
      pieces.push(piece.text);
    }
    expect(pieces).toEqual(['Hi. ', 'My name is [PERSON_NAME].\n', 'Bye']);
  });
});
