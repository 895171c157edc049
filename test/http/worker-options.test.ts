/** Options of `langproc worker` and of a server that runs no work. */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWorkerKinds } from '../../src/cli/commands/worker.js';
import { createHttpServer } from '../../src/http/create-http-server.js';
import { testServices } from './http-test-server.js';

describe('langproc worker --kinds', () => {
  it.each([
    ['tts', ['tts']],
    ['tts,transcription', ['tts', 'transcription']],
    [' transcription , tts ', ['transcription', 'tts']],
    ['tts,translation,summarization', ['tts']],
    ['translation', []],
  ])('%j runs %j', (value, kinds) => {
    expect(parseWorkerKinds(value)).toEqual(kinds);
  });

  it('refuses an unknown kind with the list of valid ones', () => {
    expect(() => parseWorkerKinds('tts,redaction')).toThrow(
      'Expected --kinds to list tts, transcription, translation or summarization, got redaction.',
    );
  });
});

describe('a server without workers', () => {
  it('needs a shared database: nobody else could run its work', async () => {
    const dataDirectory = path.join(tmpdir(), 'langproc-never-created');
    await expect(
      createHttpServer({ dataDirectory, services: testServices(), runWork: false }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
    });
    expect(existsSync(dataDirectory)).toBe(false);
  });
});
