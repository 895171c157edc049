/**
 * Pins the root entry's export list (`langproc`): the value exports (checked at run time on the
 * loaded module and by the TypeScript checker) and the type-only exports (by the checker). A name
 * added to or removed from `src/index.ts` fails here until the list below changes with it, so the
 * root surface grows only on purpose (docs/architecture.md, "Public surface").
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Values exported by `langproc`, sorted (code-unit order). */
const ROOT_VALUE_EXPORTS = [
  'AbortedError',
  'AudioDecodeError',
  'BackendFailureError',
  'DownloadFailedError',
  'EmptyTextError',
  'InsufficientBalanceError',
  'IntegrityCheckError',
  'InvalidInputError',
  'LANGUAGES',
  'LANGUAGE_NAMES',
  'LangprocError',
  'MODELS_DIRECTORY_VARIABLE',
  'ModelNeedsExportError',
  'ModelNotInstalledError',
  'NoAudioError',
  'NotFoundError',
  'PLACEHOLDER_TYPES',
  'PackageNotInstalledError',
  'PayloadTooLargeError',
  'RateLimitedError',
  'SameLanguageError',
  'StreamingNotSupportedError',
  'TextTooLongError',
  'TimeoutError',
  'UnauthorizedError',
  'UnsupportedDomainError',
  'UnsupportedLanguageError',
  'UnsupportedMediaError',
  'VERSION',
  'analyze',
  'anonymize',
  'createEspeakPhonemizer',
  'createEspeakSpeechBackend',
  'createExtractiveSummarizationBackend',
  'createRedactor',
  'decodeAudio',
  'decrypt',
  'defaultModelFor',
  'denyListRecognizer',
  'findCatalogEntry',
  'findLanguageByCode',
  'formatSrt',
  'formatWebVtt',
  'getCatalogEntry',
  'getLanguage',
  'hasCode',
  'isLanguageName',
  'loadCatalog',
  'patternRecognizer',
  'pullModel',
  'redact',
  'redactAudio',
  'redactStream',
  'removeModel',
  'resolveModelsDirectory',
  'summarize',
  'summarizeStream',
  'synthesize',
  'transcribe',
  'translate',
  'translateStream',
  'validatePlaceholders',
  'verifyModel',
  'warmUpRedaction',
];

/** Type-only exports of `langproc`, sorted (code-unit order). */
const ROOT_TYPE_EXPORTS = [
  'AnalyzeOptions',
  'AnalyzeResult',
  'AnonymizeOptions',
  'AudioInput',
  'AudioMaskMode',
  'BackendBase',
  'BackendUsage',
  'CallOptions',
  'Catalog',
  'CatalogEntry',
  'CatalogOptions',
  'DecisionContextWord',
  'DecodeAudioOptions',
  'DecodedAudio',
  'DecryptOptions',
  'DenyListRecognizerOptions',
  'EntityDecision',
  'ErrorCode',
  'EspeakSpeechBackendOptions',
  'EspeakVoice',
  'ExtractiveSummarizationBackendOptions',
  'FileCheckStatus',
  'LangprocErrorOptions',
  'LanguageInfo',
  'LanguageName',
  'ModelDtype',
  'ModelTask',
  'NerBackendV1',
  'NerCallOptions',
  'NerCallResult',
  'NerEntity',
  'NerEntityType',
  'Operator',
  'Operators',
  'PatternRecognizerOptions',
  'PhonemizeCallOptions',
  'PhonemizeCallResult',
  'PhonemizerV1',
  'PlaceholderType',
  'PlaceholderViolation',
  'ProviderOptions',
  'PullModelOptions',
  'PullProgress',
  'PullResult',
  'PullWarning',
  'RecognizedEntity',
  'Recognizer',
  'RedactAudioOptions',
  'RedactAudioResult',
  'RedactOptions',
  'RedactResult',
  'RedactedAudioSpan',
  'RedactedItem',
  'RedactionFilterOptions',
  'RedactionPiece',
  'Redactor',
  'RedactorOptions',
  'RemoveModelOptions',
  'Script',
  'SpeechBackendV1',
  'SpeechCallOptions',
  'SpeechCallResult',
  'SpeechRegion',
  'StructuredSummary',
  'StructuredSummaryOutput',
  'SubtitleSource',
  'SummarizationBackendV1',
  'SummarizationCallOptions',
  'SummarizationCallResult',
  'SummarizeOptions',
  'SummarizeResult',
  'SummarizeStreamEvent',
  'SummarizeStyle',
  'SynthesizeOptions',
  'SynthesizeResult',
  'TextRange',
  'TextResult',
  'TokenUsage',
  'TranscribeOptions',
  'TranscribeResult',
  'TranscriptSegment',
  'TranscriptWord',
  'TranscriptionBackendV1',
  'TranscriptionCallOptions',
  'TranscriptionCallResult',
  'TranscriptionProgress',
  'TranslateOptions',
  'TranslateProgress',
  'TranslateResult',
  'TranslateStreamEvent',
  'TranslationBackendV1',
  'TranslationCallOptions',
  'TranslationCallResult',
  'UserPattern',
  'ValidatePlaceholdersResult',
  'VerifyModelOptions',
  'VerifyReport',
  'VoiceActivityCallOptions',
  'VoiceActivityCallResult',
  'VoiceActivityDetectorV1',
  'WarmUpRedactionOptions',
  'WarmUpRedactionResult',
  'Warning',
];

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ROOT_ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
/** Reading the root entry's module graph with the TypeScript checker takes a few seconds. */
const CHECKER_TIMEOUT_MILLISECONDS = 60_000;

function sorted(names: Iterable<string>): string[] {
  return [...names].sort((first, second) => (first < second ? -1 : first > second ? 1 : 0));
}

/** The root entry's exports as the TypeScript checker sees them, split into values and types. */
function checkerExports(): { values: string[]; types: string[] } {
  const program = ts.createProgram([ROOT_ENTRY], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ROOT_ENTRY);
  const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!moduleSymbol) throw new Error(`TypeScript could not read ${ROOT_ENTRY}.`);
  const values: string[] = [];
  const types: string[] = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
  }
  return { values: sorted(values), types: sorted(types) };
}

describe('root export list', () => {
  it('the lists in this test are sorted and distinct', () => {
    expect(ROOT_VALUE_EXPORTS).toEqual(sorted(new Set(ROOT_VALUE_EXPORTS)));
    expect(ROOT_TYPE_EXPORTS).toEqual(sorted(new Set(ROOT_TYPE_EXPORTS)));
  });

  it('the loaded module exports exactly the pinned values', async () => {
    const root = await import('../../src/index.js');
    expect(sorted(Object.keys(root))).toEqual(ROOT_VALUE_EXPORTS);
  });

  it(
    'the TypeScript checker sees exactly the pinned values and types',
    () => {
      expect(checkerExports()).toEqual({ values: ROOT_VALUE_EXPORTS, types: ROOT_TYPE_EXPORTS });
    },
    CHECKER_TIMEOUT_MILLISECONDS,
  );
});

describe('package subpaths', () => {
  const readJson = (file: string): Record<string, unknown> =>
    JSON.parse(readFileSync(`${REPOSITORY_ROOT}${file}`, 'utf8')) as Record<string, unknown>;
  const exportsMap = readJson('package.json').exports as Record<
    string,
    string | { types: string; import: string }
  >;
  const codeSubpaths = Object.entries(exportsMap).filter(
    (entry): entry is [string, { types: string; import: string }] => typeof entry[1] === 'object',
  );
  // The root entry ships as one esbuild bundle (`index.bundle.js`) of the module `index.js` (docs/architecture.md).
  const unbundled = (built: string): string => built.replace(/\.bundle\.js$/u, '.js');
  const sourceOf = (built: string): string =>
    unbundled(built)
      .replace(/^\.\/dist\//u, '')
      .replace(/\.js$/u, '.ts');

  it('every code subpath is built from a source entry that exists', () => {
    for (const [, target] of codeSubpaths) {
      expect(target.types).toBe(unbundled(target.import).replace(/\.js$/u, '.d.ts'));
      expect(existsSync(`${REPOSITORY_ROOT}${sourceOf(target.import)}`), target.import).toBe(true);
    }
  });

  it('typedoc documents exactly the code subpaths', () => {
    const entryPoints = readJson('typedoc.json').entryPoints as string[];
    expect(sorted(entryPoints)).toEqual(sorted(codeSubpaths.map(([, target]) => sourceOf(target.import))));
  });
});
