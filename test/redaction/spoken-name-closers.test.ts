import { describePersonNames } from './person-name-table.js';

describePersonNames(
  'PERSON_NAME precision in speech: a listed name that is also a closer of the language does not join the name before it',
  [
    // "asante" is thanks in Swahili: the name ends before it
    ['Swahili', 'jina la mwenye laini ni nani ni wanjiru kamau asante sana', ['wanjiru kamau']],
    // and a surname in Twi, where it is no closer
    ['Twi', 'me din de kwame asante na mefrɛ', ['kwame asante']],
  ],
);
