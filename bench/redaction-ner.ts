/**
 * Rules alone against rules + a NER model (the `NerBackendV1` path), on the blind sets
 * (test/redaction/blind/2026-11-27-a and -b) and on presidio-research (../shared/eval): per set,
 * per style (punctuated / ASR) and per language, precision, recall, F1, PII values leaked and
 * non-PII characters masked (./blind-scorer.ts), and the time per KB of each path. Each text goes
 * through the model once; the combinations filter that one output:
 * - `rules`: the default (no model);
 * - `rules+ner`: every type the model reports;
 * - `rules+ner PN`: the model's PERSON_NAME only;
 * - `rules+ner PN,AD`: the model's PERSON_NAME and ADDRESS only; `>=0.8`: those scoring 0.8 or more;
 * - `… on ASR`: the model only on ASR-style transcripts (rules alone on punctuated ones);
 * - `… European`: the model only on English, Afrikaans, French, German, Italian and Spanish
 *   (`Eur|ASR`: on those and on ASR-style transcripts in any language);
 * - `ner alone`: the model's entities without the rules (for reference).
 * The model comes from a models folder (`--models-dir`, default `$LANGPROC_REAL_MODELS_DIR`,
 * built by scripts/real-models/parts/ner-rampart.sh). Prints numbers; asserts nothing.
 *
 * @example
 * ```sh
 * LANGPROC_REAL_MODELS_DIR=/tmp/real-models npm run bench:redaction-ner
 * npm run bench:redaction-ner -- --models-dir ./models --model nationaldesignstudio/rampart --dtype q4
 * ```
 */
import { parseArgs } from 'node:util';
import { createTransformersNerBackend } from '../backends/transformers/ner-backend.js';
import type { NerBackendV1, NerEntity, NerEntityType } from '../src/backend-interfaces/ner-backend.js';
import type { RecognizedEntity } from '../src/redaction/recognized-entity.js';
import { redact } from '../src/redaction/redact.js';
import { loadCorpusDirectory, type Transcript } from '../test/redaction/corpus.js';
import { type BlindScorer, createBlindScorer } from './blind-scorer.js';
import { dropNeutral, loadPresidioResearch, type PresidioTranscript } from './presidio-research.js';

const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: process.env.LANGPROC_REAL_MODELS_DIR },
    model: { type: 'string', default: 'nationaldesignstudio/rampart' },
    dtype: { type: 'string', default: 'q4' },
    'max-tokens': { type: 'string', default: '512' },
    eval: { type: 'string', default: '../shared/eval' },
    blind: {
      type: 'string',
      multiple: true,
      default: ['test/redaction/blind/2026-11-27-a', 'test/redaction/blind/2026-11-27-b'],
    },
    'no-presidio': { type: 'boolean', default: false },
    languages: { type: 'boolean', default: true },
  },
});
if (!values['models-dir']) {
  console.error(
    'usage: tsx bench/redaction-ner.ts --models-dir <models folder> (or LANGPROC_REAL_MODELS_DIR) [--model <org/name>] [--dtype q4] [--max-tokens 512]',
  );
  process.exit(2);
}

const ner = createTransformersNerBackend({
  modelsDirectory: values['models-dir'],
  model: values.model ?? '',
  dtype: values.dtype as 'q4',
  maxTokens: Number(values['max-tokens']),
});

/** One combination of rules and model output. */
interface Combination {
  name: string;
  /** The model's types kept; `undefined`: rules alone. */
  types?: 'all' | ReadonlySet<NerEntityType>;
  /** The model only on ASR-style texts (or, with `languages`, on those languages too). */
  asrOnly?: boolean;
  /** The model only on these languages (and on ASR-style texts when `asrOnly`). */
  languages?: ReadonlySet<string>;
  /** The model's entities below this score dropped. */
  minimumScore?: number;
  withoutRules?: boolean;
}
const NAMES_AND_ADDRESSES = new Set<NerEntityType>(['PERSON_NAME', 'ADDRESS']);
// the languages written in the Latin script with European names: where an English model's
// word pieces and name knowledge carry over
const EUROPEAN = new Set(['English', 'Afrikaans', 'French', 'German', 'Italian', 'Spanish']);
const COMBINATIONS: Combination[] = [
  { name: 'rules' },
  { name: 'rules+ner', types: 'all' },
  { name: 'rules+ner PN', types: new Set<NerEntityType>(['PERSON_NAME']) },
  { name: 'rules+ner PN,AD', types: NAMES_AND_ADDRESSES },
  { name: 'rules+ner PN,AD >=0.8', types: NAMES_AND_ADDRESSES, minimumScore: 0.8 },
  { name: 'rules+ner PN,AD on ASR', types: NAMES_AND_ADDRESSES, asrOnly: true },
  { name: 'rules+ner PN,AD European', types: NAMES_AND_ADDRESSES, languages: EUROPEAN },
  { name: 'rules+ner PN,AD Eur|ASR', types: NAMES_AND_ADDRESSES, languages: EUROPEAN, asrOnly: true },
  { name: 'ner alone', types: 'all', withoutRules: true },
];
const keeps = (combination: Combination, entity: NerEntity) =>
  (combination.types === 'all' || combination.types?.has(entity.type) === true) &&
  entity.score >= (combination.minimumScore ?? 0);
/** Whether the combination runs the model on this transcript. */
function usesModel(combination: Combination, transcript: Transcript): boolean {
  if (combination.types === undefined) return false;
  if (!combination.asrOnly && !combination.languages) return true;
  return (
    (combination.asrOnly === true && transcript.style === 'asr') ||
    combination.languages?.has(transcript.language) === true
  );
}

/** A backend that hands back one text's model output, filtered. */
function replay(entities: readonly NerEntity[], modelId: string): NerBackendV1 {
  return {
    specificationVersion: 'v1',
    backendId: 'replay',
    modelId,
    async doRecognize() {
      return { entities: [...entities], warnings: [] };
    },
  };
}

const TRIMMED = /[\s.,;:!?'"“”‘’()[\]{}<>-]/u;
/** The model's entities as redaction would keep them, for `ner alone`. */
function asRecognized(text: string, entities: readonly NerEntity[]): RecognizedEntity[] {
  const kept: RecognizedEntity[] = [];
  for (const entity of entities) {
    const type = entity.type === 'PER' ? 'PERSON_NAME' : entity.type;
    if (type === 'ORG' || type === 'LOC' || type === 'DATE' || entity.score < 0.5) continue;
    let { start, end } = entity;
    while (start < end && TRIMMED.test(text[start]!)) start++;
    while (end > start && TRIMMED.test(text[end - 1]!)) end--;
    if (end > start) kept.push({ type, start, end, score: entity.score, recognizer: 'ner' });
  }
  return kept;
}

interface SetResult {
  name: string;
  transcripts: number;
  kilobytes: number;
  rulesMilliseconds: number;
  nerMilliseconds: number;
  scorers: Map<string, BlindScorer>;
}

/** One set: its texts and the rules' output, timed before the model is loaded. */
interface RulesPass {
  name: string;
  transcripts: Array<Transcript | PresidioTranscript>;
  entities: RecognizedEntity[][];
  milliseconds: number;
}

/**
 * The rules alone on every text, after one untimed pass (lazy tables, the compiler's tiers), and
 * before the model is loaded (onnxruntime's worker threads spin between runs and would slow them).
 */
async function runRules(
  name: string,
  transcripts: Array<Transcript | PresidioTranscript>,
): Promise<RulesPass> {
  for (const transcript of transcripts)
    await redact({ text: transcript.text, language: transcript.language });
  const entities: RecognizedEntity[][] = [];
  const started = performance.now();
  for (const transcript of transcripts)
    entities.push((await redact({ text: transcript.text, language: transcript.language })).entities);
  return { name, transcripts, entities, milliseconds: performance.now() - started };
}

async function runSet({
  name,
  transcripts,
  entities: rulesEntities,
  milliseconds,
}: RulesPass): Promise<SetResult> {
  const scorers = new Map(COMBINATIONS.map((combination) => [combination.name, createBlindScorer()]));
  const rulesMilliseconds = milliseconds;
  let nerMilliseconds = 0;
  let bytes = 0;
  for (const [index, transcript] of transcripts.entries()) {
    const input = { text: transcript.text, language: transcript.language };
    bytes += Buffer.byteLength(transcript.text);
    const rules = { entities: rulesEntities[index]! };
    const started = performance.now();
    const recognized = await ner.doRecognize(input);
    nerMilliseconds += performance.now() - started;
    for (const combination of COMBINATIONS) {
      const useModel = usesModel(combination, transcript);
      const modelEntities = recognized.entities.filter((entity) => keeps(combination, entity));
      let entities: RecognizedEntity[];
      if (combination.withoutRules) entities = asRecognized(transcript.text, modelEntities);
      else if (!useModel) entities = rules.entities;
      else entities = (await redact({ ...input, ner: replay(modelEntities, ner.modelId) })).entities;
      const scored = 'neutral' in transcript ? dropNeutral(transcript, entities) : entities;
      scorers.get(combination.name)!.score(transcript, scored);
    }
  }
  return {
    name,
    transcripts: transcripts.length,
    kilobytes: bytes / 1024,
    rulesMilliseconds,
    nerMilliseconds,
    scorers,
  };
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
function report(result: SetResult): void {
  console.log(
    `\n## ${result.name}: ${result.transcripts} texts, ${result.kilobytes.toFixed(0)} KB; ${ner.modelId} (${values.dtype}, windows of ${values['max-tokens']} tokens)`,
  );
  const rulesPerKilobyte = result.rulesMilliseconds / result.kilobytes;
  const nerPerKilobyte = result.nerMilliseconds / result.kilobytes;
  console.log(
    `time per KB: rules ${rulesPerKilobyte.toFixed(3)} ms, model ${nerPerKilobyte.toFixed(2)} ms; rules+ner / rules = ${((rulesPerKilobyte + nerPerKilobyte) / rulesPerKilobyte).toFixed(0)}x`,
  );
  const rules = result.scorers.get('rules')!;
  const keys = rules.keys().filter((key) => key === 'ALL' || key.startsWith('style '));
  console.log(`${'combination'.padEnd(24)} ${'slice'.padEnd(18)} gold  P      R      F1     leaked  nonPII`);
  for (const key of keys) {
    for (const combination of COMBINATIONS) {
      const metric = result.scorers.get(combination.name)!.metrics(key);
      console.log(
        `${combination.name.padEnd(24)} ${key.padEnd(18)} ${String(metric.gold).padStart(4)}  ${metric.precision.toFixed(3)}  ${metric.recall.toFixed(3)}  ${metric.f1.toFixed(3)}  ${percent(metric.valuesLeaked).padStart(6)}  ${percent(metric.nonPiiMasked).padStart(6)}`,
      );
    }
  }
  const typeKeys = rules.keys().filter((key) => key.startsWith('type '));
  console.log(
    `\nper type, recall / precision: ${COMBINATIONS.map((combination) => combination.name).join(' | ')}`,
  );
  for (const key of typeKeys) {
    const cells = COMBINATIONS.map((combination) => {
      const metric = result.scorers.get(combination.name)!.metrics(key);
      return `${metric.recall.toFixed(2)}/${metric.precision.toFixed(2)}`;
    });
    console.log(`${key.padEnd(26)} ${cells.join('  ')}`);
  }
  if (!values.languages) return;
  const languageKeys = rules.keys().filter((key) => key.startsWith('language '));
  if (languageKeys.length < 2) return;
  console.log(
    `\nper language, F1 / leaked: ${COMBINATIONS.map((combination) => combination.name).join(' | ')}`,
  );
  for (const key of languageKeys) {
    const cells = COMBINATIONS.map((combination) => {
      const metric = result.scorers.get(combination.name)!.metrics(key);
      return `${metric.f1.toFixed(3)}/${percent(metric.valuesLeaked).padStart(5)}`;
    });
    console.log(`${key.padEnd(22)} ${cells.join('  ')}`);
  }
}

const passes: RulesPass[] = [];
for (const directory of values.blind ?? [])
  passes.push(await runRules(`blind ${directory.split('/').at(-1)}`, loadCorpusDirectory(directory)));
if (!values['no-presidio']) {
  const records = loadPresidioResearch(values.eval ?? '');
  if (records.length > 0) passes.push(await runRules('presidio-research (English)', records));
  else console.log(`\npresidio-research: not found under ${values.eval}`);
}
await ner.load?.();
// the first run of a session is slower (memory arenas, kernels): one untimed call
await ner.doRecognize({ text: 'Warm-up call, not timed.', language: 'English' });
for (const pass of passes) report(await runSet(pass));
await ner.dispose?.();
