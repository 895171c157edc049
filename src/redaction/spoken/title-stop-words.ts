/**
 * Words that follow a title said alone in text from speech ("madame ici ...", "mama nimetuma ...",
 * "tannie nou ..."): per language, the pronouns, possessives, function words and common verbs that
 * open the next clause, and, in every language, the English words that calls borrow; then the
 * question words, demonstratives, conjunctions, words of time (days of the week, today, tomorrow)
 * and the call's common nouns and verbs, which no name grows over in speech (complete-names.ts), and the
 * intensifiers said after thanks ("asante sana", "ngiyabonga kakhulu", "merci beaucoup"). After a title
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
  English: `much am have has had can could will would just also and but so this that there here what
    how when where who why do does did not is are was were said called paid sent lives works from to in at for
    with of
    someone somebody anyone anybody him them me us
    then now today tomorrow yesterday which whose about after before because only still again already very
    really sure maybe into last next morning afternoon evening night week month year speaking calling`,
  Afrikaans: `ek jy u hy sy dit dis ons julle hulle my jou ons nou kan sal wil moet het is was en maar oukei
    dankie asseblief baie goed hier daar wat hoe waar waarmee wanneer goeiedag die suster broer 'n lekker
    stuur bel kom gaan betaal gee kry sê weet werk woon bly van vir na by in op met
    hoeveel hoekom wie watter welke dag môre middag aand oggend gister vandag vanaand miskien ook net nog
    reeds weer toe dan daarom omdat want sodat nee geld rekening adres straat huis kantoor maandag dinsdag
    woensdag donderdag vrydag saterdag sondag gepraat gebel gestuur praat hoor sien dink`,
  French: `beaucoup infiniment je j'ai tu il elle on nous vous ils elles mon ma mes ton ta votre vos notre nos ici
    voilà oui non merci bien alors donc mais et est c'est désolé désolée pardon s'il bonjour
    bonsoir attendez veuillez d'accord qui que quoi comment pourquoi avec pour dans sur moi toi lui
    a peut doit va veut vient habite travaille à de du des en chez depuis
    quelle quel quels quelles combien quand où lequel laquelle aussi encore déjà toujours jamais très
    ensuite puis demain hier soir matin semaine mois année lundi mardi mercredi jeudi vendredi samedi
    dimanche parce puisque comme sans sous entre vers pendant appelle appelé parle voudrais veux peux dois
    suis êtes sommes avons avez ont était compte adresse rue assurance assurances banque société service
    reçoit`,
  German: `schön vielmals ich du er sie es wir ihr mein meine ihr ihre unser hier da ja nein danke bitte gut
    also aber und ist sind war habe haben kann können guten hallo wie was wo wann warum aus von mit
    für laut deswegen genau hat wird
    wahrscheinlich vielleicht auch noch schon nur sehr dann denn doch wieder heute morgen gestern abend
    woche monat jahr welche welcher welches wer wem wen wieso weshalb sondern oder weil dass damit spricht
    sprechen rufe anrufen angerufen bin bist seid gehe komme wohne arbeite hatte heiße heißt montag dienstag
    mittwoch donnerstag freitag samstag sonntag nummer konto adresse straße firma
    nennen`,
  Spanish: `mucho muchas yo tú usted él ella nosotros ustedes mi mis su sus nuestro aquí ahí sí no gracias
    bien pues entonces pero y es está quiero quería tengo puedo perdone disculpe vale cuándo cómo
    dónde con para buenos buenas tiene tienen va puede dice le la lo quién qué cuál completo completa
    bueno trabajo hablo llamo ha va vive llamó pagó desde hasta por sin en de del al que
    cuánto cuánta cuántos cual cuando como donde porque también todavía muy hoy mañana ayer tarde noche
    semana mes lunes martes miércoles jueves viernes sábado domingo necesito llamaba hablaba estoy estaba
    era tenía hay esto este esta eso ese esa allí luego después antes cuenta dirección calle número empresa
    oficina estudiante hermanos hermano hermana
    dígame digame diga mire mira oiga oye tuve veo`,
  Italian: `mille tante io tu lei lui noi voi loro mio mia mie miei suo sua qui sì no grazie bene allora
    ma e è sono ho vorrei volevo posso scusi chi che di da in su mi ti si ci il un una quanto quando come dove
    perché con per buongiorno
    può deve vuole ha sta va vive lavora viene
    quella quello quelle quelli questa questo queste questi quale quali quanta ieri oggi domani sera mattina
    pomeriggio settimana mese lunedì martedì mercoledì giovedì venerdì sabato domenica anche ancora già
    sempre mai molto poi dopo prima però quindi parlo chiamo chiamavo telefono devo sto stavo ero abbiamo
    avete hanno conto indirizzo numero ufficio`,
  Swahili: `sana mimi wewe yeye sisi nyinyi wao yangu yako yake yetu hapa ndiyo hapana asante sawa
    lakini na ni nimetuma nimepoteza nataka naomba nina sina tafadhali pole samahani ndio ndiyo
    habari yenu yao idara ofisi
    jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili leo kesho jana asubuhi mchana jioni usiku
    wiki mwezi mwaka nini gani nani lini wapi vipi kwa kwamba kama pia tena bado sasa hivi hii hiyo huyu
    huyo hizi hao ile yule kutoka kwenye katika ndani nje namba akaunti anwani
    una ana tuna nipe mshahara niko uko yuko tuko mko wako`,
  Hausa: `sosai dai ni kai ke shi ita mu ku su ina kina yana tana muna kuna suna nawa naka naki ranar yau gobe
    jiya eh a'a na gode to amma da kuma don allah karɓa kuɗi kuɗin layin layi zai za ta ya ƙarshe karshe mai
    menene mene meye wane wace wanne yaya yaushe saboda sai yanzu dare mako wannan wancan waɗannan wadannan
    nan can lamba asusu adireshi
    layina`,
  Yoruba: `gan mo ẹ o a wọn mi yín wa ni kò bẹ́ẹ̀ni beeni rárá ẹ ṣé jọ̀wọ́ àti ṣùgbọ́n ọmọ omo owó owo bawo báwo iṣẹ́ iṣẹ ise
    kini kilode nibo nigba ati sugbon tabi bayi loni owuro osan ale ose osu odun eleyi eyi yen naa`,
  Igbo: `ukwuu nwanne aha zuru ezu m ị ọ anyị unu ha nke m gị ya biko daalụ ee mba na ma gwa kedu ihe ego ọma
    ekwentị ebee olee ụtụtụ nye ndo
    gini onye mgbe taa echi ụnyaahụ unyaahu ututu ehihie anyasi izu ọnwa afọ ahụ mana kwa ugbu ugbua
    ụgwọ ugwo`,
  Amharic: ``,
  Arabic: ``,
  Zulu: `kakhulu mina wena yena thina nina bona ngiyabonga ngicela yebo cha kodwa futhi ngingakusiza
    ngifuna nginayo yami yakho yakhe yethu yenu yini kanjani kuphi nini ubani bani
    lika kuka kanye manje namhlanje kusasa izolo ekuseni emini kusihlwa ntambama isonto nyanga unyaka
    kungani ukuthi noma ngoba lapha lapho leli lesi leyo inombolo ikheli akhawunti msombuluko lwesibili
    lwesithathu lwesine lwesihlanu mgqibelo
    wase`,
  Isixhosa: `kakhulu mna wena yena thina nina bona enkosi ndicela ewe hayi kodwa kwaye ndingakunceda
    ndifuna ndinayo yam yakho yakhe yethu yenu ndine bani
    wase yase kwase lika kuka kanye kwakhona ngoku namhlanje ngomso izolo ntsasa emini ngokuhlwa iveki
    inyanga unyaka yintoni phi nini ubani njani ngoba kuba ukuba okanye apha apho eli esi inombolo idilesi
    akhawunti umvulo lwesibini lwesithathu lwesine lwesihlanu mgqibelo cawe
    iodolo`,
  Sesotho: `haholo nna wena yena rona lona bona u o re ba ke kea leboha ka kopo e hana empa le tjhelete madi nka ke
    batla hau hao habo rometse romela mang moputso banka motlakase ofisi
    eng kae neng jwang joang hobane hore kapa hape hona jwale kajeno hosane maobane hoseng motsheare
    mantsiboya beke kgwedi selemo nomoro aterese akhaonte moo mona sena seo`,
  Setswana: `thata nna wena ene rona lona bone o re ba ke a leboga ke kopa ee nnyaa mme le omang nka madi ke batla
    gago gagwe mang moputso banka motlakase ofisi
    eng kae leng jang gore gonne kgotsa gape jaanong gompieno maabane moso motshegare maitseboa beke kgwedi
    ngwaga nomore nomoro aterese akhaonto fano foo seno seo metsi
    tsamaya`,
  Shona: `zvikuru ini iwe iye isu imi ivo ndatenda ndapota hongu kwete asi uye ndaida ndinoda ndine ehe
    mhoro mhoroi maita ndiyo kubva marii wako wake wedu wenyu wavo yangu yako yake yedu yenyu yavo ndiri ndini
    uri ari vangu wangu changu
    chii sei ani kupi rini nokuti kana zvakare ikozvino nhasi mangwana nezuro mangwanani masikati manheru
    vhiki mwedzi gore nhamba kero akaunti pano apo ichi icho uyu
    wekwa`,
  Kinyarwanda: `njye wowe we twe mwe bo ndi uri ari murakoze yego oya ariko kandi na ndashaka mfite yanjye yawe
    yanyu yacu
    iki ryari nde gute kuko cyangwa none ubu umunsi ejo ejobundi mugitondo icyumweru ukwezi umwaka nimero
    konti aderesi hano aho iyi uyu ibi ngo nuko rero cyane
    ikibazo`,
  Twi: `paa me wo ɔno yɛn mo wɔn medaase aane daabi nanso ne na mepa wo kyɛw maakye maaha din mefiri
    hena seesei anaa nti`,
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
