/**
 * chrF++ (Popović 2015, 2017): the F-score of character n-grams (orders 1 to 6, whitespace
 * removed) and word n-grams (orders 1 and 2, with a leading or trailing punctuation mark split
 * off a word), with recall weighted beta = 2 times as much as precision. Corpus level: n-gram
 * statistics are summed over all segments, precision and recall are averaged over the orders
 * that have n-grams on both sides, then combined:
 * `F = (1 + beta²) · P · R / (beta² · P + R)`, reported on a 0-100 scale as sacreBLEU does.
 *
 * @example
 * ```ts
 * chrfPlusPlus({ hypotheses: ['The cat sat.'], references: ['The cat sat.'] }).score; // 100
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** Options of {@link chrfPlusPlus}. */
export interface ChrfOptions {
  hypotheses: readonly string[];
  /** One reference per hypothesis, same order. */
  references: readonly string[];
  /** @default 6 */
  charOrder?: number;
  /** 2 gives chrF++, 0 gives chrF. @default 2 */
  wordOrder?: number;
  /** @default 2 */
  beta?: number;
}

/** A chrF++ score (0-100) with its averaged precision and recall (0-1). */
export interface ChrfScore {
  score: number;
  precision: number;
  recall: number;
}

function countNgrams(units: readonly string[], order: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let index = 0; index + order <= units.length; index++) {
    const key = units.slice(index, index + order).join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const PUNCTUATION = /^\p{P}$/u;

/** Words, with one leading or trailing punctuation mark split off (as sacreBLEU's chrF++ does). */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const characters = Array.from(word);
    if (characters.length > 1 && PUNCTUATION.test(characters.at(-1)!)) {
      words.push(characters.slice(0, -1).join(''), characters.at(-1)!);
    } else if (characters.length > 1 && PUNCTUATION.test(characters[0]!)) {
      words.push(characters[0]!, characters.slice(1).join(''));
    } else {
      words.push(word);
    }
  }
  return words;
}

/** Corpus-level chrF++ of `hypotheses` against `references`. */
export function chrfPlusPlus(options: ChrfOptions): ChrfScore {
  const charOrder = options.charOrder ?? 6;
  const wordOrder = options.wordOrder ?? 2;
  const beta = options.beta ?? 2;
  if (options.hypotheses.length !== options.references.length) {
    throw new InvalidInputError({
      message: `Expected as many references as hypotheses, got ${options.references.length} and ${options.hypotheses.length}.`,
    });
  }
  const orders = charOrder + wordOrder;
  const statistics = Array.from({ length: orders }, () => ({ hypothesis: 0, reference: 0, common: 0 }));
  for (const [segment, hypothesis] of options.hypotheses.entries()) {
    const reference = options.references[segment]!;
    const sides = [hypothesis, reference].map((text) => ({
      characters: Array.from(text.replace(/\s+/gu, '')),
      words: wordsOf(text),
    }));
    for (let order = 0; order < orders; order++) {
      const [hypothesisUnits, referenceUnits] = sides.map((side) =>
        order < charOrder
          ? countNgrams(side.characters, order + 1)
          : countNgrams(side.words, order - charOrder + 1),
      );
      const entry = statistics[order]!;
      for (const [key, count] of hypothesisUnits!) {
        entry.hypothesis += count;
        entry.common += Math.min(count, referenceUnits!.get(key) ?? 0);
      }
      for (const count of referenceUnits!.values()) entry.reference += count;
    }
  }
  let precision = 0;
  let recall = 0;
  let effectiveOrders = 0;
  for (const entry of statistics) {
    if (entry.hypothesis > 0 && entry.reference > 0) {
      precision += entry.common / entry.hypothesis;
      recall += entry.common / entry.reference;
      effectiveOrders++;
    }
  }
  if (effectiveOrders > 0) {
    precision /= effectiveOrders;
    recall /= effectiveOrders;
  }
  const betaSquare = beta * beta;
  const f =
    precision + recall === 0
      ? 0
      : ((1 + betaSquare) * precision * recall) / (betaSquare * precision + recall);
  return { score: 100 * f, precision, recall };
}
