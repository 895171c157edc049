/**
 * The blind-set scorer (bench/redaction-blind.ts, bench/redaction-ner.ts): tallies, per key
 * (`ALL`, `language <name>`, `style <style>`, `type <type>`), precision, recall and F1 over values
 * (an entity counts when it overlaps a gold span of the same type), the share of PII values that
 * reach the output (a value leaks when any of its non-space characters is left unmasked), the
 * share of non-PII characters masked, and hard negatives masked. With `errors`, it lists every
 * miss and false alarm, and with `nonPiiSpans` every entity that masks non-PII characters, with
 * how many: use those on development data only, never on a set about to be scored blind.
 *
 * @example
 * ```ts
 * const scorer = createBlindScorer();
 * for (const transcript of loadCorpusDirectory(dir))
 *   scorer.score(transcript, (await redact(transcript)).entities);
 * for (const line of scorer.table()) console.log(line);
 * ```
 */
import type { RecognizedEntity } from '../src/redaction/recognized-entity.js';
import type { Transcript } from '../test/redaction/corpus.js';

/** Value-level and character-level counts. */
export interface BlindTally {
  predicted: number;
  truePositives: number;
  gold: number;
  found: number;
  leakedValues: number;
  nonPiiCharacters: number;
  maskedNonPiiCharacters: number;
  negatives: number;
  maskedNegatives: number;
}

/** The scores of one tally. */
export interface BlindMetrics {
  gold: number;
  precision: number;
  recall: number;
  f1: number;
  valuesLeaked: number;
  nonPiiMasked: number;
  negativesMasked: string;
}

/** Options of {@link createBlindScorer}. */
export interface BlindScorerOptions {
  /**
   * Collect every miss and false alarm (with the values: development data only).
   * @default false
   */
  errors?: boolean;
  /**
   * Collect every entity that masks non-PII characters, with their count (development data only).
   * @default false
   */
  nonPiiSpans?: boolean;
}

/** An entity that masks non-PII characters (the `nonPiiSpans` option). */
export interface NonPiiSpan {
  transcriptId: string;
  language: string;
  type: string;
  recognizer: string;
  /** The entity's text, with the non-PII characters it masks in `«»` and the gold in `[]`. */
  text: string;
  /** The non-space characters outside every gold span that this entity masks. */
  nonPiiCharacters: number;
}

/** A running tally; see the module comment. */
export interface BlindScorer {
  /** Adds one transcript's entities (the entities of `redact` or `analyze` on its text). */
  score(
    transcript: Transcript,
    entities: readonly (Pick<RecognizedEntity, 'type' | 'start' | 'end'> & { recognizer?: string })[],
  ): void;
  /** The keys tallied so far, `ALL` first, then sorted. */
  keys(): string[];
  /** The metrics of one key (zeros when it was never tallied). */
  metrics(key: string): BlindMetrics;
  /** The misses and false alarms, when `errors` was asked for. */
  readonly errors: readonly string[];
  /** The entities that mask non-PII characters, when `nonPiiSpans` was asked for. */
  readonly nonPiiSpans: readonly NonPiiSpan[];
  /** The table `bench/redaction-blind.ts` prints: a header line, then one line per key. */
  table(): string[];
}

const emptyTally = (): BlindTally => ({
  predicted: 0,
  truePositives: 0,
  gold: 0,
  found: 0,
  leakedValues: 0,
  nonPiiCharacters: 0,
  maskedNonPiiCharacters: 0,
  negatives: 0,
  maskedNegatives: 0,
});

const overlaps = (first: { start: number; end: number }, second: { start: number; end: number }) =>
  first.start < second.end && second.start < first.end;

const ratio = (part: number, whole: number, empty: number) => (whole === 0 ? empty : part / whole);

/** The metrics of a tally. */
export function blindMetricsOf(tally: BlindTally): BlindMetrics {
  const precision = ratio(tally.truePositives, tally.predicted, 1);
  const recall = ratio(tally.found, tally.gold, 1);
  return {
    gold: tally.gold,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    valuesLeaked: ratio(tally.leakedValues, tally.gold, 0),
    nonPiiMasked: ratio(tally.maskedNonPiiCharacters, tally.nonPiiCharacters, 0),
    negativesMasked: `${tally.maskedNegatives}/${tally.negatives}`,
  };
}

/** A new scorer; see the module comment. */
export function createBlindScorer(options: BlindScorerOptions = {}): BlindScorer {
  const tallies = new Map<string, BlindTally>();
  const errors: string[] = [];
  const nonPiiSpans: NonPiiSpan[] = [];
  const tallyOf = (key: string): BlindTally => {
    let tally = tallies.get(key);
    if (tally === undefined) {
      tally = emptyTally();
      tallies.set(key, tally);
    }
    return tally;
  };

  const score: BlindScorer['score'] = (transcript, entities) => {
    const keys = ['ALL', `language ${transcript.language}`, `style ${transcript.style ?? 'punctuated'}`];
    const masked = new Uint8Array(transcript.text.length);
    for (const entity of entities) masked.fill(1, entity.start, entity.end);
    const inGold = new Uint8Array(transcript.text.length);
    for (const span of transcript.gold) inGold.fill(1, span.start, span.end);
    for (const entity of entities) {
      const hit = transcript.gold.some((span) => span.type === entity.type && overlaps(span, entity));
      for (const key of [...keys, `type ${entity.type}`]) {
        const tally = tallyOf(key);
        tally.predicted++;
        if (hit) tally.truePositives++;
      }
      if (!hit && options.errors) {
        const gold = transcript.gold.find((span) => overlaps(span, entity));
        errors.push(
          `${transcript.id} FALSE ${entity.type} «${transcript.text.slice(entity.start, entity.end)}»${gold ? ` (gold ${gold.type})` : ''}`,
        );
      }
    }
    for (const span of transcript.gold) {
      const found = entities.some((entity) => entity.type === span.type && overlaps(span, entity));
      let leaked = false;
      for (let index = span.start; index < span.end; index++) {
        if (!/\s/u.test(transcript.text[index] ?? ' ') && masked[index] === 0) leaked = true;
      }
      for (const key of [...keys, `type ${span.type}`]) {
        const tally = tallyOf(key);
        tally.gold++;
        if (found) tally.found++;
        if (leaked) tally.leakedValues++;
      }
      if (options.errors && (!found || leaked)) {
        const got = entities
          .filter((entity) => overlaps(entity, span))
          .map((entity) => `${entity.type} «${transcript.text.slice(entity.start, entity.end)}»`);
        errors.push(
          `${transcript.id} ${found ? 'PARTIAL' : 'MISS'} ${span.type} «${transcript.text.slice(span.start, span.end)}»${got.length > 0 ? ` got ${got.join(', ')}` : ''}`,
        );
      }
    }
    if (options.nonPiiSpans) {
      for (const entity of entities) {
        let count = 0;
        let marked = '';
        for (let index = entity.start; index < entity.end; index++) {
          const character = transcript.text[index] ?? ' ';
          const outside = inGold[index] === 0 && !/\s/u.test(character);
          if (outside) count++;
          marked += inGold[index] === 1 ? `[${character}]` : character;
        }
        if (count === 0) continue;
        nonPiiSpans.push({
          transcriptId: transcript.id,
          language: transcript.language,
          type: entity.type,
          recognizer: entity.recognizer ?? '',
          text: marked.replaceAll('][', ''),
          nonPiiCharacters: count,
        });
      }
    }
    let nonPii = 0;
    let maskedNonPii = 0;
    for (let index = 0; index < transcript.text.length; index++) {
      if (inGold[index] === 1 || /\s/u.test(transcript.text[index] ?? ' ')) continue;
      nonPii++;
      if (masked[index] === 1) maskedNonPii++;
    }
    for (const key of keys) {
      const tally = tallyOf(key);
      tally.nonPiiCharacters += nonPii;
      tally.maskedNonPiiCharacters += maskedNonPii;
      tally.negatives += transcript.negatives.length;
      tally.maskedNegatives += transcript.negatives.filter((negative) =>
        entities.some((entity) => overlaps(entity, negative)),
      ).length;
    }
  };

  const keys = () =>
    [...tallies.keys()].sort((first, second) =>
      first === 'ALL' ? -1 : second === 'ALL' ? 1 : first.localeCompare(second),
    );

  return {
    score,
    keys,
    metrics: (key) => blindMetricsOf(tallies.get(key) ?? emptyTally()),
    errors,
    nonPiiSpans,
    table() {
      const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
      const lines = [`${''.padEnd(26)} gold  P      R      F1     leaked  nonPII  negatives`];
      for (const key of keys()) {
        const metric = blindMetricsOf(tallyOf(key));
        lines.push(
          `${key.padEnd(26)} ${String(metric.gold).padStart(4)}  ${metric.precision.toFixed(3)}  ${metric.recall.toFixed(3)}  ${metric.f1.toFixed(3)}  ${percent(metric.valuesLeaked).padStart(6)}  ${percent(metric.nonPiiMasked).padStart(6)}  ${metric.negativesMasked}`,
        );
      }
      return lines;
    },
  };
}
