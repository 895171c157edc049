/**
 * First contact: a fresh process runs the built-in `warmUpRedaction` (or not, with `--no-warm-up`),
 * then redacts each blind-set transcript (test/redaction/blind) once, then 300-byte pieces of them.
 * Prints the warm-up's CPU time and the CPU time of the distinct texts (all threads, so V8's
 * compiler threads count). Compare two trees alternately in the same run: the machine's load varies.
 *
 * @example
 * ```sh
 * npx tsx bench/redaction-first-contact.ts
 * npx tsx bench/redaction-first-contact.ts --no-warm-up
 * ```
 */
import { parseArgs } from 'node:util';
import { redact } from '../src/redaction/redact.js';
import { warmUpRedaction } from '../src/redaction/warm-up-redaction.js';
import { blindTextPieces, loadBlindTexts } from './blind-texts.js';

const { values } = parseArgs({ options: { 'no-warm-up': { type: 'boolean', default: false } } });
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

const distinct = loadBlindTexts();
const pieces = blindTextPieces(distinct);

let warmUp = 0;
let calls = 0;
if (!values['no-warm-up']) {
  const before = process.cpuUsage();
  calls = (await warmUpRedaction()).calls;
  warmUp = cpuSeconds(before);
}
const measure = async (items: ReadonlyArray<{ text: string; language: string }>) => {
  let bytes = 0;
  const before = process.cpuUsage();
  for (const item of items) {
    await redact(item);
    bytes += Buffer.byteLength(item.text);
  }
  return { cpu: cpuSeconds(before), bytes, count: items.length };
};
// (a marker for --trace-opt / --trace-deopt logs: what follows compiles during real calls)
if (process.env.FIRST_CONTACT_MARKER) console.log('--- distinct texts');
const whole = await measure(distinct);
const small = await measure(pieces);
console.log(
  `warm-up ${(warmUp * 1000).toFixed(0)} ms CPU (${calls} calls); distinct texts ${whole.count} (${(whole.bytes / 1e3).toFixed(0)} KB): ${(whole.cpu * 1000).toFixed(0)} ms CPU, ${(whole.bytes / 1e6 / whole.cpu).toFixed(2)} MB per CPU second; 300-byte pieces (${small.count}): ${((small.cpu * 1000) / small.count).toFixed(3)} ms CPU per call`,
);
