/**
 * Runs langproc's `analyze` (rules, no model) on every text of texts.jsonl and writes one JSON
 * line per text: `{ id, set, entities: [{ type, start, end }], seconds }` (CPU seconds of the
 * call). `warmUpRedaction` (built-in samples) runs first, as in a running service.
 *
 * @example
 * ```sh
 * npx tsx bench/compare-presidio/run-langproc.ts --in /tmp/texts.jsonl --out /tmp/langproc.jsonl
 * ```
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyze } from '../../src/redaction/analyze.js';
import { warmUpRedaction } from '../../src/redaction/warm-up-redaction.js';

const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    out: { type: 'string' },
    'warmup-passes': { type: 'string', default: '1' },
  },
});
const texts = readFileSync(values.in!, 'utf8')
  .split('\n')
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as { id: string; set: string; language: string; text: string });

// the warm-up a service runs at start (built-in samples, none of the measured texts, so that no
// cache of this process has seen them), as the HTTP server's redaction threads do
await warmUpRedaction();

const lines: string[] = [];
for (const item of texts) {
  const started = process.cpuUsage();
  const { entities } = await analyze({ text: item.text, language: item.language });
  const used = process.cpuUsage(started);
  lines.push(
    JSON.stringify({
      id: item.id,
      set: item.set,
      entities: entities.map(({ type, start, end }) => ({ type, start, end })),
      seconds: (used.user + used.system) / 1e6,
    }),
  );
}
writeFileSync(values.out!, `${lines.join('\n')}\n`);
