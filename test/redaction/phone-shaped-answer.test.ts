import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

/** [type, value] of the identifier entities in `text`. */
async function identifiers(text: string, language: LanguageName): Promise<Array<[string, string]>> {
  const { entities } = await analyze({ text, language });
  return entities
    .filter((entity) => entity.type === 'PHONE_NUMBER' || entity.type === 'ACCOUNT_NUMBER')
    .map((entity) => [entity.type, text.slice(entity.start, entity.end)]);
}

describe('a mobile number after an account cue that does not ask for it', () => {
  it.each<[LanguageName, string, Array<[string, string]>]>([
    // the account cue many words back, a question of its own after it: the phone
    [
      'Afrikaans',
      'Agent: Die bank het die rekening gesluit, watter nommer kan ons oom later op bel?\nKlient: 0827 514 903.',
      [['PHONE_NUMBER', '0827 514 903']],
    ],
    [
      'English',
      'Agent: We have frozen the account for now, so tell me which number we should reach you at later?\nCaller: 0803 514 7261.',
      [['PHONE_NUMBER', '0803 514 7261']],
    ],
    // a phone cue before the account cue, no value between: the phone
    [
      'English',
      'Agent: Tell me the phone number you opened the account with.\nCaller: It is 0803 514 7261.',
      [['PHONE_NUMBER', '0803 514 7261']],
    ],
    // the account number asked for right before: the account, even when shaped as a mobile
    [
      'English',
      'Agent: What is your account number?\nCaller: 0691452387.',
      [['ACCOUNT_NUMBER', '0691452387']],
    ],
    // no mobile shape: the account
    [
      'Afrikaans',
      'Agent: Die bank het die rekening gesluit, watter nommer kan ons oom later op bel?\nKlient: 1537 402 918.',
      [['ACCOUNT_NUMBER', '1537 402 918']],
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect(await identifiers(text, language)).toEqual(expected);
  });
});
