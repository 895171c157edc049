import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeFfmpeg } from '../../src/transcription/index.js';
import { startTestServer, testServices } from './http-test-server.js';

const SECRET = 'Amaka Okonkwo 08031234567 amaka@example.com';

describe('request logging', () => {
  it('logs requests without bodies, query strings or user text, even when a capability fails quoting it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const services = testServices();
    const server = await startTestServer({
      logger: { level: 'trace', stream },
      services: {
        ...services,
        redact: async ({ text }) => {
          throw new Error(`could not process ${text}`);
        },
      },
    });
    try {
      const requests = [
        server.call('POST', '/api/v1/text/translate', {
          text: SECRET,
          source_language: 'English',
          target_language: 'Hausa',
        }),
        server.call('POST', '/api/v1/text/summarize', { text: SECRET, language: 'English' }),
        server.call('POST', '/api/v1/text/redact', { text: SECRET, language: 'English' }),
        server.call('POST', '/api/v1/text/translate', {
          text: SECRET,
          source_language: 'Nope',
          target_language: 'Hausa',
        }),
        server.call('POST', '/api/v1/tts/synthesize', { text: SECRET, language: 'English' }),
        server.call('GET', `/api/v1/api/tasks?page=1&secret=${encodeURIComponent(SECRET)}`),
      ];
      const statuses = (await Promise.all(requests)).map((response) => response.status);
      expect(statuses).toEqual([200, 200, 500, 422, 200, 200]);
    } finally {
      await server.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(6); // at least one line per request
    // Seven digits of the phone number: four could appear by chance in a logged response time.
    for (const piece of ['Amaka', '0803123', 'example.com', 'secret=', server.token])
      expect(log).not.toContain(piece);
    expect(log).toContain('"path":"/api/v1/text/translate"');
  });

  it('logs one line per request at info level: method, path, status and time', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const server = await startTestServer({ logger: { level: 'info', stream }, services: testServices() });
    try {
      expect((await server.call('GET', '/api/v1/api/tasks?page=1')).status).toBe(200);
    } finally {
      await server.close();
    }
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', path: '/api/v1/api/tasks' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0].responseTime).toBe('number');
  });

  it('logs once at start which ffmpeg decodes uploads: its path, where it was found and its version', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const server = await startTestServer({ logger: { level: 'info', stream } });
    await server.call('GET', '/api/v1/api/tasks');
    await server.close();
    const entries = lines
      .map((line) => JSON.parse(line) as { msg: string; ffmpeg?: unknown })
      .filter((entry) => entry.msg === 'transcription decodes media with this ffmpeg');
    expect(entries.map((entry) => entry.ffmpeg)).toEqual([await describeFfmpeg()]);
  });
});
