/**
 * The shell command that produces a `pytorch-needs-export` catalog model locally (see
 * docs/models.md): the entry's export script and arguments, then `--models-dir <dir>`.
 *
 * @example
 * ```ts
 * exportCommandFor(getCatalogEntry('mms-tts-hau'), '/srv/models');
 * // 'python3 scripts/export/export_mms_tts.py --repository facebook/mms-tts-hau --models-dir /srv/models'
 * ```
 */
import type { CatalogEntry } from './catalog-schema.js';

const SAFE_WORD = /^[A-Za-z0-9._/:=@+-]+$/u;

/** Quotes a word for a POSIX shell when it needs it. */
function shellWord(word: string): string {
  return SAFE_WORD.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The export command of `entry`, or `undefined` when the entry downloads as ONNX. */
export function exportCommandFor(entry: CatalogEntry, modelsDirectory: string): string | undefined {
  if (entry.format !== 'pytorch-needs-export' || entry.export === undefined) return undefined;
  return ['python3', entry.export.script, ...entry.export.arguments, '--models-dir', modelsDirectory]
    .map(shellWord)
    .join(' ');
}
