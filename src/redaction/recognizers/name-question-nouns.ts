/**
 * Questions that ask for a name by its noun alone, in any phrasing: "¿Nombre y apellidos?",
 * "¿Nombre del titular?", "Lebitso la mofu?", "Igama lesigulana?", "Jina la ukoo?", "Wo surname?",
 * "Darf ich Ihren vollen Namen haben?", "اسم الطفل؟". A question (a line that ends with `?`, `؟` or
 * `፧`) whose last sentence holds, in its last {@link NOUN_QUESTION_TAIL} code units, one of the language's words for
 * "name" or "surname" (English ones count in every language) is a name question: the name opens
 * its answer (`answeredName` in person-name.ts). Arabic and Amharic glue possessives and
 * conjunctions to the noun ("واسمها", "ስምዎ"), so there the noun is a part of a word.
 *
 * @example
 * ```ts
 * nameNounQuestionEnds('Agente: ¿Nombre y apellidos?\nCliente: Ana Obiang.', 'Spanish'); // [27]: after 'apellidos'
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Code units before a question mark searched for a name noun ("¿Me puede decir su nombre completo, por favor?"). */
export const NOUN_QUESTION_TAIL = 48;

/** The words for "name", "names" and "surname", lower case, by language; English ones apply everywhere. */
const NAME_NOUNS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['name', 'names', 'surname', 'surnames'],
  Afrikaans: ['naam', 'name', 'noemnaam'],
  Amharic: [],
  Arabic: [],
  French: ['nom', 'noms', 'prénom', 'prénoms', 'prenom', 'prenoms'],
  German: ['name', 'namen', 'vorname', 'vornamen', 'nachname', 'nachnamen', 'familienname'],
  Hausa: ['suna', 'sunan', 'sunanka', 'sunanki', 'sunansa', 'sunanta', 'sunayenka', 'sunayen'],
  Igbo: ['aha'],
  Isixhosa: ['igama', 'amagama', 'ifani', 'iifani'],
  Italian: ['nome', 'nomi', 'cognome', 'cognomi'],
  Kinyarwanda: ['izina', 'amazina'],
  Sesotho: ['lebitso', 'mabitso', 'fane', 'difane'],
  Setswana: ['leina', 'maina', 'sefane', 'difane'],
  Shona: ['zita', 'mazita', 'surname'],
  Spanish: ['nombre', 'nombres', 'apellido', 'apellidos'],
  Swahili: ['jina', 'majina', 'ukoo'],
  Twi: ['din', 'edin', 'surname'],
  Yoruba: ['orúkọ', 'oruko', 'orukọ', 'orúko'],
  Zulu: ['igama', 'amagama', 'isibongo', 'izibongo'],
};

/** Stems of "name" found inside a word, for the scripts that glue words to it. */
const NAME_STEMS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Arabic: ['اسم', 'إسم', 'سميت'],
  Amharic: ['ስም', 'ስማ'],
};

const nounSets = new Map<LanguageName, ReadonlySet<string>>();

function nounsOf(language: LanguageName): ReadonlySet<string> {
  let nouns = nounSets.get(language);
  if (nouns === undefined) {
    nouns = new Set([...NAME_NOUNS.English, ...NAME_NOUNS[language]]);
    nounSets.set(language, nouns);
  }
  return nouns;
}

/** `.`, `!`, `?`, `;`, `:`, `።`, `؟`: what ends the sentence (or speaker label) before a question. */
const SENTENCE_ENDS: readonly number[] = [0x2e, 0x21, 0x3f, 0x3b, 0x3a, 0x1362, 0x61f];

const WORD = /[\p{L}\p{M}'’]+/gu;

/**
 * Where each name question of `text` ends its name noun: one position per question line (the end
 * of its last name noun), in text order.
 */
export function nameNounQuestionEnds(text: string, language: LanguageName): number[] {
  const nouns = nounsOf(language);
  const stems = NAME_STEMS[language] ?? [];
  const ends: number[] = [];
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    let last = lineEnd - 1;
    while (last > lineStart && (text.charCodeAt(last) === 32 || text.charCodeAt(last) === 13)) last--;
    const mark = last >= 0 ? text.charCodeAt(last) : -1;
    if (mark === 0x3f || mark === 0x61f || mark === 0x1367) {
      // only the question's own sentence: "Aha m bụ Ngozi. Kedu ka m ga-esi nyere gị aka?" asks no name
      let from = Math.max(lineStart, last - NOUN_QUESTION_TAIL);
      for (let index = last - 1; index >= from; index--) {
        if (SENTENCE_ENDS.includes(text.charCodeAt(index))) {
          from = index + 1;
          break;
        }
      }
      let found = -1;
      for (const match of text.slice(from, last).matchAll(WORD)) {
        const word = match[0].toLowerCase();
        if (nouns.has(word) || stems.some((stem) => word.includes(stem))) {
          found = from + match.index + match[0].length;
        }
      }
      if (found >= 0) ends.push(found);
    }
    lineStart = lineEnd + 1;
  }
  return ends;
}

/** `true` when `word` (lower case) is a word for "name" or "surname" in `language` or English. */
export function isNameNoun(word: string, language: LanguageName): boolean {
  return nounsOf(language).has(word);
}
