/**
 * Loads the team-authored redaction corpus (test/redaction/corpus/*.json: conversation
 * transcripts in all 19 languages) and scores entities against it. Gold spans are marked inline as
 * `⟦TYPE|value⟧` and hard negatives (text that must stay) as `⟦KEEP|value⟧`; the loader strips
 * the marks and computes offsets. Shared by the corpus test and bench/redaction.ts.
 *
 * @example
 * ```ts
 * const transcripts = loadCorpus();
 * const score = scoreTranscript(transcripts[0], entities);
 * ```
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageName, PlaceholderType, RecognizedEntity } from '../../src/index.js';

/** A gold span. */
export interface GoldSpan {
  type: PlaceholderType | 'KEEP';
  start: number;
  end: number;
}

/** One transcript with its gold spans. */
export interface Transcript {
  id: string;
  language: LanguageName;
  domain: string;
  text: string;
  gold: GoldSpan[];
  negatives: GoldSpan[];
  /** `punctuated` or `asr` (blind sets mark it; the authored corpus is punctuated). */
  style?: string;
}

const CORPUS_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');
const MARK = /⟦([A-Z_]+)\|([^⟧]*)⟧/g;

/** Strips the inline marks of `marked`, returning the text and the spans. */
export function parseMarkedText(marked: string): { text: string; spans: GoldSpan[] } {
  let text = '';
  let cursor = 0;
  const spans: GoldSpan[] = [];
  for (const match of marked.matchAll(MARK)) {
    text += marked.slice(cursor, match.index);
    const value = match[2] ?? '';
    spans.push({ type: match[1] as GoldSpan['type'], start: text.length, end: text.length + value.length });
    text += value;
    cursor = match.index + match[0].length;
  }
  return { text: text + marked.slice(cursor), spans };
}

/** Every transcript of the corpus, sorted by file then id. */
export function loadCorpus(): Transcript[] {
  return loadCorpusDirectory(CORPUS_DIRECTORY);
}

/** Every transcript of the `<language>.json` files in `directory` (same format as the corpus). */
export function loadCorpusDirectory(directory: string): Transcript[] {
  const transcripts: Transcript[] = [];
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as {
      language: LanguageName;
      transcripts: Array<{ id: string; domain: string; text: string; style?: string }>;
    };
    for (const transcript of data.transcripts) {
      const { text, spans } = parseMarkedText(transcript.text);
      transcripts.push({
        id: transcript.id,
        language: data.language,
        domain: transcript.domain,
        style: transcript.style ?? 'punctuated',
        text,
        gold: spans.filter((span) => span.type !== 'KEEP'),
        negatives: spans.filter((span) => span.type === 'KEEP'),
      });
    }
  }
  return transcripts;
}

/** Counts for precision, recall and leak rate. */
export interface Counts {
  /** Predicted entities overlapping a gold span of the same type. */
  truePositives: number;
  /** Predicted entities. */
  predicted: number;
  /** Gold spans overlapped by a predicted entity of the same type. */
  found: number;
  /** Gold spans. */
  gold: number;
  /** Non-space gold characters not covered by any predicted entity. */
  leakedCharacters: number;
  /** Non-space gold characters. */
  goldCharacters: number;
  /** Hard negatives overlapped by any predicted entity. */
  maskedNegatives: number;
  negatives: number;
}

/** Empty counts. */
export function emptyCounts(): Counts {
  return {
    truePositives: 0,
    predicted: 0,
    found: 0,
    gold: 0,
    leakedCharacters: 0,
    goldCharacters: 0,
    maskedNegatives: 0,
    negatives: 0,
  };
}

/** Adds `second` into `first`. */
export function addCounts(first: Counts, second: Counts): Counts {
  for (const key of Object.keys(first) as Array<keyof Counts>) first[key] += second[key];
  return first;
}

const overlaps = (first: { start: number; end: number }, second: { start: number; end: number }) =>
  first.start < second.end && second.start < first.end;

/** Counts for one transcript, keyed by type (and `ALL`). */
export function scoreTranscript(
  transcript: Transcript,
  entities: readonly RecognizedEntity[],
): Map<string, Counts> {
  const byType = new Map<string, Counts>();
  const get = (type: string) => {
    let counts = byType.get(type);
    if (!counts) {
      counts = emptyCounts();
      byType.set(type, counts);
    }
    return counts;
  };
  const all = get('ALL');
  for (const entity of entities) {
    const hit = transcript.gold.some((span) => span.type === entity.type && overlaps(span, entity));
    for (const counts of [all, get(entity.type)]) {
      counts.predicted++;
      if (hit) counts.truePositives++;
    }
  }
  for (const span of transcript.gold) {
    const found = entities.some((entity) => entity.type === span.type && overlaps(span, entity));
    let goldCharacters = 0;
    let leaked = 0;
    for (let index = span.start; index < span.end; index++) {
      if (/\s/.test(transcript.text[index] ?? ' ')) continue;
      goldCharacters++;
      if (!entities.some((entity) => entity.start <= index && index < entity.end)) leaked++;
    }
    for (const counts of [all, get(span.type)]) {
      counts.gold++;
      if (found) counts.found++;
      counts.goldCharacters += goldCharacters;
      counts.leakedCharacters += leaked;
    }
  }
  for (const negative of transcript.negatives) {
    all.negatives++;
    if (entities.some((entity) => overlaps(entity, negative))) all.maskedNegatives++;
  }
  return byType;
}

/** Precision, recall, F1 and leak rate of counts. */
export function metrics(counts: Counts): { precision: number; recall: number; f1: number; leakRate: number } {
  const precision = counts.predicted === 0 ? 1 : counts.truePositives / counts.predicted;
  const recall = counts.gold === 0 ? 1 : counts.found / counts.gold;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const leakRate = counts.goldCharacters === 0 ? 0 : counts.leakedCharacters / counts.goldCharacters;
  return { precision, recall, f1, leakRate };
}
