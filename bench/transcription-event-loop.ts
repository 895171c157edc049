/**
 * Event-loop stalls while the HTTP adapter's default services transcribe a long recording: with the
 * transcription thread (`--task-threads` 1 or more) and without it (0). Prints the time and the
 * worst delay of a 10 ms timer. Uses the tiny random Whisper fixture as the catalog's whisper-base,
 * so the numbers are the decoding and feature-extraction glue, not a real model's inference.
 *
 * @example
 * ```sh
 * npx tsx bench/transcription-event-loop.ts            # 600 s of audio, threads 1 then 0
 * npx tsx bench/transcription-event-loop.ts --seconds 120
 * ```
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDefaultServices } from '../src/http/default-services.js';
import { resolveFfmpegPath } from '../src/transcription/ffmpeg-binary.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '600' } } });
const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-transcription-event-loop-'));
const file = path.join(temporary, 'long.wav');
execFileSync(resolveFfmpegPath(), [
  ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=300:duration=${values.seconds}`],
  ...['-ar', '16000', '-ac', '1', file],
]);
const modelsDirectory = path.join(temporary, 'models');
mkdirSync(path.join(modelsDirectory, 'Xenova'), { recursive: true });
symlinkSync(
  path.resolve('test/fixtures/models/langproc-fixtures/tiny-random-whisper'),
  path.join(modelsDirectory, 'Xenova/whisper-base'),
);
for (const taskThreads of [1, 0]) {
  const services = createDefaultServices({ modelsDirectory, taskThreads });
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  const result = await services.transcribe?.({
    audio: file,
    language: 'English',
    generateSrt: true,
    modelName: 'whisper-1-transcribe',
  });
  clearInterval(timer);
  console.log(
    `task threads ${taskThreads}: ${result?.durationSeconds.toFixed(0)} s of audio in ${((performance.now() - started) / 1000).toFixed(1)} s, worst event-loop delay ${worst.toFixed(0)} ms`,
  );
  await services.close?.();
}
rmSync(temporary, { recursive: true, force: true });
