/**
 * The 19 supported languages and every code the library needs for them: ISO 639-1/639-3,
 * FLORES-200 (NLLB), Whisper, MMS, the espeak-ng voice, the script and the countries where the
 * language is spoken (ISO 3166-1 alpha-2, used by the phone and ID recognizers).
 *
 * This module is pure data plus lookups; backends may import it.
 *
 * @example
 * ```ts
 * import { getLanguage } from 'langproc';
 * getLanguage('Hausa').floresCode; // 'hau_Latn'
 * getLanguage('hausa'); // throws UnsupportedLanguageError listing the 19 valid names
 * ```
 */
import { UnsupportedLanguageError } from './errors/unsupported-language-error.js';

/** The 19 language names exactly as the service contract spells them (case-sensitive). */
export const LANGUAGE_NAMES = [
  'Afrikaans',
  'Amharic',
  'Arabic',
  'English',
  'French',
  'German',
  'Hausa',
  'Igbo',
  'Isixhosa',
  'Italian',
  'Kinyarwanda',
  'Sesotho',
  'Setswana',
  'Shona',
  'Spanish',
  'Swahili',
  'Twi',
  'Yoruba',
  'Zulu',
] as const;

/** One of the 19 contract language names. */
export type LanguageName = (typeof LANGUAGE_NAMES)[number];

/** A writing system, as an ISO 15924 code. */
export type Script = 'Latn' | 'Ethi' | 'Arab';

/** The espeak-ng voice used for a language, and whether it is the language's own voice. */
export interface EspeakVoice {
  /** espeak-ng voice identifier, e.g. `sw`. */
  readonly voice: string;
  /** `true` when espeak-ng has a voice for this very language; `false` for a documented stand-in. */
  readonly native: boolean;
  /** Why the stand-in was chosen (only for stand-ins). */
  readonly reason?: string;
}

/** Everything the library knows about one language. */
export interface LanguageInfo {
  /** The contract name, e.g. `Isixhosa`. */
  readonly name: LanguageName;
  /** ISO 639-1 two-letter code, where one exists. */
  readonly iso6391: string | null;
  /** ISO 639-3 three-letter code. */
  readonly iso6393: string;
  /** FLORES-200 code used by NLLB-200, e.g. `hau_Latn`. */
  readonly floresCode: string;
  /** Whisper language code where Whisper supports the language, otherwise `null`. */
  readonly whisperCode: string | null;
  /** Code used by Meta's MMS models (facebook/mms-tts-<code>, MMS adapters). */
  readonly mmsCode: string;
  /** espeak-ng voice (native or nearest stand-in). */
  readonly espeak: EspeakVoice;
  /** Script the language is written in. */
  readonly script: Script;
  /** Writing direction. */
  readonly direction: 'ltr' | 'rtl';
  /** Countries where the language is widely spoken (ISO 3166-1 alpha-2), most relevant first. */
  readonly countries: readonly string[];
}

const BANTU_STAND_IN =
  'No espeak-ng voice exists; Swahili is a Bantu language with the same five-vowel, open-syllable Latin orthography, so letters are read close to their intended values.';

/** The languages table: one frozen row per language, in contract order. */
export const LANGUAGES: Readonly<Record<LanguageName, LanguageInfo>> = Object.freeze({
  Afrikaans: {
    name: 'Afrikaans',
    iso6391: 'af',
    iso6393: 'afr',
    floresCode: 'afr_Latn',
    whisperCode: 'af',
    mmsCode: 'afr',
    espeak: { voice: 'af', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: ['ZA', 'NA'],
  },
  Amharic: {
    name: 'Amharic',
    iso6391: 'am',
    iso6393: 'amh',
    floresCode: 'amh_Ethi',
    whisperCode: 'am',
    mmsCode: 'amh',
    espeak: { voice: 'am', native: true },
    script: 'Ethi',
    direction: 'ltr',
    countries: ['ET'],
  },
  Arabic: {
    name: 'Arabic',
    iso6391: 'ar',
    iso6393: 'ara',
    floresCode: 'arb_Arab',
    whisperCode: 'ar',
    mmsCode: 'ara',
    espeak: { voice: 'ar', native: true },
    script: 'Arab',
    direction: 'rtl',
    countries: [
      'EG',
      'MA',
      'DZ',
      'TN',
      'LY',
      'SD',
      'MR',
      'SA',
      'AE',
      'JO',
      'LB',
      'IQ',
      'SY',
      'YE',
      'OM',
      'QA',
      'KW',
      'BH',
      'PS',
    ],
  },
  English: {
    name: 'English',
    iso6391: 'en',
    iso6393: 'eng',
    floresCode: 'eng_Latn',
    whisperCode: 'en',
    mmsCode: 'eng',
    espeak: { voice: 'en', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: [
      'NG',
      'GH',
      'KE',
      'ZA',
      'UG',
      'TZ',
      'ZW',
      'ZM',
      'RW',
      'BW',
      'LS',
      'NA',
      'SL',
      'LR',
      'GM',
      'MW',
      'GB',
      'US',
    ],
  },
  French: {
    name: 'French',
    iso6391: 'fr',
    iso6393: 'fra',
    floresCode: 'fra_Latn',
    whisperCode: 'fr',
    mmsCode: 'fra',
    espeak: { voice: 'fr', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: [
      'FR',
      'SN',
      'CI',
      'CM',
      'CD',
      'ML',
      'BF',
      'NE',
      'TG',
      'BJ',
      'GA',
      'CG',
      'MG',
      'GN',
      'TD',
      'RW',
      'BE',
      'CH',
      'CA',
    ],
  },
  German: {
    name: 'German',
    iso6391: 'de',
    iso6393: 'deu',
    floresCode: 'deu_Latn',
    whisperCode: 'de',
    mmsCode: 'deu',
    espeak: { voice: 'de', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: ['DE', 'AT', 'CH', 'LU', 'LI', 'NA'],
  },
  Hausa: {
    name: 'Hausa',
    iso6391: 'ha',
    iso6393: 'hau',
    floresCode: 'hau_Latn',
    whisperCode: 'ha',
    mmsCode: 'hau',
    espeak: {
      voice: 'sw',
      native: false,
      reason:
        'No espeak-ng voice exists; the Swahili voice reads Hausa boko orthography (five vowels, open syllables, no tone marks) with the closest letter values.',
    },
    script: 'Latn',
    direction: 'ltr',
    countries: ['NG', 'NE', 'GH', 'CM', 'TD'],
  },
  Igbo: {
    name: 'Igbo',
    iso6391: 'ig',
    iso6393: 'ibo',
    floresCode: 'ibo_Latn',
    whisperCode: null,
    mmsCode: 'ibo',
    espeak: {
      voice: 'sw',
      native: false,
      reason:
        'No espeak-ng voice exists; the Swahili voice reads Latin open-syllable orthography closest to Igbo (tone is not rendered).',
    },
    script: 'Latn',
    direction: 'ltr',
    countries: ['NG'],
  },
  Isixhosa: {
    name: 'Isixhosa',
    iso6391: 'xh',
    iso6393: 'xho',
    floresCode: 'xho_Latn',
    whisperCode: null,
    mmsCode: 'xho',
    espeak: { voice: 'sw', native: false, reason: BANTU_STAND_IN },
    script: 'Latn',
    direction: 'ltr',
    countries: ['ZA', 'LS'],
  },
  Italian: {
    name: 'Italian',
    iso6391: 'it',
    iso6393: 'ita',
    floresCode: 'ita_Latn',
    whisperCode: 'it',
    mmsCode: 'ita',
    espeak: { voice: 'it', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: ['IT', 'SM', 'VA', 'CH'],
  },
  Kinyarwanda: {
    name: 'Kinyarwanda',
    iso6391: 'rw',
    iso6393: 'kin',
    floresCode: 'kin_Latn',
    whisperCode: null,
    mmsCode: 'kin',
    espeak: { voice: 'sw', native: false, reason: BANTU_STAND_IN },
    script: 'Latn',
    direction: 'ltr',
    countries: ['RW', 'UG', 'CD'],
  },
  Sesotho: {
    name: 'Sesotho',
    iso6391: 'st',
    iso6393: 'sot',
    floresCode: 'sot_Latn',
    whisperCode: null,
    mmsCode: 'sot',
    espeak: {
      voice: 'tn',
      native: false,
      reason:
        'No espeak-ng voice exists; Setswana is in the same Sotho-Tswana group, with largely shared spelling and sounds.',
    },
    script: 'Latn',
    direction: 'ltr',
    countries: ['LS', 'ZA'],
  },
  Setswana: {
    name: 'Setswana',
    iso6391: 'tn',
    iso6393: 'tsn',
    floresCode: 'tsn_Latn',
    whisperCode: null,
    mmsCode: 'tsn',
    espeak: { voice: 'tn', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: ['BW', 'ZA'],
  },
  Shona: {
    name: 'Shona',
    iso6391: 'sn',
    iso6393: 'sna',
    floresCode: 'sna_Latn',
    whisperCode: 'sn',
    mmsCode: 'sna',
    espeak: { voice: 'sw', native: false, reason: BANTU_STAND_IN },
    script: 'Latn',
    direction: 'ltr',
    countries: ['ZW', 'MZ'],
  },
  Spanish: {
    name: 'Spanish',
    iso6391: 'es',
    iso6393: 'spa',
    floresCode: 'spa_Latn',
    whisperCode: 'es',
    mmsCode: 'spa',
    espeak: { voice: 'es', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: ['ES', 'GQ', 'MX', 'CO', 'AR', 'PE', 'VE', 'CL', 'US'],
  },
  Swahili: {
    name: 'Swahili',
    iso6391: 'sw',
    iso6393: 'swh',
    floresCode: 'swh_Latn',
    whisperCode: 'sw',
    mmsCode: 'swh',
    espeak: { voice: 'sw', native: true },
    script: 'Latn',
    direction: 'ltr',
    countries: ['KE', 'TZ', 'UG', 'RW', 'CD', 'BI', 'MZ'],
  },
  Twi: {
    name: 'Twi',
    iso6391: 'tw',
    iso6393: 'twi',
    floresCode: 'twi_Latn',
    whisperCode: null,
    mmsCode: 'twi',
    espeak: {
      voice: 'sw',
      native: false,
      reason:
        'No espeak-ng voice exists; the Swahili voice gives the closest reading of Twi Latin spelling (open/closed vowel and tone contrasts are lost).',
    },
    script: 'Latn',
    direction: 'ltr',
    countries: ['GH'],
  },
  Yoruba: {
    name: 'Yoruba',
    iso6391: 'yo',
    iso6393: 'yor',
    floresCode: 'yor_Latn',
    whisperCode: 'yo',
    mmsCode: 'yor',
    espeak: {
      voice: 'sw',
      native: false,
      reason:
        'No espeak-ng voice exists; the Swahili voice reads Yoruba open syllables with close vowel values (tone marks are not rendered).',
    },
    script: 'Latn',
    direction: 'ltr',
    countries: ['NG', 'BJ', 'TG'],
  },
  Zulu: {
    name: 'Zulu',
    iso6391: 'zu',
    iso6393: 'zul',
    floresCode: 'zul_Latn',
    whisperCode: null,
    mmsCode: 'zul',
    espeak: { voice: 'sw', native: false, reason: BANTU_STAND_IN },
    script: 'Latn',
    direction: 'ltr',
    countries: ['ZA', 'SZ', 'LS'],
  },
} satisfies Record<LanguageName, LanguageInfo>);

const LANGUAGE_NAME_SET: ReadonlySet<string> = new Set(LANGUAGE_NAMES);

/** `true` when `value` is one of the 19 contract names (exact, case-sensitive). */
export function isLanguageName(value: unknown): value is LanguageName {
  return typeof value === 'string' && LANGUAGE_NAME_SET.has(value);
}

/**
 * The table row for a contract language name.
 * @throws UnsupportedLanguageError naming the 19 valid values when `name` is not one of them.
 */
export function getLanguage(name: string): LanguageInfo {
  if (!isLanguageName(name)) {
    throw new UnsupportedLanguageError({ language: name });
  }
  return LANGUAGES[name];
}

/** Finds a language by any of its codes (ISO 639-1/3, FLORES-200, Whisper, MMS) or its name in any case. */
export function findLanguageByCode(code: string): LanguageInfo | undefined {
  const needle = code.trim().toLowerCase();
  for (const name of LANGUAGE_NAMES) {
    const info = LANGUAGES[name];
    const codes = [info.name, info.iso6391, info.iso6393, info.floresCode, info.whisperCode, info.mmsCode];
    if (codes.some((candidate) => candidate !== null && candidate.toLowerCase() === needle)) {
      return info;
    }
  }
  return undefined;
}
