import { describe, expect, it } from 'vitest';
import {
  IdParameterSchema,
  JobIdParametersSchema,
  LanguageSchema,
  PaginationQuerySchema,
  RedactRequestSchema,
  SummarizeRequestSchema,
  TextJobSchema,
  TextProcessingResultSchema,
  TranscribeFieldsSchema,
  TranscriptionTaskSchema,
  TranslateRequestSchema,
  TtsJobSchema,
  TtsRequestSchema,
} from '../../src/contract/index.js';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  return result.error?.issues[0]?.message ?? '';
}

const seedResult = {
  job_id: 1,
  missing_ranges: [],
  model_name: 'langproc-rules-1',
  processing_time: 0.012,
  result: 'My name is [PERSON_NAME].',
  route: 'single_pass',
  sections: [{ index: 0, start: 0, end: 22, failed: false, summary: '' }],
  status: 'complete',
  units: { total: 1, succeeded: 1, failed: 0 },
  usage: { calls: 1, prompt_tokens: 6, completion_tokens: 6, total_tokens: 12, cost: 0.0000024 },
};

describe('contract schemas accept seed-shaped data', () => {
  it.each([
    ['redact', RedactRequestSchema, { text: 'Sunana Musa', language: 'Hausa' }],
    [
      'redact with domain and stream',
      RedactRequestSchema,
      { text: 'x', language: 'Zulu', domain: 'banking', stream: true },
    ],
    [
      'translate',
      TranslateRequestSchema,
      { text: 'Hello', source_language: 'English', target_language: 'Yoruba' },
    ],
    [
      'summarize',
      SummarizeRequestSchema,
      { text: 'Hello.', language: 'English', style: 'detailed', stream: true },
    ],
    ['tts 10000 characters', TtsRequestSchema, { language: 'Swahili', text: 'a'.repeat(10_000) }],
    [
      'tts 10000 emoji (20000 UTF-16 units)',
      TtsRequestSchema,
      { language: 'Swahili', text: '😀'.repeat(10_000) },
    ],
    ['job id', JobIdParametersSchema, { job_id: '1' }],
    ['result', TextProcessingResultSchema, seedResult],
    ['tts job', TtsJobSchema, { job_id: 3, status: 'pending', poll: '/api/v1/tts/jobs/3' }],
  ] as const)('%s', (_name, schema, value) => {
    const parsed = schema.safeParse(value);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('applies defaults', () => {
    expect(RedactRequestSchema.parse({ text: 'a', language: 'Igbo' })).toEqual({
      text: 'a',
      language: 'Igbo',
      domain: 'general',
      stream: false,
    });
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(TranscribeFieldsSchema.parse({})).toEqual({
      generate_srt: false,
      language: 'english',
      redact_audio: false,
      keep_audio: false,
    });
    expect(TranscribeFieldsSchema.parse({ generate_srt: 'true' }).generate_srt).toBe(true);
    expect(
      TranscribeFieldsSchema.parse({
        redact_audio: 'true',
        mode: 'silence',
        padding: '0.25',
        mask_gaps: 'false',
        entities: 'CARD_NUMBER, EMAIL',
      }),
    ).toMatchObject({ mode: 'silence', padding: 0.25, mask_gaps: false, entities: ['CARD_NUMBER', 'EMAIL'] });
  });

  it('accepts a full text job and transcription task', () => {
    const job = {
      job_id: 1,
      job_type: 'translate',
      status: 'completed',
      created_at: '2026-11-21T10:00:00.000Z',
      domain: 'general',
      source_language: 'English',
      target_language: 'Hausa',
      style: null,
      source_audio_id: null,
      result: 'Sannu',
      result_structured: null,
      error: null,
      missing_ranges: [],
      model_name: 'nllb',
      processing_time: 0.5,
      route: 'single_pass',
      units: { total: 1, succeeded: 1, failed: 0 },
      usage: seedResult.usage,
    };
    expect(TextJobSchema.safeParse(job).success).toBe(true);
    const task = {
      task_id: 1,
      status: 'pending',
      created_at: '2026-11-21T10:00:00.000Z',
      original_filename: 'call.mp3',
      audio_url: '/api/v1/api/audio/1',
      audio_duration: null,
      language: 'english',
      model_name: 'whisper-1-transcribe',
      processing_time: null,
      result_text: null,
      srt_requested: false,
      srt_content: null,
      error: null,
    };
    expect(TranscriptionTaskSchema.safeParse(task).success).toBe(true);
  });
});

describe('contract schemas reject violations with readable messages', () => {
  it.each([
    [
      "lowercase 'english'",
      LanguageSchema,
      'english',
      'Expected one of Afrikaans, Amharic, Arabic, English, French, German, Hausa, Igbo, Isixhosa, Italian, Kinyarwanda, Sesotho, Setswana, Shona, Spanish, Swahili, Twi, Yoruba, Zulu (case-sensitive), got "english".',
    ],
    [
      'source equals target',
      TranslateRequestSchema,
      { text: 'Hello', source_language: 'English', target_language: 'English' },
      'Expected target_language to differ from source_language.',
    ],
    [
      'empty text',
      RedactRequestSchema,
      { text: '', language: 'English' },
      'Expected text to have at least 1 character, got an empty string.',
    ],
    [
      '10001 characters',
      TtsRequestSchema,
      { language: 'English', text: 'a'.repeat(10_001) },
      'Expected text to have at most 10000 Unicode characters, got 10001.',
    ],
    ['job_id 0', IdParameterSchema, 0, 'Expected an id of at least 1.'],
    ['job_id 1.5', IdParameterSchema, 1.5, 'Expected a positive integer id.'],
    [
      'unknown domain',
      RedactRequestSchema,
      { text: 'a', language: 'English', domain: 'mining' },
      'Expected domain to be one of general, banking, insurance, healthcare, telecom, education, government, retail, got "mining".',
    ],
    [
      'structured summary with stream',
      SummarizeRequestSchema,
      { text: 'a', language: 'English', style: 'structured', stream: true },
      'Streaming is not supported for structured summaries; use style short or detailed, or stream false.',
    ],
    ['page_size 101', PaginationQuerySchema, { page_size: 101 }, 'Expected page_size to be at most 100.'],
    ['page 0', PaginationQuerySchema, { page: 0 }, 'Expected page to be at least 1.'],
    [
      'page_size in exponent notation',
      PaginationQuerySchema,
      { page_size: '1e1' },
      'Expected page_size to be a whole number written in decimal digits.',
    ],
    [
      'page with a decimal point',
      PaginationQuerySchema,
      { page: '1.0' },
      'Expected page to be a whole number written in decimal digits.',
    ],
    ['page_size "0"', PaginationQuerySchema, { page_size: '0' }, 'Expected page_size to be at least 1.'],
  ] as const)('%s', (_name, schema, value, message) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(firstMessage(parsed)).toBe(message);
  });
});
