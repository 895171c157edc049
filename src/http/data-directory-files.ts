/**
 * The files of a data directory besides the database: uploads waiting for transcription
 * (`uploads/`) and synthesized audio of TTS jobs (`tts/`). Every file is written with mode 0600 in
 * folders of mode 0700: they hold personal data (voices, spoken text).
 *
 * On start, {@link tidyDataDirectoryFiles} deletes the files the store no longer refers to (an
 * upload whose task was processed or failed while the process was killed, audio of a purged
 * job) and restricts the modes of files written by older versions.
 *
 * @example
 * ```ts
 * await mkdir(uploadDirectory(dataDirectory), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
 * await tidyDataDirectoryFiles({ store, dataDirectory }); // { removed: 2 }
 * ```
 */
import { chmod, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from './store/store.js';

/** Mode of every file the server writes (owner read and write only). */
export const PRIVATE_FILE_MODE = 0o600;
/** Mode of every folder the server creates. */
export const PRIVATE_DIRECTORY_MODE = 0o700;

/** Where uploads wait for transcription. */
export function uploadDirectory(dataDirectory: string): string {
  return path.join(dataDirectory, 'uploads');
}

/** Where the audio of TTS jobs is kept until the job expires. */
export function audioDirectory(dataDirectory: string): string {
  return path.join(dataDirectory, 'tts');
}

async function fileNames(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch {
    return [];
  }
}

/**
 * Deletes every file of `uploads/` and `tts/` the store does not refer to and sets the modes of
 * the others. Run it before the server takes requests: an upload still being received is not yet
 * in the store. Resolves how many files were deleted.
 */
export async function tidyDataDirectoryFiles(options: {
  store: Store;
  dataDirectory: string;
}): Promise<{ removed: number }> {
  const referenced = await options.store.listReferencedFiles();
  const folders = [
    { directory: uploadDirectory(options.dataDirectory), keep: referenced.uploadPaths },
    { directory: audioDirectory(options.dataDirectory), keep: referenced.audioPaths },
  ];
  let removed = 0;
  for (const { directory, keep } of folders) {
    // Stored paths may be relative to another working directory: compare file names.
    const kept = new Set(keep.map((location) => path.basename(location)));
    const names = await fileNames(directory);
    if (names.length === 0) continue;
    await chmod(directory, PRIVATE_DIRECTORY_MODE);
    for (const name of names) {
      const location = path.join(directory, name);
      if (kept.has(name)) {
        await chmod(location, PRIVATE_FILE_MODE);
      } else {
        await rm(location, { recursive: true, force: true });
        removed += 1;
      }
    }
  }
  return { removed };
}
