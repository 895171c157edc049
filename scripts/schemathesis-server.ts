/**
 * The server that scripts/schemathesis.sh fuzzes: `createHttpServer` as `langproc serve` builds it
 * (default rate limit, default limits) over a fresh data directory, with the default services but
 * the mock translation and transcription backends of `langproc/test`, so that every operation can
 * succeed offline. Creates one account with a large balance and prints, on one line each, the base
 * URL and the account's API token; stops on SIGTERM or SIGINT.
 *
 * @example
 * ```sh
 * node --import tsx scripts/schemathesis-server.ts --data-dir /tmp/langproc-schemathesis
 * # http://127.0.0.1:40211
 * # lp_...
 * ```
 */
import { parseArgs } from 'node:util';
import { createAccountWithKey } from '../src/http/api-keys.js';
import { createHttpServer } from '../src/http/create-http-server.js';
import { createDefaultServices } from '../src/http/default-services.js';
import { MockTranscriptionBackend } from '../src/test/mock-transcription-backend.js';
import { MockTranslationBackend } from '../src/test/mock-translation-backend.js';

/** Balance of the fuzzing account: enough that no generated call is refused with 402. */
const FUZZING_BALANCE = 1_000_000;

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, port: { type: 'string', default: '0' } },
});
if (values['data-dir'] === undefined) throw new Error('Expected --data-dir <dir>.');

const server = await createHttpServer({
  dataDirectory: values['data-dir'],
  services: createDefaultServices({
    translationBackend: new MockTranslationBackend(),
    transcriptionBackend: new MockTranscriptionBackend(),
  }),
  logger: { level: 'warn' },
});
const { token } = await createAccountWithKey(server.store, {
  name: 'schemathesis',
  balance: FUZZING_BALANCE,
});
const url = await server.listen({ port: Number(values.port), host: '127.0.0.1' });
process.stdout.write(`${url}\n${token}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
