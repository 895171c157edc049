/**
 * Complaint cue words for `customer_issue` in the 19 languages (data; syntax in cue-matcher.ts):
 * problem words, failures, blocked or missing money, "not working", "I can't", fraud, health
 * complaints (pain, fever), and "I am calling about". A negated cue ("no problem") does not count.
 * English cues are always added.
 *
 * @example
 * ```ts
 * ISSUE_CUES.Zulu.includes('inkinga'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

export const ISSUE_CUES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'problem', 'problems', 'issue', 'issues', 'error', 'not working', 'does not work', 'stopped working',
    'failed', 'failure', 'failing', 'blocked', 'locked', 'frozen', 'suspended', 'charged twice', 'double charged',
    'debited', 'deducted', 'wrong', 'missing', 'lost', 'stolen', 'broken', 'complaint', 'complain', 'can not',
    'unable to', 'not received', 'never received', 'did not receive', 'not arrived', 'declined', 'rejected',
    'stuck', 'delayed', 'overcharged', 'fraud', 'scam', 'unauthorized', 'unauthorised', 'hacked', 'pain',
    'sick', 'fever', 'hurts', 'symptoms', 'bleeding', 'calling about', 'called about', 'calling because',
    'want to report', 'trouble', 'wahala',
  ],
  French: [
    'problème', 'problèmes', 'souci', 'erreur', 'ne fonctionne pas', 'ne marche pas', 'échoué', 'échec',
    'bloqué', 'bloquée', 'débité', 'prélevé', 'perdu', 'perdue', 'volé', 'volée', 'réclamation', 'plainte',
    'pas reçu', 'impossible de', 'fraude', 'arnaque', 'refusé', 'refusée', 'appelle pour', 'douleur', 'fièvre',
    'malade',
  ],
  German: [
    'problem', 'probleme', 'fehler', 'funktioniert nicht', 'geht nicht', 'fehlgeschlagen', 'gescheitert',
    'gesperrt', 'blockiert', 'abgebucht', 'verloren', 'gestohlen', 'beschwerde', 'reklamation', 'nicht erhalten',
    'nicht angekommen', 'kann nicht', 'betrug', 'abgelehnt', 'rufe an wegen', 'störung', 'schmerzen', 'fieber',
    'krank',
  ],
  Spanish: [
    'problema', 'problemas', 'error', 'no funciona', 'falló', 'fallida', 'fallido', 'bloqueado', 'bloqueada',
    'me cobraron', 'cobrado dos veces', 'me descontaron', 'perdido', 'perdida', 'robado', 'robada', 'queja',
    'reclamo', 'reclamación', 'no he recibido', 'no recibí', 'no puedo', 'fraude', 'rechazado', 'rechazada',
    'llamo por', 'llamo porque', 'dolor', 'fiebre', 'enfermo', 'enferma',
  ],
  Italian: [
    'problema', 'problemi', 'errore', 'non funziona', 'fallito', 'fallita', 'bloccato', 'bloccata', 'addebitato',
    'perso', 'persa', 'rubato', 'rubata', 'reclamo', 'lamentela', 'non ho ricevuto', 'non riesco', 'truffa',
    'frode', 'rifiutato', 'rifiutata', 'chiamo per', 'dolore', 'febbre', 'malato', 'malata',
  ],
  Afrikaans: [
    'probleem', 'probleme', 'fout', 'werk nie', 'misluk', 'geblokkeer', 'gedebiteer', 'afgetrek', 'verloor',
    'gesteel', 'klagte', 'nie ontvang', 'kan nie', 'bedrog', 'geweier', 'ek bel oor', 'pyn', 'koors', 'siek',
  ],
  Swahili: [
    'tatizo', 'matatizo', 'shida', 'hitilafu', 'haifanyi kazi', 'haifanyi', 'imeshindwa', 'imefeli',
    'imefungwa', 'imezuiliwa', 'imekatwa', 'nimekatwa', 'zimekatwa', 'imepotea', 'zimepotea', 'imeibiwa',
    'malalamiko', 'sijapokea', 'hazijafika', 'haijafika', 'siwezi', 'udanganyifu', 'napiga simu kuhusu',
    'maumivu', 'homa', 'naumwa',
  ],
  Hausa: [
    'matsala', 'matsaloli', 'kuskure', 'baya aiki', 'ba ya aiki', 'bai yi aiki ba', 'ya kasa', 'an kasa',
    'an toshe', 'an rufe', 'an cire', 'ya bata', 'ta bata', 'an sace', 'korafi', 'ban samu ba', 'ban karba ba',
    'ba zan iya ba', 'zamba', 'game da', 'ciwo', 'zazzabi',
  ],
  Igbo: [
    'nsogbu', 'mperi', 'anaghi aru oru', 'adighi aru oru', 'akwusila', 'furu efu', 'ezuru', 'mkpesa',
    'enwetaghi', 'enweghi m ike', 'aghugho', 'mgbu', 'ahu oku', 'oria',
  ],
  Yoruba: [
    'isoro', 'oro kan', 'asise', 'ko sise', 'kuna', 'ti dina', 'ge owo', 'sonu', 'esun', 'ko de', 'ri gba',
    'ko ri', 'jibiti', 'pe nipa', 'irora', 'aisan',
  ],
  Twi: [
    'ohaw', 'erehaw', 'mfomso', 'mfomsoo', 'enye adwuma', 'antumi', 'ayera', 'wowia', 'anwiinwii', 'mennyaa',
    'mentumi', 'nnaadaa', 'yaw', 'atiridii', 'meyare',
  ],
  Zulu: [
    'inkinga', 'izinkinga', '*nenkinga', 'iphutha', 'akusebenzi', 'ayisebenzi', 'kwehlulekile', 'yehlulekile', 'ivaliwe',
    'ibhulokhiwe', 'idonsiwe', 'kudonswe', 'ilahlekile', 'intshontshiwe', 'isikhalazo', 'angiyitholanga',
    'angikwazi', 'ukukhwabanisa', 'mayelana', 'ubuhlungu', 'imfiva', 'ngiyagula',
  ],
  Isixhosa: [
    'ingxaki', 'iingxaki', '*nengxaki', 'impazamo', 'ayisebenzi', 'akusebenzi', 'ayiphumelelanga', 'ivaliwe', 'ibhlokiwe',
    'itsalwe', 'ilahlekile', 'ibiwe', 'isikhalazo', 'andiyifumananga', 'andikwazi', 'ubuqhophololo', 'malunga',
    'intlungu', 'umkhuhlane', 'ndiyagula',
  ],
  Sesotho: [
    'bothata', 'mathata', 'phoso', 'ha e sebetse', 'hlolehile', 'thibetsoe', 'koetsoe', 'ntsitsoe', 'lahlehile',
    'utsoitsoe', 'tletlebo', 'ha ke a e fumana', 'ha ke khone', 'bomenemene', 'mabapi le', 'bohloko', 'kula',
    'feberu',
  ],
  Setswana: [
    'bothata', 'mathata', 'phoso', 'ga e dire', 'paletswe', 'thibetswe', 'tswaletswe', 'ntshitswe', 'latlhegile',
    'utswitswe', 'ngongorego', 'ga ke a e amogela', 'ga ke a amogela', 'ga ke kgone', 'boferefere',
    'malebana le', 'botlhoko', 'lwala', 'letshoroma',
  ],
  Shona: [
    'dambudziko', 'matambudziko', '*kanganis*', 'hazvishandi', 'haishandi', '*kundikana', 'yakavharwa',
    'yakabviswa', 'yarasika', 'yakabiwa', 'chichemo', 'handina kuwana', 'handikwanise', 'hutsotsi', 'maererano',
    '*rwadz*', 'fivha', '*rwara',
  ],
  Kinyarwanda: [
    'ikibazo', 'ibibazo', 'ikosa', 'ntibikora', 'ntikora', 'byanze', 'byananiranye', 'yafunzwe', 'yavanywe',
    'yabuze', 'yibwe', 'ikirego', 'sinabonye', 'sinshobora', 'uburiganya', 'ku bijyanye', 'ububabare',
    'ndarwaye', 'umuriro',
  ],
  Amharic: [
    'ችግር*', 'ችግር', 'ስህተት', 'አይሰራም', 'አልሰራም', 'አልተሳካም', 'ታግዷል', 'ተዘግቷል', 'ተቆርጧል', 'ተቀንሷል', 'ጠፍቷል',
    'ተሰርቋል', 'ቅሬታ', 'አልደረሰኝም', 'አልደረሰም', 'አልቻልኩም', 'ማጭበርበር', 'ህመም', 'ያመኛል', 'ትኩሳት',
  ],
  Arabic: [
    'مشكلة', 'مشاكل', '*مشكل*', 'خطأ', 'لا يعمل', 'لا تعمل', 'فشل', 'فشلت', '*محظور*', 'حظر', 'إيقاف',
    '*موقوف*', 'خصم', 'مفقود', 'مفقودة', 'ضاع', 'ضاعت', '*سرق*', 'شكوى', 'لم أستلم', 'لم يصل', 'لا أستطيع',
    'احتيال', 'بخصوص', 'ألم', 'حمى', 'مريض',
  ],
};
