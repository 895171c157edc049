import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubServer, startHubServer } from './hub-server.js';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const MAIN = path.resolve('src/cli/main.ts');
const CONFIG = Buffer.from('{"model_type":"tiny"}');
const WEIGHTS = Buffer.alloc(2048, 3);

let server: HubServer;
let directory: string;
let catalogPath: string;

beforeAll(async () => {
  server = await startHubServer({
    '/acme/tiny-nc/resolve/main/config.json': CONFIG,
    '/acme/tiny-nc/resolve/main/onnx/model_quantized.onnx': WEIGHTS,
  });
  directory = mkdtempSync(path.join(tmpdir(), 'langproc-cli-'));
  catalogPath = path.join(directory, 'catalog.json');
  writeFileSync(
    catalogPath,
    JSON.stringify({
      schemaVersion: 1,
      models: [
        {
          id: 'tiny-nc',
          task: 'translation',
          description: 'test',
          repository: 'acme/tiny-nc',
          revision: 'main',
          license: 'CC-BY-NC-4.0',
          licenseNotice: 'CC-BY-NC-4.0: non-commercial use only.',
          languages: ['English', 'Hausa'],
          defaultFor: ['English'],
          dtypes: ['q8'],
          defaultDtype: 'q8',
          files: [
            {
              path: 'config.json',
              size: CONFIG.length,
              sha256: createHash('sha256').update(CONFIG).digest('hex'),
            },
            { path: 'onnx/model_quantized.onnx', size: null, sha256: null, dtype: 'q8' },
          ],
        },
      ],
    }),
  );
});
afterAll(() => server.close());

async function langproc(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const common = ['--catalog', catalogPath, '--models-dir', path.join(directory, 'models')];
  try {
    const { stdout, stderr } = await run(TSX, [MAIN, 'models', ...args, ...common], {
      env: { ...process.env, LANGPROC_HUB_URL: server.url, LANGPROC_OFFLINE: '' },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failure = error as { stdout: string; stderr: string; code: number };
    return { stdout: failure.stdout, stderr: failure.stderr, code: failure.code };
  }
}

describe('langproc models', () => {
  it('pulls (licence first), lists, verifies and removes a model', async () => {
    const offline = await langproc('pull', 'tiny-nc', '--offline');
    expect(offline.code).toBe(1);
    expect(offline.stderr).toContain('download_failed: Offline mode');
    expect(server.requests).toHaveLength(0);

    const pull = await langproc('pull', 'tiny-nc');
    expect(pull.code).toBe(0);
    expect(pull.stderr).toContain('licence: CC-BY-NC-4.0\nCC-BY-NC-4.0: non-commercial use only.');
    expect(pull.stderr).toContain('ok onnx/model_quantized.onnx (2/2) (2.0 kB)');
    expect(pull.stdout).toContain('tiny-nc: 2 files downloaded (2.1 kB), 0 already installed');

    const list = JSON.parse((await langproc('list', '--json')).stdout);
    expect(list.models).toEqual([
      {
        id: 'tiny-nc',
        task: 'translation',
        license: 'CC-BY-NC-4.0',
        installed: ['q8'],
        languages: 2,
        defaultFor: 1,
        needsExport: false,
      },
    ]);

    const verify = await langproc('verify', 'tiny-nc');
    expect(verify).toMatchObject({ code: 0 });
    expect(verify.stdout).toBe(
      'ok                 config.json\nok                 onnx/model_quantized.onnx\ntiny-nc: ok\n',
    );

    expect((await langproc('remove', 'tiny-nc')).stdout).toBe('tiny-nc: removed\n');
    const after = await langproc('verify', 'tiny-nc');
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('integrity_check_failed');
  });

  it('says in the list, before any pull, which models need a local export', async () => {
    const { stdout } = await run(TSX, [
      MAIN,
      'models',
      'list',
      '--task',
      'text-to-speech',
      '--models-dir',
      directory,
    ]);
    expect(stdout).toMatch(
      /^mms-tts-hau .* not installed; needs a local ONNX export \(models pull prints the command\)$/mu,
    );
    expect(stdout).toMatch(/^mms-tts-eng .* not installed$/mu);
  });

  it('says "1 language", not "1 languages"', async () => {
    const singleCatalog = path.join(directory, 'single.json');
    const catalog = JSON.parse(readFileSync(catalogPath, 'utf8'));
    catalog.models[0].languages = ['English'];
    writeFileSync(singleCatalog, JSON.stringify(catalog));
    const { stdout } = await run(TSX, [
      MAIN,
      'models',
      'list',
      '--catalog',
      singleCatalog,
      '--models-dir',
      directory,
    ]);
    expect(stdout).toMatch(/ 1 language +/u);
    expect(stdout).not.toContain('1 languages');
  });

  it('ends quietly when the reader of its output goes away (`models list | head`)', async () => {
    const child = spawn(TSX, [MAIN, 'models', 'list', '--models-dir', directory], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('rejects an unknown id with the valid ids', async () => {
    const result = await langproc('pull', 'nope');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Expected one of: tiny-nc');
  });
});
