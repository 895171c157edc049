/**
 * Cues for PERSON_NAME: self-introduction phrases per language ("my name is", "sunana",
 * "orúkọ mi ni", "aha m bụ", "jina langu ni", "igama lami ngu", "ስሜ", "اسمي", ...), weaker ones
 * that often precede other words ("I am", "je suis", "ich bin"), and honorifics (Mr, Alhaji,
 * Hajiya, Chief, Bwana, Herr, Señora, Sheikh, አቶ, السيد, ...). Stop words end a name.
 *
 * @example
 * ```ts
 * INTRODUCTION_PHRASES.Yoruba.includes('orúkọ mi ni'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Phrases after which a name follows, by language (English ones apply everywhere). */
export const INTRODUCTION_PHRASES: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['my name is', 'my names are', 'name is', 'my full name is', 'this is', 'you are speaking with', 'speaking with', 'you are speaking to', 'call me', 'i am called', 'name:', 'full name:', 'account name is', 'account name:', 'the name is', 'his name is', 'her name is', 'named'],
  Afrikaans: ['my naam is', 'ek heet', 'my volle naam is', 'sy naam is', 'haar naam is', 'dit is'],
  Amharic: ['ስሜ', 'ስሜ ደግሞ', 'ሙሉ ስሜ', 'ስሙ', 'ስሟ', 'እኔ'],
  Arabic: ['اسمي', 'إسمي', 'اسمي هو', 'معك', 'معاك', 'اسمه', 'اسمها', 'أنا اسمي'],
  French: ["je m'appelle", 'mon nom est', 'mon nom complet est', "c'est", "il s'appelle", "elle s'appelle", 'ici'],
  German: ['ich heiße', 'mein name ist', 'mein vollständiger name ist', 'hier spricht', 'er heißt', 'sie heißt', 'hier ist'],
  Hausa: ['sunana', 'sunana shi ne', 'sunana ne', 'sunan', 'sunansa', 'sunanta', 'ni ne'],
  Igbo: ['aha m bụ', 'aham bu', 'aha m', 'aham', 'abụ m', 'aha ya bụ'],
  Isixhosa: ['igama lam ngu', 'igama lami ngu', 'igama lam ndingu', 'ndingu', 'ndinguye', 'igama lakhe ngu', 'ngu'],
  Italian: ['mi chiamo', 'il mio nome è', 'sono', 'si chiama', 'parla'],
  Kinyarwanda: ['nitwa', 'izina ryanjye ni', 'amazina yanjye ni', 'yitwa'],
  Sesotho: ['lebitso la ka ke', 'lebitso laka ke', 'ke nna', 'lebitso la hae ke', 'ke bitswa'],
  Setswana: ['leina la me ke', 'leina la ka ke', 'ke bidiwa', 'ke nna', 'leina la gagwe ke'],
  Shona: ['zita rangu ndi', 'zita rangu ndinonzi', 'ndinonzi', 'ndini', 'anonzi'],
  Spanish: ['me llamo', 'mi nombre es', 'mi nombre completo es', 'habla', 'se llama', 'soy'],
  Swahili: ['jina langu ni', 'majina yangu ni', 'naitwa', 'ninaitwa', 'mimi ni', 'anaitwa', 'jina lake ni', 'unaongea na', 'unazungumza na'],
  Twi: ['me din de', 'me din ne', 'wɔfrɛ me', 'ne din de', 'me ne'],
  Yoruba: ['orúkọ mi ni', 'oruko mi ni', 'orúkọ mi', 'oruko mi', 'èmi ni', 'emi ni', 'orúkọ rẹ̀ ni', 'orukọ mi ni'],
  Zulu: ['igama lami ngu', 'igama lami nguy', 'ngingu', 'nginguye', 'igama lakhe ngu', 'ngu'],
};

/** Weak introductions: followed by a name often, but also by other words ("I am fine"). */
export const WEAK_INTRODUCTION_PHRASES: readonly string[] = [
  'i am', "i'm", 'im', 'je suis', 'ich bin', 'ek is', 'soy', 'mimi ni', 'ni', 'me ne', "c'est", 'ici', 'hier ist',
  'dit is', 'parla', 'habla', 'ni ne', 'ndini', 'abụ m', 'èmi ni', 'emi ni', 'እኔ', 'معك', 'معاك', 'this is', 'named',
  'sono', 'ke nna', 'call me',
];

/** Honorifics and titles: a name follows (the honorific itself is kept). */
export const HONORIFICS: readonly string[] = [
  'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Professor', 'Sir', 'Madam', 'Madame', 'Mme', 'Mlle', 'Monsieur',
  'Chief', 'Alhaji', 'Alhaja', 'Hajiya', 'Haji', 'Hajia', 'Mallam', 'Malam', 'Malama', 'Sheikh', 'Sheikha', 'Ustaz',
  'Imam', 'Pastor', 'Rev', 'Reverend', 'Father', 'Sister', 'Brother', 'Bishop', 'Engr', 'Barr', 'Barrister', 'Hon',
  'Oga', 'Aunty', 'Auntie', 'Uncle', 'Mama', 'Baba', 'Bwana', 'Bi', 'Mzee', 'Dada', 'Kaka', 'Bibi', 'Babu', 'Nana',
  'Owura', 'Awura', 'Maame', 'Papa', 'Ọ̀gbẹ́ni', 'Ogbeni', 'Arábìnrin', 'Arabinrin', 'Ìyá', 'Iya', 'Bàbá', 'Màmá',
  'Mazi', 'Nwanyị', 'Dede', 'Herr', 'Frau', 'Fräulein', 'Signor', 'Signora', 'Signorina', 'Sig', 'Sig.ra', 'Dott',
  'Dottor', 'Señor', 'Señora', 'Señorita', 'Sr', 'Sra', 'Srta', 'Don', 'Doña', 'Meneer', 'Mevrou', 'Mnr', 'Mev',
  'Juffrou', 'Oom', 'Tannie', 'Mnumzane', 'Mnumzana', 'Nkosikazi', 'Nkosi', 'Ntate', 'Mme', 'Rre', 'Mma', 'Amai',
  'Sekuru', 'Gogo', 'Mukuru', 'Madamu', 'Bwana', 'Umubyeyi', 'Mzee', 'Inspector', 'Officer', 'Nurse', 'Teacher',
  'አቶ', 'ወይዘሮ', 'ወ/ሮ', 'ወይዘሪት', 'ወ/ት', 'ዶ/ር', 'ዶክተር', 'ፕሮፌሰር', 'ሼህ',
  'السيد', 'السيدة', 'الأستاذ', 'الأستاذة', 'الدكتور', 'الدكتورة', 'الشيخ', 'الحاج', 'الحاجة', 'أستاذ', 'دكتور', 'سيد',
];

/** Words that end a name (capitalised but not names): pronouns, weekdays, months, places, organisations. */
export const NAME_STOP_WORDS: readonly string[] = [
  'I', 'The', 'A', 'An', 'And', 'But', 'Or', 'So', 'Yes', 'No', 'Ok', 'Okay', 'Please', 'Thank', 'Thanks', 'Hello', 'Hi',
  'Good', 'Sir', 'Madam', 'My', 'Your', 'His', 'Her', 'Our', 'We', 'You', 'He', 'She', 'They', 'It', 'This', 'That',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April',
  'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Bank', 'Limited', 'Ltd', 'Plc',
  'Street', 'Road', 'Avenue', 'Close', 'Crescent', 'Estate', 'Lagos', 'Abuja', 'Kano', 'Kaduna', 'Ibadan', 'Enugu',
  'Nairobi', 'Mombasa', 'Kisumu', 'Kampala', 'Kigali', 'Accra', 'Kumasi', 'Johannesburg', 'Durban', 'Pretoria',
  'Soweto', 'Harare', 'Bulawayo', 'Maseru', 'Gaborone', 'Addis', 'Ababa', 'Cairo', 'Paris', 'Berlin', 'Rome', 'Madrid',
  'Dar', 'Salaam', 'Arusha', 'Dodoma', 'Cape', 'Town', 'Nigeria', 'Ghana', 'Kenya', 'Tanzania', 'Rwanda', 'Uganda',
  'Ethiopia', 'Zimbabwe', 'Botswana', 'Lesotho', 'Africa', 'South', 'MTN', 'Airtel', 'Glo', 'Safaricom', 'Vodacom',
  'Vodafone', 'Telkom', 'Ethio', 'Telecom', 'GTBank', 'Zenith', 'Access', 'UBA', 'Equity', 'KCB', 'Absa', 'FNB',
  'Nedbank', 'Capitec', 'Ecobank', 'Stanbic', 'Standard', 'First', 'Union', 'Police', 'Hospital', 'University',
  'School', 'Ministry', 'Customer', 'Agent', 'Caller', 'Operator', 'Speaker', 'Mpesa', 'M-Pesa', 'Insurance', 'Ltd.',
  'From', 'At', 'In', 'On', 'Is', 'Am', 'Are', 'Was', 'Ni', 'Na', 'Ne', 'Ke', 'Ya', 'Wa', 'Da', 'Ka', 'Ku', 'Le', 'La', 'Les', 'Der', 'Die', 'Das',
  'Il', 'Lo', 'El', 'Los', 'Las', 'Je', 'Ich', 'Ek', 'Ndi', 'Bu', 'Mo', 'Me', 'Mi', 'Yo', 'Io', 'Und', 'Et', 'Y', 'E',
  'Ngiyabonga', 'Enkosi', 'Sannu', 'Nagode', 'Merci', 'Danke', 'Grazie', 'Gracias', 'Dankie', 'Daalụ', 'Ẹ',
];
