import { describe, expect, expectTypeOf, it } from 'vitest';
import * as onnxruntime from '../../backends/onnxruntime/index.js';
import * as transformers from '../../backends/transformers/index.js';
import type {
  LanguageName,
  SynthesizeResult,
  TranscribeResult,
  TranscriptWord,
  Warning,
} from '../../src/index.js';
import * as langproc from '../../src/index.js';
import * as speech from '../../src/speech/index.js';
import * as transcription from '../../src/transcription/index.js';

describe('public speech and transcription API', () => {
  it.each([
    'synthesize',
    'createEspeakSpeechBackend',
    'transcribe',
    'decodeAudio',
    'formatSrt',
    'formatWebVtt',
    'createEspeakPhonemizer',
  ])('langproc exports %s', (name) => {
    expect(typeof (langproc as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['synthesize', 'createEspeakSpeechBackend', 'encodeWav', 'decodePcm16Wav', 'splitIntoPieces'])(
    'langproc/speech exports %s',
    (name) => {
      expect(typeof (speech as Record<string, unknown>)[name]).toBe('function');
    },
  );

  it.each([
    'transcribe',
    'stitchChunkTranscripts',
    'stitchChunkWords',
    'buildWordCues',
    'buildTranscriptCues',
    'planChunks',
    'planSpeechChunks',
  ])('langproc/transcription exports %s', (name) => {
    expect(typeof (transcription as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['createTransformersSpeechBackend', 'createTransformersTranscriptionBackend'])(
    'langproc/transformers exports %s',
    (name) => {
      expect(typeof (transformers as Record<string, unknown>)[name]).toBe('function');
    },
  );

  it.each(['createKokoroSpeechBackend', 'createSileroVoiceActivityDetector'])(
    'langproc/onnxruntime exports %s',
    (name) => {
      expect(typeof (onnxruntime as Record<string, unknown>)[name]).toBe('function');
    },
  );

  it('has the documented result types', () => {
    expectTypeOf<SynthesizeResult>().toEqualTypeOf<{
      audio: Uint8Array;
      sampleRate: number;
      durationSeconds: number;
      modelName: string;
      warnings: Warning[];
    }>();
    expectTypeOf<TranscribeResult['language']>().toEqualTypeOf<LanguageName | null>();
    expectTypeOf<TranscribeResult['srt']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<TranscribeResult['words']>().toEqualTypeOf<TranscriptWord[] | undefined>();
    expectTypeOf<TranscriptWord>().toEqualTypeOf<{ word: string; start: number; end: number }>();
  });
});
