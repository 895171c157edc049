import { describe, expect, it } from 'vitest';
import { prefixedNameAt } from '../../src/redaction/recognizers/capitalised-prefixed-name.js';
import {
  lineStartBeforeIn,
  placeAfter,
  speakerLabelAfter,
  startsSentence,
} from '../../src/redaction/recognizers/capitalised-run-window.js';
import {
  isTitleWordStart,
  isWordCharacter,
  runWordEnd,
  titleWordEnd,
} from '../../src/redaction/recognizers/capitalised-words.js';
import { codePointAt, TextScan } from '../../src/redaction/text-scan.js';
import { seededUint32 } from './seeded-random.js';

/** The regexes the character loops stand for: they must find the same matches on every text. */
const RUN =
  /(?=\p{Lu})(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}[\p{Ll}\p{M}'’-]+(?:\p{Lu}[\p{Ll}\p{M}'’-]+)?(?:[ ]\p{Lu}[\p{Ll}\p{M}'’-]+(?:\p{Lu}[\p{Ll}\p{M}'’-]+)?)*/gu;
const SINGLE_TITLE_WORD =
  /(?=\p{Lu})(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}[\p{Ll}\p{M}'’-]+(?![\p{L}\p{M}\p{N}'’-])/gu;
// each prefix with its hyphen; the prefixes of persons also with a hyphen set apart by spaces
const PREFIXED_NAME =
  /(?=[uUnNkKoObByYVvsSpawrczdhtmlLZ])(?<![\p{L}\p{M}'’-])(?:u(?:-|[ ]-[ ])?|U(?:-|[ ]-[ ])?|ngu(?:-|[ ]-[ ])?|Ngu(?:-|[ ]-[ ])?|nguye-?|no(?:-|[ ]-[ ])?|No(?:-|[ ]-[ ])?|ka-?|Ka-?|o-?|O-?|ba-?|Ba-?|yi-?|Yi-?|Va-?|va-?|ndi-?|Ndi-?|sa-?|Sa-?|saVa-?|na-?|Na-?|naVa-?|pa-?|pana-?|a-?|kuna-?|kuka-?|Kuka-?|lika-?|Lika-?|zika-?|Zika-?|sika-?|Sika-?|baka-?|Baka-?|luka-?|buka-?|aka-?|oka-?|Oka-?|waVa-?|yaVa-?|raVa-?|chaVa-?|zvaVa-?|dzaVa-?|rwaVa-?|kaVa-?|twaVa-?|hwaVa-?|kwaVa-?|paVa-?|mwaVa-?|ndiVa-?|seVa-?|neVa-?|kunaVa-?|panaVa-?|aVa-?)(\p{Lu}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{M}])/dgu;
const LINE_START_BEFORE = /(?:^|\n)[ \t]*$/u;
const SPEAKER_LABEL_AFTER = /^[ ]?:/u;
const PLACE_AFTER = /^[ ]?,[ ]*(?:\p{Lu}{2}[ ]+)?\d{3,}/u;
const SENTENCE_END = /[\n\r.?!:;…]/;

function regexMatches(regex: RegExp, text: string): string[] {
  return [...text.matchAll(regex)].map((match) => {
    const group = match.indices?.[1];
    return group ? `${group[0]}-${group[1]}` : `${match.index}-${match.index + match[0].length}`;
  });
}

/** The capitalised runs as the recognizer reads them: from the letter-run starts, word by word. */
function loopRuns(text: string): string[] {
  const runs: string[] = [];
  let runEnd = 0;
  for (const start of new TextScan(text).letterRunStarts) {
    if (start < runEnd || !isTitleWordStart(text, start)) continue;
    let end = runWordEnd(text, start);
    if (end < 0) continue;
    for (let next = end; text.charCodeAt(end) === 32; end = next) {
      next = runWordEnd(text, end + 1);
      if (next < 0) break;
    }
    runs.push(`${start}-${end}`);
    runEnd = end;
  }
  return runs;
}

function loopSingleWords(text: string): string[] {
  const words: string[] = [];
  for (const start of new TextScan(text).letterRunStarts) {
    if (!isTitleWordStart(text, start)) continue;
    const end = titleWordEnd(text, start);
    if (end >= 0 && !isWordCharacter(codePointAt(text, end))) words.push(`${start}-${end}`);
  }
  return words;
}

function loopPrefixedNames(text: string): string[] {
  const names: string[] = [];
  for (const start of new TextScan(text).letterRunStarts) {
    const name = prefixedNameAt(text, start);
    if (name) names.push(`${name.start}-${name.end}`);
  }
  return names;
}

function startsSentenceByRegex(text: string, position: number): boolean {
  let index = position - 1;
  while (index >= 0 && ' \t"“'.includes(text[index]!)) index--;
  return index < 0 || SENTENCE_END.test(text[index]!);
}

const ALPHABET = [
  'a',
  'z',
  'A',
  'Z',
  'é',
  'É',
  '\u0301',
  'ọ',
  'Ọ',
  'ǅ',
  'ʼ',
  'ሀ',
  'µ',
  '𝐀',
  '𝐚',
  '\ud835',
  '\udc00',
  '1',
  '٣',
  "'",
  '’',
  '-',
  ' ',
  ' ',
  ' ',
  '\t',
  '\n',
  '.',
  ',',
  ':',
  '“',
  'u',
  'ngu',
  'nguye',
  'saVa',
  'naVa',
  'pana',
  'kuna',
  'Va',
  'yaVa',
  'kwaVa',
  'panaVa',
  'kuka',
  'oka',
  'lika',
  ' - ',
  'u - ',
  'yi - ',
  'CO ',
  '123',
];

function generatedTexts(count: number): string[] {
  const next = seededUint32(11);
  const texts: string[] = [];
  for (let index = 0; index < count; index++) {
    let text = '';
    const length = next() % 24;
    for (let position = 0; position < length; position++) text += ALPHABET[next() % ALPHABET.length];
    texts.push(text);
  }
  return texts;
}

describe('capitalised words read by character loops', () => {
  it.each([
    ['Jiya ne Abdullahi Umar ya isa.', ['0-4', '8-22']],
    ['met McDonald Smith-Jones’ and O’Brien', ['4-25', '30-37']],
    ['ABc Ab Abc1 Abc’s 12Abc', ['4-10', '12-17']],
    ['é\u0301 Ée\u0301t 𝐀b', ['3-11']],
  ])('finds the runs of %j', (text, expected) => {
    expect(loopRuns(text)).toEqual(expected);
    expect(regexMatches(RUN, text)).toEqual(expected);
  });

  it.each([
    ['ngiyabonga uSipho.', ['12-17']],
    // 'saVa-Tendai': 'sa' then 'Va', which gives back its hyphen before the capital
    ['nguyeThandi naVaMoyo saVa-Tendai', ['5-11', '16-20', '23-25']],
    ['uSipho-X uSipho’s uAB 1uThabo eThekwini', ['1-6', '10-17', '24-29']],
    // a possessive concord before ka ('ukufa kukaTumi'); a spaced hyphen after the personal
    // prefixes only ('u - Alli', not 'yi - Uruguay')
    ['ukufa kukaTumi okaSmith', ['10-14', '18-23']],
    ['kuye u - Alli ngoba yi - Uruguay', ['9-13']],
  ])('finds the prefixed names of %j', (text, expected) => {
    expect(loopPrefixedNames(text)).toEqual(expected);
    expect(regexMatches(PREFIXED_NAME, text)).toEqual(expected);
  });

  it('agrees with the regexes on 20,000 generated texts', () => {
    const disagreements: string[] = [];
    for (const text of generatedTexts(20_000)) {
      if (
        loopRuns(text).join() !== regexMatches(RUN, text).join() ||
        loopSingleWords(text).join() !== regexMatches(SINGLE_TITLE_WORD, text).join() ||
        loopPrefixedNames(text).join() !== regexMatches(PREFIXED_NAME, text).join()
      )
        disagreements.push(text);
      for (let position = 0; position <= text.length; position++) {
        const windowStart = Math.max(0, position - 24);
        const before = text.slice(windowStart, position);
        const after = text.slice(position, position + 16);
        if (
          lineStartBeforeIn(text, windowStart, position) !== LINE_START_BEFORE.test(before) ||
          speakerLabelAfter(text, position) !== SPEAKER_LABEL_AFTER.test(after) ||
          placeAfter(text, position) !== PLACE_AFTER.test(after) ||
          startsSentence(text, position) !== startsSentenceByRegex(text, position)
        )
          disagreements.push(`${JSON.stringify(text)} at ${position}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
