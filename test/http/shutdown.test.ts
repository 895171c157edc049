import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shuttingDown } from '../../src/http/http-error.js';
import { startTestServer, testServices } from './http-test-server.js';

const MAIN = new URL('../../src/cli/main.ts', import.meta.url).pathname;
const TEST_TIMEOUT_MS = 120_000;
/** About 10,000 characters: seconds of espeak-ng work on a heavy-task thread, a WAV of ~25 MB. */
const LONG_SPEECH = 'The refund will be processed within two days, and we will call you back. '.repeat(135);

const directories: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

/** Starts `langproc serve` with request logs on stdout; resolves with its URL and token. */
async function serve(shutdownTimeoutMs: number) {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-shutdown-'));
  directories.push(dataDirectory);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      MAIN,
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDirectory,
      '--task-threads',
      '1',
      '--redaction-threads',
      '0',
      '--shutdown-timeout',
      String(shutdownTimeoutMs),
      '--log-level',
      'debug',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  let output = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  /** Resolves when stdout matches `pattern`; rejects when the process ends first. */
  const printed = (pattern: RegExp) =>
    Promise.race([
      new Promise<void>((resolve) => {
        if (pattern.test(output)) resolve();
        else waiters.push({ pattern, resolve });
      }),
      closed.then(() => {
        if (!pattern.test(output)) {
          throw new Error(
            `serve ended without printing ${pattern}; its output ended with: ${output.slice(-500)}`,
          );
        }
      }),
    ]);
  // the request log (pino, asynchronous) may land between these lines
  await printed(/serving on http:\/\/\S+/u);
  await printed(/\nlp_\S+\n/u);
  const url = /serving on (http:\/\/\S+)/u.exec(output)![1]!;
  const token = /\n(lp_\S+)\n/u.exec(output)![1]!;
  return { child, url, token, printed, exited, output: () => output };
}

interface FullResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Sends a synthesis request with half of its body: the server has the request (and logs it) but
 * cannot start the work until `finish()` sends the rest, so the test decides what is in flight
 * when the signal arrives, whatever the timing.
 */
function halfSentSynthesis(url: string, token: string, text: string) {
  const body = JSON.stringify({ text, language: 'English' });
  const half = Math.floor(body.length / 2);
  const request = httpRequest(`${url}/api/v1/tts/synthesize`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const response = new Promise<FullResponse>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
  });
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), response };
}

describe('langproc serve on SIGTERM', () => {
  it('lets a running request finish whole, refuses new ones, then exits 0', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const server = await serve(60_000);
    const running = halfSentSynthesis(server.url, server.token, LONG_SPEECH);
    await server.printed(/"path":"\/api\/v1\/tts\/synthesize"[^\n]*"incoming request"/u);
    server.child.kill('SIGTERM');
    await server.printed(/SIGTERM received, shutting down/u);
    const refused = await fetch(`${server.url}/healthz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);
    running.finish();
    const response = await running.response;
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    // the whole WAV: its RIFF size field matches the bytes received
    expect(response.body.length).toBe(Number(response.headers['content-length']));
    expect(response.body.readUInt32LE(4) + 8).toBe(response.body.length);
    expect(await server.exited).toBe(0);
  });

  it('after the drain period stops the request’s work (503 shutting_down) and exits 0', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const server = await serve(100);
    const running = halfSentSynthesis(server.url, server.token, LONG_SPEECH);
    await server.printed(/"path":"\/api\/v1\/tts\/synthesize"[^\n]*"incoming request"/u);
    server.child.kill('SIGTERM');
    await server.printed(/SIGTERM received, shutting down/u);
    running.finish();
    const response = await running.response;
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(JSON.parse(response.body.toString()).error.code).toBe('shutting_down');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('shutdown did not finish in time');
  });
});

describe('langproc serve on a second signal', () => {
  it('exits 1 at once, without waiting for the drain', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await serve(600_000);
    const running = halfSentSynthesis(server.url, server.token, LONG_SPEECH);
    running.response.catch(() => {});
    await server.printed(/"path":"\/api\/v1\/tts\/synthesize"[^\n]*"incoming request"/u);
    server.child.kill('SIGTERM');
    await server.printed(/SIGTERM received, shutting down/u);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('langproc: SIGINT received again, exiting now');
  });
});

describe('server.close()', () => {
  it('sends a response whose body still waits in the socket buffer whole', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const server = await startTestServer();
    // a client that reads nothing until the server is closing: the server has ended the
    // response (its headers arrived), but most of the 25 MB body is still in its buffers
    const body = JSON.stringify({ text: LONG_SPEECH, language: 'English' });
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/v1/tts/synthesize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      });
      request.on('response', (incoming) => {
        incoming.pause();
        resolve(incoming);
      });
      request.on('error', reject);
      request.end(body);
    });
    const closed = server.close();
    // let close() run its connection handling before the client reads
    await new Promise((resolve) => setTimeout(resolve, 200));
    const chunks: Buffer[] = [];
    const received = await new Promise<Buffer>((resolve, reject) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
      response.resume();
    });
    expect(received.length).toBe(Number(response.headers['content-length']));
    expect(received.length).toBeGreaterThan(10_000_000);
    await closed;
  });

  it('leaves a TTS job whose thread a shutdown stopped for the next start (not failed)', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const server = await startTestServer({
      services: {
        ...testServices(),
        synthesize: async () => {
          throw shuttingDown();
        },
      },
    });
    const queued = await server.call('POST', '/api/v1/tts/jobs', { text: 'Hello.', language: 'English' });
    await server.server.queues.onIdle();
    const job = await server.call('GET', `/api/v1/tts/jobs/${queued.body.job_id}`);
    expect(job.body.status).toBe('processing');
    await server.close();
  });
});
