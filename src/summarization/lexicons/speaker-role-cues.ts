/**
 * Speaker-label words that name the two sides of a call in the 19 languages (data; syntax in
 * cue-matcher.ts): `customer` (customer, caller, patient, Mteja, Abokin ciniki…) and `agent`
 * (agent, operator, nurse, Wakala, Wakili…). A label is matched as a phrase; agent phrases win
 * over customer phrases, so "Customer service:" is the agent. English words are always added.
 *
 * @example
 * ```ts
 * SPEAKER_ROLE_CUES.Swahili.customer.includes('mteja'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Label words per side of the call. */
export interface SpeakerRoleCues {
  readonly customer: readonly string[];
  readonly agent: readonly string[];
}

export const SPEAKER_ROLE_CUES: Readonly<Record<LanguageName, SpeakerRoleCues>> = {
  English: {
    customer: [
      'customer',
      'caller',
      'client',
      'user',
      'member',
      'patient',
      'subscriber',
      'student',
      'citizen',
      'applicant',
      'account holder',
      'cust',
      'c',
    ],
    agent: [
      'agent',
      'operator',
      'representative',
      'rep',
      'advisor',
      'adviser',
      'officer',
      'support',
      'staff',
      'nurse',
      'doctor',
      'clinician',
      'banker',
      'teller',
      'csr',
      'consultant',
      'pharmacist',
      'receptionist',
      'bot',
      'assistant',
      'ivr',
      'system',
      'customer service',
      'customer care',
      'a',
    ],
  },
  French: {
    customer: [
      'client',
      'cliente',
      'appelant',
      'appelante',
      'patient',
      'patiente',
      'usager',
      'abonné',
      'abonnée',
    ],
    agent: [
      'agent',
      'agente',
      'conseiller',
      'conseillère',
      'opérateur',
      'opératrice',
      'médecin',
      'infirmier',
      'infirmière',
      'téléconseiller',
    ],
  },
  German: {
    customer: ['kunde', 'kundin', 'anrufer', 'anruferin', 'patient', 'patientin'],
    agent: [
      'berater',
      'beraterin',
      'mitarbeiter',
      'mitarbeiterin',
      'agent',
      'arzt',
      'ärztin',
      'sachbearbeiter',
      'kundenservice',
    ],
  },
  Spanish: {
    customer: ['cliente', 'usuario', 'usuaria', 'paciente', 'llamante'],
    agent: [
      'agente',
      'asesor',
      'asesora',
      'operador',
      'operadora',
      'médico',
      'médica',
      'enfermera',
      'enfermero',
    ],
  },
  Italian: {
    customer: ['cliente', 'utente', 'paziente', 'chiamante'],
    agent: ['operatore', 'operatrice', 'agente', 'consulente', 'medico', 'infermiere', 'infermiera'],
  },
  Afrikaans: {
    customer: ['kliënt', 'klient', 'kliente', 'beller', 'pasiënt', 'klant'],
    agent: ['agent', 'konsultant', 'beampte', 'verteenwoordiger', 'dokter', 'verpleegster'],
  },
  Swahili: {
    customer: ['mteja', 'mpigaji', 'mgonjwa', 'mwananchi'],
    agent: ['wakala', 'mhudumu', 'afisa', 'muuguzi', 'daktari', 'mtoa huduma'],
  },
  Hausa: {
    customer: ['abokin ciniki', 'kwastoma', 'mai kira', 'mara lafiya'],
    agent: ['wakili', 'ma aikaci', 'ma aikaciya', 'jami i', 'likita'],
  },
  Igbo: {
    customer: ['onye ahia', 'onye oria', 'onye na akpo'],
    agent: ['onye oru', 'onye nnochite', 'dokita', 'nosu'],
  },
  Yoruba: {
    customer: ['onibaara', 'alaisan', 'olupe'],
    agent: ['asoju', 'osise', 'dokita', 'noosi'],
  },
  Twi: {
    customer: ['adetofo', 'adetofoo', 'adetoni', 'oyarefo', 'oyarefoo', 'ofrefoo'],
    agent: ['odwumayeni', 'dokota', 'neese'],
  },
  Zulu: {
    customer: ['ikhasimende', 'umthengi', 'isiguli', 'ofonayo'],
    agent: ['ummeleli', 'isikhulu', 'udokotela', 'unesi', 'umsebenzi'],
  },
  Isixhosa: {
    customer: ['umthengi', 'isigulana', 'umfowuni', 'umxhasi'],
    agent: ['ummeli', 'igosa', 'ugqirha', 'umongikazi', 'umsebenzi'],
  },
  Sesotho: {
    customer: ['moreki', 'mokudi', 'mofani'],
    agent: ['moemedi', 'ofisiri', 'ngaka', 'mooki', 'mosebeletsi'],
  },
  Setswana: {
    customer: ['moreki', 'modirelwa', 'molwetse'],
    agent: ['moemedi', 'motlhankedi', 'ngaka', 'mooki', 'modiredi'],
  },
  Shona: {
    customer: ['mutengi', 'murwere', 'mufoni'],
    agent: ['mumiriri', 'mushandi', 'chiremba', 'nesi'],
  },
  Kinyarwanda: {
    customer: ['umukiriya', 'umurwayi', 'uhamagaye'],
    agent: ['umukozi', 'umuhagarariye', 'muganga', 'umuforomo'],
  },
  Amharic: {
    customer: ['ደንበኛ', 'ታካሚ', 'ደዋይ'],
    agent: ['ወኪል', 'ሰራተኛ', 'ባለሙያ', 'ዶክተር', 'ነርስ'],
  },
  Arabic: {
    customer: ['العميل', 'عميل', 'الزبون', 'زبون', 'المتصل', 'المريض', 'مريض'],
    agent: ['الموظف', 'موظف', 'الوكيل', 'وكيل', 'ممثل', 'الطبيب', 'طبيب', 'الممرضة'],
  },
};
