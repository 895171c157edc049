/**
 * Times redact() on the adversarial inputs of test/redaction/adversarial.test.ts at growing sizes
 * and prints the CPU time per size and the growth exponent between sizes (1: linear, 2: quadratic).
 *
 * @example
 * npx tsx bench/redaction-adversarial.ts                       # every input, 25k/50k/100k characters
 * npx tsx bench/redaction-adversarial.ts --only dashed,prefix  # inputs whose name holds a word
 * npx tsx bench/redaction-adversarial.ts --sizes 10000,20000,40000
 */
import { redact } from '../src/redaction/index.js';

const INPUTS: Array<[string, (size: number) => string]> = [
  ['one long digit run', (size) => '1'.repeat(size)],
  ['spaced single digits', (size) => '1 '.repeat(size / 2)],
  ['dashed digits', (size) => '1-'.repeat(size / 2)],
  ['dotted digits', (size) => '1.'.repeat(size / 2)],
  ['one long run of dots', (size) => '.'.repeat(size)],
  ['one huge line of capitals', (size) => 'Ab '.repeat(size / 3)],
  ['prefix soup', (size) => 'TXN-'.repeat(size / 4)],
  ['plus signs and digits', (size) => '+1'.repeat(size / 2)],
  ['spaced digit words', (size) => 'six '.repeat(size / 4)],
  ['dashed digit words', (size) => 'six-'.repeat(size / 4)],
  ['dashed words', (size) => 'well-'.repeat(size / 5)],
  ['dashed prefixes', (size) => 'ku-'.repeat(size / 3)],
  ['glued prefixes', (size) => 'kuzero '.repeat(size / 7)],
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const sizes = (option('--sizes') ?? '25000,50000,100000').split(',').map(Number);
const only = option('--only')?.split(',');
const language = (option('--language') ?? 'English') as 'English';

// warm the tables and the JIT once
await redact({ text: 'call zero eight one two three four five six', language });

for (const [name, build] of INPUTS) {
  if (only !== undefined && !only.some((word) => name.includes(word))) continue;
  const times: number[] = [];
  for (const size of sizes) {
    const text = build(size);
    const before = process.cpuUsage();
    await redact({ text, language });
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  const exponents = times
    .slice(1)
    .map((time, index) => Math.log(time / times[index]!) / Math.log(sizes[index + 1]! / sizes[index]!));
  console.log(
    `${name.padEnd(28)} ${times.map((time) => `${time.toFixed(0).padStart(7)} ms`).join(' ')}  exponent ${exponents
      .map((exponent) => exponent.toFixed(2))
      .join(' ')}`,
  );
}
