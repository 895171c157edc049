/**
 * The BlobStore seam: TTS audio goes where the server's blob store puts it, is served from there,
 * and is deleted there when it expires; the default keeps files under the data directory.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/http/blob-store.js';
import { purgeExpiredData } from '../../src/http/data-retention.js';
import { startTestServer, type TestServer } from './http-test-server.js';

/** Blobs in memory, with the calls made. */
function memoryBlobStore(): BlobStore & { blobs: Map<string, Uint8Array>; calls: string[] } {
  const blobs = new Map<string, Uint8Array>();
  const calls: string[] = [];
  return {
    blobs,
    calls,
    async put({ key, data }) {
      calls.push(`put ${key}`);
      blobs.set(`memory:${key}`, data);
      return `memory:${key}`;
    },
    async read(location) {
      calls.push(`read ${location}`);
      return Readable.from([Buffer.from(blobs.get(location)!)]);
    },
    async delete(location) {
      calls.push(`delete ${location}`);
      blobs.delete(location);
    },
  };
}

async function completedTtsJob(server: TestServer): Promise<number> {
  const queued = await server.call('POST', '/api/v1/tts/jobs', {
    text: 'Habari ya asubuhi',
    language: 'Swahili',
  });
  expect(queued.status).toBe(200);
  for (let tries = 0; tries < 600; tries++) {
    const job = await server.call('GET', `/api/v1/tts/jobs/${queued.body.job_id}`);
    if (job.body.status === 'completed') return queued.body.job_id;
    expect(job.body.status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the TTS job did not complete');
}

describe('BlobStore', () => {
  it('keeps, serves and deletes TTS audio through the blob store the server was given', async () => {
    const blobStore = memoryBlobStore();
    const server = await startTestServer({ blobStore });
    const jobId = await completedTtsJob(server);
    const audio = await fetch(`${server.url}/api/v1/tts/jobs/${jobId}/audio`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect([audio.status, Buffer.from(bytes.subarray(0, 4)).toString('latin1')]).toEqual([200, 'RIFF']);
    expect(bytes).toEqual(blobStore.blobs.get(`memory:tts/${jobId}.wav`));
    expect(existsSync(path.join(server.dataDirectory, 'tts'))).toBe(false);
    const report = await purgeExpiredData({
      store: server.server.store,
      retentionMs: 1,
      blobStore,
      now: new Date(Date.now() + 60_000),
    });
    expect(report.audioPaths).toEqual([`memory:tts/${jobId}.wav`]);
    expect(blobStore.calls).toEqual([
      `put tts/${jobId}.wav`,
      `read memory:tts/${jobId}.wav`,
      `delete memory:tts/${jobId}.wav`,
    ]);
    await server.close();
  });

  it('keeps TTS audio as a file under the data directory by default', async () => {
    const server = await startTestServer();
    const jobId = await completedTtsJob(server);
    expect(existsSync(path.join(server.dataDirectory, 'tts', `${jobId}.wav`))).toBe(true);
    await server.close();
  });
});
