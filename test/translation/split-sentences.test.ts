import { describe, expect, it } from 'vitest';
import type { LanguageName } from '../../src/languages.js';
import { splitLines } from '../../src/translation/split-sentences.js';

function pieces(text: string, language: LanguageName): Array<{ label: string; sentences: string[] }> {
  return splitLines(text, language).map((line) => ({
    label: text.slice(line.start, line.labelEnd),
    sentences: line.sentences.map((sentence) => text.slice(sentence.start, sentence.end)),
  }));
}

describe('splitLines', () => {
  const cases: Array<{
    name: string;
    language: LanguageName;
    text: string;
    expected: ReturnType<typeof pieces>;
  }> = [
    {
      name: 'English sentences and speaker labels',
      language: 'English',
      text: 'Agent: Hello there. How can I help?\n\nCaller: My card is blocked!',
      expected: [
        { label: 'Agent: ', sentences: ['Hello there.', 'How can I help?'] },
        { label: 'Caller: ', sentences: ['My card is blocked!'] },
      ],
    },
    {
      name: 'Amharic full stop ።',
      language: 'Amharic',
      text: 'ሰላም ነው። እንዴት ነህ፧ ደህና ነኝ።',
      expected: [{ label: '', sentences: ['ሰላም ነው።', 'እንዴት ነህ፧', 'ደህና ነኝ።'] }],
    },
    {
      name: 'Arabic question mark ؟',
      language: 'Arabic',
      text: 'كيف حالك؟ أنا بخير.',
      expected: [{ label: '', sentences: ['كيف حالك؟', 'أنا بخير.'] }],
    },
    {
      name: 'bracketed label, indentation and blank lines',
      language: 'Hausa',
      text: '  [Speaker 1]: Sannu da zuwa.  \n\n\n',
      expected: [{ label: '[Speaker 1]: ', sentences: ['Sannu da zuwa.'] }],
    },
    {
      name: 'a colon later in a long line is not a label',
      language: 'English',
      text: 'The reference number is this one: 12345.',
      expected: [{ label: '', sentences: ['The reference number is this one: 12345.'] }],
    },
  ];
  it.each(cases)('$name', ({ text, language, expected }) => {
    expect(pieces(text, language)).toEqual(expected);
  });

  it('reports offsets into the source', () => {
    const text = 'Agent: Hi.\nCaller: Yes.';
    expect(splitLines(text, 'English')).toEqual([
      { start: 0, end: 10, labelEnd: 7, sentences: [{ start: 7, end: 10 }] },
      { start: 11, end: 23, labelEnd: 19, sentences: [{ start: 19, end: 23 }] },
    ]);
  });
});
