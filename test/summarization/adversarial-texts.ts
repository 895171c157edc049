/**
 * Adversarial texts for the summarizer's linear-work tests and bench/event-loop.ts: each maker
 * returns about `length` characters of one worst case (one sentence repeated, one giant sentence,
 * no spaces at all, ...).
 *
 * @example
 * ```ts
 * const text = ADVERSARIAL_TEXTS.repeatedSentence(100_000);
 * ```
 */

const WORDS = [
  'card',
  'blocked',
  'money',
  'agent',
  'reverse',
  'charge',
  'account',
  'Lagos',
  'transfer',
  'naira',
];

function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.max(1, Math.ceil(length / unit.length))).slice(0, length);
}

/** Makers of adversarial texts by name. */
export const ADVERSARIAL_TEXTS = {
  /** One sentence repeated. */
  repeatedSentence: (length: number) =>
    repeatTo('The customer said the card was blocked and the agent will reverse the charge. ', length),
  /** One sentence of words with no terminator. */
  giantSentence: (length: number) => {
    const words: string[] = [];
    let size = 0;
    for (let index = 0; size < length; index++) {
      const word = WORDS[(index * 7 + 3) % WORDS.length]!;
      words.push(word);
      size += word.length + 1;
    }
    return words.join(' ');
  },
  /** No spaces at all: one word. */
  noSpaces: (length: number) => repeatTo('abcdefghij', length),
  /** Tiny lower-case "sentences" that the segmenter does not split. */
  tinyClauses: (length: number) => repeatTo('a. ', length),
  /** A labelled transcript of two alternating turns. */
  labelledTurns: (length: number) => repeatTo('Agent: Hello.\nCustomer: My card is blocked.\n', length),
  /** A new speaker label on every line. */
  manySpeakers: (length: number) => {
    const lines: string[] = [];
    let size = 0;
    for (let index = 0; size < length; index++) {
      lines.push(`Speaker ${index}: Ok.`);
      size += lines.at(-1)!.length + 1;
    }
    return lines.join('\n');
  },
  /** Chinese sentences: no spaces, full-width terminators. */
  noSpaceSentences: (length: number) => repeatTo('我的卡被冻结了。', length),
  /** One line: a label, then sentences. */
  oneLongTurn: (length: number) =>
    `Customer: ${repeatTo('My card is blocked. I am not happy with this. ', length - 10)}`,
  /** One complaint repeated (every sentence a cue). */
  repeatedComplaint: (length: number) =>
    repeatTo('I have a problem with my card, it is not working and I am not happy. ', length),
} as const satisfies Record<string, (length: number) => string>;

/** The names of {@link ADVERSARIAL_TEXTS}. */
export type AdversarialTextName = keyof typeof ADVERSARIAL_TEXTS;
