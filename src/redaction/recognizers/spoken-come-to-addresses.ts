/**
 * ADDRESS in text from speech after a verb that sends someone or something to a place: "come to",
 * "deliver to", "bring it to", "find me at", "it is at" in each language ("uuyai ku **second street
 * borrowdale mushure me spar**", "e wa si **ile kewa lehin mosalasi takie ogbomoso**", "venga a
 * **calle mbini casa doce**"). The words right after the verb are the address when they are
 * place-like (`placeLikeWord`: no stop word, pronoun, listed personal name or answer word; numbers
 * and a short connector before a place-like word may join them) and one of the first
 * {@link PLACE_WORD_REACH} is a place, area or unit word of the language (house, street, plot,
 * barrio, ...): "come to the office" (an article first) and "njoo kwangu" (no place word) stay, and
 * the address ends before a cue of the next question ("... spar | order number"); a place named without such a verb ("I was in Nairobi last week") is never read here.
 *
 * @example
 * ```ts
 * // Shona 'uuyai ku second street borrowdale mushure me spar order number ...'
 * //   -> ADDRESS 'second street borrowdale mushure me spar'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { ContextCue } from '../context/context-cue.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import { landmarkPhrases } from './address-landmark-words.js';
import { type LeftEdgeWords, placeLikeWord } from './spoken-address-left-edge.js';

/**
 * The verbs that send someone or something to a place, with their preposition where it stands
 * apart, lower case, by language (English counts in every language). Also "it is at" forms that
 * answer "where is it" ("o di na", "ɛwɔ hene").
 */
export const COME_TO_PHRASES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'come to',
    'come over to',
    'deliver to',
    'deliver it to',
    'bring it to',
    'send it to',
    'drop it at',
    'drop it off at',
    'find me at',
    'meet me at',
    'pick it up at',
  ],
  Afrikaans: [
    'kom na',
    'kom by',
    'lewer by',
    'lewer dit by',
    'lewer aan',
    'bring dit na',
    'stuur dit na',
    'kry my by',
  ],
  Amharic: [],
  Arabic: [
    'تعال إلى',
    'تعال الى',
    'تعالى إلى',
    'وصلها إلى',
    'وصلها الى',
    'ابعثها إلى',
    'ابعثها الى',
    'سلمها في',
  ],
  French: [
    'viens à',
    'venez à',
    'viens au',
    'venez au',
    'livrez à',
    'livrez au',
    'livrer à',
    'apportez à',
    'envoyez à',
    'passez à',
    'retrouvez-moi à',
  ],
  German: [
    'komm zu',
    'komm zur',
    'komm zum',
    'kommen sie zu',
    'kommen sie zur',
    'kommen sie zum',
    'liefern sie an',
    'liefern sie nach',
    'bringen sie es zu',
    'bringen sie es nach',
  ],
  Hausa: ['ku zo', 'ka zo', 'ki zo', 'ku kawo', 'ka kawo', 'a kawo', 'ku kai', 'a kai'],
  Igbo: ['bia na', 'bịa na', 'bia n', 'weta ya na', 'ziga ya na', 'o di na', 'ọ dị na'],
  Isixhosa: ['yiza ku', 'yizani ku', 'yiza', 'yizani', 'yizise', 'ndifumane'],
  Italian: [
    'venga a',
    'vieni a',
    'venite a',
    'venga in',
    'vieni in',
    'consegnate a',
    'consegni a',
    'consegnatelo a',
    'portatelo a',
    'lo porti a',
  ],
  Kinyarwanda: ['uze', 'muze', 'uzaze', 'muzaze', 'uzane', 'muzane', 'mubizane', 'mubyohereze'],
  Sesotho: ['tla ho', 'tlo ho', 'o tle ho', 'le tle ho', 'tlisa ho', 'e tlise ho', 'isa ho'],
  Setswana: ['tla kwa', 'tla ko', 'tlaa kwa', 'tlisa kwa', 'e tlise kwa', 'isa kwa'],
  Shona: ['uya ku', 'uyai ku', 'uuyai ku', 'huya ku', 'huyai ku', 'unzai ku', 'zviunzai ku', 'tiwanei ku'],
  Spanish: [
    'venga a',
    'ven a',
    'vengan a',
    'venga al',
    'ven al',
    'tráigalo a',
    'traigalo a',
    'entreguen en',
    'entregue en',
    'llévelo a',
    'llevelo a',
    'envíelo a',
    'envielo a',
  ],
  Swahili: [
    'njoo',
    'njooni',
    'uje',
    'mje',
    'fika',
    'ufike',
    'mfike',
    'niletee',
    'mniletee',
    'leta',
    'peleka',
    'tuma',
  ],
  Twi: ['bra', 'mmra', 'fa bra', 'fa kɔ', 'ɛwɔ hene', 'ɛwɔ he', 'ɛwɔ hefa'],
  Yoruba: [
    'wa si',
    'e wa si',
    'ẹ wá sí',
    'wá sí',
    'mu wa si',
    'e mu wa si',
    'gbe wa si',
    'e gbe wa si',
    'fi ranse si',
  ],
  Zulu: ['woza ku', 'wozani ku', 'woza', 'wozani', 'yiletha', 'ulethe', 'ngitholele'],
};

/** Most words of an address after its verb. */
const COME_TO_MAX_WORDS = 8;
/** How far into the words after the verb a place, area or unit word must stand. */
const PLACE_WORD_REACH = 4;
/** Longest connector between two place-like words ("ku", "me", "de"). */
const CONNECTOR_MAX_LENGTH = 4;
/** Most words of a landmark's noun after its phrase ("by the | new market umuahia"). */
const LANDMARK_MAX_WORDS = 4;
/** As sure as an area address: the verb and a place word. */
const COME_TO_SCORE = 0.8;

const phraseTables = new Map<LanguageName, ReadonlyMap<string, ReadonlyArray<readonly string[]>>>();

/** The phrases of `language` and English, split into words and keyed by their last word. */
function phrasesOf(language: LanguageName): ReadonlyMap<string, ReadonlyArray<readonly string[]>> {
  let table = phraseTables.get(language);
  if (table === undefined) {
    const byLast = new Map<string, Array<readonly string[]>>();
    for (const phrase of new Set([...COME_TO_PHRASES.English, ...COME_TO_PHRASES[language]])) {
      const words = phrase.split(' ');
      const last = words[words.length - 1]!;
      const list = byLast.get(last) ?? [];
      list.push(words);
      byLast.set(last, list);
    }
    table = byLast;
    phraseTables.set(language, table);
  }
  return table;
}

/** Whether a phrase of `phrases` ends with the word at `index` of `words`. */
function phraseEndsAt(
  words: readonly RegExpExecArray[],
  index: number,
  phrases: ReadonlyArray<readonly string[]>,
): boolean {
  return phrases.some(
    (phrase) =>
      index + 1 >= phrase.length &&
      phrase.every((part, offset) => {
        const word = words[index + 1 - phrase.length + offset]!;
        return word[0].toLowerCase() === part;
      }),
  );
}

const landmarkTables = new Map<LanguageName, ReadonlyArray<readonly string[]>>();

/** The number of words of the landmark phrase ("near", "by", "al lado del") at `index` of `words`; 0 when none starts there. */
function landmarkAt(words: readonly RegExpExecArray[], index: number, language: LanguageName): number {
  let phrases = landmarkTables.get(language);
  if (phrases === undefined) {
    phrases = landmarkPhrases(language)
      .map((phrase) => phrase.split(' '))
      .sort((first, second) => second.length - first.length);
    landmarkTables.set(language, phrases);
  }
  for (const phrase of phrases)
    if (phrase.every((part, offset) => words[index + offset]?.[0].toLowerCase() === part))
      return phrase.length;
  return 0;
}

/**
 * The index of the last word of a landmark's noun from `from` (the word after its phrase): up to
 * {@link LANDMARK_MAX_WORDS} words, each place-like or a short word (an article: "the", "la")
 * before a place-like word; `last` when none is.
 */
function landmarkEnd(
  words: readonly RegExpExecArray[],
  from: number,
  last: number,
  edgeWords: LeftEdgeWords,
  cueStarts: ReadonlySet<number>,
): number {
  let end = last;
  for (let next = from; next < words.length && next - from < LANDMARK_MAX_WORDS; next++) {
    const word = words[next]!;
    if (cueStarts.has(word.index)) break;
    if (placeLikeWord(word[0], edgeWords)) {
      end = next;
      continue;
    }
    // a short word (an article) only before a place-like word ("by the | new market")
    const after = words[next + 1];
    if (
      word[0].length > CONNECTOR_MAX_LENGTH ||
      !/^\p{L}+$/u.test(word[0]) ||
      after === undefined ||
      !placeLikeWord(after[0], edgeWords)
    )
      break;
  }
  return end;
}

/** The addresses said after a verb that sends to a place in a text from speech (its `words`), added to `entities` where none is yet. */
export function spokenComeToAddresses(
  words: readonly RegExpExecArray[],
  language: LanguageName,
  edgeWords: LeftEdgeWords,
  cues: readonly ContextCue[],
  entities: RecognizedEntity[],
): void {
  const phrases = phrasesOf(language);
  // (where a cue of the next question starts, one for no address: "... spar | order number ...")
  let cueStarts: ReadonlySet<number> | undefined;
  for (let index = 0; index < words.length - 1; index++) {
    const ending = phrases.get(words[index]![0].toLowerCase());
    if (ending === undefined || !phraseEndsAt(words, index, ending)) continue;
    const first = words[index + 1]!;
    if (entities.some((entity) => entity.start <= first.index && first.index < entity.end)) continue;
    if (!placeLikeWord(first[0], edgeWords, true)) continue;
    let last = -1;
    let placeSeen = false;
    for (let next = index + 1; next < words.length && next - index <= COME_TO_MAX_WORDS; next++) {
      const word = words[next]![0];
      cueStarts ??= new Set(
        cues.filter((cue) => cue.end > cue.start && !cue.kinds.has('ADDRESS')).map((cue) => cue.start),
      );
      if (cueStarts.has(words[next]!.index)) break;
      const lower = word.toLowerCase();
      // a landmark after the place ends the address with its noun ("house fourteen | by the new market umuahia")
      const phraseLength = last >= 0 ? landmarkAt(words, next, language) : 0;
      if (phraseLength > 0) {
        last = landmarkEnd(words, next + phraseLength, last, edgeWords, cueStarts);
        break;
      }
      if (placeLikeWord(word, edgeWords, true)) {
        if (next - index <= PLACE_WORD_REACH && (edgeWords.places.has(lower) || edgeWords.areas.has(lower)))
          placeSeen = true;
        last = next;
        continue;
      }
      // a connector (or a house letter) joins only a place-like word after it ("mushure me spar", "c twelve")
      const after = words[next + 1];
      if (
        word.length <= CONNECTOR_MAX_LENGTH &&
        /^\p{L}+$/u.test(word) &&
        after !== undefined &&
        placeLikeWord(after[0], edgeWords, true)
      )
        continue;
      break;
    }
    if (!placeSeen || last < 0) continue;
    const end = words[last]!.index + words[last]![0].length;
    if (entities.some((entity) => entity.start < end && first.index < entity.end)) continue;
    entities.push({
      type: 'ADDRESS',
      start: first.index,
      end,
      score: COME_TO_SCORE,
      recognizer: 'address-answer',
    });
    index = last;
  }
}
