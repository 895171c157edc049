/**
 * The admin channel of a running server: how `langproc keys` reaches the store that a server
 * owns. The database is opened with an exclusive lock (the SQLite driver's WebAssembly file
 * system supports WAL only in exclusive mode, and its locking costs about 1 ms per statement
 * otherwise), so a second process cannot open it; instead the CLI sends its command to the server,
 * which carries it out on its own store. A revoked key therefore stops authenticating before the
 * command returns, with nothing to poll.
 *
 * Transport: a Unix domain socket, `<dataDirectory>/admin.sock` (mode 0600; in a private
 * temporary folder when that path is too long for a socket), or a named pipe on Windows. The
 * server writes `<dataDirectory>/admin.json` (mode 0600): its pid, the socket and a random
 * secret that every request must carry, so only a user who can read the data directory (and
 * with it the database) can send commands. One request per connection: a JSON line
 * `{"secret", "request"}`, answered by a JSON line `{"ok": true, "result"}` or
 * `{"ok": false, "error": {"code", "message", "details"?}}`.
 *
 * @example
 * ```ts
 * const channel = await openAdminChannel({ dataDirectory: './data', store });
 * // in another process:
 * await sendKeysRequest({ dataDirectory: './data', request: { command: 'revoke', keyId: 3 } });
 * await channel.close();
 * ```
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { type ErrorCode, LangprocError } from '../errors/langproc-error.js';
import { PRIVATE_FILE_MODE } from './data-directory-files.js';
import { executeKeysRequest, type KeysRequest, KeysRequestSchema, type KeysResult } from './keys-request.js';
import type { Store } from './store/store.js';

/** File of the data directory that tells clients where the running server listens. */
export const ADMIN_FILE_NAME = 'admin.json';
/** Socket of the data directory (when its path is short enough). */
export const ADMIN_SOCKET_NAME = 'admin.sock';
/** Longest socket path used in the data directory (macOS allows 103 bytes, Linux 107). */
export const MAX_SOCKET_PATH_BYTES = 100;
/** Largest request or answer line, in bytes. */
export const MAX_ADMIN_MESSAGE_BYTES = 1_048_576;
/** How long a client waits for an answer, and a server for a request, in milliseconds. */
export const ADMIN_REQUEST_TIMEOUT_MS = 10_000;

/** What `admin.json` holds: where the running server listens for `keys` commands, and the secret. */
export const AdminEndpointSchema = z.object({
  pid: z.number().int(),
  socket: z.string().min(1),
  secret: z.string().regex(/^[0-9a-f]{64}$/u),
});
/** The contents of `admin.json`. */
export type AdminEndpoint = z.infer<typeof AdminEndpointSchema>;

const AdminMessageSchema = z.object({ secret: z.string(), request: z.unknown() });

type AdminAnswer =
  | { ok: true; result: KeysResult }
  | { ok: false; error: { code: string; message: string; details?: Record<string, unknown> } };

/** The endpoint a running server recorded in `dataDirectory`, or `undefined`. */
export function readAdminEndpoint(dataDirectory: string): AdminEndpoint | undefined {
  try {
    const parsed = AdminEndpointSchema.safeParse(
      JSON.parse(readFileSync(path.join(dataDirectory, ADMIN_FILE_NAME), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** An open admin channel. */
export interface AdminChannel {
  /** The socket (or pipe) path. */
  readonly socket: string;
  /** Stops listening and removes `admin.json` and the socket. */
  close(): Promise<void>;
}

/** Reads one line (at most {@link MAX_ADMIN_MESSAGE_BYTES}) from `socket`. */
function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(ADMIN_REQUEST_TIMEOUT_MS, () =>
      socket.destroy(new Error('The admin channel timed out.')),
    );
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end !== -1) {
        socket.removeAllListeners('data');
        socket.setTimeout(0);
        resolve(received.slice(0, end));
      } else if (received.length > MAX_ADMIN_MESSAGE_BYTES) {
        socket.destroy(new Error('The admin message is too long.'));
      }
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('The admin channel closed before a full message.')));
  });
}

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Where the socket goes: the data directory, else a private temporary folder; a pipe on Windows. */
async function chooseSocketPath(dataDirectory: string): Promise<{ socket: string; temporary?: string }> {
  if (process.platform === 'win32') {
    return { socket: `\\\\.\\pipe\\langproc-admin-${randomBytes(16).toString('hex')}` };
  }
  const inDataDirectory = path.resolve(dataDirectory, ADMIN_SOCKET_NAME);
  if (Buffer.byteLength(inDataDirectory) <= MAX_SOCKET_PATH_BYTES) return { socket: inDataDirectory };
  const temporary = await mkdtemp(path.join(tmpdir(), 'langproc-admin-'));
  return { socket: path.join(temporary, ADMIN_SOCKET_NAME), temporary };
}

/**
 * Listens for keys commands on behalf of `store` (see the module comment). Call it only while
 * this process owns the data directory: a socket or `admin.json` left by a killed process is
 * replaced.
 */
export async function openAdminChannel(options: {
  dataDirectory: string;
  store: Store;
  /** Receives failures of the channel itself or of a command (never user data). */
  onError?: (error: unknown) => void;
}): Promise<AdminChannel> {
  const secret = randomBytes(32).toString('hex');
  const { socket, temporary } = await chooseSocketPath(options.dataDirectory);
  const adminFile = path.join(options.dataDirectory, ADMIN_FILE_NAME);
  const report = options.onError ?? (() => {});

  async function answer(line: string): Promise<AdminAnswer> {
    let message: z.infer<typeof AdminMessageSchema>;
    try {
      message = AdminMessageSchema.parse(JSON.parse(line));
    } catch {
      return { ok: false, error: { code: 'invalid_input', message: 'Expected a JSON admin message.' } };
    }
    if (!sameSecret(message.secret, secret)) {
      return { ok: false, error: { code: 'unauthorized', message: 'The admin secret is not valid.' } };
    }
    const request = KeysRequestSchema.safeParse(message.request);
    if (!request.success) {
      return {
        ok: false,
        error: {
          code: 'invalid_input',
          message: `Expected a keys request: ${request.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        },
      };
    }
    try {
      return { ok: true, result: await executeKeysRequest(options.store, request.data) };
    } catch (error) {
      if (LangprocError.isInstance(error)) return { ok: false, error: error.toJSON() };
      report(error);
      return {
        ok: false,
        error: { code: 'internal_error', message: 'The server could not carry out the command.' },
      };
    }
  }

  const server = createServer((connection) => {
    connection.on('error', () => {});
    readLine(connection)
      .then(answer)
      .then(
        (response) => connection.end(`${JSON.stringify(response)}\n`),
        () => connection.destroy(),
      );
  });
  if (temporary === undefined && process.platform !== 'win32') await rm(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', report);
  if (process.platform !== 'win32') await chmod(socket, PRIVATE_FILE_MODE);
  const endpoint: AdminEndpoint = { pid: process.pid, socket, secret };
  const pending = `${adminFile}.${process.pid}.tmp`;
  await writeFile(pending, `${JSON.stringify(endpoint)}\n`, { mode: PRIVATE_FILE_MODE });
  await rename(pending, adminFile);

  let closing: Promise<void> | undefined;
  return {
    socket,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        if (readAdminEndpoint(options.dataDirectory)?.secret === secret) await rm(adminFile, { force: true });
        if (process.platform !== 'win32') await rm(socket, { force: true });
        if (temporary !== undefined) await rm(temporary, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

/** Sends a keys command to the server whose endpoint is `endpoint`; resolves its result. */
export async function sendKeysRequest(options: {
  endpoint: AdminEndpoint;
  request: KeysRequest;
}): Promise<KeysResult> {
  const connection = createConnection(options.endpoint.socket);
  connection.on('error', () => {});
  const line = readLine(connection);
  connection.write(`${JSON.stringify({ secret: options.endpoint.secret, request: options.request })}\n`);
  let answer: AdminAnswer;
  try {
    answer = JSON.parse(await line) as AdminAnswer;
  } catch (error) {
    throw new InvalidInputError({
      message: `The server (process ${options.endpoint.pid}) did not answer on its admin channel.`,
      details: { pid: options.endpoint.pid },
      cause: error,
    });
  } finally {
    connection.destroy();
  }
  if (answer.ok) return answer.result;
  throw new LangprocError(answer.error.code as ErrorCode, {
    message: answer.error.message,
    ...(answer.error.details === undefined ? {} : { details: answer.error.details }),
  });
}
