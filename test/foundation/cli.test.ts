import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const cli = new URL('../../dist/src/cli/main.js', import.meta.url).pathname;
const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

describe('langproc CLI (built)', () => {
  it('prints its version', () => {
    expect(execFileSync('node', [cli, '--version'], { encoding: 'utf8' }).trim()).toBe(version);
  });

  it('prints help', () => {
    const help = execFileSync('node', [cli, '--help'], { encoding: 'utf8' });
    expect(help).toContain('Usage: langproc');
    expect(help).toContain('Offline language processing for 19 languages');
  });
});
