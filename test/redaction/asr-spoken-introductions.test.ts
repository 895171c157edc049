import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

// text from speech: introductions as they are said in calls
describe('spoken introductions', () => {
  it.each<[LanguageName, string, string, string]>([
    // the caller greets the agent by title, then names themselves
    [
      'Setswana',
      'dumela mma ke kagiso ke dira kwa jwaneng',
      'dumela mma ke Kagiso ke dira kwa jwaneng',
      'dumela mma ke [PERSON_NAME] ke dira kwa jwaneng',
    ],
    [
      'Sesotho',
      'dumela ke karabo ke driver wa takealot ke na le phasela',
      'dumela ke Karabo ke driver wa takealot ke na le phasela',
      'dumela ke [PERSON_NAME] ke driver wa takealot ke na le phasela',
    ],
    [
      'Afrikaans',
      'hallo dis lindiwe van takealot ek bel oor n bestelling',
      'hallo dis Lindiwe van takealot ek bel oor n bestelling',
      'hallo dis [PERSON_NAME] van takealot ek bel oor n bestelling',
    ],
    [
      'Kinyarwanda',
      'muraho mtn mobile money muravugana na eric nabafasha iki',
      'muraho mtn mobile money muravugana na Eric nabafasha iki',
      'muraho mtn mobile money muravugana na [PERSON_NAME] nabafasha iki',
    ],
  ])('%s: %s', async (language, text, view, redacted) => {
    expect(buildSpokenView(text, language)?.text).toBe(view);
    expect((await redact({ text, language })).result).toBe(redacted);
  });
});
