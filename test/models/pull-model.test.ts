import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../../src/models/catalog-schema.js';
import { MANIFEST_FILE } from '../../src/models/model-files.js';
import { pullModel } from '../../src/models/pull-model.js';
import { removeModel } from '../../src/models/remove-model.js';
import { verifyModel } from '../../src/models/verify-model.js';
import { type HubServer, startHubServer } from './hub-server.js';

const CONFIG = Buffer.from('{"model_type":"tiny"}');
const WEIGHTS = Buffer.alloc(5000, 7);
const QUANTIZED = Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 251));
const sha256 = (buffer: Buffer): string => createHash('sha256').update(buffer).digest('hex');

const ENTRY: CatalogEntry = {
  id: 'tiny',
  task: 'translation',
  description: 'A test model.',
  repository: 'acme/tiny',
  revision: 'v1',
  license: 'MIT',
  languages: ['English'],
  defaultFor: [],
  dtypes: ['fp32', 'q8'],
  defaultDtype: 'q8',
  files: [
    { path: 'config.json', size: CONFIG.length, sha256: sha256(CONFIG) },
    { path: 'onnx/model.onnx', size: null, sha256: null, dtype: 'fp32' },
    { path: 'onnx/model_quantized.onnx', size: QUANTIZED.length, sha256: null, dtype: 'q8' },
  ],
};
const HUB_FILES = {
  '/acme/tiny/resolve/v1/config.json': CONFIG,
  '/acme/tiny/resolve/v1/onnx/model.onnx': WEIGHTS,
  '/acme/tiny/resolve/v1/onnx/model_quantized.onnx': QUANTIZED,
};
const QUANTIZED_URL = '/acme/tiny/resolve/v1/onnx/model_quantized.onnx';

let server: HubServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const tempDirectory = (): string => mkdtempSync(path.join(tmpdir(), 'langproc-models-'));

describe('pullModel', () => {
  it('downloads the files of one dtype in the hub layout, writes a manifest, then skips intact files', async () => {
    server = await startHubServer(HUB_FILES);
    const modelsDirectory = tempDirectory();
    const progress: string[] = [];
    const result = await pullModel({
      entry: ENTRY,
      modelsDirectory,
      hubUrl: server.url,
      offline: false,
      onProgress: ({ file, done }) => done && progress.push(file),
    });
    expect(result).toMatchObject({
      dtype: 'q8',
      downloadedFiles: ['config.json', 'onnx/model_quantized.onnx'],
      skippedFiles: [],
      downloadedBytes: CONFIG.length + QUANTIZED.length,
    });
    expect(progress).toEqual(['config.json', 'onnx/model_quantized.onnx']);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/acme/tiny/resolve/v1/config.json',
      QUANTIZED_URL,
    ]);
    const folder = path.join(modelsDirectory, 'acme', 'tiny');
    expect(readFileSync(path.join(folder, 'onnx', 'model_quantized.onnx'))).toEqual(QUANTIZED);
    const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    expect(manifest.files).toEqual([
      { path: 'config.json', size: CONFIG.length, sha256: sha256(CONFIG) },
      { path: 'onnx/model_quantized.onnx', size: QUANTIZED.length, sha256: sha256(QUANTIZED) },
    ]);
    const again = await pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false });
    expect(again).toMatchObject({
      downloadedFiles: [],
      skippedFiles: ['config.json', 'onnx/model_quantized.onnx'],
    });
    expect(server.requests).toHaveLength(2);
  });

  it('resumes an interrupted download with a Range request', async () => {
    server = await startHubServer(HUB_FILES);
    const modelsDirectory = tempDirectory();
    server.cutNext.set(QUANTIZED_URL, 1000);
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false }),
    ).rejects.toMatchObject({
      code: 'download_failed',
    });
    const partial = path.join(modelsDirectory, 'acme', 'tiny', 'onnx', 'model_quantized.onnx.partial');
    expect(readFileSync(partial).length).toBe(1000);
    const result = await pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false });
    expect(result.downloadedBytes).toBe(QUANTIZED.length - 1000);
    expect(server.requests.at(-1)).toMatchObject({ path: QUANTIZED_URL, range: 'bytes=1000-' });
    expect(readFileSync(path.join(modelsDirectory, 'acme', 'tiny', 'onnx', 'model_quantized.onnx'))).toEqual(
      QUANTIZED,
    );
    expect(existsSync(partial)).toBe(false);
  });

  it('restarts when the server ignores Range', async () => {
    server = await startHubServer(HUB_FILES, { ignoreRange: true });
    const modelsDirectory = tempDirectory();
    server.cutNext.set(QUANTIZED_URL, 1000);
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false }),
    ).rejects.toThrow();
    await pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false });
    expect(readFileSync(path.join(modelsDirectory, 'acme', 'tiny', 'onnx', 'model_quantized.onnx'))).toEqual(
      QUANTIZED,
    );
  });

  it('rejects a file whose checksum does not match and leaves nothing behind', async () => {
    server = await startHubServer({
      ...HUB_FILES,
      '/acme/tiny/resolve/v1/config.json': Buffer.from('{"model_type":"evil"}'),
    });
    const modelsDirectory = tempDirectory();
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false }),
    ).rejects.toMatchObject({
      code: 'integrity_check_failed',
    });
    const folder = path.join(modelsDirectory, 'acme', 'tiny');
    expect(existsSync(path.join(folder, 'config.json'))).toBe(false);
    expect(existsSync(path.join(folder, 'config.json.partial'))).toBe(false);
  });

  it('never sends the token over plain http, says so, and explains the 401', async () => {
    server = await startHubServer(HUB_FILES, { token: 'secret' });
    const modelsDirectory = tempDirectory();
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false, token: 'secret' }),
    ).rejects.toMatchObject({
      code: 'download_failed',
      details: { status: 401 },
      message: expect.stringContaining('it is sent only over https to the hub host'),
    });
    expect(server.requests.map((request) => request.authorization)).toEqual([undefined]);
    server.requests.length = 0;
    const open = await startHubServer(HUB_FILES);
    try {
      const result = await pullModel({
        entry: ENTRY,
        modelsDirectory,
        hubUrl: open.url,
        offline: false,
        token: 'secret',
      });
      expect(result.warnings).toEqual([
        {
          type: 'unsupported',
          feature: 'token',
          details: `The hub URL ${open.url} is not https: the access token was not sent.`,
        },
      ]);
      expect(open.requests.map((request) => request.authorization)).toEqual([undefined, undefined]);
    } finally {
      await open.close();
    }
  });

  it('sends the token over https to the hub host only, not to the hosts it redirects to', async () => {
    const requests: Array<{ url: string; authorization: string | undefined }> = [];
    const hubFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const headers = (init?.headers ?? {}) as Record<string, string>;
      requests.push({ url, authorization: headers.authorization });
      if (url === 'https://hub.example/acme/tiny/resolve/v1/config.json') {
        return new Response(null, {
          status: 302,
          headers: { location: 'https://cdn.example/signed/config' },
        });
      }
      if (url === 'https://cdn.example/signed/config') return new Response(CONFIG);
      if (url === `https://hub.example${QUANTIZED_URL}`) {
        return new Response(null, { status: 307, headers: { location: '/api/resolve-cache/quantized' } });
      }
      if (url === 'https://hub.example/api/resolve-cache/quantized') {
        return new Response(null, { status: 302, headers: { location: 'http://hub.example/plain' } });
      }
      if (url === 'http://hub.example/plain') return new Response(QUANTIZED);
      return new Response('Entry not found', { status: 404 });
    }) as typeof fetch;
    const result = await pullModel({
      entry: ENTRY,
      modelsDirectory: tempDirectory(),
      hubUrl: 'https://hub.example',
      offline: false,
      token: 'secret',
      fetch: hubFetch,
    });
    expect(result.warnings).toEqual([]);
    expect(requests).toEqual([
      { url: 'https://hub.example/acme/tiny/resolve/v1/config.json', authorization: 'Bearer secret' },
      { url: 'https://cdn.example/signed/config', authorization: undefined },
      { url: `https://hub.example${QUANTIZED_URL}`, authorization: 'Bearer secret' },
      { url: 'https://hub.example/api/resolve-cache/quantized', authorization: 'Bearer secret' },
      { url: 'http://hub.example/plain', authorization: undefined },
    ]);
  });

  it.each([
    ['a file the hub does not have', () => `${server!.url}/nothing-here`, 'Download failed with HTTP 404'],
    ['a hub that cannot be reached', () => 'http://127.0.0.1:9', 'Could not reach http://127.0.0.1:9.'],
  ])('%s: the message says how to use a mirror (LANGPROC_HUB_URL)', async (_name, hubUrl, start) => {
    server = await startHubServer({});
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory: tempDirectory(), hubUrl: hubUrl(), offline: false }),
    ).rejects.toMatchObject({
      code: 'download_failed',
      message: expect.stringMatching(
        new RegExp(`^${start.replaceAll('.', '\\.')}.*pass --hub-url <url> or set LANGPROC_HUB_URL`, 'u'),
      ),
    });
  });

  it('never touches the network offline', async () => {
    server = await startHubServer(HUB_FILES);
    const modelsDirectory = tempDirectory();
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: true }),
    ).rejects.toMatchObject({
      code: 'download_failed',
      details: { missing: ['config.json', 'onnx/model_quantized.onnx'] },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('pulls the fp32 weights when asked', async () => {
    server = await startHubServer(HUB_FILES);
    const result = await pullModel({
      entry: ENTRY,
      modelsDirectory: tempDirectory(),
      hubUrl: server.url,
      offline: false,
      dtype: 'fp32',
    });
    expect(result.downloadedFiles).toEqual(['config.json', 'onnx/model.onnx']);
  });
});

describe('verifyModel and removeModel', () => {
  it('finds missing, resized and altered files, then removes the model', async () => {
    server = await startHubServer(HUB_FILES);
    const modelsDirectory = tempDirectory();
    expect((await verifyModel({ entry: ENTRY, modelsDirectory })).files.map((file) => file.status)).toEqual([
      'missing',
      'missing',
    ]);
    await pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false });
    expect(await verifyModel({ entry: ENTRY, modelsDirectory })).toMatchObject({ ok: true });
    const weights = path.join(modelsDirectory, 'acme', 'tiny', 'onnx', 'model_quantized.onnx');
    writeFileSync(weights, Buffer.alloc(QUANTIZED.length, 1));
    expect((await verifyModel({ entry: ENTRY, modelsDirectory })).files[1]).toEqual({
      path: 'onnx/model_quantized.onnx',
      status: 'checksum_mismatch',
      checkedSha256: true,
    });
    writeFileSync(weights, Buffer.alloc(10));
    expect((await verifyModel({ entry: ENTRY, modelsDirectory })).files[1]?.status).toBe('size_mismatch');
    expect(await removeModel({ entry: ENTRY, modelsDirectory })).toBe(true);
    expect(existsSync(path.join(modelsDirectory, 'acme'))).toBe(false);
    expect(await removeModel({ entry: ENTRY, modelsDirectory })).toBe(false);
  });

  it('never writes or deletes outside the models directory, even through a linked folder', async () => {
    server = await startHubServer(HUB_FILES);
    const modelsDirectory = tempDirectory();
    const elsewhere = tempDirectory();
    writeFileSync(path.join(elsewhere, 'precious.txt'), 'keep me');
    mkdirSync(path.join(elsewhere, 'tiny'));
    symlinkSync(elsewhere, path.join(modelsDirectory, 'acme'));
    await expect(
      pullModel({ entry: ENTRY, modelsDirectory, hubUrl: server.url, offline: false }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    expect(readdirSync(path.join(elsewhere, 'tiny'))).toEqual([]);
    await expect(removeModel({ entry: ENTRY, modelsDirectory })).rejects.toMatchObject({
      code: 'invalid_input',
    });
    expect(readdirSync(elsewhere).sort()).toEqual(['precious.txt', 'tiny']);

    // An entry built by hand (the catalog refuses it) whose repository climbs out.
    const victim = path.join(modelsDirectory, 'victim');
    mkdirSync(path.join(victim, 'inner'), { recursive: true });
    const escaping = { ...ENTRY, repository: 'victim/..' };
    await expect(
      removeModel({ entry: escaping, modelsDirectory: path.join(victim, 'inner') }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
    });
    expect(existsSync(path.join(victim, 'inner'))).toBe(true);
  });
});
