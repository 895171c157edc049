/**
 * Next-action cue words in the 19 languages (data; syntax in cue-matcher.ts): future markers
 * ("will", Swahili `tuta-`, Zulu `sizo-`, Shona `-cha-`, Kinyarwanda `tuza-`, Arabic `سيتم`),
 * requests ("please", "tafadhali", "don Allah"), call-backs, visits to a branch, sending
 * documents and deadlines ("within 24 hours"). English cues are always added.
 *
 * @example
 * ```ts
 * ACTION_CUES.Swahili.includes('tafadhali'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

export const ACTION_CUES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'will', 'shall', 'going to', 'please', 'kindly', 'call back', 'callback', 'send', 'visit', 'bring', 'follow up',
    'schedule', 'reset', 'submit', 'fill', 'within # hours', 'within # days', 'escalate', 'next step',
    'make sure', 'should', 'need to', 'needs to', 'have to', 'has to', 'come to', 'branch',
  ],
  French: [
    'nous allons', 'je vais', 'veuillez', 'merci de', 'rappeler', 'rappellerons', 'envoyer', 'envoyez', 'agence',
    'vous recevrez', 'sous # heures', 'dans les # heures', 'sera', 'ferons', 'devez', 'il faut', 'apporter',
  ],
  German: [
    'wir werden', 'ich werde', 'werden', 'wird', 'bitte', 'zurückrufen', 'senden sie', 'schicken', 'filiale',
    'besuchen sie', 'innerhalb von', 'müssen', 'sollten', 'erhalten sie', 'bringen sie',
  ],
  Spanish: [
    'vamos a', 'voy a', 'por favor', 'llamaremos', 'enviar', 'envíe', 'sucursal', 'acuda', 'visite',
    'en # horas', 'recibirá', 'será', 'debe', 'tiene que', 'necesita', 'traiga',
  ],
  Italian: [
    'faremo', 'farò', 'per favore', 'la prego', 'richiameremo', 'inviare', 'invii', 'filiale', 'si rechi', 'entro',
    'riceverà', 'sarà', 'deve', 'dovrà', 'porti',
  ],
  Afrikaans: ['sal', 'gaan', 'asseblief', 'terugbel', 'stuur', 'besoek', 'tak', 'binne', 'moet', 'bring'],
  Swahili: [
    'tuta*', 'nita*', 'uta*', 'ita*', 'zita*', 'lita*', 'tafadhali', 'tembelea', 'tawi', 'tuma', 'leta',
    'ndani ya', 'fuatilia', 'unapaswa', 'lazima',
  ],
  Hausa: [
    'za mu', 'zan', 'za a', 'za ka', 'za ki', 'zai', 'za ta', 'don allah', 'ka je', 'ki je', 'reshe', 'aiko',
    'kawo', 'cikin', 'dole', 'ya kamata',
  ],
  Igbo: ['anyi ga', 'm ga', 'a ga', 'i ga', 'o ga', 'ha ga', 'biko', 'zitere', 'ziga', 'bia', 'ngalaba', 'ime awa', 'kwesiri'],
  Yoruba: ['a o', 'a maa', 'yoo', 'e jowo', 'jowo', 'fi ranse', 'wa si', 'eka', 'laarin wakati', 'gbodo', 'ye ki'],
  Twi: ['yebe*', 'wobe*', 'mebe*', 'obe*', 'ebe*', 'mesre wo', 'fa bra', 'dwumadibea', 'nnonhwerew', 'ese se'],
  Zulu: ['sizo*', 'ngizo*', 'uzo*', 'izo*', 'kuzo*', 'ngicela', 'sicela', 'thumela', 'vakashela', 'igatsha', 'letha', 'emahoreni', 'kufanele'],
  Isixhosa: ['siza', 'ndiza', 'sizaku*', 'ndizaku*', 'nceda', 'thumela', 'ndwendwela', 'isebe', 'zisa', 'kwiiyure', 'kufuneka'],
  Sesotho: ['re tla', 'ke tla', 'o tla', 'e tla', 'ka kopo', 'romela', 'etela', 'lekala', 'lekaleng', 'tlisa', 'lihora', 'lokela', 'tlameha'],
  Setswana: ['re tla', 'ke tla', 'o tla', 'e tla', 'tsweetswee', 'romela', 'etela', 'lekala', 'tlisa', 'diureng', 'tshwanetse'],
  Shona: ['ticha*', 'ndicha*', 'mucha*', 'ucha*', 'icha*', 'zvicha*', 'ndapota', '*tumir*', 'shanyira', 'bazi', 'uya ne', 'mukati me*', '*fanira'],
  Kinyarwanda: ['tuza*', 'nza*', 'uza*', 'aza*', 'biza*', 'mwihangane', 'nyamuneka', '*ohereze*', 'musure', 'ishami', 'zana', 'mu masaha', 'ugomba', 'mugomba'],
  Amharic: [
    'እባክዎ', 'እባክህ', 'እባክሽ', 'እንደውላለን', 'እንደውልልዎታለን', 'እንልካለን', 'ይላኩ', 'ቅርንጫፍ', 'ይጎብኙ', 'ሰዓት ውስጥ', 'ቀናት ውስጥ',
    'ያስፈልጋል', 'አለብዎት', 'እናደርጋለን', 'እናስተካክላለን', 'እንመልሳለን',
  ],
  Arabic: ['سوف', 'سنقوم', 'سأقوم', 'سيتم', 'سنتصل', 'سأرسل', 'يرجى', 'من فضلك', 'الرجاء', 'إرسال', 'أرسل', 'زيارة', 'الفرع', 'إحضار', 'خلال', 'يجب', 'عليك'],
};
