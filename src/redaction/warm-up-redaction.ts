/**
 * Warms up the rules path before the first real request: a fresh process pays for its first
 * redactions (the lazy per-language tables, then V8 interpreting and compiling the hot code and
 * the regexes), about 7 to 80 ms for the first call of each language and 1 to 3 ms per call over
 * the next few hundred, against about 0.1 to 0.2 ms per 1 KB once warm. This runs built-in
 * sample texts (no user data), made of each language's own tables (context phrases of every kind
 * asked as questions, "where" questions, answer closers, kinship nouns, "ending in" cues, letter
 * names, month names and introductions), written and as a speech recogniser writes them, through
 * `redact`, so that the paths real calls take are compiled before them; each round takes other
 * entries of the tables. It yields to the event loop between calls so that a server stays
 * responsive while it warms. The redaction threads of `langproc serve` run it at start; importing
 * the library runs nothing.
 *
 * @example
 * ```ts
 * import { warmUpRedaction } from 'langproc';
 * const { calls, milliseconds } = await warmUpRedaction({ passes: 12 });
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { LANGUAGE_NAMES, type LanguageName } from '../languages.js';
import { throwIfAborted } from '../util/abort.js';
import { type ContextKind, contextPhrases } from './context/context-words.js';
import { SPOKEN_ANSWER_WORDS } from './recognizers/address-answer.js';
import { KINSHIP_WORDS } from './recognizers/lower-case-titles.js';
import { MONTH_NAMES } from './recognizers/month-names.js';
import { INTRODUCTION_PHRASES } from './recognizers/person-name-cues.js';
import { ROLE_NOUNS } from './recognizers/role-nouns.js';
import { redact } from './redact.js';
import { LETTER_NAMES } from './spoken/letter-words.js';
import { numberWordEntries } from './spoken/number-words.js';
import { SPOKEN_INTRODUCTIONS } from './spoken/spoken-introductions.js';
import { ENDING_CUES } from './value-pieces.js';

/** Options of {@link warmUpRedaction}. */
export interface WarmUpRedactionOptions {
  /** Passes over the languages, one sample per language and pass (the four samples in turn, other table entries each round). @default 12 @example 4 */
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
function phraseOf(language: LanguageName, kind: Parameters<typeof contextPhrases>[1], variant = 0): string {
  return fromEnd(contextPhrases(language, kind), variant) ?? '';
}

/** The `variant`-th entry of `list` counted from its end (round), `undefined` when it is empty. */
function fromEnd<Entry>(list: readonly Entry[] | undefined, variant: number): Entry | undefined {
  if (list === undefined || list.length === 0) return undefined;
  return list[list.length - 1 - (variant % list.length)];
}

/** The `variant`-th entry of `list` (round), `undefined` when it is empty. */
function pick<Entry>(list: readonly Entry[] | undefined, variant: number): Entry | undefined {
  if (list === undefined || list.length === 0) return undefined;
  return list[variant % list.length];
}

/**
 * A call-centre style sample in `language` touching every recognizer: an introduction, an
 * honorific, a phone number, an e-mail address, a date of birth, an account and a card number, a
 * street address, a reference and a repeated name. Every value in it is made up.
 */
export function warmUpSampleText(language: LanguageName, variant = 0): string {
  const introduction = pick(INTRODUCTION_PHRASES[language], variant) ?? 'my name is';
  const month = MONTH_NAMES[language][2 + (variant % 10)] ?? 'March';
  return [
    `Agent: ${introduction} Amina Okafor. ${phraseOf(language, 'PHONE_NUMBER', variant)} +234 803 123 4567, amina.okafor@example.com.`,
    `Customer: ${phraseOf(language, 'BIRTH', variant)} 12 ${month} 1990 (03/04/1988). ${phraseOf(language, 'ACCOUNT_NUMBER', variant)} 0123456789, 4111 1111 1111 1111, GB82 WEST 1234 5698 7654 32.`,
    `Agent: 12 Adeola Odeku Street, P.O. Box 1234, Lagos. ${phraseOf(language, 'TRANSACTION_ID', variant)} TXN-88A7-2291, ${phraseOf(language, 'CUSTOMER_ID', variant)} CU-0045-7781.`,
    `Customer: Mr Musa Bello, Dr Thandiwe Nkosi, አቶ አበበ ከበደ, محمد أحمد; Amina Okafor paid ₦50,000 at 10:30.`,
  ].join('\n');
}

/**
 * The language's own spelling of each digit (the last one its table lists, or the first with
 * `first`), English where it has none.
 */
function digitWords(language: LanguageName, first = false): string[] {
  const words: string[] = [];
  for (const [spelling, word] of numberWordEntries(language)) {
    if (word.role !== 'digit' || spelling.includes(' ')) continue;
    if (!first || words[word.value] === undefined) words[word.value] = spelling;
  }
  return words;
}

/**
 * The spoken form of {@link warmUpSampleText}: what a speech recogniser without punctuation emits
 * (one line, no capital letter, the phone number said digit by digit in the language's number
 * words, the e-mail address spelled out), so that the spoken view's tables and code are warm too.
 * Every value in it is made up.
 */
export function warmUpSpokenSampleText(language: LanguageName, variant = 0): string {
  const introduction = pick(INTRODUCTION_PHRASES[language], variant) ?? 'my name is';
  const month = MONTH_NAMES[language][2 + (variant % 10)] ?? 'March';
  const digits = digitWords(language);
  const spoken = (value: string) => [...value].map((digit) => digits[Number(digit)] ?? digit).join(' ');
  return [
    introduction,
    'amina okafor',
    phraseOf(language, 'PHONE_NUMBER', variant),
    spoken('08031234567'),
    'amina dot okafor at example dot com',
    phraseOf(language, 'BIRTH', variant),
    `${digits[1] ?? '1'} ${month} 1990`,
    phraseOf(language, 'ACCOUNT_NUMBER', variant),
    spoken('0123456789'),
  ]
    .join(' ')
    .toLowerCase()
    .replace(/[.,:;?!]/gu, '');
}

/** A made-up value for each context kind, as a caller answers the question that announces it. */
const KIND_ANSWERS: Readonly<Record<ContextKind, string>> = {
  PHONE_NUMBER: '0803 123 4567',
  BVN: '22123456789',
  ACCOUNT_NUMBER: '0123456789',
  CARD_NUMBER: '5399 8312 3456 7890',
  GOVERNMENT_ID: 'A12345678',
  TRANSACTION_ID: 'TXN-88A7-2291',
  CUSTOMER_ID: 'CU-0045-7781',
  EMPLOYEE_ID: 'EMP-4471',
  STUDENT_ID: 'STU/2019/0452',
  POLICY_NUMBER: 'POL-558812',
  MEDICAL_ID: 'MRN 4471932',
  BIRTH: '12/03/1990',
  ADDRESS: 'Gwale, house 27, Kano',
};
const KINDS = Object.keys(KIND_ANSWERS) as ContextKind[];

/** The `variant`-th word of a space-separated table entry (round), or `fallback`. */
function wordOf(words: string | undefined, variant: number, fallback: string): string {
  return pick(words?.trim().split(/\s+/u), variant) ?? fallback;
}

/** The language's own phrase of a table (the `variant`-th from the end), English where it has none. */
function ownPhrase(
  variant: number,
  table: Readonly<Partial<Record<LanguageName, readonly string[]>>>,
  language: LanguageName,
) {
  return fromEnd(table[language] ?? table.English, variant) ?? '';
}

/** The language's letter names, or the lone Latin letters, for a code read out letter by letter. */
function spelledLetters(language: LanguageName): string {
  const names = LETTER_NAMES[language];
  if (names === undefined) return 'k m p';
  return names
    .split(/\s+/u)
    .slice(1, 4)
    .map((group) => group.split('=')[0]?.split('/')[0] ?? '')
    .join(' ');
}

/**
 * A call in `language` whose turns take the paths that {@link warmUpSampleText} does not: each
 * context kind asked as a question and answered on the next turn, a "where do you live" question
 * answered with places, a kinship noun and a role noun before a name, a card's last digits after
 * the language's "ending in". Built from the language's tables. Every value in it is made up.
 */
export function warmUpCallText(language: LanguageName, variant = 0): string {
  const answers = SPOKEN_ANSWER_WORDS[language];
  const where = pick(answers.whereAsked, variant) ?? pick(answers.where, variant) ?? 'where';
  const place = pick(answers.places, variant) ?? 'near';
  const kin = wordOf(KINSHIP_WORDS[language] ?? KINSHIP_WORDS.English, variant, 'mother');
  const role = pick(ROLE_NOUNS[language], variant);
  const lines: string[] = [];
  for (const kind of KINDS)
    lines.push(`Agent: ${phraseOf(language, kind, variant)}?`, `Caller: ${KIND_ANSWERS[kind]}.`);
  lines.push(
    `Agent: ${where}?`,
    `Caller: Kiwatule, ${place} the Total petrol station, Plot 22, Kampala.`,
    `Agent: ${kin} Chidinma Eze, ${role === undefined ? '' : `${role} Tunde Bakare, `}${ownPhrase(variant, ENDING_CUES, language)} 4421.`,
    'Caller: Rue 14 des Flamboyants, Posbus 3821, Paarl 7620; ref MKP-0047, KMP004.',
  );
  return lines.join('\n');
}

/**
 * The spoken form of {@link warmUpCallText}: the context kinds' phrases each followed by its value
 * said in the language's number words, a "where" question answered with a place, a post box and a
 * postcode, a code spelled letter by letter, a kinship noun before a name, the last digits after
 * "ending in", and the answer closed by the language's closing word. Every value in it is made up.
 */
export function warmUpSpokenCallText(language: LanguageName, variant = 0): string {
  const answers = SPOKEN_ANSWER_WORDS[language];
  const digits = digitWords(language, true);
  const spoken = (value: string) => [...value].map((digit) => digits[Number(digit)] ?? digit).join(' ');
  const introduction = pick(SPOKEN_INTRODUCTIONS[language], variant) ?? 'my name is';
  const where = pick(answers.where, variant) ?? pick(answers.whereAsked, variant) ?? 'where';
  const kin = wordOf(KINSHIP_WORDS[language] ?? KINSHIP_WORDS.English, variant, 'mother');
  const words = [introduction, 'chidinma eze', pick(answers.closers, variant) ?? 'okay'];
  for (const kind of KINDS)
    words.push(
      phraseOf(language, kind, variant),
      kind === 'ADDRESS' ? 'house 27 gwale' : spoken(KIND_ANSWERS[kind].replace(/\D/gu, '').slice(0, 11)),
    );
  words.push(
    where,
    pick(answers.openers, variant) ?? '',
    `plot ${spoken('22')} ${pick(answers.places, variant) ?? 'near'} kiwatule`,
    pick(answers.closers, variant) ?? 'okay',
    `posbus ${spoken('3821')} paarl 7620`,
    `${spelledLetters(language)} ${spoken('004')}`,
    `${kin} tunde bakare`,
    ownPhrase(variant, ENDING_CUES, language),
    spoken('4421'),
  );
  return words
    .join(' ')
    .toLowerCase()
    .replace(/[.,:;?!؟]/gu, '');
}

/**
 * Runs the samples of each language through `redact`, `passes` times, one sample per language
 * and pass, in turn: {@link warmUpSampleText}, `warmUpSpokenSampleText`,
 * `warmUpCallText` and `warmUpSpokenCallText`.
 */
export async function warmUpRedaction(options: WarmUpRedactionOptions = {}): Promise<WarmUpRedactionResult> {
  const passes = options.passes ?? 12;
  if (!Number.isInteger(passes) || passes < 0) {
    throw new InvalidInputError({
      message: `Expected passes to be an integer of at least 0, got ${passes}.`,
      details: { field: 'passes' },
    });
  }
  const languages = options.languages ?? LANGUAGE_NAMES;
  const samples = [warmUpSampleText, warmUpSpokenSampleText, warmUpCallText, warmUpSpokenCallText];
  const started = performance.now();
  let calls = 0;
  for (let pass = 0; pass < passes; pass++) {
    const sample = samples[pass % samples.length] ?? warmUpSampleText;
    // (each round of the four samples takes other entries of the tables: other phrases, other code paths)
    const variant = Math.floor(pass / samples.length);
    for (const language of languages) {
      throwIfAborted(options.abortSignal);
      await redact({ language, text: sample(language, variant) });
      calls++;
      // let requests that arrived meanwhile run before the next sample
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return { calls, milliseconds: performance.now() - started };
}
