import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

const names = async (language: LanguageName, text: string) =>
  (await redact({ text, language })).entities
    .filter((entity) => entity.type === 'PERSON_NAME')
    .map((entity) => text.slice(entity.start, entity.end));

describe('PERSON_NAME written in capitals', () => {
  it.each<[LanguageName, string, string[]]>([
    // a listed name or a name shape in a run of capitals inside mixed-case text
    ['Yoruba', 'Ohun tí wọn bá ADÉKỌ́LÁWÁLÉ ỌLỌ́FÀ sọ rèé .', ['ADÉKỌ́LÁWÁLÉ ỌLỌ́FÀ']],
    ['Hausa', 'Wakilinmu ya tattauna da ABDULMUTALLIB DANTSOHO a jiya .', ['ABDULMUTALLIB DANTSOHO']],
    // a headline: too few lower-case words
    ['Yoruba', 'ÌRÒYÌN : ADÉKỌ́LÁWÁLÉ ỌLỌ́FÀ dé', []],
    // places and organisations in capitals are no names
    ['Swahili', 'Mkutano wa WIZARA YA AFYA ulifanyika jana .', []],
    ['English', 'He flew to SOUTH AFRICA with the team .', []],
  ])('%s: %s', async (language, text, expected) => {
    expect(await names(language, text)).toEqual(expected);
  });
});
