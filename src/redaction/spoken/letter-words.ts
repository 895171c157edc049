/**
 * Letters of a code read out one by one, as a speech recogniser writes them: a lone letter ("k m p
 * double oh four", Arabic "م ت س ثلاثة"), or the letter's name in the language, one table per
 * language (Italian "effe erre", Spanish "zeta", Amharic "ኢ ፒ ኤስ", Arabic "بي كا"). Each is read
 * as its Latin capital. Letters that are words of their own ("a", "i", "e", "y", "u", Arabic "و")
 * and letter names (many are short words too: "di", "de", "te") are letters only beside another
 * letter or, for names, between two numbers (spoken-view.ts decides). Compiled by the langproc
 * team from general knowledge.
 *
 * @example
 * ```ts
 * letterWord('Italian', 'effe'); // { letter: 'F', sure: false }
 * letterWord('English', 'k'); // { letter: 'K', sure: true }
 * letterWord('English', 'a'); // { letter: 'A', sure: false }
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { foldNumberWord } from './number-words.js';

/** Lone letters that are words of their own in many of the languages: letters only beside another letter. */
export const WORD_LETTERS: ReadonlySet<string> = new Set(['a', 'i', 'e', 'y', 'u', 'و']);

/**
 * The lone letters that are words of their own in a language whose words are fewer than
 * {@link WORD_LETTERS} (the others read those): German has none ("... neun **y** null null drei" is a
 * code's letter), Afrikaans `u` ("you") and the English `a` and `i` its speakers code-switch to.
 */
const OWN_WORD_LETTERS: Readonly<Partial<Record<LanguageName, ReadonlySet<string>>>> = {
  German: new Set(),
  Afrikaans: new Set(['a', 'i', 'u']),
};

/** `word` (small letters) is a lone letter that is a word of its own in `language` ({@link WORD_LETTERS}). */
export function isWordLetter(language: LanguageName, word: string): boolean {
  return (OWN_WORD_LETTERS[language] ?? WORD_LETTERS).has(word);
}

/** Per language, `name=LETTER` groups (the names of one letter separated by `/`). */
export const LETTER_NAMES: Readonly<Partial<Record<LanguageName, string>>> = {
  Amharic:
    'ኤ/አ=A ቢ=B ሲ=C ዲ=D ኢ=E ኤፍ=F ጂ=G ኤች=H አይ=I ጄ=J ኬ=K ኤል=L ኤም=M ኤን=N ኦ=O ፒ=P ኪው=Q አር=R ኤስ=S ቲ=T ዩ=U ቪ=V ደብሊው=W ኤክስ=X ዋይ=Y ዜድ=Z',
  Arabic:
    'ايه/إيه=A بي=B سي=C دي=D اف/إف=F جي=G اتش/إتش=H آي=I جاي=J كاي/كا=K إل=L إم=M إن=N كيو=Q آر/ار=R إس/اس=S تي=T يو=U دبليو=W اكس/إكس=X واي=Y زد=Z',
  Italian:
    'bi=B ci=C di=D effe=F gi=G acca=H elle=L emme=M enne=N pi=P cu=Q erre=R esse=S ti=T vu=V ics=X ipsilon=Y zeta=Z',
  Spanish:
    'be=B ce=C de=D efe=F ge=G hache=H jota=J ka=K ele=L eme=M ene=N pe=P cu=Q erre=R ese=S te=T uve/ve=V equis=X ye=Y zeta=Z',
};

/** Lone letters of other scripts read as a Latin letter (Arabic initials: "م ت س" = MTS). */
const SCRIPT_LETTERS: Readonly<Partial<Record<LanguageName, string>>> = {
  Arabic:
    'ا/أ/إ=A ب=B ت=T ث=T ج=J ح=H خ=K د=D ذ=D ر=R ز=Z س=S ش=S ص=S ض=D ط=T ظ=Z ع=A غ=G ف=F ق=Q ك=K ل=L م=M ن=N ه=H ي=Y',
};

/** A letter of a code: its Latin capital, and whether the word is surely a letter (a lone letter that is no word). */
export interface LetterWord {
  letter: string;
  sure: boolean;
}

const tables = new Map<LanguageName, ReadonlyMap<string, LetterWord>>();

function tableOf(language: LanguageName): ReadonlyMap<string, LetterWord> {
  let table = tables.get(language);
  if (table === undefined) {
    const entries = new Map<string, LetterWord>();
    const add = (groups: string | undefined, sure: boolean) => {
      for (const item of (groups ?? '').split(' ').filter(Boolean)) {
        const [names, letter] = item.split('=') as [string, string];
        for (const name of names.split('/')) entries.set(foldNumberWord(name), { letter, sure });
      }
    };
    add(LETTER_NAMES[language], false);
    add(SCRIPT_LETTERS[language], true);
    table = entries;
    tables.set(language, table);
  }
  return table;
}

/** `word` read as a letter of a code in `language`, or undefined. */
export function letterWord(language: LanguageName, word: string): LetterWord | undefined {
  if (word.length === 1) {
    const code = word.charCodeAt(0) | 0x20;
    if (code >= 97 && code <= 122) {
      const letter = String.fromCharCode(code);
      return { letter: letter.toUpperCase(), sure: !isWordLetter(language, letter) };
    }
  }
  if (word.length > 8) return undefined;
  return tableOf(language).get(foldNumberWord(word));
}
