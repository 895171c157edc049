import { describePersonNames } from './person-name-table.js';

describePersonNames('PERSON_NAME: listed given names and surnames of news text, alone', [
  // common English given names of public figures, in any language's sentence
  ['Setswana', 'Mopresidente o akgola Phillip ka tsela e e kgethegileng .', ['Phillip']],
  ['Setswana', 'Re kopane le Craig maabane .', ['Craig']],
  // Botswana surnames
  ['Setswana', 'Ba ne ba bua ka Tsogwane .', ['Tsogwane']],
  // words that look like names are none: Setswana 'mokgweetsi' (driver) as a speaker label,
  // Afrikaans 'julie' (you)
  ['Setswana', 'Mokgweetsi: Ke kwa Tlokweng .', []],
  ['Afrikaans', 'Julie moet asseblief die vorm invul.', []],
]);
