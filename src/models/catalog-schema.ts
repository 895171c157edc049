/**
 * The shape of `models/catalog.json`, as zod schemas: one entry per downloadable model with its
 * task, languages, hub repository and revision, files (sizes and checksums where known), licence
 * and the languages it is the default for. The schemas are defined in build-catalog-schemas.ts.
 *
 * @example
 * ```ts
 * const catalog = CatalogSchema.parse(JSON.parse(readFileSync('models/catalog.json', 'utf8')));
 * ```
 */
import { z } from 'zod';
import { buildCatalogSchemas } from './build-catalog-schemas.js';

export {
  buildCatalogSchemas,
  type Catalog,
  type CatalogEntry,
  type CatalogExport,
  type CatalogFile,
  type CatalogSchemas,
  MODEL_DTYPES,
  MODEL_FORMATS,
  MODEL_TASKS,
  type ModelDtype,
  type ModelFormat,
  type ModelTask,
} from './build-catalog-schemas.js';

/** The catalog schemas: one file, the export command, one model, the whole catalog file. */
export const { CatalogFileSchema, CatalogExportSchema, CatalogEntrySchema, CatalogSchema } =
  buildCatalogSchemas(z);
