import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// text from speech: the Isixhosa form of address "tata" (father, sir) is a title before a name,
// never part of it; and an agent's given name before the Sotho offer of help "ke
// thusa jwang" (how can I help) is masked (invented names)
describe('forms of address and offers of help around spoken names', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Isixhosa',
      'molo sisi ndingu tata zwelakhe qumbisa ndihlala e lusikisiki',
      'molo sisi ndingu tata [PERSON_NAME] ndihlala e lusikisiki',
    ],
    [
      'Sesotho',
      'dumela ofisi ya lekgetho ke zorvana ke thusa jwang',
      'dumela ofisi ya lekgetho ke [PERSON_NAME] ke thusa jwang',
    ],
    ['Setswana', 'dumela ke zorvana ke thusa jang', 'dumela ke [PERSON_NAME] ke thusa jang'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
