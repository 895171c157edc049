import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = new URL('../../src/cli/main.ts', import.meta.url).pathname;
const run = promisify(execFile);
const directories: string[] = [];
function freshDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'langproc-cli-'));
  directories.push(directory);
  return directory;
}
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

/** Starts `langproc serve`, waits for the URL line, returns the output so far and a stop function. */
async function serve(dataDirectory: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, 'serve', '--port', '0', '--data-dir', dataDirectory, '--log-level', 'silent'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/\S+)/u.exec(output);
      if (match !== null && (output.includes('lp_') || !output.includes('Empty store'))) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { url, output: () => output, stop };
}

/** Runs `langproc keys <args>`; rejects (with `code` and `stderr`) when it exits non-zero. */
function keys(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', MAIN, 'keys', ...args]);
}

async function tasks(url: string, token: string): Promise<number> {
  return (await fetch(`${url}/api/v1/api/tasks`, { headers: { authorization: `Bearer ${token}` } })).status;
}

describe('langproc serve and keys', () => {
  it('serve on an empty store prints the URL and a working development token', async () => {
    const server = await serve(freshDirectory());
    const lines = server.output().trim().split('\n');
    const token = lines.at(-1)!;
    expect(token).toMatch(/^lp_[\w-]{43}$/u);
    // what works without models, what needs a pull, and how to get a token again (from /readyz)
    expect(server.output()).toMatch(/^Works now: redaction, summarization, speech synthesis /mu);
    expect(server.output()).toMatch(/^Needs a model: translation: langproc models pull \S+$/mu);
    expect(server.output()).toMatch(/^A new API token at any time: langproc keys create --data-dir /mu);
    expect(await tasks(server.url, token)).toBe(200);
    expect(await tasks(server.url, 'lp_wrong')).toBe(401);
    expect(await server.stop()).toBe(0);
  });

  it('serve --help shows each default once', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', MAIN, 'serve', '--help']);
    expect(stdout).toContain('--redaction-threads <n>');
    // every "default" is commander's own "(default: ...)", never a second one in the description
    expect(stdout.replaceAll(/\s+/gu, ' ')).not.toMatch(/[^(]default/u);
    expect(stdout.replaceAll(/\s+/gu, ' ')).toMatch(/\(default: \d+: the CPU count, at most 4\)/u);
  });

  it('serve refuses a --retention it cannot read', async () => {
    const refused = await run(process.execPath, [
      '--import',
      'tsx',
      MAIN,
      'serve',
      '--retention',
      '1w',
      '--data-dir',
      freshDirectory(),
    ]).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(
      /^langproc: invalid_input: Expected a retention like 7d/u,
    );
  });

  it('keys create prints the token alone on the last line; the server accepts it', async () => {
    const dataDirectory = freshDirectory();
    const { stdout } = await keys(
      'create',
      '--account',
      'acme',
      '--balance',
      '25',
      '--data-dir',
      dataDirectory,
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toEqual(['Created API key 1 for account "acme" (balance 25).', lines[1]]);
    expect(lines[1]).toMatch(/^lp_[\w-]{43}$/u);
    const server = await serve(dataDirectory);
    expect(server.output()).not.toContain('Empty store');
    expect(await tasks(server.url, lines[1]!)).toBe(200);
    expect(await server.stop()).toBe(0);
  });

  it('keys create, list, rotate and revoke work while the server runs; a revoked token is refused at once', async () => {
    const dataDirectory = freshDirectory();
    const server = await serve(dataDirectory);
    const development = server.output().trim().split('\n').at(-1)!;
    const created = (await keys('create', '--account', 'late', '--data-dir', dataDirectory)).stdout
      .trim()
      .split('\n');
    expect(created[0]).toBe('Created API key 2 for account "late" (balance 0).');
    const late = created[1]!;
    expect(await tasks(server.url, late)).toBe(200);

    const listed = (await keys('list', '--data-dir', dataDirectory)).stdout.trim().split('\n');
    expect(listed.map((line) => line.split(/\s+/u).slice(0, 3))).toEqual([
      ['id', 'account', 'token'],
      ['1', 'development', `${development.slice(0, 8)}...`],
      ['2', 'late', `${late.slice(0, 8)}...`],
    ]);
    expect(listed.join('\n')).not.toContain(late);

    const rotated = (await keys('rotate', '1', '--data-dir', dataDirectory)).stdout.trim().split('\n');
    expect(rotated[0]).toBe('Revoked API key 1 and created API key 3 for account "development".');
    expect(await tasks(server.url, development)).toBe(401);
    expect(await tasks(server.url, rotated[1]!)).toBe(200);

    const revoked = await keys('revoke', '2', '--data-dir', dataDirectory);
    expect(revoked.stdout).toMatch(/^Revoked API key 2 of account "late" \(\d{4}-.*Z\)\.\n$/u);
    expect(await tasks(server.url, late)).toBe(401);

    const unknown = await keys('revoke', '9', '--data-dir', dataDirectory).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown).toMatchObject({ code: 1, stderr: 'langproc: not_found: No API key 9.\n' });
    expect(await server.stop()).toBe(0);
  });
});
