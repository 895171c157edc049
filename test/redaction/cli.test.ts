import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRedactCommand } from '../../src/cli/commands/redact.js';

function program(): Command {
  const root = new Command('langproc').exitOverride();
  registerRedactCommand(root);
  return root;
}

async function run(args: string[]): Promise<string> {
  let output = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  });
  try {
    await program().parseAsync(['node', 'langproc', ...args]);
  } finally {
    spy.mockRestore();
  }
  return output;
}

describe('langproc redact', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the redacted text', async () => {
    expect(
      await run(['redact', '--language', 'Hausa', '--text', 'Sunana Musa Bello, lambata 0803 123 4567.']),
    ).toBe('Sunana [PERSON_NAME], lambata [PHONE_NUMBER].\n');
  });

  it('prints the whole result with --json', async () => {
    const output = JSON.parse(
      await run([
        'redact',
        '--language',
        'English',
        '--domain',
        'banking',
        '--json',
        '--text',
        'My BVN is 22123456789',
      ]),
    ) as { result: string; entities: Array<{ type: string }>; modelName: string };
    expect(output.result).toBe('My BVN is [BVN]');
    expect(output.entities.map((entity) => entity.type)).toEqual(['BVN']);
    expect(output.modelName).toBe('langproc-rules-1');
  });

  it('rejects an unknown domain with a typed error', async () => {
    await expect(
      run(['redact', '--language', 'English', '--domain', 'banks', '--text', 'hi']),
    ).rejects.toMatchObject({
      code: 'unsupported_domain',
    });
  });
});
