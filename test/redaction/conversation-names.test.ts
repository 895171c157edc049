import { describePersonNames } from './person-name-table.js';

describePersonNames('PERSON_NAME: a word glued to digits is part of a code, not a name', [
  ['Isixhosa', 'Inombolo yereferensi ngu-DSP-5540981.', []],
  ['Isixhosa', 'Ireferensi yakho ngu-SAS-EC-0091174.', []],
  ['Isixhosa', 'ireferensi ngu v d c four four one nine zero two kulungile', []],
  ['Isixhosa', 'Igama lam nguSipho Dlamini.', ['Sipho Dlamini']],
]);

describePersonNames('PERSON_NAME: "you are speaking with" in each language introduces a name', [
  ['Spanish', 'Agente: Buenos días, le atiende Mercedes, ¿en qué puedo ayudarle?', ['Mercedes']],
  ['Afrikaans', 'Goeiemiddag, u praat met Riana.', ['Riana']],
  ['Sesotho', 'Dumela, o bua le Palesa.', ['Palesa']],
  ['Kinyarwanda', 'Mwaramutse, muvugana na Eric.', ['Eric']],
  ['Spanish', 'buenas tardes le atiende crisantos en que le puedo ayudar', ['crisantos']],
]);

describePersonNames(
  'PERSON_NAME: a question for the name, answered in the next turn or (speech) right after it',
  [
    [
      'Spanish',
      'Agente: ¿Me dice su nombre completo, por favor?\nCliente: Santiago Ondo Mba.',
      ['Santiago Ondo Mba'],
    ],
    ['French', "Agent : Et votre nom complet ?\nCliente : Oui, c'est moi, Rim Ben Salah.", ['Rim Ben Salah']],
    ['Spanish', '¿Con quién hablo?\nCon Bienvenido Esono Nguema.', ['Bienvenido Esono Nguema']],
    ['Arabic', 'الموظف: الاسم الكامل لو سمحت؟\nالعميل: محمود عبد الرحمن.', ['محمود عبد الرحمن']],
    // without letter case, a short answer of words alone is the whole name
    [
      'Arabic',
      'الموظفة: ممكن الاسم بالكامل؟\nالعميلة: سامية عبد الحميد الشربيني.',
      ['سامية عبد الحميد الشربيني'],
    ],
    ['Arabic', 'الموظفة: وإنت اسمك؟\nالمتصل: إيه، ٢٠٤٥٦٧٨٩.', []],
    // no question for the name, or no name that ends the answer's clause
    ['English', 'Consultant: Are you safe?\nClient: Yes, thank God.', []],
    ['English', 'Agent: What is your full name?\nCaller: My Visa card is blocked.', []],
    // text from speech: the listed name among the next words, and the word after it
    ['Spanish', 'buenas tardes su nombre completo pilar mbomio gracias', ['pilar mbomio']],
    ['Setswana', 'siame leina la gago thato keakantse nomoro ya gago', ['thato keakantse']],
    ['German', 'ihr name bitte kwame asante danke', ['kwame asante']],
    ['Afrikaans', 'wat is jou naam asseblief', []],
  ],
);

describePersonNames("PERSON_NAME: a weak introduction after the call's opening greeting names the agent", [
  ['French', "ressources humaines bonjour c'est rokia je vous écoute", ['rokia']],
  ['Shona', 'mhoro zesa ndini simba ndingakubatsirei', ['simba']],
  ['Italian', 'ufficio paghe buongiorno sono roberta come posso aiutarla', ['roberta']],
  ['French', "Agent : Bonjour, c'est Brice.", ['Brice']],
  ['Arabic', 'مساء الخير معاك ندى', ['ندى']],
  // without a greeting, a weak introduction needs a listed name
  ['French', "Agent : c'est Brice.", []],
  // "I am" describes the speaker more often than it names them
  ['German', 'Kunde: Guten Tag, ich bin Student und brauche Hilfe.', []],
  // Spanish and French write what describes the speaker in lower case: a capital is a name
  ['Spanish', 'Agente: Hola, soy Maite, de atención al cliente.', ['Maite']],
  ['Spanish', 'Cliente: Buenas tardes, soy estudiante y tengo una duda.', []],
]);

describePersonNames('PERSON_NAME: Zulu and Isixhosa names glued to the introduction, in text from speech', [
  ['Zulu', 'sawubona ukhuluma nozanele ngingakusiza ngani', ['zanele']],
  ['Zulu', 'kulungile wena ungubani ngingubongani', ['bongani']],
  // a glued word after a one-word introduction must be a listed name: "ngubani" (who) is none
  ['Zulu', 'ngubani igama lakho', []],
]);

describePersonNames(
  'PERSON_NAME: the Sesotho and Setswana copula "ke" after the opening greeting names the speaker',
  [
    ['Sesotho', 'Moemedi: Dumela, Liberty, ke Mpolokeng. Nka o thusa ka eng?', ['Mpolokeng']],
    ['Setswana', 'Moemedi: Botswana Life, dumela. Ke Boitumelo.', ['Boitumelo']],
    // only a name that ends its clause: "ke batla" (I want) in text from speech is no name
    ['Sesotho', 'lumela ke batla ho tseba ka chelete ea ka', []],
  ],
);

describePersonNames('PERSON_NAME: the second part of an Arabic compound given name continues the name', [
  ['Arabic', 'الموظف: والاسم الثاني عبد الله، تمام؟', ['عبد الله']],
  ['Arabic', 'أنا نور الدين من فرع وهران', ['نور الدين']],
  // alone it is no name: "الله" is God
  ['Arabic', 'إن شاء الله نتصل بك غداً', []],
]);

describePersonNames('PERSON_NAME: Arabic titles as calls say them, before a name or as a vocative', [
  ['Arabic', 'المستشار: لالة نعيمة، عطيني رقم البطاقة', ['نعيمة']],
  ['Arabic', 'فين ساكن السي عمر؟', ['عمر']],
  ['Arabic', 'شكراً أستاذة ليلى، سنتواصل معك', ['ليلى']],
  // a title said alone before a common word
  ['Arabic', 'يا حاج لازم يجي بنفسه', []],
]);
