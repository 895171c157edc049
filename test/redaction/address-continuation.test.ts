import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('how far a found address extends after its street or house number', () => {
  it.each<[LanguageName, string, string]>([
    // a landmark part after a comma ("kusa da ...", "near ...", "detrás de ..."), then the town
    [
      'Hausa',
      'Abokin ciniki: Gida mai lamba 8, layin Sabo, kusa da makarantar firamare, Gombe. Ƙofar shuɗi ce.',
      'Abokin ciniki: [ADDRESS]. Ƙofar shuɗi ce.',
    ],
    [
      'English',
      'Caller: I stay at 14 Lumumba Street, near the old post office, Kitwe.',
      'Caller: I stay at [ADDRESS].',
    ],
    // a town after its postcode before a question mark; a floor ("3. OG")
    ['German', 'Ist das noch Lindenweg 7, 04109 Leipzig?', 'Ist das noch [ADDRESS]?'],
    [
      'German',
      'Die Lieferadresse ist Gartenstraße 12, 2. OG, 80331 München.',
      'Die Lieferadresse ist [ADDRESS].',
    ],
    // Arabic and Ethiopic commas join the parts; a town in a script without case
    ['Arabic', 'العنوان: زنقة 9، رقم 31، مراكش.', 'العنوان: [ADDRESS].'],
    ['Amharic', 'አድራሻዬ ቀበሌ 05፣ የቤት ቁጥር 221፣ ጎንደር ነው።', 'አድራሻዬ [ADDRESS] ነው።'],
    // a Ghanaian box number: the post office's letters before it
    ['Twi', 'Mobɛtumi de akɔma me wɔ P.O. Box AN 7721, Accra?', 'Mobɛtumi de akɔma me wɔ [ADDRESS]?'],
    // street words before the name: Italian "vico", Spanish "urbanización", Moroccan "زنقة"
    ['Italian', 'Risulta residente in vico Santa Chiara 9, Salerno?', 'Risulta residente in [ADDRESS]?'],
    // the words that open a German street name before a fused street word or a stop word ("Am", "Große")
    ['German', 'Neue Adresse ist Große Bergstraße 12, 22767 Hamburg.', 'Neue Adresse ist [ADDRESS].'],
    [
      'German',
      'Sachbearbeiter: Ihre Anschrift?\nAnrufer: Am Steinbruch 3, 50679 Köln.',
      'Sachbearbeiter: Ihre Anschrift?\nAnrufer: [ADDRESS].',
    ],
    // the parts before an Ethiopic or Arabic comma that name an area (sub-city, quarter) belong to the address
    ['Amharic', 'አድራሻዬ ቦሌ ክፍለ ከተማ፣ ወረዳ 3፣ የቤት ቁጥር 221 ነው።', 'አድራሻዬ [ADDRESS] ነው።'],
    ['Amharic', 'ታካሚ: አይ፣ አሁን የካ ክፍለ ከተማ፣ ወረዳ 9 ነው።', 'ታካሚ: አይ፣ አሁን [ADDRESS] ነው።'],
    ['Arabic', 'عنواني قرية الشموخ، رقم 12، أسيوط.', 'عنواني [ADDRESS].'],
    // a town with a Nguni locative prefix ("eQonce"); a town before the copula that closes the sentence
    [
      'Isixhosa',
      'Agent: Idilesi yokuhambisa yile: 12 Oxford Street, eQonce?',
      'Agent: Idilesi yokuhambisa yile: [ADDRESS]?',
    ],
    [
      'Hausa',
      'Direba: Adireshin da ke kan oda No. 8, Layin Zaki, Unguwar Dosa, Funtua ne?',
      'Direba: Adireshin da ke kan oda [ADDRESS] ne?',
    ],
    // unit words of the language: Amharic block, floor and house, Arabic floor in words and flat,
    // German room; a house letter in Arabic script after the number
    ['Amharic', 'አድራሻሽ ብሎክ 14፣ 3ኛ ፎቅ፣ ቤት 305 ነው?', 'አድራሻሽ [ADDRESS] ነው?'],
    ['Arabic', 'العنوان عمارة ٤ ج، شارع النصر، الدور الرابع شقة ٩.', 'العنوان [ADDRESS].'],
    ['German', 'Neue Adresse: Bergstraße 7, Zimmer 214, 01069 Dresden.', 'Neue Adresse: [ADDRESS].'],
    // a name part and its house number after an unnumbered street ("località ..., Casale ... 7, Rieti")
    [
      'Italian',
      'Utente: adesso sta da me: località Monte Sorbo, Casale Le Ginestre 12, Terni.',
      'Utente: adesso sta da me: [ADDRESS].',
    ],
    // numbered parts with a place word before the found address, from the largest place down
    [
      'French',
      "Cliente : C'est Hay Salam 4, rue 9, maison 21, Fès, la porte bleue.",
      "Cliente : C'est [ADDRESS], la porte bleue.",
    ],
    // German: an ordinal date in a street name after "Straße des", a building before it, the room
    [
      'German',
      'Stimmt Ihre Wohnadresse noch: Wohnheim Straße des 17. Juni 5, Zimmer 204, 10623 Berlin?',
      'Stimmt Ihre Wohnadresse noch: [ADDRESS]?',
    ],
    // a business park or shopping centre is a street name; a unit part after it numbers the address
    [
      'Setswana',
      'Nnyaa, isa kwa tirong: Kgale View Office Park, Building 7, Gaborone.',
      'Nnyaa, isa kwa tirong: [ADDRESS].',
    ],
    // a full stop that ends a sentence ends the address: the next line's first word is no town
    [
      'Isixhosa',
      'Ndicela idilesi yakho.\nIndlu 4410, Section 3, Kwazakhele, Gqeberha.\nEnkosi. Iza kusebenza namhlanje.',
      'Ndicela idilesi yakho.\n[ADDRESS].\nEnkosi. Iza kusebenza namhlanje.',
    ],
    // "Straße" opens a street name only with its article ("Straße des ..."): the road itself stays
    [
      'German',
      'Wie ist Ihre Adresse? Die Straße ist leider gesperrt, wir kommen morgen.',
      'Wie ist Ihre Adresse? Die Straße ist leider gesperrt, wir kommen morgen.',
    ],
    // a part without a place word before the address stays ("Bestellung 55")
    ['German', 'Bestellung 55, Bergstraße 7, 01069 Dresden.', 'Bestellung 55, [ADDRESS].'],
    // an area part (an area word and its name) after a comma, then the town
    [
      'Spanish',
      'Cliente: Envíenla a Calle Mayor 31, barrio Santa Eulalia, Bata, por favor.',
      'Cliente: Envíenla a [ADDRESS], por favor.',
    ],
    [
      'Setswana',
      'Moreki: Ke nna kwa Plot 2291, ward ya Basimane, Molepolole.',
      'Moreki: Ke nna kwa [ADDRESS].',
    ],
    [
      'French',
      'Client : Livrez au 18 rue des Palmiers, quartier Akwa Nord, Douala.',
      'Client : Livrez au [ADDRESS].',
    ],
    ['Swahili', 'Mteja: Niko Nyumba namba 45, mtaa wa Kivukoni, Tanga.', 'Mteja: Niko [ADDRESS].'],
    // a unit part in words (a floor or unit word first or last), then the unit number and the town
    ['Italian', "L'indirizzo è Via Roma 14, secondo piano, interno 6, Lecce.", "L'indirizzo è [ADDRESS]."],
    ['German', 'Das ist Lindenweg 9, dritter Stock, 04109 Leipzig.', 'Das ist [ADDRESS].'],
    ['French', "C'est 7 rue Lamartine, troisième étage, Lyon.", "C'est [ADDRESS]."],
    ['English', 'It is 22 Kanyama Road, top floor, Ndola.', 'It is [ADDRESS].'],
    // a town of one word before the next clause ends the address; the clause stays
    [
      'Sesotho',
      'Aterese ke 9 Moshoeshoe Street, Thabanyane empa ha ke eo hona joale.',
      'Aterese ke [ADDRESS] empa ha ke eo hona joale.',
    ],
    // a part after a comma that is neither stays: a clause, a listed name before a clause (a name of its own)
    [
      'Spanish',
      'Vivo en Calle Mayor 31, pero ahora estoy de viaje.',
      'Vivo en [ADDRESS], pero ahora estoy de viaje.',
    ],
    [
      'English',
      'It is 22 Kanyama Road, Peter will be there all day.',
      'It is [ADDRESS], [PERSON_NAME] will be there all day.',
    ],
    // a place named in a sentence of its own stays
    [
      'English',
      'Caller: I stay at 14 Lumumba Street. Near the market there is a bank.',
      'Caller: I stay at [ADDRESS]. Near the market there is a bank.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('address matches that share a street word', () => {
  it('joins a street read from both ends of its street word into one address', async () => {
    const text = 'Please send it to 14 Crown Street Kishiev Squares\n Suite 321\n LONDON';
    expect((await redact({ text, language: 'English' })).result).toBe('Please send it to [ADDRESS]');
  });
});
