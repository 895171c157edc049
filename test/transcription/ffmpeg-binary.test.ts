import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { describeFfmpeg, FFMPEG_PATH_VARIABLE, resolveFfmpegPath } from '../../src/transcription/index.js';

const bundledFfmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

describe('describeFfmpeg', () => {
  it('names the ffmpeg resolveFfmpegPath picks, where it was found and its version', async () => {
    const description = await describeFfmpeg();
    expect(description.path).toBe(resolveFfmpegPath());
    const variable = process.env[FFMPEG_PATH_VARIABLE];
    expect(description.source).toBe(
      variable !== undefined && variable !== ''
        ? 'environment'
        : description.path === bundledFfmpeg
          ? 'installer'
          : 'path',
    );
    expect(description.version).toMatch(/^\S+$/u);
  });

  it('reports an ffmpeg named by the environment variable (here the bundled 2018 build)', async () => {
    expect(await describeFfmpeg({ [FFMPEG_PATH_VARIABLE]: bundledFfmpeg })).toEqual({
      path: bundledFfmpeg,
      source: 'environment',
      version: expect.stringMatching(/g0e8eb07980/u),
    });
  });

  it('leaves the version undefined when the executable does not run', async () => {
    expect(await describeFfmpeg({ [FFMPEG_PATH_VARIABLE]: '/nonexistent/ffmpeg' })).toEqual({
      path: '/nonexistent/ffmpeg',
      source: 'environment',
      version: undefined,
    });
  });
});
