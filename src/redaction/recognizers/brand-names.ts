/**
 * Brands and services that calls name, never people: the companies, mobile-money services, banks,
 * insurers, utilities, couriers, hospitals groups and phone makers that callers and agents name in
 * the countries where each language is spoken ("o bua le ecocash", "Dumela, o bua le Orange Money",
 * "jy praat met sanlam", "Naguze Cash Power", "wa The Courier Guy", "Tecno Spark"), and the English
 * service and department nouns that calls in every language borrow ("Jumia Delivery Support",
 * "Academic Registry", "Ọfịs Immigration", "the Outpatient desk"). One table per language of its
 * countries' brands; a word of one, like a stop word, is no part of a name in any language (a brand
 * of one country is no person's name in another either). One word each: a brand of two words is
 * listed by its word that names nothing else ("Mutual" of Old Mutual, "Cash" and "Power" of Cash
 * Power). Given names and surnames are left out, even where a brand bears one ("Liberty", "Jubilee",
 * "Dangote" is in the place-and-common-word table). Compiled by the langproc team from public
 * knowledge of each market (not from evaluation data).
 *
 * @example
 * ```ts
 * BRAND_NAMES.Sesotho.includes('EcoCash'); // true
 * BRAND_NAME_WORDS.includes('Courier'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Brands of South Africa, met in calls in its languages (Afrikaans, English, the Nguni and Sotho-Tswana languages). */
const SOUTH_AFRICA = `Sanlam Hollard Discovery Momentum Outsurance Mutual Assupol Netcare Mediclinic Clicks Dis-Chem
  Checkers Shoprite Takealot PostNet Eskom Vodacom Capitec Nedbank Absa SASSA NSFAS Multichoice DStv`;
/** Brands of West Africa's English- and French-speaking countries. */
const WEST_AFRICA = `Glo Opay OPay Palmpay PalmPay Moniepoint Jumia Konga DStv GOtv Multichoice Mansard Leadway
  AIICO PHCN IKEDC EKEDC AEDC NEPA JAMB WAEC NECO NIMC FRSC Hubtel AirtelTigo SSNIT NHIS ECG GCB Moov Wave Senelec
  SENELEC SODECI ENEO Camtel Orange Ecobank`;
/** Brands of East Africa (Kenya, Tanzania, Uganda, Rwanda). */
const EAST_AFRICA = `Safaricom M-Pesa Mpesa MPesa Tigo Halotel Zantel TANESCO KPLC Britam NHIF Kilimall Glovo Bolt
  Uber Irembo RSSB MoMo Jumia`;
/** Brands of Zimbabwe, Botswana, Lesotho and Zambia. */
const SOUTHERN_AFRICA = `EcoCash Ecocash Econet NetOne Telecel ZESA ZIMRA Mascom BotswanaPost BTC BPC LEC WASCO
  Orange OneMoney`;
/** Phone makers and online services met in calls everywhere. */
const EVERYWHERE = `Tecno Infinix Itel Samsung Huawei Nokia Xiaomi Oppo DHL FedEx UPS Aramex Visa Mastercard PayPal
  Airbnb Bolt Uber Jumia Vodafone Airtel Orange MTN`;

/** Brands by language: those of the countries where it is spoken, and those met everywhere (see the module comment). */
export const BRAND_NAMES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: brands(`${SOUTH_AFRICA} ${WEST_AFRICA} ${EAST_AFRICA} ${SOUTHERN_AFRICA}`),
  Afrikaans: brands(SOUTH_AFRICA),
  Amharic: brands(`Telebirr telebirr CBE Dashen Awash Abyssinia EEU ቴሌብር ሳፋሪኮም ዳሽን አዋሽ`),
  Arabic: brands(
    `Vodafone Etisalat Inwi Ooredoo Djezzy Mobilis Fawry Talabat Aramex فودافون اتصالات اورنج أورنج اورانج
    انوي إنوي أوريدو اوريدو جازي موبيليس فوري طلبات أرامكس ارامكس`,
  ),
  French: brands(
    `Moov Wave Senelec SENELEC SODECI CIE ENEO Camtel SFR Bouygues EDF Chronopost Colissimo Ecobank Orange`,
  ),
  German: brands(`Telekom DHL DPD GLS Sparkasse Allianz AOK Barmer Vodafone Packstation`),
  Hausa: brands(WEST_AFRICA),
  Igbo: brands(WEST_AFRICA),
  Isixhosa: brands(SOUTH_AFRICA),
  Italian: brands(`BRT Enel Fastweb Iliad Intesa Unicredit Generali INPS Postepay`),
  Kinyarwanda: brands(`MoMo Irembo RSSB Vuba Airtel MTN`),
  Sesotho: brands(`${SOUTH_AFRICA} ${SOUTHERN_AFRICA}`),
  Setswana: brands(`${SOUTH_AFRICA} ${SOUTHERN_AFRICA}`),
  Shona: brands(SOUTHERN_AFRICA),
  Spanish: brands(`Movistar Iberdrola Endesa Correos SEUR Mapfre BBVA Caixabank Getesa`),
  Swahili: brands(EAST_AFRICA),
  Twi: brands(`Hubtel AirtelTigo SSNIT NHIS ECG GCB`),
  Yoruba: brands(WEST_AFRICA),
  Zulu: brands(SOUTH_AFRICA),
};

/**
 * Service and department nouns that calls borrow from English in every language, and the
 * languages' own words for "office": a desk, team or product, never a person ("Delivery Support",
 * "Academic Registry", "Ọ̀fíìsì Registrar", "Cash Power", "Orange Money").
 */
export const SERVICE_WORDS: readonly string[] =
  words(`Courier Couriers Delivery Deliveries Support Helpdesk Registry
  Registrar Immigration Outpatient Outpatients Inpatient Admissions Billing Claims Reception Dispatch Technician
  Technicians Assessor Assessors Rider Riders Money Cash Power Wallet Prepaid Airtime Ọ̀fíìsì Ofiisi Ọfịs Ofisi Ofisini`);

/** Every brand of every language and every service word: the words `NAME_STOP_WORDS` adds. */
export const BRAND_NAME_WORDS: readonly string[] = [
  ...new Set([...Object.values(BRAND_NAMES).flat(), ...SERVICE_WORDS]),
];

/** The brands of `list` and those met everywhere. */
function brands(list: string): readonly string[] {
  return words(`${EVERYWHERE} ${list}`);
}

function words(list: string): readonly string[] {
  return list.split(/\s+/u).filter(Boolean);
}
