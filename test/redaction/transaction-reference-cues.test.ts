import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

/** The types of the entities that cover `value` in `text`. */
async function typesOf(text: string, language: LanguageName, value: string): Promise<string[]> {
  const { entities } = await analyze({ text, language });
  const start = text.indexOf(value);
  return entities
    .filter((entity) => entity.start < start + value.length && entity.end > start)
    .map((entity) => entity.type);
}

describe('references a call reads out: bills, bookings, receipts, parcels, case files', () => {
  it.each<[LanguageName, string, string]>([
    ['English', 'Your billing number is 55120934 for this month.', '55120934'],
    ['English', 'Note the protocol number 88120457 please.', '88120457'],
    ['Italian', 'Le lascio il numero di protocollo 77410932, va bene?', '77410932'],
    ['Italian', 'Il codice di prenotazione è 66120984.', '66120984'],
    ['German', 'Das Aktenzeichen ist 44190273.', '44190273'],
    ['Spanish', 'Su número de reserva es 33810294.', '33810294'],
    ['French', 'Votre numéro de facture est le 22910384.', '22910384'],
    ['Kinyarwanda', 'nimero ya billing ni 88041277 murakoze', '88041277'],
    ['Isixhosa', 'ndicela inombolo yeodolo 12984471 enkosi', '12984471'],
    ['Zulu', 'inombolo ye receipt 88140026 kulungile', '88140026'],
    ['Amharic', 'የጥያቄ ቁጥርዎ 63209918 ነው', '63209918'],
    ['Setswana', 'Nomoro ya tracking ke 7731029455.', '7731029455'],
    // an application or request about a passport or an ID: its number, not the ID's
    ['Sesotho', 'Ke kentse kopo ea phasepoto. Nomoro ea kopo ke 44120983.', '44120983'],
    ['English', 'Your passport request ID is 77120456.', '77120456'],
    ['French', 'Pour le passeport, le numéro de la demande est 55610293.', '55610293'],
    ['Hausa', 'Lambar aikace-aikacenka ita ce 33019284.', '33019284'],
  ])('%s: %s', async (language, text, value) => {
    expect(await typesOf(text, language, value)).toEqual(['TRANSACTION_ID']);
  });

  it('leaves a phone number after "receipt" to the phone cue', async () => {
    const text = 'I will send the receipt to your phone. Which number? 0803 514 7261.';
    expect(await typesOf(text, 'English', '0803 514 7261')).toEqual(['PHONE_NUMBER']);
  });
});
