import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WaveFile } from 'wavefile';

const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-speech-cli-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));
const MAIN = path.resolve('src/cli/main.ts');

describe('langproc speak / transcribe (CLI)', () => {
  it('speak writes a WAV and reports the stand-in voice on stderr', () => {
    const output = path.join(temporary, 'zulu.wav');
    const run = spawnSync(
      'node',
      ['--import', 'tsx', MAIN, 'speak', '--language', 'Zulu', '--text', 'Sawubona.', '-o', output],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('warning: voice: Zulu is spoken with the espeak-ng "sw" voice.');
    const format = new WaveFile(readFileSync(output)).fmt as { numChannels: number; sampleRate: number };
    expect([format.numChannels, format.sampleRate]).toEqual([1, 22_050]);
  });

  it('transcribe names the pull command when the model is missing, before decoding', () => {
    const run = spawnSync(
      'node',
      ['--import', 'tsx', MAIN, 'transcribe', 'missing.mp3', '--language', 'rw', '--models-dir', temporary],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('langproc: model_not_installed:');
    expect(run.stderr).toContain('Install it with: langproc models pull mms-1b-all');
  });

  it('redact-audio names the pull command when the model is missing, and checks its mode first', () => {
    const missing = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        MAIN,
        'redact-audio',
        'missing.mp3',
        '--language',
        'sw',
        '--out',
        path.join(temporary, 'x.wav'),
        '--models-dir',
        temporary,
      ],
      { encoding: 'utf8' },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('langproc: model_not_installed:');
    expect(missing.stderr).toContain('Install it with: langproc models pull whisper-');
    const badMode = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        MAIN,
        'redact-audio',
        'missing.mp3',
        '--language',
        'sw',
        '--out',
        'x.wav',
        '--mode',
        'beep',
      ],
      { encoding: 'utf8' },
    );
    expect(badMode.status).toBe(1);
    expect(badMode.stderr).toContain('Expected --mode to be bleep or silence, got beep.');
  });

  it.each([
    ['mms-tts-yor', 'Yoruba', 'Xenova/mms-tts-yor'],
    ['mms-tts-hau', 'Hausa', 'facebook/mms-tts-hau'],
    ['kokoro-82m', 'French', 'onnx-community/Kokoro-82M-v1.0-ONNX'],
  ])('speak --model %s looks in the catalog repository', (model, language, repository) => {
    const run = spawnSync(
      'node',
      [
        '--import',
        'tsx',
        MAIN,
        'speak',
        '--language',
        language,
        '--text',
        'Hello.',
        '--model',
        model,
        '--models-dir',
        temporary,
        '-o',
        path.join(temporary, 'unused.wav'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`(looked for ${path.join(temporary, repository, 'config.json')})`);
    expect(run.stderr).toContain(`Install it with: langproc models pull ${model}`);
  });

  it('lists both commands in the help', () => {
    const help = execFileSync('node', ['--import', 'tsx', MAIN, '--help'], { encoding: 'utf8' });
    expect(help).toContain('speak [options]');
    expect(help).toContain('transcribe [options] <file>');
  });
});
