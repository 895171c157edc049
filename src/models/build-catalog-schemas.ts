/**
 * The shape of `models/catalog.json`, built from a given zod: one entry per downloadable model
 * with its task, languages, hub repository and revision, files (sizes and checksums where known),
 * licence and the languages it is the default for. catalog-schema.ts builds the public schemas
 * with the ES module zod; `loadCatalog` (catalog.ts) builds them on its first call with zod
 * required synchronously, so that importing the root entry does not load zod.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * const { CatalogSchema } = buildCatalogSchemas(z);
 * const catalog = CatalogSchema.parse(JSON.parse(readFileSync('models/catalog.json', 'utf8')));
 * ```
 */
import type { z as Zod } from 'zod';
import { LANGUAGE_NAMES } from '../languages.js';
import { isRepositoryFilePath, isRepositoryId } from './repository-id.js';

/** Tasks a catalog model serves. */
export const MODEL_TASKS = [
  'translation',
  'summarization',
  'transcription',
  'text-to-speech',
  'ner',
  'voice-activity-detection',
] as const;
/** One of {@link MODEL_TASKS}. */
export type ModelTask = (typeof MODEL_TASKS)[number];

/** Weight precisions a model can be pulled and loaded in. */
export const MODEL_DTYPES = ['fp32', 'q8', 'q4'] as const;
/** One of {@link MODEL_DTYPES}. */
export type ModelDtype = (typeof MODEL_DTYPES)[number];

/**
 * What the hub repository holds: `onnx` (transformers.js layout, `pull` downloads it) or
 * `pytorch-needs-export` (PyTorch weights only: `pull` refuses and prints the local export
 * command of {@link CatalogExportSchema}; `files` then lists what the export writes).
 */
export const MODEL_FORMATS = ['onnx', 'pytorch-needs-export'] as const;
/** One of {@link MODEL_FORMATS}. */
export type ModelFormat = (typeof MODEL_FORMATS)[number];

/** Builds the catalog schemas with `z` (the `z` export of zod, ES module or CommonJS). */
export function buildCatalogSchemas(z: typeof Zod) {
  /** One file of a model, relative to its repository root. */
  const CatalogFileSchema = z.object({
    /** Path inside the repository, e.g. `onnx/encoder_model_quantized.onnx`. */
    path: z
      .string()
      .min(1)
      .refine(
        isRepositoryFilePath,
        'Expected a relative path of names made of letters, digits, "-", "_" and "." (no "." or ".." names).',
      ),
    /** Size in bytes, or `null` when not recorded. */
    size: z.number().int().min(0).nullable(),
    /** Lower-case hex SHA-256, or `null` when not recorded. */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/u)
      .nullable(),
    /** Only needed for this dtype; absent means needed for every dtype. */
    dtype: z.enum(MODEL_DTYPES).optional(),
    /**
     * The size as the hub displays it (e.g. `114 MB`), when the exact byte count is unknown.
     * Informational only (`models list`, docs); never used to check a download.
     */
    approximateSize: z
      .string()
      .regex(/^\d+(\.\d+)? (B|kB|MB|GB)$/u)
      .optional(),
  });

  /** How to produce a `pytorch-needs-export` model locally. */
  const CatalogExportSchema = z.object({
    /** Script path relative to the repository root, e.g. `scripts/export/export_mms_tts.py`. */
    script: z.string().min(1).refine(isRepositoryFilePath, 'Expected a relative path.'),
    /** Arguments before `--models-dir <dir>`, e.g. `['--repository', 'facebook/mms-tts-hau']`. */
    arguments: z.array(z.string()),
  });

  /** One model of the catalog. */
  const CatalogEntrySchema = z.object({
    /** Stable id used on the command line, e.g. `nllb-200-distilled-600M`. */
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/u),
    task: z.enum(MODEL_TASKS),
    description: z.string(),
    /**
     * Hub repository, e.g. `Xenova/nllb-200-distilled-600M`; also the folder under the models
     * directory, so it must be a valid hub id (src/models/repository-id.ts: no `.` or `..` parts).
     */
    repository: z
      .string()
      .refine(
        isRepositoryId,
        'Expected a hub repository id <owner>/<name>: letters, digits, "-", "_" and ".", starting and ending with a letter or digit, no "--" or "..".',
      ),
    /** Branch, tag or commit on the hub. */
    revision: z.string().min(1),
    /** SPDX licence id. */
    license: z.string().min(1),
    /** Shown before download when the licence restricts use (e.g. non-commercial). */
    licenseNotice: z.string().optional(),
    /** Contract language names the model covers. */
    languages: z.array(z.enum(LANGUAGE_NAMES)),
    /** Languages for which this model is the default of its task. */
    defaultFor: z.array(z.enum(LANGUAGE_NAMES)),
    /**
     * Languages of `languages` covered only as a stand-in (a voice of another language reading this
     * one's phonemes: understood, with an accent); never a default.
     */
    standInLanguages: z.array(z.enum(LANGUAGE_NAMES)).optional(),
    dtypes: z.array(z.enum(MODEL_DTYPES)).min(1),
    /** The dtype pulled and loaded when none is given. */
    defaultDtype: z.enum(MODEL_DTYPES),
    files: z.array(CatalogFileSchema).min(1),
    /** Absent means `onnx`. */
    format: z.enum(MODEL_FORMATS).optional(),
    /** Required when `format` is `pytorch-needs-export`. */
    export: CatalogExportSchema.optional(),
  });

  /** The whole catalog file. */
  const CatalogSchema = z
    .object({
      schemaVersion: z.literal(1),
      models: z.array(CatalogEntrySchema),
    })
    .superRefine((catalog, context) => {
      const seen = new Set<string>();
      const defaults = new Set<string>();
      for (const entry of catalog.models) {
        if (seen.has(entry.id))
          context.addIssue({ code: 'custom', message: `Duplicate model id ${entry.id}.` });
        seen.add(entry.id);
        if (entry.format === 'pytorch-needs-export' && entry.export === undefined) {
          context.addIssue({
            code: 'custom',
            message: `Model ${entry.id}: needs an export but has no "export".`,
          });
        }
        if (!entry.dtypes.includes(entry.defaultDtype)) {
          context.addIssue({ code: 'custom', message: `Model ${entry.id}: defaultDtype is not in dtypes.` });
        }
        for (const language of entry.standInLanguages ?? []) {
          if (!entry.languages.includes(language) || entry.defaultFor.includes(language)) {
            context.addIssue({
              code: 'custom',
              message: `Model ${entry.id}: stand-in for ${language}, which it does not cover or is the default for.`,
            });
          }
        }
        for (const language of entry.defaultFor) {
          if (!entry.languages.includes(language)) {
            context.addIssue({
              code: 'custom',
              message: `Model ${entry.id}: default for ${language}, which it does not cover.`,
            });
          }
          const key = `${entry.task}/${language}`;
          if (defaults.has(key)) context.addIssue({ code: 'custom', message: `Two defaults for ${key}.` });
          defaults.add(key);
        }
      }
    });
  return { CatalogFileSchema, CatalogExportSchema, CatalogEntrySchema, CatalogSchema };
}

/** The schemas {@link buildCatalogSchemas} returns. */
export type CatalogSchemas = ReturnType<typeof buildCatalogSchemas>;
export type CatalogFile = Zod.infer<CatalogSchemas['CatalogFileSchema']>;
export type CatalogExport = Zod.infer<CatalogSchemas['CatalogExportSchema']>;
export type CatalogEntry = Zod.infer<CatalogSchemas['CatalogEntrySchema']>;
export type Catalog = Zod.infer<CatalogSchemas['CatalogSchema']>;
