/**
 * presidio-research's synthetic English records (../shared/eval/presidio-research/*.json, MIT) as
 * transcripts for the blind-set scorer (./blind-scorer.ts): the record types that have a
 * placeholder type are gold (PERSON -> PERSON_NAME, STREET_ADDRESS and ADDRESS -> ADDRESS,
 * CREDIT_CARD -> CARD_NUMBER, PHONE_NUMBER, EMAIL_ADDRESS -> EMAIL, IBAN_CODE -> ACCOUNT_NUMBER,
 * US_SSN and US_DRIVER_LICENSE -> GOVERNMENT_ID, as in bench/redaction.ts); the others (GPE,
 * LOCATION, ORGANIZATION, DATE_TIME, TITLE, ...) are `neutral`: a prediction lying only on them is
 * neither right nor wrong (see {@link dropNeutral}), their characters count as non-PII.
 *
 * @example
 * ```ts
 * const records = loadPresidioResearch('../shared/eval');
 * scorer.score(record, dropNeutral(record, entities));
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlaceholderType } from '../src/redaction/placeholder-types.js';
import type { GoldSpan, Transcript } from '../test/redaction/corpus.js';

/** presidio-research entity types that have a placeholder type. */
export const PRESIDIO_TYPES: Readonly<Record<string, PlaceholderType>> = Object.freeze({
  PERSON: 'PERSON_NAME',
  STREET_ADDRESS: 'ADDRESS',
  ADDRESS: 'ADDRESS',
  CREDIT_CARD: 'CARD_NUMBER',
  PHONE_NUMBER: 'PHONE_NUMBER',
  EMAIL_ADDRESS: 'EMAIL',
  IBAN_CODE: 'ACCOUNT_NUMBER',
  US_SSN: 'GOVERNMENT_ID',
  US_DRIVER_LICENSE: 'GOVERNMENT_ID',
});

/** The files read, in order. */
export const PRESIDIO_FILES = ['synth_dataset_v2.json', 'generated_small.json'] as const;

/** A record as a transcript, with the spans of unmapped types apart. */
export interface PresidioTranscript extends Transcript {
  /** Spans of the record types with no placeholder type (`type` is presidio's). */
  neutral: Array<{ type: string; start: number; end: number }>;
}

/** The records of the files present under `<evalDirectory>/presidio-research` (none when absent). */
export function loadPresidioResearch(evalDirectory: string): PresidioTranscript[] {
  const transcripts: PresidioTranscript[] = [];
  for (const name of PRESIDIO_FILES) {
    const file = path.join(evalDirectory, 'presidio-research', name);
    if (!existsSync(file)) continue;
    const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{
      full_text: string;
      spans: Array<{ entity_type: string; start_position: number; end_position: number }>;
    }>;
    records.forEach((record, index) => {
      const gold: GoldSpan[] = [];
      const neutral: PresidioTranscript['neutral'] = [];
      for (const span of record.spans) {
        const type = PRESIDIO_TYPES[span.entity_type];
        const placed = { start: span.start_position, end: span.end_position };
        if (type) gold.push({ type, ...placed });
        else neutral.push({ type: span.entity_type, ...placed });
      }
      transcripts.push({
        id: `${name}:${index}`,
        language: 'English',
        domain: 'general',
        style: 'punctuated',
        text: record.full_text,
        gold,
        negatives: [],
        neutral,
      });
    });
  }
  return transcripts;
}

const overlaps = (first: { start: number; end: number }, second: { start: number; end: number }) =>
  first.start < second.end && second.start < first.end;

/** `entities` less those that overlap a neutral span and no gold span. */
export function dropNeutral<T extends { start: number; end: number }>(
  transcript: PresidioTranscript,
  entities: readonly T[],
): T[] {
  return entities.filter(
    (entity) =>
      !transcript.neutral.some((span) => overlaps(span, entity)) ||
      transcript.gold.some((span) => overlaps(span, entity)),
  );
}
