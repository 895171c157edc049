/**
 * Words that follow a title said alone in text from speech ("madame ici ...", "mama nimetuma ...",
 * "tannie nou ..."): per language, the pronouns, possessives, function words and common verbs that
 * open the next clause, and, in every language, the English words that calls borrow. After a title
 * such a word is no name (`restored-names.ts`); one table per language, lower case.
 *
 * @example
 * ```ts
 * isTitleStopWord('ici', 'French'); // true
 * isTitleStopWord('kouamé', 'French'); // false
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { isVerbShaped } from '../recognizers/verb-shapes.js';

const EVERY_LANGUAGE = `i you we he she it they my your our his her their the a an is are was
  please sorry yes no okay ok hello thank thanks sir madam data token passport apps app card sim
  account number phone money funeral office bank policy payment salary order parcel payslip
  numero número numéro nummer nomba nọ́ńbà namba nambari nimero inombolo nhamba nomoro nọmba
  allowance grant pension bursary fees invoice receipt statement transcript refund balance loan
  claim transfer appointment home`;

const TITLE_STOP_WORDS: Readonly<Record<LanguageName, string>> = {
  English: `am have has had can could will would just also and but so this that there here what
    how when where who why do does did not is are was were said called paid sent lives works from to in at for with of
    someone somebody anyone anybody him them me us`,
  Afrikaans: `ek jy u hy sy dit dis ons julle hulle my jou ons nou kan sal wil moet het is was en maar oukei
    dankie asseblief baie goed hier daar wat hoe waar waarmee wanneer goeiedag die suster broer 'n lekker
    stuur bel kom gaan betaal gee kry sê weet werk woon bly van vir na by in op met`,
  French: `je j'ai tu il elle on nous vous ils elles mon ma mes ton ta votre vos notre nos ici
    voilà oui non merci bien alors donc mais et est c'est désolé désolée pardon s'il bonjour
    bonsoir attendez veuillez d'accord qui que quoi comment pourquoi avec pour dans sur moi toi lui
    a peut doit va veut vient habite travaille à de du des en chez depuis`,
  German: `ich du er sie es wir ihr mein meine ihr ihre unser hier da ja nein danke bitte gut
    also aber und ist sind war habe haben kann können guten hallo wie was wo wann warum aus von mit
    für laut deswegen genau hat wird`,
  Spanish: `yo tú usted él ella nosotros ustedes mi mis su sus nuestro aquí ahí sí no gracias
    bien pues entonces pero y es está quiero quería tengo puedo perdone disculpe vale cuándo cómo
    dónde con para buenos buenas tiene tienen va puede dice le la lo quién qué cuál completo completa
    bueno trabajo hablo llamo ha va vive llamó pagó desde hasta por sin en de del al que`,
  Italian: `io tu lei lui noi voi loro mio mia mie miei suo sua qui sì no grazie bene allora
    ma e è sono ho vorrei volevo posso scusi chi che di da in su mi ti si ci il un una quanto quando come dove perché con per buongiorno
    può deve vuole ha sta va vive lavora viene`,
  Swahili: `mimi wewe yeye sisi nyinyi wao yangu yako yake yetu hapa ndiyo hapana asante sawa
    lakini na ni nimetuma nimepoteza nataka naomba nina sina tafadhali pole samahani ndio ndiyo
    habari yenu yao idara ofisi`,
  Hausa: `ni kai ke shi ita mu ku su ina kina yana tana muna kuna suna nawa naka naki ranar yau gobe
    jiya eh a'a na gode to amma da kuma don allah karɓa kuɗi kuɗin layin layi zai za ta ya ƙarshe karshe mai`,
  Yoruba: `mo ẹ o a wọn mi yín wa ni kò bẹ́ẹ̀ni beeni rárá ẹ ṣé jọ̀wọ́ àti ṣùgbọ́n ọmọ omo owó owo bawo báwo iṣẹ́ iṣẹ ise`,
  Igbo: `aha zuru ezu m ị ọ anyị unu ha nke m gị ya biko daalụ ee mba na ma gwa kedu ihe ego ọma
    ekwentị ebee olee ụtụtụ nye ndo`,
  Amharic: ``,
  Arabic: ``,
  Zulu: `mina wena yena thina nina bona ngiyabonga ngicela yebo cha kodwa futhi ngingakusiza
    ngifuna nginayo yami yakho yakhe yethu yenu yini kanjani kuphi nini ubani bani`,
  Isixhosa: `mna wena yena thina nina bona enkosi ndicela ewe hayi kodwa kwaye ndingakunceda
    ndifuna ndinayo yam yakho yakhe yethu yenu ndine bani`,
  Sesotho: `nna wena yena rona lona bona u o re ba ke kea leboha ka kopo e hana empa le tjhelete madi nka ke
    batla hau hao habo rometse romela mang moputso banka motlakase ofisi`,
  Setswana: `nna wena ene rona lona bone o re ba ke a leboga ke kopa ee nnyaa mme le omang nka madi ke batla
    gago gagwe mang moputso banka motlakase ofisi`,
  Shona: `ini iwe iye isu imi ivo ndatenda ndapota hongu kwete asi uye ndaida ndinoda ndine ehe
    mhoro mhoroi maita ndiyo kubva marii wako wake wedu wenyu wavo yangu yako yake yedu yenyu yavo ndiri ndini uri ari vangu wangu changu`,
  Kinyarwanda: `njye wowe we twe mwe bo ndi uri ari murakoze yego oya ariko kandi na ndashaka mfite yanjye yawe
    yanyu yacu`,
  Twi: `me wo ɔno yɛn mo wɔn medaase aane daabi nanso ne na mepa wo kyɛw maakye maaha din mefiri`,
};

const tables = new Map<LanguageName, ReadonlySet<string>>();

/**
 * Twi words written with `ɔ` or `ɛ` are verbs and nouns ("mefrɛ", I am calling; "ɔde"): names
 * are written in English spelling, with `o` and `e` ("Adwoa", "Osei").
 */
const TWI_OPEN_VOWEL = /[ɔɛ]/u;

/**
 * `true` when `word` (lower case) opens a clause after a title said alone in `language`: a word of
 * the table, a verb of a Bantu language by its prefixes ("nimenunua", `verb-shapes.ts`), or a Twi
 * word with an open vowel.
 */
export function isTitleStopWord(word: string, language: LanguageName): boolean {
  let table = tables.get(language);
  if (table === undefined) {
    table = new Set(`${EVERY_LANGUAGE} ${TITLE_STOP_WORDS[language]}`.split(/\s+/u).filter(Boolean));
    tables.set(language, table);
  }
  return table.has(word) || isVerbShaped(word, language) || (language === 'Twi' && TWI_OPEN_VOWEL.test(word));
}
