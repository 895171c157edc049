/**
 * Sentiment cue words for the 19 languages (data; syntax in cue-matcher.ts). `positive` and
 * `negative` are polar cues; a negated positive cue ("not happy", "si furaha", "ba na jin dadi")
 * counts as negative, a negated negative cue ("not bad") counts as nothing. `neutral` phrases only
 * hide polar words inside fixed expressions (greetings such as "good morning"). Forms with the
 * negation inside the word (Bantu `si-`/`a-`, Amharic `አል-`) are listed as negative cues.
 * English cues are always added.
 *
 * @example
 * ```ts
 * SENTIMENT_CUES.Hausa.positive.includes('na gode'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Cue phrases per sentiment polarity. */
export interface SentimentCues {
  readonly positive: readonly string[];
  readonly negative: readonly string[];
  readonly neutral: readonly string[];
}

export const SENTIMENT_CUES: Readonly<Record<LanguageName, SentimentCues>> = {
  English: {
    positive: [
      'thank', 'thanks', 'thanked', 'grateful', 'great', 'good', 'happy', 'glad', 'excellent', 'appreciate',
      'appreciated', 'perfect', 'wonderful', 'helpful', 'satisfied', 'pleased', 'awesome', 'amazing', 'relieved',
      'well done', 'fantastic', 'love',
    ],
    negative: [
      'angry', 'upset', 'frustrated', 'frustrating', 'terrible', 'bad', 'worst', 'awful', 'disappointed',
      'disappointing', 'unacceptable', 'annoyed', 'annoying', 'ridiculous', 'furious', 'horrible', 'useless',
      'unhappy', 'dissatisfied', 'fed up', 'worried', 'sad', 'rude', 'waste of time', 'stressed', 'scared',
      'complaint',
    ],
    neutral: ['good morning', 'good afternoon', 'good evening', 'good day', 'good night', 'no thanks'],
  },
  French: {
    positive: [
      'merci', 'parfait', 'content', 'contente', 'satisfait', 'satisfaite', 'super', 'génial', 'excellent',
      'formidable', 'ravi', 'ravie', 'très bien', 'soulagé', 'soulagée', 'aimable',
    ],
    negative: [
      'furieux', 'furieuse', 'déçu', 'déçue', 'inacceptable', 'énervé', 'énervée', 'fâché', 'fâchée',
      'mécontent', 'mécontente', 'frustré', 'frustrée', 'inadmissible', 'en colère', 'inquiet', 'inquiète',
      'scandaleux', 'plainte',
    ],
    neutral: [],
  },
  German: {
    positive: [
      'danke', 'dankeschön', 'super', 'zufrieden', 'toll', 'prima', 'perfekt', 'ausgezeichnet', 'froh',
      'hilfreich', 'sehr gut', 'klasse', 'erleichtert',
    ],
    negative: [
      'wütend', 'verärgert', 'enttäuscht', 'inakzeptabel', 'unzufrieden', 'frustriert', 'ärgerlich',
      'schrecklich', 'unverschämt', 'sauer', 'besorgt', 'schlecht', 'beschwerde',
    ],
    neutral: ['guten morgen', 'guten tag', 'guten abend'],
  },
  Spanish: {
    positive: [
      'gracias', 'perfecto', 'contento', 'contenta', 'satisfecho', 'satisfecha', 'excelente', 'genial',
      'muy bien', 'estupendo', 'amable', 'agradecido', 'agradecida', 'aliviado', 'aliviada', 'feliz',
    ],
    negative: [
      'enojado', 'enojada', 'enfadado', 'enfadada', 'decepcionado', 'decepcionada', 'inaceptable', 'molesto',
      'molesta', 'frustrado', 'frustrada', 'insatisfecho', 'terrible', 'pésimo', 'harto', 'harta',
      'preocupado', 'preocupada', 'indignado', 'queja',
    ],
    neutral: ['buenos días', 'buenas tardes', 'buenas noches'],
  },
  Italian: {
    positive: [
      'grazie', 'perfetto', 'contento', 'contenta', 'soddisfatto', 'soddisfatta', 'ottimo', 'eccellente',
      'gentile', 'molto bene', 'felice', 'sollevato', 'sollevata',
    ],
    negative: [
      'arrabbiato', 'arrabbiata', 'deluso', 'delusa', 'inaccettabile', 'insoddisfatto', 'insoddisfatta',
      'frustrato', 'frustrata', 'infastidito', 'pessimo', 'terribile', 'vergognoso', 'stufo', 'stufa',
      'preoccupato', 'preoccupata', 'reclamo',
    ],
    neutral: ['buongiorno', 'buonasera'],
  },
  Afrikaans: {
    positive: [
      'dankie', 'baie dankie', 'gelukkig', 'tevrede', 'uitstekend', 'wonderlik', 'perfek', 'baie goed', 'bly',
      'behulpsaam', 'goed',
    ],
    negative: [
      'kwaad', 'teleurgesteld', 'ontevrede', 'gefrustreerd', 'gefrustreer', 'vies', 'sleg', 'verskriklik',
      'onaanvaarbaar', 'ongelukkig', 'bekommerd', 'keelvol', 'klagte',
    ],
    neutral: ['goeie môre', 'goeie middag', 'goeie naand'],
  },
  Swahili: {
    positive: [
      'asante', 'ahsante', 'shukrani', 'nashukuru', 'nzuri', 'vizuri', 'furaha', 'nimefurahi', 'nimeridhika',
      'safi', 'bora', 'hongera',
    ],
    negative: [
      'hasira', 'nimekasirika', 'mbaya', 'sijafurahi', 'sifurahi', 'hajafurahi', 'sijaridhika', 'nimechoka',
      'nimesikitika', 'masikitiko', 'huzuni', 'wasiwasi', 'kero', 'inakera', 'usumbufu', 'malalamiko',
    ],
    neutral: ['habari nzuri', 'salama'],
  },
  Hausa: {
    positive: [
      'na gode', 'nagode', 'madalla', 'mun gode', 'godiya', 'dadi', 'farin ciki', 'yayi kyau', 'ya yi kyau',
      'da kyau', 'murna', 'na gamsu',
    ],
    negative: [
      'fushi', 'bacin rai', 'ba dadi', 'takaici', 'mummuna', 'mara kyau', 'damuwa', 'haushi', 'korafi',
    ],
    neutral: ['barka da safiya', 'ina kwana', 'lafiya lau'],
  },
  Igbo: {
    positive: ['daalu', 'imeela', 'ekele', 'obi di m uto', 'obi uto', 'uto', 'di mma', 'onuri', 'afo ojuju'],
    negative: ['iwe', 'njo', 'ojoo', 'obi mgbawa', 'nchegbu', 'ike gwuru', 'mkpesa'],
    neutral: ['ututu oma', 'kedu'],
  },
  Yoruba: {
    positive: ['e se', 'e seun', 'o seun', 'mo dupe', 'dupe', 'dun', 'inu mi dun', 'o dara', 'dara', 'ayo', 'te mi lorun'],
    negative: ['inu bi mi', 'binu', 'buru', 'ibanuje', 'ijakule', 'suuru mi ti tan', 'esun'],
    neutral: ['e kaaro', 'e kaasan', 'e kaale'],
  },
  Twi: {
    positive: ['medaase', 'meda wo ase', 'yeda wo ase', 'yeda mo ase', 'ani agye', 'anigye', 'eye papa', 'aye yie'],
    negative: ['abufuw', 'bo afuw', 'ani nnye', 'bone', '*wereho*', 'ehaw me', 'anwiinwii'],
    neutral: ['maakye', 'maaha', 'maadwo'],
  },
  Zulu: {
    positive: [
      'ngiyabonga', 'siyabonga', 'ngijabulile', 'ngiyajabula', 'kuhle', 'kulungile', 'ngenelisekile',
      'ngiyaneliseka',
    ],
    negative: [
      'angijabule', 'angijabulanga', 'ngithukuthele', 'ngiyathukuthela', 'kubi', 'ngidumele', 'ngikhathazekile',
      'angenelisekile', 'ngicasukile', 'ngiyacasuka', 'isikhalazo',
    ],
    neutral: ['sawubona', 'sanibonani'],
  },
  Isixhosa: {
    positive: ['enkosi', 'ndiyabulela', 'ndonwabile', 'ndiyavuya', 'kulungile', 'kakuhle', 'kuhle', 'ndanelisekile'],
    negative: [
      'andonwabanga', 'ndinomsindo', 'ndiqumbile', 'kubi', 'ndidanile', 'ndikhathazekile', 'andanelisekanga',
      'ndicaphukile', 'isikhalazo',
    ],
    neutral: ['molo', 'molweni'],
  },
  Sesotho: {
    positive: ['kea leboha', 'ke a leboha', 'leboha', 'thabile', 'thaba', 'ho lokile', 'hantle', 'monate', 'khotsofetse'],
    negative: [
      'halefile', 'ha ke a thaba', 'ha ke thabe', 'nyahame', 'hobe', 'tsoenyehile', 'ha ke khotsofala', 'tletlebo',
    ],
    neutral: ['dumela', 'lumela'],
  },
  Setswana: {
    positive: ['ke a leboga', 'leboga', 'tanki', 'itumetse', 'itumela', 'go siame', 'sentle', 'monate', 'kgotsofetse'],
    negative: [
      'ga ke a itumela', 'galefile', 'kgopisegile', 'maswe', 'tshwenyegile', 'ga ke a kgotsofala', 'ngongorego',
    ],
    neutral: ['dumela', 'dumelang'],
  },
  Shona: {
    positive: ['ndatenda', 'maita basa', 'mazvita', 'ndafara', 'ndinofara', '*fara', 'zvakanaka', 'ndagutsikana', 'mufaro'],
    negative: [
      'handina kufara', 'handifare', 'ndatsamwa', 'ndashatirwa', 'zvakaipa', 'ndaodzwa', 'ndinonetsekana',
      'hazvina kunaka', 'ndagumbuka', 'chichemo',
    ],
    neutral: ['mangwanani', 'masikati'],
  },
  Kinyarwanda: {
    positive: ['murakoze', 'urakoze', 'ndabashimiye', 'ndashimye', 'nishimiye', 'ndishimye', 'byiza', 'neza', 'nyuzwe'],
    negative: [
      'sinishimiye', 'ndababaye', 'narakaye', 'nararakaye', 'ndarakaye', 'bibi', 'byambabaje', 'mpangayitse',
      'sinyuzwe', 'birambabaza', 'ikirego',
    ],
    neutral: ['mwaramutse', 'mwiriwe', 'amakuru'],
  },
  Amharic: {
    positive: ['አመሰግናለሁ', 'አመሰግናለው', 'እናመሰግናለን', 'ደስ ብሎኛል', 'ተደስቻለሁ', 'ጥሩ', 'ረክቻለሁ'],
    negative: [
      'አልተደሰትኩም', 'ተናድጃለሁ', 'መጥፎ', 'ቅር ብሎኛል', 'ቅር ተሰኝቻለሁ', 'አዝኛለሁ', 'ጥሩ አይደለም', 'አልረካሁም',
      'ተበሳጭቻለሁ', 'ቅሬታ',
    ],
    neutral: ['ሰላም'],
  },
  Arabic: {
    positive: ['شكرا', 'ممتاز', 'رائع', 'سعيد', 'سعيدا', 'سعيدة', 'مسرور', 'راض', 'راضي', 'جيد', 'ممتن', 'الحمد لله', 'جزاك الله'],
    negative: ['غاضب', 'غاضبة', 'منزعج', 'محبط', 'خيبة أمل', 'سيء', 'سيئ', 'مستاء', 'سخيف', 'قلق', 'زعلان', 'شكوى'],
    neutral: ['صباح الخير', 'مساء الخير', 'السلام عليكم'],
  },
};
