/**
 * Hub settings for `langproc models pull`: the base URL (a mirror, or a local server in tests),
 * the access token and offline mode, each from an explicit option, else the environment.
 *
 * | setting | option | environment | default |
 * |---|---|---|---|
 * | hub URL | `hubUrl` / `--hub-url` | `LANGPROC_HUB_URL` | `https://huggingface.co` |
 * | token | `token` / `--token` | `HF_TOKEN` | none (sent only over https to the hub's host: {@link mayReceiveToken}) |
 * | offline | `offline` / `--offline` | `LANGPROC_OFFLINE=1` | off |
 *
 * @example
 * ```ts
 * resolveHubUrl('http://127.0.0.1:8080/'); // 'http://127.0.0.1:8080'
 * hubFileUrl('https://huggingface.co', 'Xenova/whisper-base', 'main', 'onnx/encoder_model.onnx');
 * // 'https://huggingface.co/Xenova/whisper-base/resolve/main/onnx/encoder_model.onnx'
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** The default hub. */
export const DEFAULT_HUB_URL = 'https://huggingface.co';

/** The hub base URL, without a trailing slash. */
export function resolveHubUrl(option?: string, environment: NodeJS.ProcessEnv = process.env): string {
  const value = option ?? environment.LANGPROC_HUB_URL ?? DEFAULT_HUB_URL;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new InvalidInputError({ message: 'Expected the hub URL to be an http(s) URL.' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new InvalidInputError({
      message: `Expected the hub URL to use http or https, got ${parsed.protocol}`,
    });
  }
  return value.replace(/\/+$/u, '');
}

/** The access token, when there is one. */
export function resolveHubToken(
  option?: string,
  environment: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const value = option ?? environment.HF_TOKEN;
  return value === undefined || value === '' ? undefined : value;
}

/** Whether offline mode is on. */
export function resolveOffline(option?: boolean, environment: NodeJS.ProcessEnv = process.env): boolean {
  if (option !== undefined) return option;
  return ['1', 'true', 'yes'].includes((environment.LANGPROC_OFFLINE ?? '').toLowerCase());
}

/**
 * Whether the access token may be sent to `url`: only over https, and only to `tokenOrigin` (the
 * configured hub's origin). Never to a plain-http hub or mirror, and never to the hosts a download
 * is redirected to (the hub's CDN gets signed URLs and needs no token).
 */
export function mayReceiveToken(url: string, tokenOrigin: string): boolean {
  let target: URL;
  let origin: URL;
  try {
    target = new URL(url);
    origin = new URL(tokenOrigin);
  } catch {
    return false;
  }
  return target.protocol === 'https:' && origin.protocol === 'https:' && target.origin === origin.origin;
}

/** The URL of one file in the hub layout `<base>/<repository>/resolve/<revision>/<path>`. */
export function hubFileUrl(hubUrl: string, repository: string, revision: string, filePath: string): string {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  return `${hubUrl}/${repository}/resolve/${encodeURIComponent(revision)}/${encoded}`;
}
