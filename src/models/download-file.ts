/**
 * Downloads one file with resume and an integrity check. Bytes go to `<destination>.partial`;
 * a later call resumes from its length with an HTTP `Range` request (a server that ignores
 * ranges restarts it). When done, the size (expected, else the server's length) and the SHA-256
 * (when expected) are checked and the file is renamed into place; a mismatch deletes the partial
 * file and throws IntegrityCheckError.
 *
 * @example
 * ```ts
 * const { size, sha256 } = await downloadFile({
 *   url: 'https://huggingface.co/Xenova/whisper-base/resolve/main/config.json',
 *   destination: '/srv/models/Xenova/whisper-base/config.json',
 * });
 * ```
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AbortedError } from '../errors/aborted-error.js';
import { DownloadFailedError } from '../errors/download-failed-error.js';
import { IntegrityCheckError } from '../errors/integrity-check-error.js';
import { mayReceiveToken } from './hub-settings.js';

/** Redirects followed per request. */
export const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Progress of one file. */
export interface DownloadProgress {
  receivedBytes: number;
  /** `null` when neither the catalog nor the server says. */
  totalBytes: number | null;
}

/** Options of {@link downloadFile}. */
export interface DownloadFileOptions {
  url: string;
  destination: string;
  /** Sent as `Authorization: Bearer <token>`, only to https URLs of `tokenOrigin`. */
  token?: string;
  /**
   * The only origin that receives the token; it must be https.
   * @default the origin of `url`
   * @example 'https://huggingface.co'
   */
  tokenOrigin?: string;
  expectedSize?: number | null;
  expectedSha256?: string | null;
  onProgress?: (progress: DownloadProgress) => void;
  abortSignal?: AbortSignal;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** What was written. */
export interface DownloadedFile {
  size: number;
  sha256: string;
  /** Bytes that came from an earlier, interrupted download. */
  resumedBytes: number;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function hashInto(hash: ReturnType<typeof createHash>, file: string): Promise<void> {
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
}

/** SHA-256 of a file, lower-case hex. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await hashInto(hash, file);
  return hash.digest('hex');
}

/** Added to a failed download's message: where else the files can come from. */
export const MIRROR_HINT =
  'To download from a mirror or a local hub, pass --hub-url <url> or set LANGPROC_HUB_URL (e.g. https://hf-mirror.com).';

/** Downloads `url` to `destination` (see the module comment). */
export async function downloadFile(options: DownloadFileOptions): Promise<DownloadedFile> {
  const partial = `${options.destination}.partial`;
  await mkdir(path.dirname(options.destination), { recursive: true });
  let resumedBytes = await sizeOf(partial);
  let response: Response;
  try {
    response = await fetchFollowingRedirects(options, resumedBytes);
  } catch (error) {
    if (DownloadFailedError.isInstance(error)) throw error;
    if (options.abortSignal?.aborted)
      throw new AbortedError({ message: 'The download was aborted.', cause: error });
    throw new DownloadFailedError({
      message: `Could not reach ${new URL(options.url).origin}. ${MIRROR_HINT}`,
      cause: error,
    });
  }
  if (response.status === 416 && resumedBytes > 0) {
    // The partial file already holds every byte (or is longer than the file): start over only if wrong.
    await response.body?.cancel();
    if (options.expectedSize === resumedBytes)
      return finish(options, partial, resumedBytes, resumedBytes, await sha256File(partial));
    await rm(partial, { force: true });
    return downloadFile(options);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const hint =
      response.status === 401 || response.status === 403
        ? ' (set --token or HF_TOKEN for gated models; it is sent only over https to the hub host).'
        : ` ${MIRROR_HINT}`;
    throw new DownloadFailedError({
      message: `Download failed with HTTP ${response.status}: ${options.url}${hint}`,
      details: { status: response.status, url: options.url },
    });
  }
  const append = response.status === 206 && resumedBytes > 0;
  if (!append) resumedBytes = 0;
  const length = Number(response.headers.get('content-length'));
  const totalBytes =
    options.expectedSize ?? (Number.isFinite(length) && length > 0 ? length + resumedBytes : null);
  const hash = createHash('sha256');
  if (append) await hashInto(hash, partial);
  const output = createWriteStream(partial, { flags: append ? 'a' : 'w' });
  let receivedBytes = resumedBytes;
  try {
    if (response.body) {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        hash.update(chunk);
        receivedBytes += chunk.length;
        if (!output.write(chunk)) await once(output, 'drain');
        options.onProgress?.({ receivedBytes, totalBytes });
      }
    }
  } catch (error) {
    output.end();
    await once(output, 'close');
    if (options.abortSignal?.aborted)
      throw new AbortedError({ message: 'The download was aborted.', cause: error });
    throw new DownloadFailedError({
      message: `The download was interrupted after ${receivedBytes} bytes; run the same command again to resume.`,
      details: { url: options.url, receivedBytes },
      cause: error,
    });
  }
  output.end();
  await once(output, 'close');
  const expected = options.expectedSize ?? totalBytes;
  return finish(options, partial, receivedBytes, expected, hash.digest('hex'), resumedBytes);
}

/**
 * GETs `options.url`, following redirects by hand: each hop gets the token only when
 * {@link mayReceiveToken} allows it for that hop's URL.
 */
async function fetchFollowingRedirects(
  options: DownloadFileOptions,
  resumedBytes: number,
): Promise<Response> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const tokenOrigin = options.tokenOrigin ?? new URL(options.url).origin;
  let url = options.url;
  for (let redirects = 0; ; redirects++) {
    const headers: Record<string, string> = {};
    if (options.token && mayReceiveToken(url, tokenOrigin)) headers.authorization = `Bearer ${options.token}`;
    if (resumedBytes > 0) headers.range = `bytes=${resumedBytes}-`;
    const response = await doFetch(url, {
      headers,
      redirect: 'manual',
      ...(options.abortSignal ? { signal: options.abortSignal } : {}),
    });
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) {
      throw new DownloadFailedError({
        message: `More than ${MAX_REDIRECTS} redirects: ${options.url}`,
        details: { url: options.url },
      });
    }
    url = new URL(location, url).href;
  }
}

async function finish(
  options: DownloadFileOptions,
  partial: string,
  size: number,
  expectedSize: number | null | undefined,
  sha256: string,
  resumedBytes = size,
): Promise<DownloadedFile> {
  const name = path.basename(options.destination);
  if (expectedSize !== null && expectedSize !== undefined && size !== expectedSize) {
    await rm(partial, { force: true });
    throw new IntegrityCheckError({
      message: `${name}: expected ${expectedSize} bytes, got ${size}. The partial file was deleted; run the command again.`,
      details: { file: name, expectedSize, size },
    });
  }
  if (options.expectedSha256 && options.expectedSha256 !== sha256) {
    await rm(partial, { force: true });
    throw new IntegrityCheckError({
      message: `${name}: SHA-256 mismatch (expected ${options.expectedSha256}, got ${sha256}). The partial file was deleted.`,
      details: { file: name, expected: options.expectedSha256, actual: sha256 },
    });
  }
  await rename(partial, options.destination);
  return { size, sha256, resumedBytes };
}
