/**
 * Audio redaction, proved on real speech: a call per language is spoken with our own voices
 * (Kokoro-82M for English, French, Spanish and Italian; the SVOX Pico de-DE voice for German where
 * `scripts/real-models/parts/svox-pico.sh` installed it, else Kokoro's stand-in; Kokoro's stand-in
 * for Swahili; the embedded espeak-ng voice for Afrikaans, and with `--stand-ins espeak` for German
 * and Swahili too; with `--stand-ins pico`, Pico it-IT for Swahili and de-DE for Afrikaans), the
 * turns joined with pauses; it holds a name, a phone number read digit
 * by digit, a card number read digit by digit, a date of birth and a spelled e-mail. The call goes
 * through `redactAudio()` with whisper-base (word timestamps on); the redacted WAV is transcribed
 * again. Reported per language:
 * - values heard: PII values the recogniser heard in the original call (what redaction could see);
 * - values leaked: PII values present in the second transcript (digits compared after the spoken
 *   view writes number words as digits: a run of 4 of the value's digits counts; a name or e-mail
 *   word counts as itself);
 * - non-PII kept: share of the first transcript's words outside the masked spans that the second
 *   transcript still has (bag of words, case and punctuation ignored);
 * - per turn: the same two, with the redacted WAV transcribed turn by turn (cut where the spoken
 *   call has its pauses) instead of as one file: Whisper's repetition loops and skipped sentences
 *   on the whole file can hide an audible value, a turn alone hides less.
 * `--vad` cuts both transcriptions at Silero VAD's silences, `--chunk-seconds` sets their longest
 * chunk, `--mode silence` masks with silence, `--no-loop-guard` turns Whisper's repetition-loop
 * guard off (`repetitionLoopGuard: false`).
 * Numbers from synthetic voices, not from recorded callers. Prints numbers; asserts nothing.
 *
 * @example
 * ```sh
 * scripts/real-models/build.sh /work/cache/real-models
 * npx tsx bench/audio-redaction-round-trip.ts --models-dir /work/cache/real-models
 * npx tsx bench/audio-redaction-round-trip.ts --models-dir ./models --languages English,French
 * # keep the spoken calls (synthesis is the slow part) and read them back on the next run:
 * npx tsx bench/audio-redaction-round-trip.ts --models-dir ./models --audio-dir /tmp/calls
 * ```
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createKokoroSpeechBackend,
  createSileroVoiceActivityDetector,
  KOKORO_LANGUAGES,
  KOKORO_STAND_IN_LANGUAGES,
} from '../backends/onnxruntime/index.js';
import { createTransformersTranscriptionBackend } from '../backends/transformers/transcription-backend.js';
import { redactAudio } from '../src/audio-redaction/redact-audio.js';
import type { SpeechBackendV1 } from '../src/backend-interfaces/speech-backend.js';
import type { LanguageName } from '../src/languages.js';
import { buildSpokenView } from '../src/redaction/spoken/spoken-view.js';
import { createEspeakPhonemizer, synthesize } from '../src/speech/index.js';
import { decodePcm16Wav } from '../src/speech/wav-decoder.js';
import { encodeWav, floatToPcm16 } from '../src/speech/wav-encoder.js';
import { transcribe } from '../src/transcription/transcribe.js';
import { createPicoSpeechBackend, hasPicoVoices, PICO_STAND_INS, PICO_VOICES } from './pico-voice.js';
import { normaliseWords } from './speech-word-error-rate.js';

const { values } = parseArgs({
  options: {
    'models-dir': { type: 'string', default: process.env.LANGPROC_REAL_MODELS_DIR ?? './models' },
    languages: { type: 'string' },
    pause: { type: 'string', default: '0.7' },
    mode: { type: 'string', default: 'bleep' },
    'audio-dir': { type: 'string' },
    /**
     * `kokoro`: Kokoro's stand-in voices for German and Swahili; `pico`: Pico's for Swahili
     * (it-IT) and Afrikaans (de-DE); `espeak`: the espeak-ng voices.
     */
    'stand-ins': { type: 'string', default: 'kokoro' },
    /** Keep German off the SVOX Pico voice even where `svox-pico.sh` installed it. */
    'no-pico': { type: 'boolean', default: false },
    /** Cut both transcriptions at Silero VAD's silences instead of fixed 30 s windows. */
    vad: { type: 'boolean', default: false },
    /** Longest chunk for both transcriptions (default: the backend's 30 s). */
    'chunk-seconds': { type: 'string' },
    /** Turn Whisper's repetition-loop guard off (the numbers before it). */
    'no-loop-guard': { type: 'boolean', default: false },
  },
});

/** One call: its turns, and the PII values said in it (as the script writes them). */
interface Call {
  turns: string[];
  /** Values with digits: compared as digit runs. */
  numbers: string[];
  /** Words of names and e-mails: compared as words. */
  words: string[];
}

const PHONE = '0 8 2 5 5 1 3 4 7 9';
const CARD = '4 5 3 9 1 4 8 8 0 3 4 3 6 4 6 7';

/** The calls, one per language, written for speech (numbers read digit by digit). */
const CALLS: Partial<Record<LanguageName, Call>> = {
  English: {
    turns: [
      'Good morning, thank you for calling the bank. Can I have your full name please?',
      'Yes, my name is Daniel Mokoena.',
      'Thank you. What is the best number to reach you on?',
      `It is ${PHONE}.`,
      'And your date of birth?',
      'The fourteenth of March, nineteen eighty six.',
      'Which card is the payment on?',
      `The card number is ${CARD}.`,
      'And your email address?',
      'daniel dot mokoena at gmail dot com.',
      'Thank you, the payment will be reversed within three days. Have a good day.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['daniel', 'mokoena'],
  },
  French: {
    turns: [
      'Bonjour, merci d’avoir appelé la banque. Quel est votre nom complet, s’il vous plaît ?',
      'Je m’appelle Claire Dubois.',
      'Merci. À quel numéro pouvons-nous vous joindre ?',
      `C’est le ${PHONE}.`,
      'Et votre date de naissance ?',
      'Le quatorze mars mille neuf cent quatre-vingt-six.',
      'Quelle carte a été débitée ?',
      `Le numéro de la carte est ${CARD}.`,
      'Et votre adresse e-mail ?',
      'claire point dubois arobase gmail point com.',
      'Merci, le paiement sera remboursé dans trois jours. Bonne journée.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['claire', 'dubois'],
  },
  Spanish: {
    turns: [
      'Buenos días, gracias por llamar al banco. ¿Me dice su nombre completo, por favor?',
      'Sí, me llamo Lucía Fernández.',
      'Gracias. ¿En qué número podemos localizarla?',
      `Es el ${PHONE}.`,
      '¿Y su fecha de nacimiento?',
      'El catorce de marzo de mil novecientos ochenta y seis.',
      '¿Con qué tarjeta hizo el pago?',
      `El número de la tarjeta es ${CARD}.`,
      '¿Y su correo electrónico?',
      'lucia punto fernandez arroba gmail punto com.',
      'Gracias, el pago se devolverá en tres días. Que tenga un buen día.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['lucía', 'lucia', 'fernández', 'fernandez'],
  },
  Italian: {
    turns: [
      'Buongiorno, grazie per aver chiamato la banca. Mi dice il suo nome completo, per favore?',
      'Sì, mi chiamo Marco Bianchi.',
      'Grazie. A quale numero possiamo contattarla?',
      `È il ${PHONE}.`,
      'E la sua data di nascita?',
      'Il quattordici marzo millenovecentoottantasei.',
      'Con quale carta ha pagato?',
      `Il numero della carta è ${CARD}.`,
      'E il suo indirizzo email?',
      'marco punto bianchi chiocciola gmail punto com.',
      'Grazie, il pagamento sarà rimborsato entro tre giorni. Buona giornata.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['marco', 'bianchi'],
  },
  German: {
    turns: [
      'Guten Morgen, danke für Ihren Anruf bei der Bank. Wie ist Ihr vollständiger Name?',
      'Mein Name ist Jonas Becker.',
      'Danke. Unter welcher Nummer erreichen wir Sie?',
      `Die Nummer ist ${PHONE}.`,
      'Und Ihr Geburtsdatum?',
      'Der vierzehnte März neunzehnhundertsechsundachtzig.',
      'Mit welcher Karte haben Sie bezahlt?',
      `Die Kartennummer ist ${CARD}.`,
      'Und Ihre E-Mail-Adresse?',
      'jonas punkt becker at gmail punkt com.',
      'Danke, die Zahlung wird in drei Tagen erstattet. Einen schönen Tag noch.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['jonas', 'becker'],
  },
  Swahili: {
    turns: [
      'Habari za asubuhi, asante kwa kupiga simu benki. Naomba jina lako kamili?',
      'Jina langu ni Juma Hassan.',
      'Asante. Nambari yako ya simu ni ipi?',
      `Ni ${PHONE}.`,
      'Na tarehe yako ya kuzaliwa?',
      'Tarehe kumi na nne Machi mwaka elfu moja mia tisa themanini na sita.',
      'Ulilipa kwa kadi gani?',
      `Nambari ya kadi ni ${CARD}.`,
      'Na barua pepe yako?',
      'juma dot hassan at gmail dot com.',
      'Asante, malipo yatarudishwa ndani ya siku tatu. Siku njema.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['juma', 'hassan'],
  },
  Afrikaans: {
    turns: [
      'Goeie môre, dankie dat u die bank bel. Wat is u volle naam, asseblief?',
      'My naam is Pieter Botha.',
      'Dankie. Op watter nommer kan ons u bereik?',
      `Dit is ${PHONE}.`,
      'En u geboortedatum?',
      'Die veertiende Maart negentien ses en tagtig.',
      'Met watter kaart het u betaal?',
      `Die kaartnommer is ${CARD}.`,
      'En u e-posadres?',
      'pieter punt botha at gmail punt com.',
      'Dankie, die betaling sal binne drie dae terugbetaal word. Lekker dag.',
    ],
    numbers: [PHONE, CARD, '1986'],
    words: ['pieter', 'botha'],
  },
};

const modelsDirectory = path.resolve(values['models-dir']);
const pauseSeconds = Number(values.pause);
const languages = (values.languages?.split(',') ?? Object.keys(CALLS)) as LanguageName[];
const whisper = createTransformersTranscriptionBackend({
  modelsDirectory,
  model: 'whisper-base',
  repository: 'Xenova/whisper-base',
  dtype: 'q8',
  repetitionLoopGuard: values['no-loop-guard'] !== true,
});
const chunkSeconds = values['chunk-seconds'] === undefined ? undefined : Number(values['chunk-seconds']);
const voiceActivityDetector =
  values.vad === true ? createSileroVoiceActivityDetector({ modelsDirectory }) : undefined;
const kokoro = createKokoroSpeechBackend({
  modelsDirectory,
  phonemizer: createEspeakPhonemizer(),
  standIns: values['stand-ins'] === 'kokoro',
});

const pico =
  values['no-pico'] !== true && hasPicoVoices(modelsDirectory)
    ? createPicoSpeechBackend({ modelsDirectory, standIns: values['stand-ins'] === 'pico' })
    : undefined;

/** Which voice speaks `language`'s call: Kokoro, then Pico, then a stand-in or espeak-ng. */
function voiceOf(language: LanguageName): 'kokoro' | 'pico' | 'kokoro stand-in' | 'pico stand-in' | 'espeak' {
  if (KOKORO_LANGUAGES[language] !== undefined) return 'kokoro';
  if (pico !== undefined && PICO_VOICES[language] !== undefined) return 'pico';
  if (pico !== undefined && values['stand-ins'] === 'pico' && PICO_STAND_INS[language] !== undefined) {
    return 'pico stand-in';
  }
  if (values['stand-ins'] === 'kokoro' && KOKORO_STAND_IN_LANGUAGES[language] !== undefined) {
    return 'kokoro stand-in';
  }
  return 'espeak';
}

/**
 * The call as one WAV: each turn synthesized, the turns joined by `pauseSeconds` of silence.
 * With `--audio-dir`, a call spoken before (same turns, voice and pause) is read from there.
 */
async function speakCall(language: LanguageName, turns: readonly string[]): Promise<Uint8Array> {
  const directory = values['audio-dir'];
  if (directory === undefined) return synthesizeCall(language, turns);
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        language,
        turns,
        pauseSeconds,
        voice: voiceOf(language),
        speaker:
          voiceOf(language) === 'pico'
            ? PICO_VOICES[language]
            : voiceOf(language) === 'pico stand-in'
              ? PICO_STAND_INS[language]
              : ((KOKORO_LANGUAGES[language] ?? KOKORO_STAND_IN_LANGUAGES[language])?.voice ?? null),
      }),
    )
    .digest('hex')
    .slice(0, 16);
  const file = path.join(directory, `${language}-${key}.wav`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const wav = await synthesizeCall(language, turns);
  mkdirSync(directory, { recursive: true });
  writeFileSync(file, wav);
  return wav;
}

async function synthesizeCall(language: LanguageName, turns: readonly string[]): Promise<Uint8Array> {
  const voice = voiceOf(language);
  const backend: SpeechBackendV1 | undefined =
    voice === 'espeak' ? undefined : voice === 'pico' || voice === 'pico stand-in' ? pico : kokoro;
  const pieces: Float32Array[] = [];
  let sampleRate = 0;
  for (const turn of turns) {
    const speech = await synthesize({ text: turn, language, ...(backend === undefined ? {} : { backend }) });
    const decoded = decodePcm16Wav(speech.audio);
    sampleRate = decoded.sampleRate;
    pieces.push(decoded.samples, new Float32Array(Math.round(pauseSeconds * decoded.sampleRate)));
  }
  return encodeWav({ pieces: pieces.map(floatToPcm16), sampleRate });
}

/** The text's digits (number words written as digits by the spoken view), spaces removed. */
function digitsOf(text: string, language: LanguageName): string {
  const written = buildSpokenView(text.toLowerCase(), language)?.text ?? text;
  return written.replace(/\D+/gu, '');
}

/** Values of `call` present in `text`: a run of 4 of a number's digits, or a listed word. */
function valuesIn(text: string, call: Call, language: LanguageName): string[] {
  const digits = digitsOf(text, language);
  const words = new Set(normaliseWords(text));
  const found: string[] = [];
  for (const value of call.numbers) {
    const valueDigits = value.replace(/\D+/gu, '');
    for (let start = 0; start + 4 <= valueDigits.length; start++) {
      if (digits.includes(valueDigits.slice(start, start + 4))) {
        found.push(value);
        break;
      }
    }
  }
  for (const word of call.words) if (words.has(word)) found.push(word);
  return found;
}

/**
 * The turns of a spoken call: the stretches between its runs of digital silence of 0.5 s or
 * more (the pauses `synthesizeCall` puts between turns), as sample ranges.
 */
function turnRanges(samples: Float32Array, sampleRate: number): Array<{ start: number; end: number }> {
  const minimumPause = Math.round(0.5 * sampleRate);
  const ranges: Array<{ start: number; end: number }> = [];
  let turnStart = 0;
  let zeros = 0;
  for (let index = 0; index <= samples.length; index++) {
    if (index < samples.length && samples[index] === 0) {
      zeros++;
      continue;
    }
    if (zeros >= minimumPause || index === samples.length) {
      const end = index - zeros;
      if (end > turnStart) ranges.push({ start: turnStart, end });
      turnStart = index;
    }
    zeros = 0;
  }
  return ranges;
}

/** Share (in %) of `kept` words that `text` still has (bag of words, each used once). */
function keptShare(kept: readonly string[], text: string): number {
  const second = new Map<string, number>();
  for (const word of normaliseWords(text)) second.set(word, (second.get(word) ?? 0) + 1);
  let present = 0;
  for (const word of kept) {
    const count = second.get(word) ?? 0;
    if (count > 0) {
      present++;
      second.set(word, count - 1);
    }
  }
  return (100 * present) / Math.max(1, kept.length);
}

/**
 * The redacted call transcribed turn by turn (cut where the original call has its pauses), which
 * hides no audible value behind a Whisper repetition loop or a skipped sentence of the whole file.
 */
async function transcribeTurns(
  original: Uint8Array,
  redactedWav: Uint8Array,
  language: LanguageName,
): Promise<string> {
  const spoken = decodePcm16Wav(original);
  const masked = decodePcm16Wav(redactedWav);
  const texts: string[] = [];
  for (const range of turnRanges(spoken.samples, spoken.sampleRate)) {
    const piece = masked.samples.subarray(range.start, range.end);
    if (!piece.some((sample) => Math.abs(sample) > 0.001)) continue;
    const turn = await transcribe({
      audio: encodeWav({ pieces: [floatToPcm16(piece)], sampleRate: masked.sampleRate }),
      language,
      backend: whisper,
    });
    texts.push(turn.text);
  }
  return texts.join(' ');
}

console.log(
  `audio redaction round trip: our voices -> redactAudio(whisper-base q8, words) -> transcribe the redacted WAV (${values.mode}, pause ${pauseSeconds} s, ${voiceActivityDetector === undefined ? 'fixed 30 s windows' : 'cut at Silero VAD silences'}${chunkSeconds === undefined ? '' : `, chunks <= ${chunkSeconds} s`})`,
);
console.log(
  'language     voice    audio s  spans  values heard  values leaked  non-PII kept  | per turn: leaked  kept  seconds',
);
for (const language of languages) {
  const call = CALLS[language];
  if (call === undefined) continue;
  const voice = voiceOf(language).replace(' stand-in', '*');
  const started = performance.now();
  const wav = await speakCall(language, call.turns);
  const redacted = await redactAudio({
    audio: wav,
    language,
    transcriptionBackend: whisper,
    mode: values.mode === 'silence' ? 'silence' : 'bleep',
    ...(voiceActivityDetector === undefined ? {} : { voiceActivityDetector }),
    ...(chunkSeconds === undefined ? {} : { chunkSeconds }),
  });
  const again = await transcribe({
    audio: redacted.audio,
    language,
    backend: whisper,
    ...(voiceActivityDetector === undefined ? {} : { voiceActivityDetector }),
    ...(chunkSeconds === undefined ? {} : { chunkSeconds }),
  });
  const heard = new Set(valuesIn(redacted.transcript, call, language));
  const leaked = valuesIn(again.text, call, language);
  // the first transcript's words outside the masked spans (by their middle: a span widened over an
  // unheard gap also covers the words heard in it), against the second transcript's words
  const kept = normaliseWords(
    redacted.words
      .filter(
        (word) =>
          !word.word.startsWith('[') &&
          !redacted.spans.some(
            (span) => span.start <= (word.start + word.end) / 2 && (word.start + word.end) / 2 <= span.end,
          ),
      )
      .map((word) => word.word)
      .join(' '),
  );
  const wholeKept = keptShare(kept, again.text);
  const turnsText = await transcribeTurns(wav, redacted.audio, language);
  const turnsLeaked = valuesIn(turnsText, call, language);
  const turnsKept = keptShare(kept, turnsText);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${language.padEnd(12)} ${voice.padEnd(8)} ${redacted.durationSeconds.toFixed(1).padStart(7)}  ${String(redacted.spans.length).padStart(5)}  ${`${heard.size}`.padStart(12)}  ${`${leaked.length}${leaked.length > 0 ? ` (${leaked.join(', ')})` : ''}`.padStart(13)}  ${`${wholeKept.toFixed(1)} %`.padStart(12)}  | ${`${turnsLeaked.length}${turnsLeaked.length > 0 ? ` (${turnsLeaked.join(', ')})` : ''}`.padStart(16)}  ${`${turnsKept.toFixed(1)} %`.padStart(6)}  ${seconds.toFixed(0).padStart(7)}`,
  );
  if (process.env.VERBOSE === '1') {
    // the synthetic call's transcript: the values are the script's, not a person's
    console.log(`  first:    ${redacted.transcript}`);
    console.log(`  heard:    ${redacted.redactedTranscript}`);
    console.log(`  again:    ${again.text}`);
    console.log(`  turns:    ${turnsText}`);
    console.log(
      `  spans:    ${redacted.spans.map((span) => `${span.type} ${span.start}-${span.end}`).join('; ')}`,
    );
  }
}
await whisper.dispose?.();
