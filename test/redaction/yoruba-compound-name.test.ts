import { describePersonNames } from './person-name-table.js';

describePersonNames('PERSON_NAME in Yoruba: a hyphen-joined name with a name element', [
  // the element after the hyphen, spaced as tokenised text writes it, or not
  ['Yoruba', 'Ó tún padà wáá ṣiṣẹ́ pẹ̀lú Kẹ́ndà - Olú lánàá .', ['Kẹ́ndà - Olú']],
  ['Yoruba', 'Ó tún padà wáá ṣiṣẹ́ pẹ̀lú Kenda-Olu lanaa .', ['Kenda-Olu']],
  // the element before the hyphen
  ['Yoruba', 'Wọ́n rí Adé - Kọ́ngbé ní ọjà .', ['Adé - Kọ́ngbé']],
  // town names joined by a hyphen hold no element
  ['Yoruba', 'Ó lọ sí Ìjẹ̀bú - Òde lánàá .', []],
  ['Yoruba', 'Ó lọ sí Adó - Èkìtì lánàá .', []],
]);
