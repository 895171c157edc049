import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

// text from speech: introductions as they are said in calls
describe('spoken introductions', () => {
  // a one-word signature later in the call is an adverb ("my neighbour thabo here in pretoria")
  it.each<[LanguageName, string]>([
    ['English', 'good morning i have the forms here with me and the parcel too'],
    [
      'English',
      'i called yesterday because my parcel was delivered last week to my neighbour thabo here in pretoria',
    ],
    // after the bare "I am": a description ("je suis retraitée"), a verb or place ("mimi sijui",
    // "ndi mu rugo"), an unlisted word past the call's opening
    ['French', 'allô bonjour madame je suis retraitée et ma pension n est pas arrivée'],
    [
      'French',
      'j ai appelé hier pour la facture du mois dernier et on m a dit d attendre je suis malinque depuis',
    ],
    ['Swahili', 'habari nimefika nje ya geti mimi sijui nyumba yako iko wapi'],
    ['Kinyarwanda', 'muraho ndi mu rugo ubu nashakaga kubaza'],
  ])('%s: %s keeps every word', async (language, text) => {
    expect(buildSpokenView(text, language)).toBeUndefined();
    expect((await redact({ text, language })).result).toBe(text);
  });

  it.each<[LanguageName, string, string, string]>([
    // the caller greets the agent by title, then names themselves
    [
      'Setswana',
      'dumela mma ke kagiso ke dira kwa jwaneng',
      'dumela mma ke Kagiso ke dira kwa jwaneng',
      'dumela mma ke [PERSON_NAME] ke dira kwa jwaneng',
    ],
    [
      'Sesotho',
      'dumela ke karabo ke driver wa takealot ke na le phasela',
      'dumela ke Karabo ke driver wa takealot ke na le phasela',
      'dumela ke [PERSON_NAME] ke driver wa takealot ke na le phasela',
    ],
    [
      'Afrikaans',
      'hallo dis lindiwe van takealot ek bel oor n bestelling',
      'hallo dis Lindiwe van takealot ek bel oor n bestelling',
      'hallo dis [PERSON_NAME] van takealot ek bel oor n bestelling',
    ],
    [
      'Kinyarwanda',
      'muraho mtn mobile money muravugana na eric nabafasha iki',
      'muraho mtn mobile money muravugana na Eric nabafasha iki',
      'muraho mtn mobile money muravugana na [PERSON_NAME] nabafasha iki',
    ],
    // an agent's introduction: a listed name after it, even one that is also a common word
    [
      'English',
      'claims desk good afternoon you are through to thabo i am calling about my car claim',
      'claims desk good afternoon you are through to Thabo i am calling about my car claim',
      'claims desk good afternoon you are through to [PERSON_NAME] i am calling about my car claim',
    ],
    [
      'Sesotho',
      'lumela u buisana le lerato oa vodacom m pesa nka u thusa joang',
      'lumela u buisana le Lerato oa vodacom m pesa nka u thusa joang',
      'lumela u buisana le [PERSON_NAME] oa vodacom m pesa nka u thusa joang',
    ],
    [
      'English',
      "hello payroll office hi it's naledi from the warehouse my salary was short",
      "hello payroll office hi it's Naledi from the warehouse my salary was short",
      "hello payroll office hi it's [PERSON_NAME] from the warehouse my salary was short",
    ],
    // "you're through to" names the company as often: an unlisted word after it alone is no name
    [
      'English',
      "good morning you're through to britam how can i assist you today with the policy",
      // (a brand: the view leaves it in lower case, so there is no view at all)
      "good morning you're through to britam how can i assist you today with the policy",
      "good morning you're through to britam how can i assist you today with the policy",
    ],
    // a greeting of the language addresses the name given just before ("hesi", Shona)
    [
      'Shona',
      'hello hr nepayroll pano ndinonzi kudzai hesi kudzai ndanga ndichida kubvunza',
      'hello hr nepayroll pano ndinonzi Kudzai hesi Kudzai ndanga ndichida kubvunza',
      'hello hr nepayroll pano ndinonzi [PERSON_NAME] hesi [PERSON_NAME] ndanga ndichida kubvunza',
    ],
    // a word of the language's tables glued to the copula is no name ("ngubani", who is it); the
    // name glued after it takes its surname as a cued name does
    [
      'Isixhosa',
      'molo sisi esibhedlele frere ndicela ukubuza ngesigulana inombolo yefayile yakhe igama lakhe ngubani ngunokuthula mbombo umhla wokuzalwa wakhe',
      'molo sisi esibhedlele frere ndicela ukubuza ngesigulana inombolo yefayile yakhe igama lakhe ngubani nguNokuthula Mbombo umhla wokuzalwa wakhe',
      'molo sisi esibhedlele frere ndicela ukubuza ngesigulana inombolo yefayile yakhe igama lakhe ngubani ngu[PERSON_NAME] umhla wokuzalwa wakhe',
    ],
    // a listed name before a one-word signature at the call's opening: the agent's sign-on
    [
      'English',
      'payroll office sipho here hi sipho i am calling about my salary',
      'payroll office Sipho here hi Sipho i am calling about my salary',
      'payroll office [PERSON_NAME] here hi [PERSON_NAME] i am calling about my salary',
    ],
    // the bare "I am": a listed name after it anywhere, an unlisted word of no description's shape
    // at the call's opening (where the speakers name themselves)
    [
      'French',
      'bienvenue chez orange je suis zorvanne que puis je faire pour vous',
      'bienvenue chez orange je suis Zorvanne que puis je faire pour vous',
      'bienvenue chez orange je suis [PERSON_NAME] que puis je faire pour vous',
    ],
    [
      'Swahili',
      'habari nimefika nje ya geti ndiyo mimi zawadi niko hapa nje',
      'habari nimefika nje ya geti ndiyo mimi Zawadi niko hapa nje',
      'habari nimefika nje ya geti ndiyo mimi [PERSON_NAME] niko hapa nje',
    ],
    [
      'Kinyarwanda',
      'muraho ndi eric nashakaga kubaza ku ifatabuguzi',
      'muraho ndi Eric nashakaga kubaza ku ifatabuguzi',
      'muraho ndi [PERSON_NAME] nashakaga kubaza ku ifatabuguzi',
    ],
  ])('%s: %s', async (language, text, view, redacted) => {
    expect(buildSpokenView(text, language)?.text ?? text).toBe(view);
    expect((await redact({ text, language })).result).toBe(redacted);
  });
});
