import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const MAIN = path.resolve('src/cli/main.ts');

describe('langproc translate and summarize', () => {
  it('translates with a local model folder, keeping labels and lines', async () => {
    const { stdout } = await run(TSX, [
      MAIN,
      'translate',
      '--from',
      'English',
      '--to',
      'Hausa',
      '--text',
      'Agent: Hello.\nCaller: Hi [PERSON_NAME].',
      '--models-dir',
      'test/fixtures/models',
      '--repository',
      'langproc-fixtures/tiny-random-nllb',
      '--dtype',
      'fp32',
      '--json',
    ]);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      route: 'chunked',
      status: 'complete',
      units: { total: 2, succeeded: 2, failed: 0 },
    });
    expect(result.result).toMatch(/^Agent: .+\nCaller: .*\[PERSON_NAME\]/u);
  });

  it('names the pull command when the default model is missing', async () => {
    const error = await run(TSX, [
      MAIN,
      'translate',
      '--from',
      'English',
      '--to',
      'Zulu',
      '--text',
      'Hi.',
      '--models-dir',
      '/nonexistent',
    ]).catch((caught: { stderr: string }) => caught);
    expect((error as { stderr: string }).stderr).toContain(
      'Install it with: langproc models pull nllb-200-distilled-600M',
    );
  });

  it('summarizes with the embedded summarizer', async () => {
    const { stdout } = await run(TSX, [
      MAIN,
      'summarize',
      '--language',
      'English',
      '--text',
      'Hello. My card is blocked since Monday morning.',
    ]);
    expect(stdout).toBe('My card is blocked since Monday morning.\n');
  });
});
