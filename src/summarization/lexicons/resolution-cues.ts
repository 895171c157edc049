/**
 * Resolution-status cue words for the 19 languages (data; syntax in cue-matcher.ts). The last
 * sentence with a cue decides `resolution_status`; inside it escalated > unresolved > resolved >
 * pending. A negated `resolved` cue ("has not been reversed") counts as `unresolved`; negated
 * pending or escalated cues count as nothing. English cues are always added (code-switching).
 *
 * @example
 * ```ts
 * RESOLUTION_CUES.Swahili.resolved.includes('imetatuliwa'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Cue phrases per resolution status. */
export interface ResolutionCues {
  readonly resolved: readonly string[];
  readonly unresolved: readonly string[];
  readonly pending: readonly string[];
  readonly escalated: readonly string[];
}

export const RESOLUTION_CUES: Readonly<Record<LanguageName, ResolutionCues>> = {
  English: {
    resolved: [
      'resolved', 'fixed', 'sorted', 'sorted out', 'reversed', 'refunded', 'restored', 'reactivated',
      'unblocked', 'unlocked', 'credited', 'works now', 'working now', 'working again', 'has been processed',
      'solved', 'completed', 'successful', 'successfully', 'cleared', 'approved', 'reimbursed', 'recovered',
      'all set', 'taken care of',
    ],
    unresolved: [
      'still not', 'not resolved', 'unresolved', 'still waiting', 'unable to', 'can not fix', 'not fixed',
      'could not', 'no solution', 'still failing', 'not yet', 'still have not', 'nothing has changed',
      'still the same', 'not able to',
    ],
    pending: [
      'call you back', 'get back to you', 'within # hours', 'within # days', 'within # working days',
      'within # business days', 'in # hours', 'follow up', 'pending', 'in progress', 'under review',
      'being processed', 'will be processed', 'will be reversed', 'will be refunded', 'will be credited',
      'will be fixed', 'will be resolved', 'raised a ticket', 'opened a ticket', 'ticket number',
      'logged a complaint', 'raised a dispute', 'raise a dispute', 'investigating', 'looking into it',
      'will receive', 'will be sent', 'next week', 'tomorrow',
    ],
    escalated: [
      'escalate', 'escalated', 'escalating', 'escalation', 'supervisor', 'manager will', 'my manager',
      'transfer you to', 'transferring you', 'senior team', 'specialist team', 'technical team',
      'back office', 'higher level', 'forwarded to', 'referred to', 'refer you to',
    ],
  },
  French: {
    resolved: [
      'résolu', 'résolue', 'réglé', 'réglée', 'corrigé', 'remboursé', 'remboursée', 'rétabli', 'débloqué',
      'débloquée', 'crédité', 'fonctionne maintenant', 'marche maintenant', 'fonctionne à nouveau',
      'avec succès', 'reversé', 'restitué', 'c est bon',
    ],
    unresolved: [
      'toujours pas', 'non résolu', 'toujours en attente', 'impossible de', 'ne fonctionne toujours pas',
      'pas encore', 'aucune solution',
    ],
    pending: [
      'rappeler', 'rappellerons', 'rappellera', 'sous # heures', 'sous # jours', 'dans les # heures',
      'en cours', 'en attente de traitement', 'sera remboursé', 'sera traité', 'sera crédité',
      'reviendrons vers vous', 'ticket', 'réclamation enregistrée', 'vérifions', 'demain',
    ],
    escalated: [
      'escalader', 'escaladé', 'superviseur', 'mon responsable', 'au responsable', 'un responsable',
      'service compétent', 'transmettre', 'transmis', 'niveau supérieur',
    ],
  },
  German: {
    resolved: [
      'gelöst', 'behoben', 'erledigt', 'erstattet', 'zurückerstattet', 'zurückgebucht', 'gutgeschrieben',
      'entsperrt', 'freigeschaltet', 'funktioniert wieder', 'geht wieder', 'wiederhergestellt', 'erfolgreich',
    ],
    unresolved: [
      'immer noch nicht', 'noch immer nicht', 'nicht gelöst', 'ungelöst', 'weiterhin nicht', 'nicht möglich',
      'noch nicht',
    ],
    pending: [
      'zurückrufen', 'rufen sie zurück', 'melden uns', 'melden wir uns', 'innerhalb von # stunden',
      'innerhalb von # tagen', 'in bearbeitung', 'wird bearbeitet', 'wird geprüft', 'wird erstattet',
      'wird gutgeschrieben', 'ticket', 'morgen',
    ],
    escalated: [
      'eskalieren', 'eskaliert', 'vorgesetzten', 'vorgesetzte', 'teamleiter', 'weiterleiten', 'weitergeleitet',
      'fachabteilung',
    ],
  },
  Spanish: {
    resolved: [
      'resuelto', 'resuelta', 'solucionado', 'solucionada', 'arreglado', 'arreglada', 'reembolsado',
      'devuelto', 'ya funciona', 'funciona ahora', 'desbloqueado', 'desbloqueada', 'acreditado',
      'restablecido', 'con éxito', 'revertido',
    ],
    unresolved: ['todavía no', 'aún no', 'sigue sin', 'sin resolver', 'sigue fallando', 'no pudimos'],
    pending: [
      'le llamaremos', 'lo llamaremos', 'la llamaremos', 'devolveremos la llamada', 'en # horas',
      'en # días', 'en un plazo de', 'en proceso', 'en trámite', 'en revisión', 'será reembolsado',
      'se procesará', 'le informaremos', 'ticket', 'reclamo registrado', 'mañana',
    ],
    escalated: [
      'escalar', 'escalado', 'escalaré', 'supervisor', 'supervisora', 'área correspondiente', 'gerente',
      'departamento especializado',
    ],
  },
  Italian: {
    resolved: [
      'risolto', 'risolta', 'sistemato', 'rimborsato', 'riaccreditato', 'sbloccato', 'sbloccata',
      'ripristinato', 'funziona ora', 'ora funziona', 'con successo', 'stornato',
    ],
    unresolved: ['ancora non', 'non ancora', 'non risolto', 'continua a non', 'non siamo riusciti'],
    pending: [
      'la richiameremo', 'ti richiameremo', 'richiamerò', 'entro # ore', 'entro # giorni', 'in corso',
      'in lavorazione', 'in verifica', 'sarà rimborsato', 'le faremo sapere', 'ticket', 'domani',
    ],
    escalated: ['inoltrare', 'inoltrato', 'supervisore', 'responsabile', 'secondo livello', 'ufficio competente'],
  },
  Afrikaans: {
    resolved: [
      'opgelos', 'reggemaak', 'terugbetaal', 'werk nou', 'werk weer', 'herstel', 'ontsluit', 'suksesvol',
      'teruggestort', 'gekrediteer',
    ],
    unresolved: ['nog steeds nie', 'steeds nie', 'nie opgelos', 'nog nie', 'werk nie'],
    pending: [
      'terugbel', 'bel u terug', 'bel jou terug', 'binne # uur', 'binne # dae', 'word hanteer',
      'word ondersoek', 'in proses', 'sal terugbetaal word', 'laat weet', 'môre',
    ],
    escalated: ['eskaleer', 'toesighouer', 'bestuurder', 'verwys na', 'stuur deur na'],
  },
  Swahili: {
    resolved: [
      'imetatuliwa', 'limetatuliwa', 'zimetatuliwa', 'imerekebishwa', 'limerekebishwa', 'imerudishwa',
      'zimerudishwa', 'pesa zimerudi', 'imefunguliwa', 'inafanya kazi sasa', 'imekamilika', 'imefanikiwa',
      'tumerekebisha', 'limeisha', 'imeshughulikiwa',
    ],
    unresolved: [
      'halijatatuliwa', 'haijatatuliwa', 'haijarekebishwa', 'bado', 'imeshindikana', 'hatuwezi',
      'haijarudishwa', 'hazijarudishwa',
    ],
    pending: [
      'tutakupigia', 'nitakupigia', 'tutakujulisha', 'ndani ya saa #', 'ndani ya masaa #', 'ndani ya siku #',
      'ndani ya saa', 'ndani ya siku', 'inashughulikiwa', 'tunashughulikia', 'tutafuatilia', 'itarudishwa',
      'zitarudishwa', 'itarekebishwa', 'limepokelewa', 'tiketi', 'kesho',
    ],
    escalated: ['msimamizi', 'meneja', 'kitengo cha juu', 'tutapeleka kwa', 'nitapeleka kwa', 'nimepandisha'],
  },
  Hausa: {
    resolved: [
      'an warware', 'an gyara', 'an dawo da kudin', 'an mayar da kudin', 'an mayar', 'an dawo da',
      'yanzu yana aiki', 'an bude', 'an kammala', 'an magance', 'ya yi nasara', 'an shawo kan',
    ],
    unresolved: ['har yanzu ba', 'ba a warware ba', 'ba a gyara ba', 'bai yi aiki ba', 'har yanzu'],
    pending: [
      'za mu kira', 'za mu sake kiran', 'za mu dawo maka', 'cikin awa #', 'cikin awanni #', 'cikin sa o i #',
      'cikin kwana', 'ana duba', 'muna dubawa', 'za a mayar', 'za a dawo da', 'ana aiki a kai', 'za mu sanar',
      'gobe',
    ],
    escalated: ['za mu tura zuwa', 'zan tura zuwa', 'mai kula', 'manaja', 'shugaba', 'babban jami i'],
  },
  Igbo: {
    resolved: [
      'edozila', 'edoziri', 'a gwotala', 'o na aru oru ugbu a', 'eweghachila', 'weghachiri ego', 'alaghachila',
      'emechaala', 'o gara nke oma',
    ],
    unresolved: ['*beghi', 'o ka na', 'naghi aru oru', 'adighi aru oru', 'edozighi'],
    pending: [
      'anyi ga akpo', 'ga akpoghachi', 'ime awa #', 'ime ubochi', 'anyi ga ele ya anya', 'a na eleba ya anya',
      'ga eweghachi', 'anyi ga agwa gi', 'echi',
    ],
    escalated: ['onye isi', 'onye njikwa', 'ga ezigara onye isi'],
  },
  Yoruba: {
    resolved: [
      'yanju', 'a ti yanju', 'a ti tun un se', 'o ti n sise bayi', 'a ti da owo pada', 'owo ti pada',
      'ti da pada', 'ti pari', 'o ti se aseyori',
    ],
    unresolved: ['ko tii yanju', 'ko tii', 'ko i tii', 'ko sise', 'si n duro'],
    pending: [
      'a o pe', 'a maa pe', 'laarin wakati #', 'laarin ojo', 'a n wo o', 'a n sise lori', 'a o da owo',
      'a o da pada', 'a o fi to o leti', 'ola',
    ],
    escalated: ['oga agba', 'alabojuto', 'a o gbe e lo si', 'eka giga'],
  },
  Twi: {
    resolved: [
      'yeasiesie', 'woasiesie', 'asiesie', 'aye yie', 'asan aba', 'ereye adwuma seesei', 'eye adwuma seesei',
      'yeabue', 'ayi ho',
    ],
    unresolved: ['enye adwuma', 'eda so', 'mennyaa', 'ensiesiee', 'nnya nsiesiee'],
    pending: ['yebefre wo', 'mefre wo', 'nnonhwerew #', 'yerehwe', 'yebesan', 'twen', 'okyena'],
    escalated: ['opanyin', 'yede beko', 'mede beko'],
  },
  Zulu: {
    resolved: [
      'kulungisiwe', 'sekulungisiwe', 'kuxazululiwe', 'ixazululiwe', 'ibuyisiwe', 'imali ibuyisiwe',
      'sekuyasebenza', 'kuyasebenza manje', 'ivuliwe', 'kuphumelele',
    ],
    unresolved: ['akukalungiswa', 'ayikaxazululwa', 'ayikabuyiswa', 'namanje', 'akusebenzi'],
    pending: [
      'sizokushayela', 'ngizokushayela', 'sizokwazisa', 'emahoreni', 'kungakapheli', 'siyabheka',
      'kuyaphenywa', 'izobuyiswa', 'sizobuyisa', 'kusasa',
    ],
    escalated: ['umphathi', 'kumphathi', '*dlulisel*'],
  },
  Isixhosa: {
    resolved: [
      'kulungisiwe', 'isonjululwe', 'isombululwe', 'ibuyisiwe', 'ngoku iyasebenza', 'iyasebenza ngoku',
      'ivuliwe', 'kuphumelele',
    ],
    unresolved: ['ayikalungiswa', 'akukalungiswa', 'ayikabuyiswa', 'ayikasonjululwa', 'nangoku', 'ayisebenzi'],
    pending: [
      'siza kukufowunela', 'ndiza kukufowunela', 'sizakukufowunela', 'kwiiyure', 'iiyure', 'siyajonga',
      'iyaphandwa', 'iza kubuyiswa', 'siza kukwazisa', 'ngomso',
    ],
    escalated: ['umphathi', 'kumphathi', '*dlulisel*'],
  },
  Sesotho: {
    resolved: [
      'lokisitsoe', 'rarollotsoe', 'khutlisitsoe', 'e sebetsa joale', 'e a sebetsa hona joale', 'e butsoe',
      'atlehile',
    ],
    unresolved: ['ha e so', 'ha ho so', 'ha e sebetse', 'ho ntse ho', 'e ntse e'],
    pending: [
      're tla u letsetsa', 'ke tla u letsetsa', 're tla u tsebisa', 'lihora', 're ntse re sheba',
      're a e sheba', 'e tla khutlisoa', 'hosane',
    ],
    escalated: ['mookameli', 'fetisetsa ho mookameli'],
  },
  Setswana: {
    resolved: ['baakantswe', 'rarabolotswe', 'buseditswe', 'e dira jaanong', 'e a dira jaanong', 'e butswe', 'atlegile'],
    unresolved: ['ga e ise', 'ga go ise', 'ga e dire', 'e sa ntse', 'go sa ntse'],
    pending: [
      're tla go leletsa', 'ke tla go leletsa', 're tla go itsise', 'diureng', 'sekaseka', 're sa ntse re e leba',
      'tla busediwa', 'ka moso',
    ],
    escalated: ['mookamedi', 'molaodi', 'go mookamedi'],
  },
  Shona: {
    resolved: [
      'zvagadziriswa', 'ragadziriswa', 'yagadziriswa', 'yadzoserwa', 'zvadzoserwa', 'yava kushanda',
      'zvava kushanda', 'yavhurwa', 'zvabudirira',
    ],
    unresolved: ['hazvisati', 'haisati', 'hazvishandi', 'haishandi', 'kusvika parizvino', 'ndichiri kumirira'],
    pending: [
      'tichakufonera', 'ndichakufonera', 'tichakuzivisa', 'maawa #', 'memaawa', 'tiri kutarisa',
      'ichadzoserwa', 'mangwana',
    ],
    escalated: ['mutungamiri', 'maneja', 'ndichazviendesa kuna', 'kumusoro'],
  },
  Kinyarwanda: {
    resolved: [
      'byakemutse', 'cyakemutse', 'byakosowe', 'yagarutse', 'yasubijwe', 'ubu irakora', 'ubu bikora',
      'yafunguwe', 'byagenze neza',
    ],
    unresolved: ['ntibirakemuka', 'ntikirakemuka', 'ntibikora', 'ntirakora', 'kugeza ubu'],
    pending: [
      'tuzaguhamagara', 'nzaguhamagara', 'tuzakumenyesha', 'mu masaha #', 'masaha', 'kubikurikirana',
      'birimo gukurikiranwa', 'azasubizwa', 'ejo',
    ],
    escalated: ['umuyobozi', 'ku muyobozi', 'nzabigeza ku', 'tuzabigeza ku'],
  },
  Amharic: {
    resolved: ['ተፈቷል', 'ተስተካክሏል', 'ተመልሷል', 'አሁን ይሰራል', 'ተከፍቷል', 'ተጠናቋል', 'ተሳክቷል'],
    unresolved: ['አልተፈታም', 'አልተስተካከለም', 'አሁንም', 'አይሰራም', 'አልተመለሰም'],
    pending: ['እንደውልልዎታለን', 'እንደውልልሃለን', 'እንደውላለን', 'ሰዓት ውስጥ', 'ቀናት ውስጥ', 'እየተመለከትን', 'እናሳውቅዎታለን', 'ይመለሳል', 'ነገ'],
    escalated: ['ተቆጣጣሪ', 'ኃላፊ', 'ሃላፊ', 'ለበላይ', 'አስተላልፋለሁ'],
  },
  Arabic: {
    resolved: [
      'تم حل', 'تم الحل', 'تم إصلاح', 'تم استرداد', 'تم إرجاع', 'تم استرجاع', 'تمت إعادة', 'يعمل الآن',
      'تم فك الحظر', 'بنجاح', 'حلت',
    ],
    unresolved: ['لم يتم حل', 'لم تحل', 'لا يزال', 'ما زال', 'ما زالت', 'لا تزال', 'لم يتم', 'لم يصل', 'لا يعمل'],
    pending: [
      'سنتصل بك', 'سوف نتصل بك', 'سنعاود الاتصال', 'خلال # ساعة', 'خلال # أيام', 'خلال ساعات', 'قيد المعالجة',
      'قيد المراجعة', 'سيتم', 'جاري', 'سنبلغك', 'سنخبرك', 'غدا',
    ],
    escalated: ['المشرف', 'مشرف', 'المدير', 'تصعيد', 'الإدارة العليا'],
  },
};
