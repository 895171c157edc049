/**
 * The recognizers `analyze` runs by default, generic ones first, then country-specific ones
 * (`country/<iso>/...`). `analyze({ recognizers })` and `redact({ recognizers })` add to them; `entities`
 * selects the types.
 *
 * @example
 * ```ts
 * await analyze({ text, language: 'English', recognizers: [myRecognizer] }); // these and mine
 * ```
 */
import type { Recognizer } from '../recognizer.js';
import { addressRecognizer } from './address.js';
import { addressAnswerRecognizer } from './address-answer.js';
import { capitalisedNameRunRecognizer } from './capitalised-name-run.js';
import { cardNumberRecognizer } from './card-number.js';
import { contextReferenceRecognizers } from './context-references.js';
import { chileanRutRecognizer } from './country/cl/chilean-rut.js';
import { spanishIdRecognizer } from './country/es/spanish-id.js';
import { ghanaCardRecognizer } from './country/gh/ghana-card.js';
import { kraPinRecognizer } from './country/ke/kra-pin.js';
import { bvnContextRecognizer, bvnPatternRecognizer } from './country/ng/bvn.js';
import { nubanRecognizer } from './country/ng/nuban.js';
import { southAfricanIdRecognizer } from './country/za/south-african-id.js';
import { dateOfBirthRecognizer } from './date-of-birth.js';
import { dateOfBirthAnyMonthRecognizer } from './date-of-birth-any-month.js';
import { emailRecognizer } from './email.js';
import { ethiopicPersonNameRecognizer } from './ethiopic-person-name.js';
import { ibanRecognizer } from './iban.js';
import { ibanShapeRecognizer } from './iban-shape.js';
import { nguniPrefixedNameRecognizer } from './nguni-prefixed-name.js';
import { personNameRecognizer } from './person-name.js';
import { allCapitalsNameRecognizer } from './person-name-all-capitals.js';
import { lineUpNameRecognizer } from './person-name-line-up.js';
import { phoneNumberRecognizer } from './phone-number.js';
import { referencePrefixRecognizers } from './reference-prefixes.js';
import { sothoMotherNameRecognizer } from './sotho-mother-name.js';
import { unannouncedReferenceRecognizer } from './unannounced-reference.js';
import { yorubaCompoundNameRecognizer } from './yoruba-compound-name.js';

/** Every built-in recognizer. */
export const DEFAULT_RECOGNIZERS: readonly Recognizer[] = Object.freeze([
  emailRecognizer,
  cardNumberRecognizer,
  ibanRecognizer,
  phoneNumberRecognizer,
  dateOfBirthRecognizer,
  dateOfBirthAnyMonthRecognizer,
  addressRecognizer,
  addressAnswerRecognizer,
  personNameRecognizer,
  capitalisedNameRunRecognizer,
  lineUpNameRecognizer,
  allCapitalsNameRecognizer,
  ethiopicPersonNameRecognizer,
  nguniPrefixedNameRecognizer,
  sothoMotherNameRecognizer,
  yorubaCompoundNameRecognizer,
  ...referencePrefixRecognizers,
  ...contextReferenceRecognizers,
  bvnContextRecognizer,
  bvnPatternRecognizer,
  nubanRecognizer,
  southAfricanIdRecognizer,
  ghanaCardRecognizer,
  kraPinRecognizer,
  spanishIdRecognizer,
  chileanRutRecognizer,
  unannouncedReferenceRecognizer,
  ibanShapeRecognizer,
]);
