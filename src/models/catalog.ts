/**
 * The model catalog (`models/catalog.json`): load it (validated), look up a model by id, and
 * find the default model of a task for a language.
 *
 * @example
 * ```ts
 * import { defaultModelFor, getCatalogEntry } from 'langproc';
 * defaultModelFor('translation', 'Hausa').id; // 'nllb-200-distilled-600M'
 * getCatalogEntry('whisper-base').repository; // 'Xenova/whisper-base'
 * getCatalogEntry('nope'); // throws InvalidInputError listing the valid ids
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import type { LanguageName } from '../languages.js';
import {
  buildCatalogSchemas,
  type Catalog,
  type CatalogEntry,
  type CatalogSchemas,
  type ModelTask,
} from './build-catalog-schemas.js';

export { resolveModelsDirectory } from './models-directory.js';

/** Options shared by the catalog functions. */
export interface CatalogOptions {
  /**
   * Path of a catalog file to use instead of the packaged `models/catalog.json`.
   * @default the packaged catalog
   * @example '/etc/langproc/catalog.json'
   */
  catalogPath?: string;
}

// Works from the sources (src/models/) and from the build (dist/src/models/).
const PACKAGED_CANDIDATES = ['../../models/catalog.json', '../../../models/catalog.json'];

/** Path of the catalog shipped with the package. */
export function packagedCatalogPath(): string {
  for (const candidate of PACKAGED_CANDIDATES) {
    const location = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(location)) return location;
  }
  throw new NotFoundError({ message: 'The packaged models/catalog.json was not found.' });
}

const cache = new Map<string, Catalog>();

let catalogSchema: CatalogSchemas['CatalogSchema'] | undefined;

/**
 * The catalog schema, built on first use: zod is required here (synchronously, its CommonJS
 * build) rather than imported, so that importing the root entry does not load zod.
 */
function lazyCatalogSchema(): CatalogSchemas['CatalogSchema'] {
  if (catalogSchema === undefined) {
    const { z } = createRequire(import.meta.url)('zod') as typeof import('zod');
    catalogSchema = buildCatalogSchemas(z).CatalogSchema;
  }
  return catalogSchema;
}

/** Reads and validates a catalog (memoised per path). Throws InvalidInputError when it is malformed. */
export function loadCatalog(options: CatalogOptions = {}): Catalog {
  const location = options.catalogPath ?? packagedCatalogPath();
  const cached = cache.get(location);
  if (cached) return cached;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(location, 'utf8'));
  } catch (error) {
    throw new InvalidInputError({
      message: `Could not read the model catalog at ${location}.`,
      details: { catalogPath: location },
      cause: error,
    });
  }
  const parsed = lazyCatalogSchema().safeParse(raw);
  if (!parsed.success) {
    throw new InvalidInputError({
      message: `The model catalog at ${location} is invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      details: { catalogPath: location },
    });
  }
  const catalog = Object.freeze(parsed.data);
  cache.set(location, catalog);
  return catalog;
}

/** The catalog entry with this id; an unknown id throws InvalidInputError listing the valid ids. */
export function getCatalogEntry(id: string, options: CatalogOptions = {}): CatalogEntry {
  const catalog = loadCatalog(options);
  const entry = catalog.models.find((model) => model.id === id);
  if (entry) return entry;
  const validIds = catalog.models.map((model) => model.id);
  throw new InvalidInputError({
    message: `Unknown model id ${JSON.stringify(id)}. Expected one of: ${validIds.join(', ')}.`,
    details: { validIds },
  });
}

/** The catalog entry with this id, or one whose repository equals it; `undefined` when none. */
export function findCatalogEntry(
  idOrRepository: string,
  options: CatalogOptions = {},
): CatalogEntry | undefined {
  return loadCatalog(options).models.find(
    (model) => model.id === idOrRepository || model.repository === idOrRepository,
  );
}

/** The default model of `task` for `language`; throws NotFoundError when the catalog has none. */
export function defaultModelFor(
  task: ModelTask,
  language: LanguageName,
  options: CatalogOptions = {},
): CatalogEntry {
  const entry = loadCatalog(options).models.find(
    (model) => model.task === task && model.defaultFor.includes(language),
  );
  if (entry) return entry;
  throw new NotFoundError({
    message: `The model catalog has no default ${task} model for ${language}.`,
    details: { task, language },
  });
}
