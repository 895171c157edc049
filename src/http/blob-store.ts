/**
 * Where the HTTP adapter keeps the audio of TTS jobs: a {@link BlobStore}. The default,
 * {@link createDirectoryBlobStore}, writes files under a folder (the data directory; one folder
 * mounted by every instance and worker when they share a database). An S3-compatible store fits
 * the same three calls (`PutObject`, `GetObject`, `DeleteObject`; docs/http.md, "Next steps").
 * The location a blob store returns is what the store records (`tts_jobs.audio_path`).
 *
 * @example
 * ```ts
 * const blobs = createDirectoryBlobStore({ directory: './data' });
 * const location = await blobs.put({ key: 'tts/1.wav', data: audio }); // './data/tts/1.wav'
 * reply.send(await blobs.read(location));
 * await blobs.delete(location);
 * ```
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './data-directory-files.js';

/** Storage of binary results. */
export interface BlobStore {
  /** Stores `data` under `key` (`tts/<job id>.wav`); resolves the location to record. */
  put(options: { key: string; data: Uint8Array }): Promise<string>;
  /** The blob at `location`, as a stream. */
  read(location: string): Promise<Readable>;
  /** Deletes the blob at `location`; nothing when it is already gone. */
  delete(location: string): Promise<void>;
}

/** Blobs as files under `directory` (mode 0600, folders 0700); locations are file paths. */
export function createDirectoryBlobStore(options: { directory: string }): BlobStore {
  return {
    async put({ key, data }) {
      const location = path.join(options.directory, key);
      await mkdir(path.dirname(location), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      await writeFile(location, data, { mode: PRIVATE_FILE_MODE });
      return location;
    },
    async read(location) {
      return createReadStream(location);
    },
    async delete(location) {
      await rm(location, { force: true });
    },
  };
}
