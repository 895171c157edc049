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

describePersonNames('PERSON_NAME: titles, initials and regnal numbers of Setswana news', [
  // the abbreviated title 'Ngk' (Ngaka, doctor), then initials and the surname
  ['Setswana', 'Robala ka kgotso Ngk TKM Seitshiro , dingwaga di le 66 .', ['TKM Seitshiro']],
  // titles of Botswana news stay out of the name: Honourable, manager
  ['Setswana', 'Re kopane le Motlotlegi Tshepang Seitshiro maabane .', ['Tshepang Seitshiro']],
  ['Setswana', 'Re kopane le Molaodi Seitshiro maabane .', ['Seitshiro']],
  // 'I' is a regnal number before a comma (a list item), a pronoun before a full stop
  [
    'Setswana',
    'Dipontsho di tla akaretsa ditopo tsa Ramses II , Seti I , le dingwe .',
    ['Ramses II', 'Seti I'],
  ],
  ['English', 'Then I told Peter I.', ['Peter']],
  // the agent 'ke X' a few words after the passive verb of its clause; not after '-ngwe' (some)
  ['Setswana', 'Ntlo e ne ya rekisiwa mo thekisong ya ngwaga ke Seitshiro .', ['Seitshiro']],
  ['Setswana', 'Ke dingwe tsa dilo tse ke Seitshiro tsona .', []],
  // initials with the person agreement 'o' after them are a person; not after a genitive concord
  // or 'le' (an acronym of an organisation, an object)
  ['Setswana', 'Lechesa a re TKM o tlaa gopolwa ka boineelo .', ['Lechesa', 'TKM']],
  ['Setswana', 'Mokgatlho wa SACP o re naga e siame .', []],
  ['Setswana', 'Ke na le ID o ne o e batla .', []],
  // Kinyarwanda 'na' (by, and, with) only right after the passive verb
  ['Kinyarwanda', 'Iyi nzu yubatswe mu mwaka ushize na Gatera .', []],
]);
