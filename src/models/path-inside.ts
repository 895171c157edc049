/**
 * Checks that a path stays inside the models directory before anything is written or deleted
 * there. The catalog's repository ids and file paths are validated already
 * (src/models/repository-id.ts); these checks hold even for an entry built by hand, and
 * {@link assertRealPathInside} also follows symbolic links, so an `<org>` folder linked elsewhere
 * cannot lead a write or a removal out of the directory.
 *
 * @example
 * ```ts
 * resolveInside('/srv/models', 'Xenova', 'whisper-base'); // '/srv/models/Xenova/whisper-base'
 * resolveInside('/srv/models', '..', 'etc'); // throws InvalidInputError
 * await assertRealPathInside('/srv/models', '/srv/models/Xenova/whisper-base');
 * ```
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { InvalidInputError } from '../errors/invalid-input-error.js';

/** Whether `target` is strictly inside `root` (both absolute and normalised). */
function isStrictlyInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function outside(target: string, root: string): InvalidInputError {
  return new InvalidInputError({
    message: `Refused: ${target} is not inside the models directory ${root}.`,
    details: { path: target, modelsDirectory: root },
  });
}

/**
 * `root` joined with `segments`, resolved; throws InvalidInputError unless the result is strictly
 * inside `root`.
 */
export function resolveInside(root: string, ...segments: string[]): string {
  const resolvedRoot = path.resolve(root);
  const target = path.resolve(resolvedRoot, ...segments);
  if (!isStrictlyInside(resolvedRoot, target)) throw outside(target, resolvedRoot);
  return target;
}

/** The real path of `target`, or of its nearest existing ancestor joined with the rest. */
async function realPathOfNearest(target: string): Promise<string> {
  const missing: string[] = [];
  let current = target;
  for (;;) {
    try {
      return path.join(await realpath(current), ...missing.reverse());
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

/**
 * Throws InvalidInputError unless `target`, with symbolic links followed (for a path that does not
 * exist yet: its nearest existing ancestor's), is strictly inside `root`'s real path.
 */
export async function assertRealPathInside(root: string, target: string): Promise<void> {
  const resolvedRoot = path.resolve(root);
  const realRoot = await realPathOfNearest(resolvedRoot);
  if (!isStrictlyInside(realRoot, await realPathOfNearest(path.resolve(target)))) {
    throw outside(path.resolve(target), resolvedRoot);
  }
}
