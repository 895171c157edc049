/**
 * Silero VAD on real speech (FLEURS clips joined with silence). Needs the model folder that
 * `scripts/real-models/parts/silero-vad.sh <dir>` builds; skipped when LANGPROC_REAL_MODELS_DIR
 * does not hold it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createSileroVoiceActivityDetector,
  SILERO_VAD_FILE,
  SILERO_VAD_REPOSITORY,
} from '../../backends/onnxruntime/index.js';
import { decodeAudio, transcribe } from '../../src/index.js';
import { encodeWav, floatToPcm16 } from '../../src/speech/index.js';
import { MockTranscriptionBackend } from '../../src/test/index.js';

const DIRECTORY = process.env.LANGPROC_REAL_MODELS_DIR ?? '';
const READY = DIRECTORY !== '' && existsSync(path.join(DIRECTORY, SILERO_VAD_REPOSITORY, SILERO_VAD_FILE));
const FLEURS = path.resolve('../shared/eval/speech/fleurs');
const RATE = 16_000;
/** How far a region may reach into the silence around a clip (Silero pads 30 ms; FLEURS clips start and end quietly). */
const EDGE_TOLERANCE_SECONDS = 0.1;

describe.skipIf(!READY)('Silero VAD on real speech (LANGPROC_REAL_MODELS_DIR)', () => {
  // Created only when the suite runs (collection happens even when skipped).
  const detector = READY ? createSileroVoiceActivityDetector({ modelsDirectory: DIRECTORY }) : undefined;

  it.each([
    { first: 'fleurs-en-000.ogg', second: 'fleurs-fr-001.ogg' },
    // A loud clip (peak -7 dBFS) then a quiet one (-44 dBFS): without levelling, 6 s were missed.
    { first: 'fleurs-en-001.ogg', second: 'fleurs-en-002.ogg' },
  ])(
    'finds speech inside $first and $second and none in the 2 s of silence between them',
    async (clipNames) => {
      const first = await decodeAudio({ audio: path.join(FLEURS, clipNames.first) });
      const second = await decodeAudio({ audio: path.join(FLEURS, clipNames.second) });
      const signal = new Float32Array(RATE + first.samples.length + 2 * RATE + second.samples.length + RATE);
      const secondStart = RATE + first.samples.length + 2 * RATE;
      signal.set(first.samples, RATE);
      signal.set(second.samples, secondStart);
      const { regions } = await detector!.doDetectSpeech({ audio: signal, sampleRate: RATE });
      const clips = [
        [1, 1 + first.durationSeconds],
        [secondStart / RATE, secondStart / RATE + second.durationSeconds],
      ] as const;
      for (const [start, end] of clips) {
        const inside = regions.filter(
          (region) =>
            region.start >= start - EDGE_TOLERANCE_SECONDS && region.end <= end + EDGE_TOLERANCE_SECONDS,
        );
        expect(inside.length).toBeGreaterThan(0);
        // Speech covers most of each clip.
        const covered = inside.reduce((sum, region) => sum + region.end - region.start, 0);
        expect(covered / (end - start)).toBeGreaterThan(0.5);
      }
      const outside = regions.filter(
        (region) =>
          !clips.some(
            ([start, end]) =>
              region.start >= start - EDGE_TOLERANCE_SECONDS && region.end <= end + EDGE_TOLERANCE_SECONDS,
          ),
      );
      expect(outside).toEqual([]);
    },
  );

  it('hears no speech in low noise, so transcribe() returns an empty transcript without the recogniser', async () => {
    const noise = new Float32Array(5 * RATE);
    let seed = 1;
    for (let index = 0; index < noise.length; index += 1) {
      seed = (seed * 16_807) % 2_147_483_647;
      noise[index] = (seed / 2_147_483_647 - 0.5) * 0.02;
    }
    const backend = new MockTranscriptionBackend();
    const result = await transcribe({
      audio: encodeWav({ pieces: [floatToPcm16(noise)], sampleRate: RATE }),
      language: 'English',
      backend,
      voiceActivityDetector: detector!,
    });
    expect([result.text, result.segments, backend.calls.length]).toEqual(['', [], 0]);
  });
});
