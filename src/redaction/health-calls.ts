/**
 * Identifiers in a call about health care are medical IDs. In a call that names a hospital,
 * clinic, patient or health insurer (a word of {@link HEALTH_WORDS} or a MEDICAL_ID cue anywhere in
 * the text), the numbers asked for are hospital, file, card and medical-aid membership numbers:
 * after the analysis, an identifier typed CUSTOMER_ID or POLICY_NUMBER (a membership or insurance
 * number) becomes MEDICAL_ID, and so does one typed TRANSACTION_ID or ACCOUNT_NUMBER unless a cue
 * of that type alone announced it ("receipt number", "account number"). A code whose own prefix
 * names its type (`TXN-`, `POL-`: reference-prefixes.ts) and a checksum-valid IBAN or NUBAN keep
 * their type.
 *
 * @example
 * ```ts
 * // 'Receptionist: Is he on medical aid?\nCaller: Yes, the member number is 4471 0932.'
 * //   -> MEDICAL_ID '4471 0932' (CUSTOMER_ID in a call about something else)
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { ContextIndex } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import type { PlaceholderType } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { typeOfPrefix } from './recognizers/reference-prefixes.js';

/**
 * Words that say a call is about health care, per language (English ones count in every
 * language): the hospital, the clinic, the patient, health insurers. Lower case; matched as whole
 * words, a word that starts with one counts too ("asibitinka", "hospitali").
 */
export const HEALTH_WORDS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  English: ['hospital', 'clinic', 'medical aid', 'health insurance', 'nhia', 'nhis', 'nhif', 'cbhi', 'hmo'],
  Afrikaans: ['hospitaal', 'kliniek', 'pasiënt', 'mediese fonds'],
  Amharic: ['ሆስፒታል', 'ታካሚ', 'ጤና መድህን', 'ጤና መድን', 'ጤና ጣቢያ'],
  Arabic: ['مستشفى', 'المستشفى', 'مصحة', 'عيادة', 'العيادة', 'المريض', 'التأمين الصحي', 'mutuelle', 'cnam'],
  French: ['hôpital', 'clinique', 'mutuelle', 'assurance maladie', 'cnam', 'cnamgs'],
  German: ['krankenhaus', 'klinik', 'arztpraxis', 'krankenkasse', 'krankenversicherung'],
  Hausa: ['asibiti', 'majinyaci', 'inshorar lafiya'],
  Igbo: ['ụlọ ọgwụ', 'onye ọrịa'],
  Isixhosa: ['isibhedlele', 'esibhedlele', 'yasesibhedlele', 'isigulana', 'ikliniki', 'kwiklinikhi'],
  Italian: ['ospedale', 'clinica', 'paziente'],
  Kinyarwanda: ['ibitaro', 'umurwayi', 'mituweli', 'ivuriro'],
  Sesotho: ['sepetlele', 'mokudi', 'tleliniki'],
  Setswana: ['bookelo', 'kokelo', 'molwetse', 'tleliniki'],
  Shona: ['chipatara', 'murwere', 'kiriniki'],
  Spanish: ['hospital', 'clínica', 'paciente', 'tarjeta sanitaria', 'centro de salud', 'seguro médico'],
  Swahili: ['hospitali', 'zahanati', 'kliniki', 'mgonjwa', 'bima ya afya'],
  Twi: ['ayaresabea', 'ɔyarefoɔ', 'ɔyarefo'],
  Yoruba: ['ilé ìwòsàn', 'ile iwosan', 'aláìsàn', 'alaisan'],
  Zulu: ['isibhedlela', 'esibhedlela', 'yasesibhedlela', 'isiguli', 'ikliniki', 'emtholampilo'],
};

/** How far back (code units) an identifier cue may stand, across one turn break (as unannounced-reference.ts). */
const CUE_WINDOW = 160;

/** Types a health call turns into MEDICAL_ID always, and unless their own cue announced them. */
const MEMBERSHIP_TYPES: ReadonlySet<PlaceholderType> = new Set(['CUSTOMER_ID']);
const GENERIC_TYPES: ReadonlySet<PlaceholderType> = new Set([
  'TRANSACTION_ID',
  'ACCOUNT_NUMBER',
  'POLICY_NUMBER',
]);
/** Recognizers whose checksum or shape says what the value is. */
const VALIDATED_RECOGNIZERS: ReadonlySet<string> = new Set(['iban', 'iban-shape', 'ng-nuban']);

const patterns = new Map<LanguageName, RegExp>();

function escapePattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&').replace(/ /gu, '\\s+');
}

/** One regex of the health words of `language` (its own and English), compiled once. */
function healthPattern(language: LanguageName): RegExp {
  let pattern = patterns.get(language);
  if (pattern === undefined) {
    const words = [...new Set([...(HEALTH_WORDS.English ?? []), ...(HEALTH_WORDS[language] ?? [])])].sort(
      (first, second) => second.length - first.length,
    );
    pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map(escapePattern).join('|')})`, 'iu');
    patterns.set(language, pattern);
  }
  return pattern;
}

/** `true` when the text is about health care. */
export function isHealthCall(text: string, language: LanguageName, context: ContextIndex): boolean {
  for (const cue of context.cues) if (cue.kinds.has('MEDICAL_ID') && cue.end > cue.start) return true;
  return healthPattern(language).test(text);
}

/** The entities with identifiers of a health call typed MEDICAL_ID; see the module comment. */
export function retypeInHealthCalls(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
  context: ContextIndex,
): RecognizedEntity[] {
  let result: RecognizedEntity[] | undefined;
  let health: boolean | undefined;
  for (let index = 0; index < entities.length; index++) {
    const entity = entities[index]!;
    const membership = MEMBERSHIP_TYPES.has(entity.type);
    if (!membership && !GENERIC_TYPES.has(entity.type)) continue;
    if (VALIDATED_RECOGNIZERS.has(entity.recognizer)) continue;
    if (typeOfPrefix(text.slice(entity.start, entity.end)) !== undefined) continue;
    if (!membership && announcedAs(text, entity, context)) continue;
    health ??= isHealthCall(text, language, context);
    if (!health) return entities as RecognizedEntity[];
    result ??= entities.slice();
    result[index] = { ...entity, type: 'MEDICAL_ID' };
  }
  return result ?? (entities as RecognizedEntity[]);
}

/** `true` when the nearest identifier cue before the entity (its turn or the one before) names its type and not MEDICAL_ID. */
function announcedAs(text: string, entity: RecognizedEntity, context: ContextIndex): boolean {
  const kind = entity.type as ContextKind;
  const cues = context.cuesBefore(entity.start, CUE_WINDOW);
  const lineStart = text.lastIndexOf('\n', entity.start - 1);
  const previousLineStart = lineStart <= 0 ? -1 : text.lastIndexOf('\n', lineStart - 1);
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.end <= previousLineStart) break;
    if (cue.kinds.has('MEDICAL_ID')) return false;
    if (cue.kinds.has(kind)) return true;
  }
  return false;
}
