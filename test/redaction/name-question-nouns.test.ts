import { describe, expect, it } from 'vitest';
import { nameNounQuestionEnds } from '../../src/redaction/recognizers/name-question-nouns.js';
import { describePersonNames } from './person-name-table.js';

describePersonNames(
  'PERSON_NAME: a question that asks for a name by its noun alone is answered by the name',
  [
    ['Spanish', 'Funcionario: ¿Nombre y apellidos?\nVecina: Teodora Nchama Abeso.', ['Teodora Nchama Abeso']],
    ['Spanish', 'Ejecutivo: ¿Apellidos?\nCliente: Nzé Obono.', ['Nzé Obono']],
    ['Sesotho', 'Mooki: Fane ea hao?\nMokuli: Mokoena.', ['Mokoena']],
    ['Setswana', 'Mokwaledi: Sefane?\nMoithuti: Kgosiemang.', ['Kgosiemang']],
    ['Swahili', 'Wakala: Jina la ukoo?\nMteja: Mwakilema.', ['Mwakilema']],
    ['Twi', 'Registrar: Wo surname?\nSukuuni: Owusu-Ansah.', ['Owusu-Ansah']],
    [
      'German',
      'Berater: Darf ich Ihren vollen Namen haben?\nKundin: Ottilie Brandauer.',
      ['Ottilie Brandauer'],
    ],
    ['German', 'Beraterin: Auf welchen Namen?\nKundin: Auf Liesel Adomeit.', ['Liesel Adomeit']],
    ['Igbo', 'Onye ọrụ: Aha gị zuru ezu?\nOnye ahịa: Ichie Okwudili Ezenwa.', ['Okwudili Ezenwa']],
    ['Arabic', 'الاستقبال: اسم الطفل؟\nالمتصلة: حمزة الساعدي.', ['حمزة الساعدي']],
    // the noun in an earlier sentence of the line: the question asks something else
    ['Igbo', 'Onye ọrụ: Aha m bụ Adaeze. Kedu ka m ga-esi nyere gị aka?\nOnye ahịa: Ndewo.', ['Adaeze']],
    // a title alone answers nothing
    ['Zulu', 'Umeluleki: Igama lelungu?\nIlungu: Mnu.', []],
  ],
);

describe('nameNounQuestionEnds', () => {
  it.each([
    ['Agente: ¿Nombre y apellidos?\nCliente: Ana Obiang.', 'Spanish', [27]],
    ['Agent: Are you safe?\nClient: Yes.', 'English', []],
    ['واسمها رباعي؟', 'Arabic', [6]],
  ] as const)('%s', (text, language, expected) => {
    expect(nameNounQuestionEnds(text, language)).toEqual(expected);
  });
});
