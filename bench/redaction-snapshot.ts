/**
 * Redaction output snapshot: runs `redact` over the authored corpus, the MasakhaNER dev sentences
 * and the presidio-research texts, and prints one hash per source (and writes every per-text hash
 * to a file), so a performance change can be checked to leave every output byte-identical.
 *
 * @example
 * ```sh
 * npx tsx bench/redaction-snapshot.ts --out /tmp/redaction-before.txt
 * npx tsx bench/redaction-snapshot.ts --out /tmp/redaction-after.txt
 * diff /tmp/redaction-before.txt /tmp/redaction-after.txt
 * # the built root entry (after `npm run build`) against the sources: the same hashes
 * npx tsx bench/redaction-snapshot.ts --module dist/src/index.bundle.js --out /tmp/redaction-bundle.txt
 * ```
 *
 * `--module` runs the `redact` of another module (a path from the current folder) instead of the
 * sources', so that the build's rewrites of the root bundle can be checked to change no output.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { redact as sourceRedact } from '../src/redaction/redact.js';
import { loadCorpus } from '../test/redaction/corpus.js';
import { MASAKHANER_LANGUAGES } from './masakhaner-languages.js';

const { values } = parseArgs({
  options: {
    eval: { type: 'string', default: '../shared/eval' },
    out: { type: 'string', default: '/tmp/redaction-snapshot.txt' },
    module: { type: 'string' },
  },
});
const redact: typeof sourceRedact =
  values.module === undefined
    ? sourceRedact
    : ((await import(pathToFileURL(path.resolve(values.module)).href)) as { redact: typeof sourceRedact })
        .redact;

const inputs: Array<{ source: string; text: string; language: string; domain?: string }> = [];
for (const transcript of loadCorpus()) {
  inputs.push({
    source: `corpus:${transcript.id}`,
    text: transcript.text,
    language: transcript.language,
    domain: transcript.domain,
  });
}
for (const [code, language] of Object.entries(MASAKHANER_LANGUAGES)) {
  const file = path.join(values.eval ?? '', 'masakhaner', code, 'dev.txt');
  if (!existsSync(file)) continue;
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/);
  blocks.forEach((block, index) => {
    const words = block
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/)[0] ?? '');
    const text = words.join(' ');
    if (text.trim() !== '') inputs.push({ source: `masakhaner:${code}:${index}`, text, language });
  });
}
const presidio = path.join(values.eval ?? '', 'presidio-research');
if (existsSync(presidio)) {
  for (const name of readdirSync(presidio)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const records = JSON.parse(readFileSync(path.join(presidio, name), 'utf8')) as unknown;
    if (!Array.isArray(records)) continue;
    records.forEach((record: { full_text?: unknown }, index) => {
      if (typeof record?.full_text === 'string' && record.full_text !== '')
        inputs.push({ source: `presidio:${name}:${index}`, text: record.full_text, language: 'English' });
    });
  }
}

const lines: string[] = [];
const perSource = new Map<string, ReturnType<typeof createHash>>();
const started = performance.now();
for (const input of inputs) {
  const { result, entities } = await redact(input);
  const digest = createHash('sha256').update(JSON.stringify({ result, entities })).digest('hex').slice(0, 16);
  const others = entities.filter((entity) => entity.type !== 'PERSON_NAME');
  const otherDigest = createHash('sha256').update(JSON.stringify(others)).digest('hex').slice(0, 16);
  lines.push(`${input.source} ${digest} ${otherDigest}`);
  const group = input.source.split(':')[0] ?? '';
  (perSource.get(group) ?? perSource.set(group, createHash('sha256')).get(group)!).update(digest);
}
writeFileSync(values.out ?? '', `${lines.join('\n')}\n`);
for (const [group, hash] of perSource) console.log(`${group}: ${hash.digest('hex').slice(0, 16)}`);
console.log(
  `${inputs.length} texts in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${values.out}`,
);
