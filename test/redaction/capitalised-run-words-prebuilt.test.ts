/**
 * The root bundle carries the capitalised-run rule's word sets computed at build time
 * (`capitalised-run-words-prebuilt.ts`, `scripts/bundle/prebuilt-modules.ts`): the generated module
 * holds exactly what `computeCapitalisedRunWords()` builds from the word lists, and the rule answers
 * the same with that copy as with the sets it computes itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREBUILT_MODULES } from '../../scripts/bundle/prebuilt-modules.js';
import * as computed from '../../src/redaction/recognizers/capitalised-name-run.js';
import { PREBUILT_CAPITALISED_RUN_WORDS } from '../../src/redaction/recognizers/capitalised-run-words-prebuilt.js';
import { redact } from '../../src/redaction/redact.js';
import { loadCorpus } from './corpus.js';
import { generatedValue } from './prebuilt-value.js';

const PLACEHOLDER = '../../src/redaction/recognizers/capitalised-run-words-prebuilt.js';

afterEach(() => {
  vi.doUnmock(PLACEHOLDER);
  vi.resetModules();
});

describe('prebuilt capitalised-run word sets', () => {
  it('is undefined in the sources (computed on import there)', () => {
    expect(PREBUILT_CAPITALISED_RUN_WORDS).toBeUndefined();
  });

  it('the build replaces the placeholder with computeCapitalisedRunWords()', () => {
    expect(PREBUILT_MODULES).toContainEqual({
      placeholder: 'src/redaction/recognizers/capitalised-run-words-prebuilt.js',
      exportName: 'PREBUILT_CAPITALISED_RUN_WORDS',
      computedBy: 'src/redaction/recognizers/capitalised-name-run.js',
      computeFunction: 'computeCapitalisedRunWords',
    });
  });

  it('the generated module holds exactly the computed sets, each key once', async () => {
    const words = computed.computeCapitalisedRunWords();
    expect(words.veto).toContain('university');
    expect(words.boundaries).toContain('monday');
    for (const list of Object.values(words)) expect(new Set(list).size).toBe(list.length);
    expect(await generatedValue('PREBUILT_CAPITALISED_RUN_WORDS', words)).toEqual(words);
  });

  it('answers the same with the prebuilt sets as with the computed ones', async () => {
    const words = computed.computeCapitalisedRunWords();
    vi.resetModules();
    vi.doMock(PLACEHOLDER, async () => ({
      PREBUILT_CAPITALISED_RUN_WORDS: await generatedValue('PREBUILT_CAPITALISED_RUN_WORDS', words),
    }));
    const prebuilt = (await import(
      '../../src/redaction/recognizers/capitalised-name-run.js'
    )) as typeof computed;
    const prebuiltRedact = ((await import('../../src/redaction/redact.js')) as { redact: typeof redact })
      .redact;
    expect(prebuilt).not.toBe(computed);
    const candidates = [
      ...Object.values(words).flat(),
      ...computed.ORGANISATION_AND_PLACE_WORDS,
      'Musa',
      'Bello',
    ];
    const excluded = (module: typeof computed) =>
      candidates
        .flatMap((word) => [word, word.toUpperCase(), `${word[0]?.toUpperCase()}${word.slice(1)}`])
        .map(module.isExcludedNameWord);
    expect(excluded(prebuilt)).toEqual(excluded(computed));
    const transcripts = loadCorpus().filter((transcript) =>
      (computed.CAPITALISED_RUN_LANGUAGES as readonly string[]).includes(transcript.language),
    );
    expect(transcripts.length).toBeGreaterThan(20);
    for (const transcript of transcripts.slice(0, 120)) {
      const input = { text: transcript.text, language: transcript.language, domain: transcript.domain };
      expect((await prebuiltRedact(input)).result, transcript.id).toBe((await redact(input)).result);
    }
  });
});
