/**
 * Writes the texts both systems run on, one JSON line each: `{ set, id, language, text, gold }`
 * with gold spans in our 15 types. Sets: `presidio-research` (its synth_dataset_v2, English, types
 * mapped onto ours), `blind-en` (the English transcripts of our blind sets, now development data)
 * and `blind-all` (every transcript of those sets, 19 languages).
 *
 * @example
 * ```sh
 * npx tsx bench/compare-presidio/texts.ts --eval ../shared/eval --out /tmp/texts.jsonl
 * ```
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PlaceholderType } from '../../src/redaction/placeholder-types.js';
import { loadCorpusDirectory } from '../../test/redaction/corpus.js';

const { values } = parseArgs({
  options: {
    eval: { type: 'string', default: '../shared/eval' },
    blind: { type: 'string', default: 'test/redaction/blind' },
    out: { type: 'string' },
  },
});

/** presidio-research's gold types onto ours (the types it has that we do not mask are left out). */
const RESEARCH_TYPES: Record<string, PlaceholderType> = {
  PERSON: 'PERSON_NAME',
  STREET_ADDRESS: 'ADDRESS',
  ADDRESS: 'ADDRESS',
  CREDIT_CARD: 'CARD_NUMBER',
  PHONE_NUMBER: 'PHONE_NUMBER',
  EMAIL_ADDRESS: 'EMAIL',
  IBAN_CODE: 'ACCOUNT_NUMBER',
  US_SSN: 'GOVERNMENT_ID',
  US_DRIVER_LICENSE: 'GOVERNMENT_ID',
};

interface Line {
  set: string;
  id: string;
  language: string;
  text: string;
  gold: Array<{ type: PlaceholderType; start: number; end: number }>;
  /** Gold spans of types we do not mask (presidio-research's DATE_TIME, GPE, ORGANIZATION, ...): predictions there are not scored. */
  ignore?: Array<{ start: number; end: number }>;
}

const lines: Line[] = [];
const research = path.join(values.eval!, 'presidio-research', 'synth_dataset_v2.json');
if (existsSync(research)) {
  const records = JSON.parse(readFileSync(research, 'utf8')) as Array<{
    full_text: string;
    spans: Array<{ entity_type: string; start_position: number; end_position: number }>;
  }>;
  records.forEach((record, index) => {
    lines.push({
      set: 'presidio-research',
      id: `synth-${index}`,
      language: 'English',
      text: record.full_text,
      gold: record.spans
        .filter((span) => RESEARCH_TYPES[span.entity_type] !== undefined)
        .map((span) => ({
          type: RESEARCH_TYPES[span.entity_type]!,
          start: span.start_position,
          end: span.end_position,
        })),
      ignore: record.spans
        .filter((span) => RESEARCH_TYPES[span.entity_type] === undefined)
        .map((span) => ({ start: span.start_position, end: span.end_position })),
    });
  });
} else console.error(`not found: ${research} (presidio-research set skipped)`);

for (const folder of readdirSync(values.blind!).sort()) {
  const directory = path.join(values.blind!, folder);
  if (!/^\d{4}-\d{2}-\d{2}/.test(folder)) continue;
  for (const transcript of loadCorpusDirectory(directory)) {
    const line: Line = {
      set: 'blind-all',
      id: `${folder}/${transcript.id}`,
      language: transcript.language,
      text: transcript.text,
      gold: transcript.gold.map((span) => ({
        type: span.type as PlaceholderType,
        start: span.start,
        end: span.end,
      })),
    };
    lines.push(line);
    if (transcript.language === 'English') lines.push({ ...line, set: 'blind-en' });
  }
}

const output = `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
if (values.out) writeFileSync(values.out, output);
else process.stdout.write(output);
console.error(
  `${lines.length} texts: ${[...new Set(lines.map((line) => line.set))].map((set) => `${set} ${lines.filter((line) => line.set === set).length}`).join(', ')}`,
);
