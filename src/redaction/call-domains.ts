/**
 * The call's domain decides what its identifiers are. A call about health care asks for hospital,
 * file and medical-aid numbers; one about insurance for policy and claim numbers; one about a
 * school for student numbers; one about pay for staff numbers; one about electricity, water or an
 * internet line for the customer's account or meter number. The domain is read from the text:
 * the words of {@link CALL_DOMAINS} of the language (and English, and French where calls mix it
 * in), a call about health care also from any MEDICAL_ID cue; health care first, else the domain
 * with the most distinct words, the first listed on a tie (a teacher calling about pay names the
 * school too).
 *
 * After the analysis, an identifier of one of the domain's `always` types is retyped to the
 * domain's type, and one of its `unlessAnnounced` types too, unless the nearest identifier cue
 * before it (its turn or the one before) names that type and not the domain's ("receipt number",
 * "account number"). A code whose own prefix names a type (`TXN-`, `POL-`: reference-prefixes.ts)
 * keeps its type, unless the prefix names the domain's (`SHA-` in a health call: MEDICAL_ID,
 * whatever announced it); a checksum-valid IBAN or NUBAN keeps its type.
 *
 * @example
 * ```ts
 * // 'Receptionist: Is he on medical aid?\nCaller: Yes, the member number is 4471 0932.'
 * //   -> MEDICAL_ID '4471 0932' (CUSTOMER_ID in a call about something else)
 * // 'Agent: Eskom, good morning. Your account number?\nCaller: 5118 4402 7731.'
 * //   -> CUSTOMER_ID (ACCOUNT_NUMBER in a call to a bank)
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { ContextIndex } from './context/context-index.js';
import { type ContextKind, FRENCH_MIXING } from './context/context-words.js';
import {
  type AlternativeMatch,
  buildPhraseTrie,
  firstAlternativeAt,
  type PhraseTrie,
} from './context/phrase-trie.js';
import type { PlaceholderType } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { typeOfPrefix } from './recognizers/reference-prefixes.js';
import { characterClass, codePointBefore, LETTER, MARK, NUMBER, TextScan } from './text-scan.js';

/** What calls are about, as far as their identifiers go. */
export type CallDomainName = 'health' | 'insurance' | 'school' | 'work' | 'supply';

/** One domain: its words and what it does to the types of identifiers. */
export interface CallDomain {
  name: CallDomainName;
  /** The type the identifiers asked for in such a call have. */
  type: PlaceholderType & ContextKind;
  /** Types retyped whatever announced them. */
  always: ReadonlySet<PlaceholderType>;
  /** Types retyped unless the nearest identifier cue names them (and not {@link CallDomain.type}). */
  unlessAnnounced: ReadonlySet<PlaceholderType>;
  /**
   * Words that say a call is of the domain, per language (English ones count in every language,
   * French ones in Arabic and Kinyarwanda too). Lower case; matched at a word start, so a word
   * that starts with one counts ("asibitinka", "hospitali").
   */
  words: Readonly<Partial<Record<LanguageName, readonly string[]>>>;
}

/** The domains, health care first (it wins whenever it is there), then in the order that breaks ties. */
export const CALL_DOMAINS: readonly CallDomain[] = [
  {
    name: 'health',
    type: 'MEDICAL_ID',
    always: new Set(['CUSTOMER_ID']),
    unlessAnnounced: new Set(['TRANSACTION_ID', 'ACCOUNT_NUMBER', 'POLICY_NUMBER']),
    words: {
      English: [
        'hospital',
        'clinic',
        'medical aid',
        'health insurance',
        'nhia',
        'nhis',
        'nhif',
        'cbhi',
        'hmo',
      ],
      Afrikaans: ['hospitaal', 'kliniek', 'pasiënt', 'mediese fonds'],
      Amharic: ['ሆስፒታል', 'ታካሚ', 'ጤና መድህን', 'ጤና መድን', 'ጤና ጣቢያ'],
      Arabic: [
        'مستشفى',
        'المستشفى',
        'مصحة',
        'عيادة',
        'العيادة',
        'المريض',
        'التأمين الصحي',
        'mutuelle',
        'cnam',
      ],
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
    },
  },
  {
    name: 'work',
    type: 'EMPLOYEE_ID',
    always: new Set(['STUDENT_ID']),
    unlessAnnounced: new Set(['TRANSACTION_ID']),
    words: {
      English: ['salary', 'payslip', 'payroll', 'wages', 'human resources', 'overtime', 'irp5'],
      Afrikaans: ['salaris', 'betaalstrokie', 'loonstrokie', 'oortyd', 'werkgewer'],
      Amharic: ['ደሞዝ', 'ደመወዝ', 'የሰው ሀብት'],
      Arabic: ['راتب', 'الراتب', 'المرتب', 'مرتب', 'الخلصة', 'الموارد البشرية', 'الأجر'],
      French: [
        'salaire',
        'fiche de paie',
        'bulletin de paie',
        'ressources humaines',
        'heures supplémentaires',
      ],
      German: ['gehalt', 'lohn', 'gehaltsabrechnung', 'lohnabrechnung', 'personalabteilung', 'überstunden'],
      Hausa: ['albashi'],
      Igbo: ['ụgwọ ọnwa', 'ugwo onwa'],
      Isixhosa: ['umvuzo', 'umqeshi'],
      Italian: ['busta paga', 'stipendio', 'straordinari', 'ufficio personale'],
      Kinyarwanda: ['umushahara'],
      Sesotho: ['moputso'],
      Setswana: ['madi a kgwedi'],
      Shona: ['muhoro'],
      Spanish: ['nómina', 'salario', 'sueldo', 'horas extra', 'recursos humanos'],
      Swahili: ['mshahara'],
      Twi: ['akatua'],
      Yoruba: ['owó oṣù', 'owo osu'],
      Zulu: ['iholo', 'umholo', 'umqashi'],
    },
  },
  {
    // claim numbers are policy numbers (the contract's POLICY_NUMBER covers claims)
    name: 'insurance',
    type: 'POLICY_NUMBER',
    always: new Set(['TRANSACTION_ID', 'CUSTOMER_ID']),
    unlessAnnounced: new Set(['ACCOUNT_NUMBER']),
    words: {
      English: [
        'insurance',
        'insurer',
        'claim',
        'policyholder',
        'funeral cover',
        'funeral policy',
        'underwriter',
      ],
      Afrikaans: ['versekering', 'polis', 'eisnommer', 'begrafnispolis'],
      Amharic: ['ኢንሹራንስ', 'መድን', 'ካሳ', 'የፖሊሲ'],
      Arabic: ['تأمين', 'التأمين', 'بوليصة', 'وثيقة التأمين', 'المطالبة'],
      French: ['assurance', 'assureur', 'sinistre', "police d'assurance"],
      German: ['versicherung', 'schadensfall', 'schadenfall', 'schadennummer', 'police'],
      Hausa: ['inshora'],
      Igbo: ['inshọransị', 'inshoransi'],
      Isixhosa: ['inshorensi', 'ibango', 'yebango', 'ipolisi', 'yepolisi'],
      Italian: ['assicurazion', 'polizza', 'sinistro', 'perito'],
      Kinyarwanda: ['ubwishingizi'],
      Sesotho: ['inshorense', 'leano', 'polisi'],
      Setswana: ['inshorense', 'polisi'],
      Shona: ['inishuwarenzi', 'inshuwarenzi'],
      Spanish: ['seguro', 'aseguradora', 'póliza', 'siniestro', 'perito'],
      Swahili: ['bima', 'polisi ya bima'],
      Yoruba: ['ìbánigbófò', 'ibanigbofo'],
      Zulu: ['umshwalense', 'womshwalense', 'inshorensi', 'isimangalo', 'ipholisi', 'yepholisi'],
    },
  },
  {
    name: 'school',
    type: 'STUDENT_ID',
    always: new Set(['EMPLOYEE_ID']),
    unlessAnnounced: new Set(['ACCOUNT_NUMBER']),
    words: {
      English: [
        'school',
        'university',
        'student',
        'registrar',
        'college',
        'tuition',
        'semester',
        'transcript',
        'campus',
        'faculty',
        'lecturer',
      ],
      Afrikaans: ['skool', 'universiteit', 'klasgeld', 'eksamen'],
      Amharic: ['ዩኒቨርሲቲ', 'ትምህርት ቤት', 'ተማሪ', 'ሬጅስትራር'],
      Arabic: [
        'جامعة',
        'الجامعة',
        'الجامعي',
        'كلية',
        'الكلية',
        'طالب',
        'الطالب',
        'طالبة',
        'مدرسة',
        'المدرسة',
      ],
      French: [
        'université',
        'école',
        'étudiant',
        'scolarité',
        "frais d'inscription",
        'relevé de notes',
        'faculté',
        'lycée',
      ],
      German: ['universität', 'hochschule', 'schule', 'studium', 'immatrikulation', 'zulassung', 'semester'],
      Hausa: ['makaranta', "jami'a", 'ɗalibi', 'dalibi', 'ɗaliba', 'jamb'],
      Igbo: ['mahadum', 'ụlọ akwụkwọ', 'ulo akwukwo', 'nwata akwụkwọ'],
      Isixhosa: ['iyunivesithi', 'eyunivesithi', 'isikolo', 'esikolweni', 'nsfas'],
      Italian: ['università', 'scuola', 'studente', 'studentessa', 'facoltà'],
      Kinyarwanda: ['kaminuza', 'ishuri', 'umunyeshuri', 'amashuri'],
      Sesotho: ['univesithi', 'sekolo', 'moithuti', 'seithuti'],
      Setswana: ['yunibesiti', 'sekolo', 'moithuti'],
      Shona: ['yunivhesiti', 'chikoro', 'mudzidzi'],
      Spanish: ['universidad', 'colegio', 'escuela', 'estudiante', 'facultad', 'campus'],
      Swahili: ['chuo', 'shule', 'mwanafunzi', 'kidato'],
      Twi: ['sukuu'],
      Yoruba: ['ilé ẹ̀kọ́', 'ile eko', 'yunifásítì', 'fásitì', 'akẹ́kọ̀ọ́', 'akekoo'],
      Zulu: ['inyuvesi', 'enyuvesi', 'isikole', 'esikoleni', 'nsfas'],
    },
  },
  {
    // electricity, water and internet lines: the account is the customer's, the meter's number names it
    name: 'supply',
    type: 'CUSTOMER_ID',
    always: new Set(['ACCOUNT_NUMBER']),
    unlessAnnounced: new Set(),
    words: {
      English: [
        'electricity',
        'prepaid meter',
        'meter',
        'power cut',
        'outage',
        'water bill',
        'municipality',
        'internet',
        'wifi',
        'fibre',
        'router',
        'broadband',
        'cash power',
      ],
      Afrikaans: ['elektrisiteit', 'krag', 'munisipaliteit', 'waterrekening'],
      Amharic: ['መብራት', 'ኤሌክትሪክ', 'ቆጣሪ', 'ኢንተርኔት'],
      Arabic: ['الكهرباء', 'كهرباء', 'العداد', 'الضي', 'الأنترنت', 'الانترنت', 'الإنترنت'],
      French: ['électricité', 'compteur', "facture d'eau", 'coupure', 'abonnement'],
      German: ['strom', 'zähler', 'stadtwerke', 'wasserrechnung', 'stromausfall'],
      Hausa: ['wutar lantarki', 'lantarki', 'mita'],
      Igbo: ['ọkụ eletrik', 'meter'],
      Isixhosa: ['umbane', 'umasipala', 'kumasipala', 'amanzi'],
      Italian: ['bolletta', 'contatore', 'fibra'],
      Kinyarwanda: ['umuriro', 'compteur'],
      Sesotho: ['motlakase', 'mitara', 'mitha'],
      Setswana: ['motlakase', 'mitara', 'mitha'],
      Shona: ['magetsi', 'zesa'],
      Spanish: ['electricidad', 'contador', 'suministro', 'sin luz', 'fibra'],
      Swahili: ['umeme', 'luku', 'mita'],
      Twi: ['kanea'],
      Yoruba: ['iná mọ̀nàmọ́ná', 'ina monamona'],
      Zulu: ['ugesi', 'umasipala', 'kamasipala', 'amanzi'],
    },
  },
];

/** How far back (code units) an identifier cue may stand, across one turn break (as unannounced-reference.ts). */
const CUE_WINDOW = 160;

/** Recognizers whose checksum or shape says what the value is. */
const VALIDATED_RECOGNIZERS: ReadonlySet<string> = new Set(['iban', 'iban-shape', 'ng-nuban']);

/** The words of each domain and language as a trie, built on first use. */
const tries = new Map<string, PhraseTrie>();

/** The words of `domain` for `language`: its own, English, and French where calls mix it in. */
export function domainWords(domain: CallDomain, language: LanguageName): readonly string[] {
  return [
    ...new Set([
      ...(domain.words.English ?? []),
      ...(FRENCH_MIXING.has(language) ? (domain.words.French ?? []) : []),
      ...(domain.words[language] ?? []),
    ]),
  ];
}

/**
 * The words of `domain` for `language` as a trie, built once: the alternation
 * `(?<![\p{L}\p{M}\p{N}])(?:longest|...|shortest)` with the `giu` flags, a space standing for
 * `\s+` and `'` for `['’]`, read at the text's letter-run starts without a regex (a regex ran its
 * hundreds of alternatives one after the other at every word).
 */
function domainTrie(domain: CallDomain, language: LanguageName): PhraseTrie {
  const key = `${domain.name}\u0000${language}`;
  let trie = tries.get(key);
  if (trie === undefined) {
    trie = buildPhraseTrie(
      [...domainWords(domain, language)].sort((first, second) => second.length - first.length),
    );
    tries.set(key, trie);
  }
  return trie;
}

/** What may not stand right before a domain word. */
const WORD_CHARACTER = LETTER | MARK | NUMBER;

/**
 * How many distinct words of `domain` the text holds: what a global scan of the alternation of
 * {@link domainTrie} matches, lower-cased. Every word starts with a letter, so a match starts at
 * a letter-run start; the scan goes on from the end of each match.
 */
function distinctWords(scan: TextScan, domain: CallDomain, language: LanguageName): number {
  const { text, letterRunStarts } = scan;
  const trie = domainTrie(domain, language);
  const found = new Set<string>();
  const match: AlternativeMatch = { index: -1, end: -1 };
  let from = 0;
  for (let index = 0; index < letterRunStarts.length; index++) {
    const start = letterRunStarts[index]!;
    if (start < from) continue;
    if ((characterClass(codePointBefore(text, start)) & WORD_CHARACTER) !== 0) continue;
    if (!firstAlternativeAt(trie, text, start, 0, match)) continue;
    found.add(text.slice(start, match.end).toLowerCase());
    from = match.end;
  }
  return found.size;
}

/** The domain of a call (see the module comment), or `undefined` when no domain's words are there. */
export function callDomainOf(
  text: string,
  language: LanguageName,
  context: ContextIndex,
  scan: TextScan = new TextScan(text),
): CallDomain | undefined {
  const [health, ...others] = CALL_DOMAINS as [CallDomain, ...CallDomain[]];
  for (const cue of context.cues) if (cue.kinds.has('MEDICAL_ID') && cue.end > cue.start) return health;
  if (distinctWords(scan, health, language) > 0) return health;
  let best: CallDomain | undefined;
  let bestCount = 0;
  for (const domain of others) {
    const count = distinctWords(scan, domain, language);
    if (count > bestCount) {
      best = domain;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The entities with the identifiers of the call's domain retyped; see the module comment. `scan`:
 * the text's {@link TextScan}, when the caller has one.
 */
export function retypeByCallDomain(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
  context: ContextIndex,
  scan?: TextScan,
): RecognizedEntity[] {
  let result: RecognizedEntity[] | undefined;
  // undefined: not read yet; null: no domain
  let domain: CallDomain | null | undefined;
  for (let index = 0; index < entities.length; index++) {
    const entity = entities[index]!;
    if (!RETYPED.has(entity.type)) continue;
    if (VALIDATED_RECOGNIZERS.has(entity.recognizer)) continue;
    const prefixed = typeOfPrefix(text.slice(entity.start, entity.end));
    domain ??= callDomainOf(text, language, context, scan?.text === text ? scan : undefined) ?? null;
    if (domain === null) return entities as RecognizedEntity[];
    // a code's own prefix names its type: it keeps it, or takes the domain's when that is the
    // prefix's ("member number SHA-4471..." in a health call)
    if (prefixed !== undefined) {
      if (prefixed !== domain.type) continue;
      result ??= entities.slice();
      result[index] = { ...entity, type: domain.type };
      continue;
    }
    const always = domain.always.has(entity.type);
    if (!always && !domain.unlessAnnounced.has(entity.type)) continue;
    if (!always && announcedAs(text, entity, domain, context)) continue;
    result ??= entities.slice();
    result[index] = { ...entity, type: domain.type };
  }
  return result ?? (entities as RecognizedEntity[]);
}

/** Every type some domain retypes. */
const RETYPED: ReadonlySet<PlaceholderType> = new Set(
  CALL_DOMAINS.flatMap((domain) => [...domain.always, ...domain.unlessAnnounced]),
);

/** `true` when the nearest identifier cue before the entity (its turn or the one before) names its type and not the domain's. */
function announcedAs(
  text: string,
  entity: RecognizedEntity,
  domain: CallDomain,
  context: ContextIndex,
): boolean {
  const kind = entity.type as ContextKind;
  const cues = context.cuesBefore(entity.start, CUE_WINDOW);
  const lineStart = text.lastIndexOf('\n', entity.start - 1);
  const previousLineStart = lineStart <= 0 ? -1 : text.lastIndexOf('\n', lineStart - 1);
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.end <= previousLineStart) break;
    if (cue.kinds.has(domain.type)) return false;
    if (cue.kinds.has(kind)) return true;
  }
  return false;
}
