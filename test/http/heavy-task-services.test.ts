import { afterAll, describe, expect, it } from 'vitest';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { createDefaultServices } from '../../src/http/default-services.js';
import type { HttpServices, TextServiceStreamEvent } from '../../src/http/services.js';
import { ADVERSARIAL_TEXTS } from '../summarization/adversarial-texts.js';
import { emptyModelsDirectory } from './http-test-server.js';

const TEST_TIMEOUT_MS = 60_000;
const CALL = `Agent: Good morning, thank you for calling First Bank. How can I help you?
Customer: My card was blocked after I tried to pay at the Shoprite in Lagos yesterday.
Customer: I was charged 25,000 naira twice and I am very frustrated.
Agent: I will raise a dispute for the duplicate charge and unblock the card now.
Agent: The refund will be processed within 48 hours and we will call you back.`;
/** Long enough that a summary or synthesis takes many turns of the event loop. */
const LONG_TEXT = ADVERSARIAL_TEXTS.repeatedComplaint(400_000);
const LONG_SPEECH = 'The refund will be processed within two days. '.repeat(200);

const threaded = createDefaultServices({ modelsDirectory: emptyModelsDirectory(), taskThreads: 1 });
const inline = createDefaultServices({ modelsDirectory: emptyModelsDirectory(), taskThreads: 0 });
afterAll(async () => {
  await Promise.all([threaded.close?.(), inline.close?.()]);
});

async function collect(events: AsyncIterable<TextServiceStreamEvent>): Promise<TextServiceStreamEvent[]> {
  const collected: TextServiceStreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

/** The same result with the processing time zeroed (it differs from run to run). */
function timeless<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (key, field) => (key === 'processing_time' ? 0 : field)));
}

/**
 * Whether the event loop turned (a timer set after the call fired) before the call settled: true
 * when the work runs on another thread, false when it holds the main one.
 */
async function loopTurnsDuring(start: () => Promise<unknown>): Promise<boolean> {
  let settled = false;
  const work = start().finally(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const turned = !settled;
  await work;
  return turned;
}

describe('the default services on heavy-task threads', () => {
  it('summarize gives the result of the main thread', { timeout: TEST_TIMEOUT_MS }, async () => {
    const call = { text: CALL, language: 'English', style: 'structured', domain: 'banking' } as const;
    expect(timeless(await threaded.summarize!(call))).toEqual(timeless(await inline.summarize!(call)));
  });

  it('summarizeStream gives the events of the main thread', { timeout: TEST_TIMEOUT_MS }, async () => {
    const call = {
      text: LONG_TEXT.slice(0, 30_000),
      language: 'English',
      style: 'short',
      domain: 'general',
    } as const;
    const events = await collect(threaded.summarizeStream!(call));
    expect(events.filter((event) => event.type === 'section').length).toBeGreaterThan(1);
    expect(timeless(events)).toEqual(timeless(await collect(inline.summarizeStream!(call))));
  });

  it('redactStream gives the deltas and result of the main thread', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const call = {
      text: 'Call Amaka on 0803 123 4567 or amaka@example.com.',
      language: 'English',
      domain: 'general',
    } as const;
    const threadedEvents = timeless(await collect(threaded.redactStream!(call)));
    const inlineEvents = timeless(await collect(inline.redactStream!(call)));
    const result = (events: TextServiceStreamEvent[]) => {
      const last = events.at(-1)!;
      if (last.type !== 'result') throw new Error('no result');
      const { result_structured: _structured, ...fields } = last.result as Record<string, unknown>;
      return fields;
    };
    expect(threadedEvents.slice(0, -1)).toEqual(inlineEvents.slice(0, -1));
    // the thread sends the fields of the HTTP result only
    const { entities: _entities, warnings: _warnings, ...inlineFields } = result(inlineEvents);
    expect(result(threadedEvents)).toEqual(inlineFields);
  });

  it('synthesize gives the audio of the main thread', { timeout: TEST_TIMEOUT_MS }, async () => {
    const call = { text: 'Habari ya asubuhi.', language: 'Swahili' } as const;
    const [fromThread, fromMain] = [await threaded.synthesize!(call), await inline.synthesize!(call)];
    expect(fromThread.audio).toEqual(fromMain.audio);
    const {
      audio: _audio,
      warnings: _warnings,
      ...fields
    } = fromMain as typeof fromMain & { warnings: unknown };
    expect({ ...fromThread, audio: undefined }).toEqual({ ...fields, audio: undefined });
  });

  it.each<[string, (services: HttpServices) => Promise<unknown>]>([
    [
      'summarize',
      (services) =>
        services.summarize!({ text: LONG_TEXT, language: 'English', style: 'structured', domain: 'general' }),
    ],
    [
      'summarizeStream',
      (services) =>
        collect(
          services.summarizeStream!({
            text: LONG_TEXT,
            language: 'English',
            style: 'short',
            domain: 'general',
          }),
        ),
    ],
    ['synthesize', (services) => services.synthesize!({ text: LONG_SPEECH, language: 'English' })],
    [
      'redactStream',
      (services) =>
        collect(services.redactStream!({ text: LONG_TEXT, language: 'English', domain: 'general' })),
    ],
  ])('%s leaves the event loop free while it runs', { timeout: TEST_TIMEOUT_MS }, async (_name, start) => {
    expect(await loopTurnsDuring(() => start(threaded))).toBe(true);
  });

  it('on the main thread (taskThreads 0) a summary holds the event loop until it ends', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    expect(
      await loopTurnsDuring(() =>
        inline.summarize!({ text: LONG_TEXT, language: 'English', style: 'structured', domain: 'general' }),
      ),
    ).toBe(false);
  });

  it('an abort stops a running synthesis at once (its thread is terminated)', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const controller = new AbortController();
    const running = threaded.synthesize!({
      text: LONG_SPEECH,
      language: 'English',
      abortSignal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect(AbortedError.isInstance(await running.catch((error: unknown) => error))).toBe(true);
    // the next task gets a fresh thread
    expect((await threaded.synthesize!({ text: 'Hello.', language: 'English' })).modelName).toBe('espeak-ng');
  });
});
