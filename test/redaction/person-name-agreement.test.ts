import { describePersonNames } from './person-name-table.js';

// invented names throughout; Yoruba written with its tone marks decomposed, as most web text has them
describePersonNames('PERSON_NAME: a Yoruba subject before a preverb', [
  ['Yoruba', 'Gbogbo nǹkan tí Zorivan ń ṣe ni mo fẹ́ràn .'.normalize('NFD'), ['Zorivan']],
  ['Yoruba', 'Zorivan bá ní kó lọ .'.normalize('NFD'), ['Zorivan']],
  ['Yoruba', 'Ó dájú pé Zorivan yóò padà wá .'.normalize('NFD'), ['Zorivan']],
  // a place after "láti" (from) or "sí" (to), and a common word that opens a sentence, are no subject
  ['Yoruba', 'Àwọn tó ń bọ̀ láti Zorivan yóò gba ọ̀nà mìíràn .'.normalize('NFD'), []],
  ['Yoruba', 'Ẹni bá fẹ́ ṣowó yóò wá .'.normalize('NFD'), []],
  // "sì" and "kò" fold to "sí" (to) and "kó" (that he): no preverb
  ['Yoruba', 'Wọ́n dúró dè ní Zorivan kó tóó lọ .'.normalize('NFD'), []],
]);

describePersonNames('PERSON_NAME: the agent after a passive verb', [
  ['Kinyarwanda', 'Igitego cyatsinzwe ku mupira wahinduwe na Zorivan mu rubuga .', ['Zorivan']],
  ['Setswana', 'Buka e e kwadilwe ke Zorivan e rekisiwa thata .', ['Zorivan']],
  // "na" after another verb joins places as often ("ajya na Kigali")
  ['Kinyarwanda', 'Yagiye gutembera na Zorivan ejo .', []],
]);

describePersonNames('PERSON_NAME: a role said in English is no subject', [
  ['Yoruba', 'Agent: Assessor máa pè yín lọ́la.'.normalize('NFD'), []],
]);

describePersonNames('PERSON_NAME: the Yoruba focus copula "ni" is no locative "ní"', [
  ['Yoruba', 'Àwọn tó gba àmì ẹ̀yẹ ni Zorivan Kelumbe .'.normalize('NFD'), ['Zorivan Kelumbe']],
  ['Yoruba', 'Àwọn tó gba àmì ẹ̀yẹ ni Zorivan Kelumbe .', ['Zorivan Kelumbe']],
  // "ní" (at, in) before a run of two unlisted words: a place
  ['Yoruba', 'Ó ń gbé ní Zorivan Kelumbe báyìí .'.normalize('NFD'), []],
]);

describePersonNames('PERSON_NAME: a weekday that is a given name, as the subject', [
  ['Yoruba', 'Gbogbo nǹkan tí Sunday ń ṣe ni mo fẹ́ràn .'.normalize('NFD'), ['Sunday']],
  // a weekday after a locative stays a day
  ['Yoruba', 'A ó ṣe ìpàdé ní Sunday .'.normalize('NFD'), []],
]);

describePersonNames('PERSON_NAME: the first regnal number before a clause end', [
  ['Setswana', 'Dipontsho di tla akaretsa ditopo tsa Zorivan I , le ba bangwe .', ['Zorivan I']],
  ['English', 'Then I went home.', []],
]);
