/**
 * The server process of `bench/http.ts`: `createHttpServer` as `langproc serve` builds it (rate
 * limit off, warn-level logs), optionally with the redact capability replaced by a constant
 * function, to measure the adapter's own cost (auth, validation, job write and debit, framing).
 * Prints its URL on stdout.
 *
 * @example
 * ```sh
 * node --import tsx bench/http-server.ts --data-dir /tmp/bench --redact constant
 * node --import tsx bench/http-server.ts --data-dir /tmp/bench --database-url postgres://...
 * ```
 */
import { parseArgs } from 'node:util';
import { createHttpServer } from '../src/http/create-http-server.js';
import { createDefaultServices } from '../src/http/default-services.js';
import type { TextServiceResult } from '../src/http/services.js';
import { openPostgresStore } from '../src/http/store/postgres-store.js';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    redact: { type: 'string', default: 'real' },
    'redaction-threads': { type: 'string', default: '0' },
    // A PostgreSQL database shared with other instances (`langproc serve --database-url`).
    'database-url': { type: 'string' },
  },
});
const services = createDefaultServices({ redactionThreads: Number(values['redaction-threads']) });
if (values.redact === 'constant') {
  services.redact = async ({ text }): Promise<TextServiceResult> => ({
    result: text,
    missing_ranges: [],
    model_name: 'constant',
    processing_time: 0,
    route: 'single_pass',
    sections: [{ index: 0, start: 0, end: text.length, failed: false, summary: '' }],
    status: 'complete',
    units: { total: 1, succeeded: 1, failed: 0 },
    usage: { calls: 0, prompt_tokens: 200, completion_tokens: 200, total_tokens: 400, cost: 0.00008 },
  });
}
const databaseUrl = values['database-url'];
const server = await createHttpServer({
  dataDirectory: values['data-dir']!,
  ...(databaseUrl === undefined
    ? {}
    : { store: await openPostgresStore({ databaseUrl }), sharedDatabase: true }),
  services,
  rateLimit: false,
  logger: { level: 'warn' },
});
process.stdout.write(`serving on ${await server.listen({ port: 0 })}\n`);
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
