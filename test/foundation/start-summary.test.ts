import { describe, expect, it } from 'vitest';
import { formatStartSummary, type Readiness } from '../../src/cli/start-summary.js';

const ALL = { redact: true, translate: true, summarize: true, synthesize: true, transcribe: true };
const TOKEN_LINE =
  'A new API token at any time: langproc keys create --data-dir ./data (the last line it prints).\n';
const model = (name: string, task: string, installed: boolean) => ({
  model: name,
  task,
  installed,
  pull: `langproc models pull ${name}`,
});

const CASES: ReadonlyArray<[string, Readiness, string]> = [
  [
    'a fresh install: nothing pulled',
    {
      capabilities: ALL,
      models: [
        model('nllb-200-distilled-600M', 'translation', false),
        model('mms-1b-all', 'transcription', false),
        model('whisper-base', 'transcription', false),
      ],
    },
    'Works now: redaction, summarization, speech synthesis (espeak-ng, all 19 languages; MMS voices after models pull).\n' +
      'Needs a model: translation: langproc models pull nllb-200-distilled-600M\n' +
      'Needs a model: transcription: langproc models pull mms-1b-all; langproc models pull whisper-base\n' +
      TOKEN_LINE,
  ],
  [
    'translation pulled, transcription for the Whisper languages only',
    {
      capabilities: ALL,
      models: [
        model('nllb-200-distilled-600M', 'translation', true),
        model('mms-1b-all', 'transcription', false),
        model('whisper-base', 'transcription', true),
      ],
    },
    'Works now: redaction, summarization, speech synthesis (espeak-ng, all 19 languages; MMS voices after models pull), translation, transcription (some languages).\n' +
      'Needs a model: transcription for the other languages: langproc models pull mms-1b-all\n' +
      TOKEN_LINE,
  ],
  [
    'a server built without speech and transcription, translation through an injected backend',
    { capabilities: { ...ALL, synthesize: false, transcribe: false } },
    `Works now: redaction, summarization, translation.\n${TOKEN_LINE}`,
  ],
];

describe('formatStartSummary', () => {
  it.each(CASES)('%s', (_name, readiness, expected) => {
    expect(formatStartSummary(readiness, './data')).toBe(expected);
  });

  it('names the npm install line of a missing optional package instead of claiming the capability', () => {
    const missing = new Set(['espeak-ng', '@huggingface/transformers']);
    expect(
      formatStartSummary(
        { capabilities: ALL, models: [model('whisper-base', 'transcription', true)] },
        './data',
        (packageName) => !missing.has(packageName),
      ),
    ).toBe(
      'Works now: redaction, summarization, transcription.\n' +
        'Needs a package: speech synthesis: npm install espeak-ng\n' +
        'Needs a package: translation: npm install @huggingface/transformers\n' +
        TOKEN_LINE,
    );
  });
});
