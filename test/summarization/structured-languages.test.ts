import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type LanguageName } from '../../src/languages.js';
import {
  assignRoles,
  detectResolutionStatus,
  detectSentiment,
  extractEntities,
  mentionsIssue,
  speakerRoleOf,
} from '../../src/summarization/structured-rules.js';
import type { StructuredSummary } from '../../src/summarization/structured-summary.js';
import { summarize } from '../../src/summarization/summarize.js';
import { summarizeStream } from '../../src/summarization/summarize-stream.js';

/** One short call per language (written for these tests), with what the rules must find. */
interface Call {
  language: LanguageName;
  lines: readonly string[];
  /** Line index whose text (after the label) is the customer's issue. */
  issue: number;
  /** Line index whose text is the next action. */
  action: number;
  status: StructuredSummary['resolutionStatus'];
  sentiment: StructuredSummary['sentiment'];
}

const CALLS: readonly Call[] = [
  {
    language: 'English',
    lines: [
      'Agent: Good morning, thank you for calling. How can I help?',
      'Customer: My transfer of 5000 naira failed but the money was deducted.',
      'Agent: I will reverse the transaction within 24 hours.',
      'Customer: Okay, thank you.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'positive',
  },
  {
    language: 'French',
    lines: [
      'Conseiller: Bonjour, comment puis-je vous aider ?',
      'Client: Ma carte est bloquée depuis hier et je suis très mécontent.',
      'Conseiller: Nous allons débloquer votre carte, vous recevrez un SMS sous 24 heures.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'German',
    lines: [
      'Berater: Guten Tag, wie kann ich helfen?',
      'Kunde: Meine Überweisung ist fehlgeschlagen, aber das Geld wurde abgebucht.',
      'Berater: Das Geld wurde zurückgebucht.',
      'Berater: Bitte prüfen Sie Ihren Kontoauszug.',
      'Kunde: Danke, ich bin zufrieden.',
    ],
    issue: 1,
    action: 3,
    status: 'resolved',
    sentiment: 'positive',
  },
  {
    language: 'Spanish',
    lines: [
      'Asesor: Buenos días, ¿en qué puedo ayudarle?',
      'Cliente: Tengo un problema, me cobraron dos veces la misma compra.',
      'Asesor: Voy a escalar su caso al supervisor.',
      'Cliente: No estoy contento con este servicio.',
    ],
    issue: 1,
    action: 2,
    status: 'escalated',
    sentiment: 'negative',
  },
  {
    language: 'Italian',
    lines: [
      'Operatore: Buongiorno, come posso aiutarla?',
      "Cliente: Il bonifico non è arrivato e l'app non funziona.",
      'Operatore: Il problema è risolto, il bonifico è stato riaccreditato.',
      'Operatore: Riceverà una conferma via email.',
      'Cliente: Grazie, perfetto.',
    ],
    issue: 1,
    action: 3,
    status: 'resolved',
    sentiment: 'positive',
  },
  {
    language: 'Afrikaans',
    lines: [
      'Agent: Goeie môre, hoe kan ek help?',
      'Kliënt: My kaart werk nie en ek is baie kwaad.',
      'Agent: Ons sal u binne 24 uur terugbel.',
      'Kliënt: Dankie.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'mixed',
  },
  {
    language: 'Swahili',
    lines: [
      'Wakala: Habari, nikusaidie nini?',
      'Mteja: Nilituma pesa lakini hazijafika, hili ni tatizo kubwa.',
      'Wakala: Tafadhali subiri, tutakupigia ndani ya saa 24.',
      'Mteja: Sawa, lakini si furaha hata kidogo.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'Hausa',
    lines: [
      'Wakili: Sannu, yaya zan taimake ka?',
      'Abokin ciniki: Akwai matsala, an cire kudi daga asusuna amma ban samu ba.',
      'Wakili: An warware matsalar, an mayar da kudin.',
      'Wakili: Za mu aiko maka da sako.',
      'Abokin ciniki: Na gode sosai.',
    ],
    issue: 1,
    action: 3,
    status: 'resolved',
    sentiment: 'positive',
  },
  {
    language: 'Igbo',
    lines: [
      'Onye ọrụ: Ndewo, kedu ka m ga-esi nyere gị aka?',
      'Onye ahịa: Enwere m nsogbu, kaadị m anaghị arụ ọrụ.',
      "Onye ọrụ: Anyị ga-akpọ gị n'ime awa 24.",
      'Onye ahịa: Obi adịghị m ụtọ.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'Yoruba',
    lines: [
      'Aṣojú: Ẹ kú àárọ̀, báwo ni mo ṣe lè ràn yín lọ́wọ́?',
      'Oníbàárà: Ìṣòro wà, kàádì mi kò ṣiṣẹ́ láti àná.',
      'Aṣojú: A ó pè yín padà láàrin wákàtí 24.',
      'Oníbàárà: Inú mi kò dùn rárá.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'Twi',
    lines: [
      'Odwumayɛni: Maakye, ɛdeɛn na mentumi nyɛ ama wo?',
      'Adetɔfoɔ: Me kaad no nyɛ adwuma, ɛyɛ ɔhaw kɛseɛ.',
      'Odwumayɛni: Yɛbɛfrɛ wo nnɔnhwerew 24 mu.',
      'Adetɔfoɔ: Medaase.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'positive',
  },
  {
    language: 'Zulu',
    lines: [
      'Ummeleli: Sawubona, ngingakusiza ngani?',
      'Ikhasimende: Nginenkinga, imali idonsiwe kodwa ayifikanga.',
      'Ummeleli: Imali ibuyisiwe, sizokuthumelela i-SMS.',
      'Ikhasimende: Ngiyabonga kakhulu, ngijabulile.',
    ],
    issue: 1,
    action: 2,
    status: 'resolved',
    sentiment: 'positive',
  },
  {
    language: 'Isixhosa',
    lines: [
      'Ummeli: Molo, ndingakunceda ngantoni?',
      'Umthengi: Kukho ingxaki, ikhadi lam alisebenzi kwaye ndinomsindo.',
      'Ummeli: Ndiza kudlulisela le ngxaki kumphathi.',
    ],
    issue: 1,
    action: 2,
    status: 'escalated',
    sentiment: 'negative',
  },
  {
    language: 'Sesotho',
    lines: [
      'Moemedi: Dumela, nka o thusa ka eng?',
      'Moreki: Ke na le bothata, chelete e ntšitsoe empa ha ke a e fumana.',
      'Moemedi: Re tla u letsetsa nakong ea lihora tse 24.',
      'Moreki: Ha ke a thaba ho hang.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'Setswana',
    lines: [
      'Moemedi: Dumela, nka go thusa jang?',
      'Moreki: Ke na le bothata, karata ya me ga e dire.',
      'Moemedi: Bothata bo rarabolotswe, karata e dira jaanong.',
      'Moemedi: Tsweetswee leka gape.',
      'Moreki: Ke a leboga, ke itumetse.',
    ],
    issue: 1,
    action: 3,
    status: 'resolved',
    sentiment: 'positive',
  },
  {
    language: 'Shona',
    lines: [
      'Mumiriri: Mhoro, ndingakubatsirei?',
      'Mutengi: Ndine dambudziko, kadhi rangu hazvishandi.',
      'Mumiriri: Tichakufonera mukati memaawa 24.',
      'Mutengi: Handina kufara nazvo.',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'Kinyarwanda',
    lines: [
      'Umukozi: Muraho, nabafasha iki?',
      'Umukiriya: Mfite ikibazo, amafaranga yanjye yabuze.',
      'Umukozi: Ikibazo cyakemutse, amafaranga yasubijwe.',
      'Umukozi: Tuzakoherereza ubutumwa.',
      'Umukiriya: Murakoze cyane, nishimiye.',
    ],
    issue: 1,
    action: 3,
    status: 'resolved',
    sentiment: 'positive',
  },
  {
    language: 'Amharic',
    lines: [
      'ወኪል: ሰላም፣ እንዴት ልረዳዎት እችላለሁ?',
      'ደንበኛ: ካርዴ ታግዷል፣ ትልቅ ችግር ነው።',
      'ወኪል: በ24 ሰዓት ውስጥ እንደውልልዎታለን።',
      'ደንበኛ: በጣም ተናድጃለሁ።',
    ],
    issue: 1,
    action: 2,
    status: 'pending',
    sentiment: 'negative',
  },
  {
    language: 'Arabic',
    lines: [
      'الموظف: مرحبا، كيف يمكنني مساعدتك؟',
      'العميل: لدي مشكلة، تم خصم المبلغ مرتين من حسابي.',
      'الموظف: سأقوم بتصعيد الشكوى إلى المشرف.',
      'العميل: أنا غير راض عن الخدمة.',
    ],
    issue: 1,
    action: 2,
    status: 'escalated',
    sentiment: 'negative',
  },
];

const afterLabel = (line: string): string => line.slice(line.indexOf(': ') + 2);

describe('structured summaries in every language', () => {
  it('covers all 19 languages', () => {
    expect(CALLS.map((call) => call.language).sort()).toEqual([...LANGUAGE_NAMES].sort());
  });

  it.each(CALLS)('$language: issue, next action, status and sentiment', async (call) => {
    const result = await summarize({
      text: call.lines.join('\n'),
      language: call.language,
      style: 'structured',
    });
    expect(result.structured).toMatchObject({
      customerIssue: afterLabel(call.lines[call.issue]!),
      nextAction: afterLabel(call.lines[call.action]!),
      resolutionStatus: call.status,
      sentiment: call.sentiment,
    });
    // The short summary leads with the customer's issue.
    expect(result.result.startsWith(afterLabel(call.lines[call.issue]!))).toBe(true);
  });
});

describe('the brief example: an unlabelled English report', () => {
  const text =
    'Customer called about a failed transfer of 5000 naira. The agent checked the account. The money was reversed. Customer was happy and thanked the agent.';

  it('is resolved, positive, and the summary leads with the issue', async () => {
    const result = await summarize({ text, language: 'English', style: 'structured' });
    expect(result.structured).toEqual({
      customerIssue: 'Customer called about a failed transfer of 5000 naira.',
      importantEntities: ['5000 naira'],
      nextAction: '',
      resolutionStatus: 'resolved',
      sentiment: 'positive',
      summary: 'Customer called about a failed transfer of 5000 naira. The money was reversed.',
    });
  });

  it('streams the same short and detailed results it returns', async () => {
    for (const style of ['short', 'detailed'] as const) {
      const whole = await summarize({ text, language: 'English', style });
      const sections: string[] = [];
      let streamed = '';
      for await (const event of summarizeStream({ text, language: 'English', style })) {
        if (event.type === 'section') sections.push(event.section.summary);
        else streamed = event.result.result;
      }
      expect(streamed).toBe(whole.result);
      expect(sections.join(' ')).toBe(whole.result);
    }
  });
});

describe('detailed summaries', () => {
  it('keeps ~30% of the sentences in order and drops near-duplicates', async () => {
    const text = [
      'Customer: My card was blocked yesterday at the mall.',
      'Customer: My card was blocked yesterday at the mall again.',
      'Agent: I can see the block on your account.',
      'Agent: It was placed by the fraud system after three wrong PIN attempts.',
      'Agent: The system flags repeated wrong attempts within one hour.',
      'Agent: I have removed the block and the card works now.',
      'Agent: Please change your PIN at any ATM.',
      'Customer: Thank you.',
      'Customer: Can I also raise my daily limit?',
      'Agent: Your daily limit is set by your account type.',
      'Agent: You are welcome.',
      'Agent: Have a good day.',
      'Customer: Bye.',
    ].join('\n');
    const result = await summarize({ text, language: 'English', style: 'detailed' });
    expect(result.result).toBe(
      'My card was blocked yesterday at the mall. It was placed by the fraud system after three wrong PIN attempts. I have removed the block and the card works now. Please change your PIN at any ATM.',
    );
  });
});

describe('negation', () => {
  const sentiments: Array<[LanguageName, string, StructuredSummary['sentiment']]> = [
    ['English', 'I am not happy with this.', 'negative'],
    ['English', 'This is not bad at all.', 'neutral'],
    ['English', 'Good morning, my card number changed.', 'neutral'],
    ['French', 'Je ne suis pas content.', 'negative'],
    ['German', 'Ich bin nicht zufrieden.', 'negative'],
    ['Spanish', 'No estoy contento.', 'negative'],
    ['Italian', 'Non sono soddisfatto.', 'negative'],
    ['Afrikaans', 'Ek is nie tevrede nie.', 'negative'],
    ['Swahili', 'Si furaha kabisa.', 'negative'],
    ['Hausa', 'Ba na jin dadi.', 'negative'],
    ['Hausa', 'Na ji dadi.', 'positive'],
    ['Igbo', 'Obi adịghị m ụtọ.', 'negative'],
    ['Yoruba', 'Inú mi kò dùn.', 'negative'],
    ['Twi', "M'ani nnye.", 'negative'],
    ['Kinyarwanda', 'Ntabwo nishimiye serivisi.', 'negative'],
    ['Shona', 'Handina kufara.', 'negative'],
    ['Zulu', 'Angijabule neze.', 'negative'],
    ['Setswana', 'Ga ke a itumela.', 'negative'],
    ['Amharic', 'ጥሩ አይደለም።', 'negative'],
    ['Arabic', 'أنا لست سعيدا.', 'negative'],
  ];
  it.each(sentiments)('%s: %s -> %s', (language, text, expected) => {
    expect(detectSentiment(text, language)).toBe(expected);
  });

  const statuses: Array<[LanguageName, string, StructuredSummary['resolutionStatus']]> = [
    ['English', 'The money has not been reversed.', 'unresolved'],
    ['English', 'It was broken. The money was reversed.', 'resolved'],
    ['English', 'The agent fixed it. It is still not working.', 'unresolved'],
    ['English', 'We will not escalate this.', 'unknown'],
    ['English', 'We will call you back. Has the money been reversed?', 'pending'],
    ['Swahili', 'Tatizo halijatatuliwa bado.', 'unresolved'],
    ['Kinyarwanda', 'Ntabwo cyakemutse.', 'unresolved'],
    ['Twi', 'Sika no asan aba.', 'resolved'],
  ];
  it.each(statuses)('%s: %s -> %s', (language, text, expected) => {
    expect(detectResolutionStatus(text, language)).toBe(expected);
  });

  const issues: Array<[LanguageName, string, boolean]> = [
    ['English', 'No problem at all.', false],
    ['English', 'There is a problem with my card.', true],
    ['Swahili', 'Hakuna tatizo.', false],
    ['Swahili', 'Nina tatizo na kadi yangu.', true],
    ['Hausa', 'Akwai matsala.', true],
  ];
  it.each(issues)('%s: %s -> issue %s', (language, text, expected) => {
    expect(mentionsIssue(text, language)).toBe(expected);
  });
});

describe('speaker roles', () => {
  const labels: Array<[LanguageName, string, string]> = [
    ['English', 'Customer', 'customer'],
    ['English', 'Customer Service', 'agent'],
    ['English', '[Agent 2]', 'agent'],
    ['Swahili', 'Mteja', 'customer'],
    ['Swahili', 'Wakala', 'agent'],
    ['Hausa', 'Abokin ciniki', 'customer'],
    ['Amharic', 'ደንበኛ', 'customer'],
    ['Arabic', 'الموظف', 'agent'],
    ['French', 'Inconnu', 'unknown'],
  ];
  it.each(labels)('%s: %s -> %s', (language, label, expected) => {
    expect(speakerRoleOf(label, language)).toBe(expected);
  });

  it('infers the other side of a two-speaker call', () => {
    expect(assignRoles(['Ada', 'Customer', 'Ada', ''], 'English')).toEqual([
      'agent',
      'customer',
      'agent',
      'unknown',
    ]);
    expect(assignRoles(['Speaker 1', 'Speaker 2'], 'English')).toEqual(['agent', 'customer']);
  });
});

describe('entities', () => {
  const cases: Array<[string, string[]]> = [
    ['I sent ₦5,000 to [PERSON_NAME] at Access Bank.', ['₦5,000', '[PERSON_NAME]', 'Access Bank']],
    ['Nilituma shilingi 2000, kumbukumbu TRX889123.', ['shilingi 2000', 'TRX889123']],
    ['Customer called about a failed transfer of 5000 naira.', ['5000 naira']],
    ['The fee was KES 250 and the reference is REF-2024-0042.', ['KES 250', 'REF-2024-0042']],
    ['ገንዘቡ 500 ብር ነው።', ['500 ብር']],
  ];
  it.each(cases)('%s', (sentence, expected) => {
    expect(extractEntities([sentence])).toEqual(expected);
  });

  it('keeps German noun capitals out unless they form a name', () => {
    expect(extractEntities(['Meine Karte wurde bei der Deutschen Bank gesperrt.'], 'German')).toEqual([
      'Deutschen Bank',
    ]);
  });
});

describe('a short issue sentence', () => {
  it('takes the sentence of the turn that explains it', async () => {
    const text = [
      'Agent: Thank you for calling, how may I help?',
      'Customer: I have a problem. The ATM swallowed my card at the Ikeja branch this morning.',
      'Agent: Please visit the branch with your ID card tomorrow.',
    ].join('\n');
    const result = await summarize({ text, language: 'English', style: 'structured' });
    expect(result.structured).toMatchObject({
      customerIssue: 'I have a problem. The ATM swallowed my card at the Ikeja branch this morning.',
      nextAction: 'Please visit the branch with your ID card tomorrow.',
      resolutionStatus: 'pending',
      summary:
        'The ATM swallowed my card at the Ikeja branch this morning. Please visit the branch with your ID card tomorrow.',
    });
  });
});

describe('more transcript shapes', () => {
  it('reads French labels written with a space before the colon', async () => {
    const text = [
      'Agent : Bonjour, service client, que puis-je faire pour vous ?',
      "Client : J'ai été débité deux fois de 50 euros pour le même achat.",
      'Agent : Je vais transmettre votre dossier au service compétent.',
      'Client : Merci, mais je suis déçu.',
    ].join('\n');
    const result = await summarize({ text, language: 'French', style: 'structured' });
    expect(result.structured).toEqual({
      customerIssue: "J'ai été débité deux fois de 50 euros pour le même achat.",
      importantEntities: ['50 euros'],
      nextAction: 'Je vais transmettre votre dossier au service compétent.',
      resolutionStatus: 'escalated',
      sentiment: 'mixed',
      summary:
        "J'ai été débité deux fois de 50 euros pour le même achat. Je vais transmettre votre dossier au service compétent.",
    });
  });

  it('summarizes an unlabelled Swahili report, exact forms beating wildcard ones', async () => {
    const text =
      'Mteja alipiga simu kuhusu muamala wa shilingi 20,000 ulioshindwa. Wakala aliangalia akaunti. Pesa zimerudishwa. Mteja alifurahi na akashukuru.';
    const result = await summarize({ text, language: 'Swahili', style: 'structured' });
    expect(result.structured).toMatchObject({
      customerIssue: 'Mteja alipiga simu kuhusu muamala wa shilingi 20,000 ulioshindwa.',
      importantEntities: ['shilingi 20,000'],
      resolutionStatus: 'resolved',
      sentiment: 'positive',
      summary: 'Mteja alipiga simu kuhusu muamala wa shilingi 20,000 ulioshindwa. Pesa zimerudishwa.',
    });
    expect(detectSentiment('Mteja hajafurahi.', 'Swahili')).toBe('negative');
  });
});

describe('texts that are not calls', () => {
  it('keep the TF-IDF picks: no outcome sentence is forced in', async () => {
    const text =
      'The city council met on Monday to discuss the new market. Traders asked for longer opening hours at the new market. The council will publish its decision next week.';
    const result = await summarize({ text, language: 'English', style: 'short' });
    expect(result.result).toBe('The city council met on Monday to discuss the new market.');
  });
});
