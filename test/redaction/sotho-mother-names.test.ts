import { describePersonNames } from './person-name-table.js';

describePersonNames("PERSON_NAME in Sesotho: 'Ma- names (Lesotho orthography)", [
  // the apostrophe stays in the span, capitalised words after it join
  ['Sesotho', "Mokudi: Ke nna 'Mathabo Lebona.\nMooki: O hlahile neng?", ["'Mathabo Lebona"]],
  ['Sesotho', "Lebitso le fane?\n'Matseliso Ramakhula.\nU hlahile neng?", ["'Matseliso Ramakhula"]],
  ['Sesotho', "E ne e le 'M'e 'Mamotšelisi Nthati.", ["'Mamotšelisi Nthati"]],
  ['Sesotho', "lumela. Ke 'Mamosa.\nLumela 'M'e.", ["'Mamosa"]],
  // the typographic apostrophe, and lower-case speech
  ['Sesotho', 'Ke nna ’Mathabo Lebona.', ['’Mathabo Lebona']],
  ['Sesotho', "lebitso la hao ke 'mathabo u hlahile neng", ["'mathabo"]],
  // the title 'M'e (madam), and a queen's name that names a hospital, are not names
  ['Sesotho', "Lumela 'M'e, ke kopa ho tseba.", []],
  ['Sesotho', "Lumela, sepetlele sa Queen 'Mamohato, ofisi ea ho bhukisa.", []],
  ['Sesotho', "Ke letsetsa 'Mamohato Memorial Hospital ka tlhahlobo.", []],
]);
