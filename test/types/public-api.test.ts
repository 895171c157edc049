/**
 * Type-level checks of the public API: option and result types of the core functions, the
 * Language union and the backend specification interfaces. The assertions are checked by
 * `tsc --noEmit` (test files are part of the project); at run time they are no-ops that pass.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Language } from '../../src/contract/index.js';
import {
  type AnalyzeResult,
  analyze,
  type ErrorCode,
  type LANGUAGE_NAMES,
  LangprocError,
  type LanguageName,
  type NerBackendV1,
  type RedactOptions,
  type RedactResult,
  redact,
  type SpeechBackendV1,
  type StructuredSummary,
  type SummarizationBackendV1,
  type SummarizeOptions,
  type SummarizeResult,
  type SynthesizeOptions,
  type SynthesizeResult,
  summarize,
  synthesize,
  type TextRange,
  type TextResult,
  type TokenUsage,
  type TranscribeOptions,
  type TranscribeResult,
  type TranscriptionBackendV1,
  type TranslateOptions,
  type TranslateResult,
  type TranslationBackendV1,
  transcribe,
  translate,
  type Warning,
} from '../../src/index.js';

type ExpectedLanguage =
  | 'Afrikaans'
  | 'Amharic'
  | 'Arabic'
  | 'English'
  | 'French'
  | 'German'
  | 'Hausa'
  | 'Igbo'
  | 'Isixhosa'
  | 'Italian'
  | 'Kinyarwanda'
  | 'Sesotho'
  | 'Setswana'
  | 'Shona'
  | 'Spanish'
  | 'Swahili'
  | 'Twi'
  | 'Yoruba'
  | 'Zulu';

describe('public types', () => {
  it('Language and LanguageName are the 19-literal union', () => {
    expectTypeOf<Language>().toEqualTypeOf<ExpectedLanguage>();
    expectTypeOf<LanguageName>().toEqualTypeOf<ExpectedLanguage>();
    expectTypeOf<(typeof LANGUAGE_NAMES)[number]>().toEqualTypeOf<ExpectedLanguage>();
    expectTypeOf<'english'>().not.toExtend<Language>();
  });

  it('each core function takes one options object and returns its result type', () => {
    expectTypeOf(translate).parameters.toEqualTypeOf<[TranslateOptions]>();
    expectTypeOf(translate).returns.resolves.toEqualTypeOf<TranslateResult>();
    expectTypeOf(summarize).parameters.toEqualTypeOf<[SummarizeOptions]>();
    expectTypeOf(summarize).returns.resolves.toEqualTypeOf<SummarizeResult>();
    expectTypeOf(synthesize).parameters.toEqualTypeOf<[SynthesizeOptions]>();
    expectTypeOf(synthesize).returns.resolves.toEqualTypeOf<SynthesizeResult>();
    expectTypeOf(transcribe).parameters.toEqualTypeOf<[TranscribeOptions]>();
    expectTypeOf(transcribe).returns.resolves.toEqualTypeOf<TranscribeResult>();
    expectTypeOf(redact).parameters.toEqualTypeOf<[RedactOptions]>();
    expectTypeOf(redact).returns.resolves.toEqualTypeOf<RedactResult>();
    expectTypeOf(analyze).returns.resolves.toEqualTypeOf<AnalyzeResult>();
  });

  it('options name their backend, languages and abort signal', () => {
    expectTypeOf(translate).parameter(0).toHaveProperty('backend').toEqualTypeOf<TranslationBackendV1>();
    expectTypeOf<TranslateOptions['sourceLanguage']>().toEqualTypeOf<LanguageName>();
    expectTypeOf<TranslateOptions['targetLanguage']>().toEqualTypeOf<LanguageName>();
    expectTypeOf<TranslateOptions['text']>().toEqualTypeOf<string>();
    expectTypeOf<TranslateOptions['abortSignal']>().toEqualTypeOf<AbortSignal | undefined>();
    expectTypeOf<SummarizeOptions['backend']>().toEqualTypeOf<SummarizationBackendV1 | undefined>();
    expectTypeOf<SummarizeOptions['style']>().toEqualTypeOf<'short' | 'detailed' | 'structured'>();
    expectTypeOf<SynthesizeOptions['backend']>().toEqualTypeOf<SpeechBackendV1 | undefined>();
    expectTypeOf<SynthesizeOptions['speed']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<TranscribeOptions['backend']>().toEqualTypeOf<TranscriptionBackendV1>();
    expectTypeOf<RedactOptions['ner']>().toEqualTypeOf<NerBackendV1 | undefined>();
    expectTypeOf<RedactOptions['abortSignal']>().toEqualTypeOf<AbortSignal | undefined>();
  });

  it('text results carry token usage (no prices), camelCase fields and warnings', () => {
    expectTypeOf<TranslateResult['usage']>().toEqualTypeOf<TokenUsage>();
    expectTypeOf<SummarizeResult['usage']>().toEqualTypeOf<TokenUsage>();
    expectTypeOf<RedactResult['usage']>().toEqualTypeOf<TokenUsage>();
    expectTypeOf<TranslateResult['warnings']>().toEqualTypeOf<Warning[]>();
    expectTypeOf<TokenUsage>().toEqualTypeOf<{
      calls: number;
      inputTokens: number;
      outputTokens: number;
      totalTokens: number;
    }>();
    expectTypeOf<RedactResult>().toExtend<TextResult>();
    expectTypeOf<TranslateResult>().toExtend<TextResult>();
    expectTypeOf<SummarizeResult>().toExtend<TextResult>();
    expectTypeOf<TextResult['modelName']>().toEqualTypeOf<string>();
    expectTypeOf<TextResult['processingTimeSeconds']>().toEqualTypeOf<number>();
    expectTypeOf<TextResult['missingRanges']>().toEqualTypeOf<TextRange[]>();
    expectTypeOf<SummarizeResult['structured']>().toEqualTypeOf<StructuredSummary | undefined>();
    expectTypeOf<StructuredSummary['resolutionStatus']>().toEqualTypeOf<
      'resolved' | 'unresolved' | 'pending' | 'escalated' | 'unknown'
    >();
    expectTypeOf<SynthesizeResult['audio']>().toEqualTypeOf<Uint8Array>();
    expectTypeOf<TranscribeResult['language']>().toEqualTypeOf<LanguageName | null>();
  });

  it('every backend specification is version v1', () => {
    expectTypeOf<TranslationBackendV1['specificationVersion']>().toEqualTypeOf<'v1'>();
    expectTypeOf<SummarizationBackendV1['specificationVersion']>().toEqualTypeOf<'v1'>();
    expectTypeOf<SpeechBackendV1['specificationVersion']>().toEqualTypeOf<'v1'>();
    expectTypeOf<TranscriptionBackendV1['specificationVersion']>().toEqualTypeOf<'v1'>();
    expectTypeOf<NerBackendV1['specificationVersion']>().toEqualTypeOf<'v1'>();
  });

  it('errors expose a stable code and a type guard', () => {
    expectTypeOf<LangprocError['code']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf(LangprocError.isInstance).guards.toEqualTypeOf<LangprocError>();
    expectTypeOf<'invalid_input'>().toExtend<ErrorCode>();
  });
});
