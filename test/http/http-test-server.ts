// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Starts the HTTP adapter on an ephemeral port over a fresh data directory, with an account and
 * token, for the HTTP tests. Default services are the real core functions with mock backends.
 *
 * @example
 * ```ts
 * const server = await startTestServer();
 * const response = await server.call('POST', '/api/v1/text/redact', { text: 'x', language: 'English' });
 * await server.close();
 * ```
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccountWithKey } from '../../src/http/api-keys.js';
import { createHttpServer, type HttpServer } from '../../src/http/create-http-server.js';
import { createDefaultServices } from '../../src/http/default-services.js';
import type { HttpServerOptions } from '../../src/http/http-server-options.js';
import { MockTranscriptionBackend } from '../../src/test/mock-transcription-backend.js';
import { MockTranslationBackend } from '../../src/test/mock-translation-backend.js';

/** A JSON response read by {@link TestServer.call}. */
export interface CallResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface TestServer {
  url: string;
  token: string;
  server: HttpServer;
  dataDirectory: string;
  /** A new account and its token. */
  createToken(name: string, balance?: number): Promise<string>;
  /** Sends a JSON request (or none) with the token; parses a JSON answer. */
  call(method: string, route: string, body?: unknown, token?: string): Promise<CallResponse>;
  close(): Promise<void>;
}

/** An empty models folder (shared, never written): real default backends answer "model not installed". */
export function emptyModelsDirectory(): string {
  const directory = path.join(tmpdir(), 'langproc-http-test-empty-models');
  mkdirSync(directory, { recursive: true });
  return directory;
}

/** Services over the real core functions with mock backends. */
export function testServices() {
  return createDefaultServices({
    modelsDirectory: emptyModelsDirectory(),
    translationBackend: new MockTranslationBackend(),
    transcriptionBackend: new MockTranscriptionBackend(),
  });
}

export async function startTestServer(
  options: Partial<HttpServerOptions> & {
    balance?: number;
    dataDirectory?: string;
    accountName?: string;
  } = {},
): Promise<TestServer> {
  const dataDirectory = options.dataDirectory ?? mkdtempSync(path.join(tmpdir(), 'langproc-http-'));
  const server = await createHttpServer({
    rateLimit: false,
    services: testServices(),
    ...options,
    dataDirectory,
  });
  const { token } = await createAccountWithKey(server.store, {
    name: options.accountName ?? 'primary',
    balance: options.balance ?? 100,
  });
  const url = await server.listen({ port: 0 });
  const call = async (method: string, route: string, body?: unknown, bearer: string = token) => {
    const response = await fetch(url + route, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    url,
    token,
    server,
    dataDirectory,
    createToken: async (name, balance = 100) =>
      (await createAccountWithKey(server.store, { name, balance })).token,
    call,
    async close() {
      await server.close();
      if (options.dataDirectory === undefined) rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
