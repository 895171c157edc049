/**
 * Warms up the rules path before the first real request: a fresh process pays for its first
 * redactions (the lazy per-language tables, then V8 interpreting and compiling the hot code and
 * the regexes), about 7 to 80 ms for the first call of each language and 1 to 3 ms per call over
 * the next few hundred, against about 0.1 to 0.2 ms per 1 KB once warm. This runs built-in
 * sample texts (no user data), made of each language's own context phrases, month names and
 * introductions, through `redact`, yielding to the event loop between calls so that a server
 * stays responsive while it warms. The redaction threads of `langproc serve` run it at start.
 *
 * @example
 * ```ts
 * import { warmUpRedaction } from 'langproc';
 * const { calls, milliseconds } = await warmUpRedaction({ passes: 20 });
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { LANGUAGE_NAMES, type LanguageName } from '../languages.js';
import { throwIfAborted } from '../util/abort.js';
import { contextPhrases } from './context/context-words.js';
import { MONTH_NAMES } from './recognizers/month-names.js';
import { INTRODUCTION_PHRASES } from './recognizers/person-name-cues.js';
import { redact } from './redact.js';
import { numberWordEntries } from './spoken/number-words.js';

/** Options of {@link warmUpRedaction}. */
export interface WarmUpRedactionOptions {
  /** Passes over the sample texts (one per language). @default 20 @example 5 */
  passes?: number;
  /** Languages to warm. @default all 19 @example ['English', 'Hausa'] */
  languages?: readonly LanguageName[];
  /** Stops the warm-up between two calls. @default undefined */
  abortSignal?: AbortSignal;
}

/** What {@link warmUpRedaction} did. */
export interface WarmUpRedactionResult {
  /** Redactions run. */
  calls: number;
  /** Wall-clock milliseconds from start to end, yields to the event loop included. */
  milliseconds: number;
}

/** The last phrase of a context kind in `language` (its own when it has one, else English). */
function phraseOf(language: LanguageName, kind: Parameters<typeof contextPhrases>[1]): string {
  const phrases = contextPhrases(language, kind);
  return phrases[phrases.length - 1] ?? '';
}

/**
 * A call-centre style sample in `language` touching every recognizer: an introduction, an
 * honorific, a phone number, an e-mail address, a date of birth, an account and a card number, a
 * street address, a reference and a repeated name. Every value in it is made up.
 */
export function warmUpSampleText(language: LanguageName): string {
  const introduction = INTRODUCTION_PHRASES[language][0] ?? 'my name is';
  const month = MONTH_NAMES[language][2] ?? 'March';
  return [
    `Agent: ${introduction} Amina Okafor. ${phraseOf(language, 'PHONE_NUMBER')} +234 803 123 4567, amina.okafor@example.com.`,
    `Customer: ${phraseOf(language, 'BIRTH')} 12 ${month} 1990 (03/04/1988). ${phraseOf(language, 'ACCOUNT_NUMBER')} 0123456789, 4111 1111 1111 1111, GB82 WEST 1234 5698 7654 32.`,
    `Agent: 12 Adeola Odeku Street, P.O. Box 1234, Lagos. ${phraseOf(language, 'TRANSACTION_ID')} TXN-88A7-2291, ${phraseOf(language, 'CUSTOMER_ID')} CU-0045-7781.`,
    `Customer: Mr Musa Bello, Dr Thandiwe Nkosi, አቶ አበበ ከበደ, محمد أحمد; Amina Okafor paid ₦50,000 at 10:30.`,
  ].join('\n');
}

/** The language's own spelling of each digit (the last one its table lists), English where it has none. */
function digitWords(language: LanguageName): string[] {
  const words: string[] = [];
  for (const [spelling, word] of numberWordEntries(language)) {
    if (word.role === 'digit' && !spelling.includes(' ')) words[word.value] = spelling;
  }
  return words;
}

/**
 * The spoken form of {@link warmUpSampleText}: what a speech recogniser without punctuation emits
 * (one line, no capital letter, the phone number said digit by digit in the language's number
 * words, the e-mail address spelled out), so that the spoken view's tables and code are warm too.
 * Every value in it is made up.
 */
export function warmUpSpokenSampleText(language: LanguageName): string {
  const introduction = INTRODUCTION_PHRASES[language][0] ?? 'my name is';
  const month = MONTH_NAMES[language][2] ?? 'March';
  const digits = digitWords(language);
  const spoken = (value: string) => [...value].map((digit) => digits[Number(digit)] ?? digit).join(' ');
  return [
    introduction,
    'amina okafor',
    phraseOf(language, 'PHONE_NUMBER'),
    spoken('08031234567'),
    'amina dot okafor at example dot com',
    phraseOf(language, 'BIRTH'),
    `${digits[1] ?? '1'} ${month} 1990`,
    phraseOf(language, 'ACCOUNT_NUMBER'),
    spoken('0123456789'),
  ]
    .join(' ')
    .toLowerCase()
    .replace(/[.,:;?!]/gu, '');
}

/**
 * Runs {@link warmUpSampleText} of each language through `redact`, `passes` times; every second
 * pass runs `warmUpSpokenSampleText` instead.
 */
export async function warmUpRedaction(options: WarmUpRedactionOptions = {}): Promise<WarmUpRedactionResult> {
  const passes = options.passes ?? 20;
  if (!Number.isInteger(passes) || passes < 0) {
    throw new InvalidInputError({
      message: `Expected passes to be an integer of at least 0, got ${passes}.`,
      details: { field: 'passes' },
    });
  }
  const languages = options.languages ?? LANGUAGE_NAMES;
  const written = languages.map((language) => ({ language, text: warmUpSampleText(language) }));
  const spoken = languages.map((language) => ({ language, text: warmUpSpokenSampleText(language) }));
  const started = performance.now();
  let calls = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const sample of pass % 2 === 0 ? written : spoken) {
      throwIfAborted(options.abortSignal);
      await redact(sample);
      calls++;
      // let requests that arrived meanwhile run before the next sample
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return { calls, milliseconds: performance.now() - started };
}
