import { describe, expect, it } from 'vitest';
import {
  findLanguageByCode,
  getLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  UnsupportedLanguageError,
} from '../../src/index.js';

const rows = Object.values(LANGUAGES);

describe('languages table', () => {
  it('has 19 rows in contract order', () => {
    expect(rows).toHaveLength(19);
    expect(rows.map((row) => row.name)).toEqual([...LANGUAGE_NAMES]);
  });

  it.each(['iso6393', 'floresCode', 'mmsCode', 'iso6391'] as const)('has unique %s values', (field) => {
    const values = rows.map((row) => row[field]);
    expect(new Set(values).size).toBe(19);
  });

  it('has unique Whisper codes for the 12 Whisper languages', () => {
    const codes = rows.map((row) => row.whisperCode).filter((code) => code !== null);
    expect(codes.sort()).toEqual(['af', 'am', 'ar', 'de', 'en', 'es', 'fr', 'ha', 'it', 'sn', 'sw', 'yo']);
  });

  it.each([
    ['Hausa', 'hau_Latn'],
    ['Amharic', 'amh_Ethi'],
    ['Arabic', 'arb_Arab'],
    ['Swahili', 'swh_Latn'],
    ['Twi', 'twi_Latn'],
    ['Isixhosa', 'xho_Latn'],
    ['Sesotho', 'sot_Latn'],
  ] as const)('%s has FLORES code %s', (name, code) => {
    expect(getLanguage(name).floresCode).toBe(code);
  });

  it('marks stand-in voices with a reason, native voices without', () => {
    for (const row of rows) {
      if (row.espeak.native) expect(row.espeak.reason).toBeUndefined();
      else expect(row.espeak.reason?.length ?? 0).toBeGreaterThan(20);
    }
    expect(rows.filter((row) => row.espeak.native).map((row) => row.name)).toEqual([
      'Afrikaans',
      'Amharic',
      'Arabic',
      'English',
      'French',
      'German',
      'Italian',
      'Setswana',
      'Spanish',
      'Swahili',
    ]);
  });

  it('lists ISO 3166 countries for each language', () => {
    for (const row of rows) {
      expect(row.countries.length).toBeGreaterThan(0);
      for (const country of row.countries) expect(country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('fails a lookup with the list of valid names', () => {
    expect(() => getLanguage('english')).toThrow(UnsupportedLanguageError);
    try {
      getLanguage('english');
    } catch (error) {
      expect(UnsupportedLanguageError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain('Afrikaans, Amharic, Arabic');
      expect((error as Error).message).toContain('got "english"');
    }
  });

  it('finds a language by any code', () => {
    expect(findLanguageByCode('yo')?.name).toBe('Yoruba');
    expect(findLanguageByCode('kin')?.name).toBe('Kinyarwanda');
    expect(findLanguageByCode('ZUL_LATN')?.name).toBe('Zulu');
    expect(findLanguageByCode('english')?.name).toBe('English');
    expect(findLanguageByCode('klingon')).toBeUndefined();
  });
});
