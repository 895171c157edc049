import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The built package as `npm install langproc` lays it out without the optional peers: `dist/`,
 * `package.json` and the catalog copied into a temporary folder whose `node_modules` holds only
 * the production `dependencies` (links to this checkout's). Needs `npm run build`.
 */
const ROOT = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const run = promisify(execFile);
const HTTP_INSTALL_LINE = 'npm install fastify @fastify/multipart node-sqlite3-wasm';
/** Never connected to: the driver is missing. */
const DATABASE_URL = 'postgres://localhost:1/langproc';
let installed: string;

beforeAll(() => {
  installed = mkdtempSync(path.join(tmpdir(), 'langproc-production-install-'));
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  cpSync(path.join(ROOT, 'package.json'), path.join(installed, 'package.json'));
  cpSync(path.join(ROOT, 'models', 'catalog.json'), path.join(installed, 'models', 'catalog.json'));
  for (const folder of ['dist/src', 'dist/backends']) {
    cpSync(path.join(ROOT, folder), path.join(installed, folder), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
  }
  for (const name of Object.keys(manifest.dependencies)) {
    const link = path.join(installed, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules', name)), link);
  }
});
afterAll(() => {
  rmSync(installed, { recursive: true, force: true });
});

/** Runs the installed CLI; resolves with its exit code and output. */
async function langproc(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(installed, 'dist/src/cli/main.js'), ...args],
      {
        cwd: installed,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('production install without the optional peers (built)', () => {
  it('the HTTP packages are optional peers, kept as devDependencies', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    for (const name of ['fastify', '@fastify/multipart', 'node-sqlite3-wasm', 'pg']) {
      expect(manifest.dependencies).not.toHaveProperty(name);
      expect(manifest.peerDependenciesMeta?.[name]).toEqual({ optional: true });
      expect(manifest.devDependencies).toHaveProperty(name);
    }
  });

  it('langproc redact works', async () => {
    const result = await langproc(
      'redact',
      '--language',
      'Hausa',
      '--text',
      'Sunana Musa Bello, lambata 0803 123 4567.',
    );
    expect(result).toMatchObject({ code: 0, stdout: 'Sunana [PERSON_NAME], lambata [PHONE_NUMBER].\n' });
  });

  it.each([
    [['serve', '--port', '0', '--data-dir', 'data'], 'node-sqlite3-wasm', HTTP_INSTALL_LINE],
    [['keys', 'list', '--data-dir', 'data'], 'node-sqlite3-wasm', HTTP_INSTALL_LINE],
    [['serve', '--database-url', DATABASE_URL], 'pg', 'npm install pg'],
    [['worker', '--database-url', DATABASE_URL], 'pg', 'npm install pg'],
    [['db', 'migrate', '--database-url', DATABASE_URL], 'pg', 'npm install pg'],
  ])('langproc %j fails with package_not_installed naming "%s"', async (args, packageName, line) => {
    const result = await langproc(...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `langproc: package_not_installed: The optional package "${packageName}" is not installed; ` +
        `${packageName === 'pg' ? 'the shared PostgreSQL store (--database-url, langproc worker, langproc db)' : 'the HTTP adapter (langproc serve, langproc keys, langproc/http)'} needs it. ` +
        `Install it with: ${line}\n`,
    );
  });

  it("import('langproc') is the one-file bundle, with every export of dist/src/index.js", async () => {
    const script = `
      const bundle = await import('langproc');
      const modules = await import('./dist/src/index.js');
      console.log(import.meta.resolve('langproc').endsWith('/dist/src/index.bundle.js'));
      console.log(JSON.stringify(Object.keys(bundle).sort()) === JSON.stringify(Object.keys(modules).sort()));
      console.log(Object.keys(bundle).length > 50, bundle.VERSION === modules.VERSION);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: installed });
    expect(stdout).toBe('true\ntrue\ntrue true\n');
  });

  it("import('langproc/http') loads; createHttpServer rejects with PackageNotInstalledError", async () => {
    const script = `
      const { createHttpServer } = await import('langproc/http');
      const { PackageNotInstalledError } = await import('langproc');
      try {
        await createHttpServer({ dataDirectory: 'data' });
      } catch (error) {
        console.log(PackageNotInstalledError.isInstance(error), error.packageName, error.installCommand);
      }`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: installed });
    expect(stdout).toBe(`true fastify ${HTTP_INSTALL_LINE}\n`);
  });
});
