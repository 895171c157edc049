import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { completeNames } from '../../src/redaction/complete-names.js';
import type { RecognizedEntity } from '../../src/redaction/recognized-entity.js';

const name = (text: string, value: string, from = 0): RecognizedEntity => {
  const start = text.indexOf(value, from);
  return { type: 'PERSON_NAME', start, end: start + value.length, score: 0.8, recognizer: 'test' };
};

describe('completeNames', () => {
  it.each<[string, string[], string[]]>([
    // a listed name before a found surname joins it (not at a sentence start); an unlisted
    // capitalised word (a place, an office) does not
    ['Dit is vir Pieter Fourie, dankie.', ['Fourie'], ['Pieter Fourie']],
    ['Rais wa Marekani Joe Biden alisema', ['Joe Biden'], ['Joe Biden']],
    ['Thanks. Fourie speaking.', ['Fourie'], ['Fourie']],
    // a stage title in capitals opens the stage name; a title in lower case does not
    ['MC Adéwálé ti dé síbí .', ['Adéwálé'], ['MC Adéwálé']],
    ['The party was hosted by DJ Zinhle.', ['Zinhle'], ['DJ Zinhle']],
    ['The party was hosted by our dj Zinhle.', ['Zinhle'], ['Zinhle']],
    // a name in brackets right after a name (an actor, a stage name); not a place or a title
    ['Umdlali onjengoMaKhumalo ( Zanele ) uyathandwa.', ['MaKhumalo'], ['MaKhumalo', 'Zanele']],
    ['Gatete Olivier [ Bruce ] yaririmbye neza .', ['Gatete Olivier'], ['Gatete Olivier', 'Bruce']],
    ['We met Thandiwe Nkosi (Durban) yesterday.', ['Thandiwe Nkosi'], ['Thandiwe Nkosi']],
    ['Speak to Thandiwe Nkosi ( Manager ) please.', ['Thandiwe Nkosi'], ['Thandiwe Nkosi']],
    // particles between name parts, and two found parts joined
    [
      'Dit is Pieter Johannes van der Merwe hier.',
      ['Pieter Johannes', 'Merwe'],
      ['Pieter Johannes van der Merwe'],
    ],
    ['Ek praat met mnr van der Merwe.', ['Merwe'], ['van der Merwe']],
    // a particle before an organisation is no name
    ['Mein Name ist Stefan Müller von der Deutschen Bank.', ['Stefan Müller'], ['Stefan Müller']],
    // uncased scripts: parts separated by spaces join; عبد opens a name; a nisba with ال closes it
    ['الاسم محمود عبد الرحمن', ['محمود', 'الرحمن'], ['محمود عبد الرحمن']],
    ['معك يوسف العلوي اليوم', ['يوسف'], ['يوسف العلوي']],
    // an unlisted Arabic word that closes the sentence or clause after a name is its family name;
    // not before another word, nor in Ge'ez script (an Amharic sentence ends in its verb)
    ['- لا، باسم الوالد، الحاج عبد الرحيم كرنفوش.', ['عبد الرحيم'], ['عبد الرحيم كرنفوش']],
    ['أيوه، هبة زنتوت، العنوان عمارة', ['هبة'], ['هبة زنتوت']],
    ['خدمة الزبائن معاك سالم السلام عليكم', ['سالم'], ['سالم']],
    ['ቀጠሮው ነገ ነው። ዶ/ር ሰለሞን ያዩዋቸዋል።', ['ሰለሞን'], ['ሰለሞን']],
    // titles stay outside
    ['Onyeisi ya bụ Maazị Okwudili Nwafọ kwuru ya.', ['Okwudili Nwafọ'], ['Okwudili Nwafọ']],
    // a quoted nickname and the surname after it join the name, found parts or not, either side
    [
      'I met Elijah "Tap Tap" Makhathini there.',
      ['Elijah', 'Tap Tap', 'Makhathini'],
      ['Elijah "Tap Tap" Makhathini'],
    ],
    ['Ezolo uLuthando " Loot Love " Shosha uthe', ['Luthando'], ['Luthando " Loot Love " Shosha']],
    ['Sithi Luthando " Loot Love " Shosha uthe', ['Shosha'], ['Luthando " Loot Love " Shosha']],
    // a spaced hyphen joins a double-barrelled name (a month after it too); not a one-letter prefix
    ['Ezolo uHelen Sauls - August uthe', ['Helen Sauls'], ['Helen Sauls - August']],
    ['Gómìnà Babájídé Sanwó - Olú sọ pé', ['Olú'], ['Babájídé Sanwó - Olú']],
    ['U - Ayanda ubethe', ['Ayanda'], ['Ayanda']],
    // the Arabic article written apart by a spaced hyphen, a middle initial, a regnal number
    ['Rais Abdel Fattah el - Sissi alisema', ['Abdel Fattah'], ['Abdel Fattah el - Sissi']],
    ['Sheikh Sabah al - Ahmad al - Jaber ambaye', ['Sabah'], ['Sabah al - Ahmad al - Jaber']],
    ['David A . Gross , yo o tsamaisang', ['David'], ['David A . Gross']],
    ['It is under John A. Leiva now', ['John'], ['John A. Leiva']],
    ['sarkin Karaye Ibrahim Abubakar II ya roki', ['Ibrahim Abubakar'], ['Ibrahim Abubakar II']],
    // an initial before a lower-case word, and a capital I that is a pronoun, join nothing
    ['Then Thabo A . the rest left.', ['Thabo'], ['Thabo']],
    ['Then Thabo I think left.', ['Thabo'], ['Thabo']],
    // a quote that opens speech, or a hyphen before an organisation, joins nothing
    ['Then Thabo said "yes" and left.', ['Thabo'], ['Thabo']],
    ['It was Thabo - Standard Bank called.', ['Thabo'], ['Thabo']],
  ])('%j', (text, found, expected) => {
    const entities: RecognizedEntity[] = [];
    let from = 0;
    for (const value of found) {
      const entity = name(text, value, from);
      entities.push(entity);
      from = entity.end;
    }
    expect(completeNames(text, entities).map((entity) => text.slice(entity.start, entity.end))).toEqual(
      expected,
    );
  });

  // text from speech (lower case but for the names the view restored): after a question for a name
  // or the noun for "name", one or two unknown words join the name where a clause plainly starts
  // after them; after an introduction only a particle of the language and the word after it
  it.each<[LanguageName, string, string[], string[]]>([
    ['Sesotho', 'ka lebitso la ntate Khotso ralitlhare u lula kae', ['Khotso'], ['Khotso ralitlhare']],
    ['Sesotho', 'ka lebitso la ntate Khotso ke batla ho tseba', ['Khotso'], ['Khotso']],
    ['Setswana', 'leina la ga rre Lesego mphelegang o nna kae', ['Lesego'], ['Lesego mphelegang']],
    [
      'Hausa',
      'sunan ka gaba ɗaya Kabiru dandatso yolawa lambar waya',
      ['Kabiru'],
      ['Kabiru dandatso yolawa'],
    ],
    [
      'Italian',
      'buonasera mi chiamo Rosaria lo vecchiarino volevo sapere',
      ['Rosaria'],
      ['Rosaria lo vecchiarino'],
    ],
    ['Italian', 'a nome di chi Paolo de sanvitale grazie', ['Paolo'], ['Paolo de sanvitale']],
    // an agent's introduction: a verb after the given name stays ("parlo con", "nabafasha iki")
    ['Italian', 'buongiorno mi chiamo Salvatore parlo con la signora', ['Salvatore'], ['Salvatore']],
    ['Kinyarwanda', 'muraho nitwa Eric nabafasha iki', ['Eric'], ['Eric']],
    // past the call's opening (twelve words), a caller introducing themselves gives the whole name;
    // not after a title (a title takes the surname)
    [
      'Sesotho',
      'dumela ofisi ya basebetsi ke mme motsamai ke ka u thusa joang dumela mme ke Lerato ralitlhare ke sebetsa',
      ['Lerato'],
      ['Lerato ralitlhare'],
    ],
    [
      'Setswana',
      'dumela ofisi ya basebetsi ke mme motsamai ke ka go thusa jang dumela mma ke mma Mmereki metsi ga a tswe',
      ['Mmereki'],
      ['Mmereki'],
    ],
    // the second name introduced in a call is the caller's, early or not
    [
      'Setswana',
      'dumela ke Lesedi dumela Lesedi leina la me ke Oratile ramphelo ke moithuti',
      ['Lesedi', 'Lesedi', 'Oratile'],
      ['Lesedi', 'Lesedi', 'Oratile ramphelo'],
    ],
    // a particle ends no cue ("de" of "a nombre de" and of "el repartidor de martínez")
    [
      'Spanish',
      'buenas tardes soy Pablo el repartidor de Martínez hermanos tengo su pedido',
      ['Pablo', 'Martínez'],
      ['Pablo', 'Martínez'],
    ],
    // no cue: nothing joins; a word that opens the next clause never joins
    ['English', 'hello Thabo calling about my card', ['Thabo'], ['Thabo']],
    ['English', 'what is your full name Thabo i am calling', ['Thabo'], ['Thabo']],
    // "de" of Spanish after a given name is "from" ("lucía de caixabank")
    ['Spanish', 'le atiende Lucía de caixabank en qué puedo ayudarle', ['Lucía'], ['Lucía']],
  ])('spoken %s %j', (language, text, found, expected) => {
    const entities: RecognizedEntity[] = [];
    for (const value of found) entities.push(name(text, value, entities.at(-1)?.end ?? 0));
    expect(
      completeNames(text, entities, { language, uncased: true }).map((entity) =>
        text.slice(entity.start, entity.end),
      ),
    ).toEqual(expected);
  });

  it.each<[LanguageName, boolean, string, string[], string[]]>([
    // a lone particle of the language joins a listed name after a found name ("de", "el" of Italian)
    ['Italian', false, 'Parlo con Fatima el Idrissi domani.', ['Fatima'], ['Fatima el Idrissi']],
    // in speech without capitals the listed name after it may be in lower case
    ['Italian', true, 'a mia moglie Rosaria de luca io sono il marito', ['Rosaria'], ['Rosaria de luca']],
    // not an unlisted word ("de" of Spanish is "from"), nor where the particle is no surname particle
    ['Spanish', false, 'Habla Lucía de Zorvantes, en qué puedo ayudarle', ['Lucía'], ['Lucía']],
    ['Setswana', false, 'Ke bone Thabo le Sipho maabane.', ['Thabo'], ['Thabo']],
    // after a title of the language, a lone particle opens the surname found after it
    ['Afrikaans', false, 'Dankie mevrou de Vlietmaker, totsiens.', ['Vlietmaker'], ['de Vlietmaker']],
    ['Italian', false, 'Grazie signora el Qorvani, arrivederci.', ['Qorvani'], ['el Qorvani']],
    ['Afrikaans', false, 'Ons woon in die huis de Vlietmaker.', ['Vlietmaker'], ['Vlietmaker']],
  ])('particles of %s (uncased %s) %j', (language, uncased, text, found, expected) => {
    const entities: RecognizedEntity[] = [];
    for (const value of found) entities.push(name(text, value, entities.at(-1)?.end ?? 0));
    expect(
      completeNames(text, entities, { language, uncased }).map((entity) =>
        text.slice(entity.start, entity.end),
      ),
    ).toEqual(expected);
  });

  it('leaves unknown lower-case words alone in text with capitals', () => {
    const text = 'ka lebitso la ntate Khotso ralitlhare u lula kae';
    expect(
      completeNames(text, [name(text, 'Khotso')]).map((entity) => text.slice(entity.start, entity.end)),
    ).toEqual(['Khotso']);
  });

  it.each<[LanguageName, string, string]>([
    [
      'Sesotho',
      'ka lebitso la mang ka lebitso la ntate khotso ralitlhare u lula kae',
      'ka lebitso la mang ka lebitso la ntate [PERSON_NAME] u lula kae',
    ],
    [
      'Afrikaans',
      'Beampte: Dit is vir Pieter Fourie, tweedejaar?',
      'Beampte: Dit is vir [PERSON_NAME], tweedejaar?',
    ],
    ['English', 'yes this is kwame asante boateng calling', 'yes this is [PERSON_NAME] calling'],
    // a title, a surname particle that is no common word of the language, and the surname
    [
      'Afrikaans',
      'dankie mevrou de vlietmaker het jy die nommer',
      'dankie mevrou [PERSON_NAME] het jy die nommer',
    ],
    ['Spanish', 'gracias señora de la limpieza por todo', 'gracias señora de la limpieza por todo'],
    ['Italian', 'grazie signora lo verifico subito', 'grazie signora lo verifico subito'],
    // a word glued to an elided article is no surname ("l'indirizzo")
    [
      'Italian',
      "il nome dell'intestatario chiara de luca signora de luca l'indirizzo di casa è via roma",
      "il nome dell'intestatario [PERSON_NAME] signora [PERSON_NAME] l'indirizzo di casa è [ADDRESS]",
    ],
  ])('redact %s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
