/**
 * Every request body and parameter of seed section 4, with its limits, plus the summarize
 * request that langproc adds.
 *
 * @example
 * ```ts
 * TranslateRequestSchema.parse({ text: 'Sannu', source_language: 'Hausa', target_language: 'English' });
 * ```
 */
import { z } from 'zod';
import { countCodePoints } from '../util/code-points.js';
import { LanguageSchema } from './language.js';
import { PlaceholderTypeSchema, RedactRequestOptionsShape } from './redact-request-options.js';
import { TextDomainSchema } from './text-domain.js';
import { SUMMARY_STYLES } from './text-job.js';

/** The most Unicode code points a TTS request may carry. */
export const TTS_MAX_CODE_POINTS = 10_000;
/** The default page size of list endpoints. */
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page size of list endpoints. */
export const MAX_PAGE_SIZE = 100;

/**
 * White space as JavaScript's `\s` matches it, written out so that the regular expressions of
 * OpenAPI clients in other languages (whose `\s` differs) read the same class.
 */
const WHITE_SPACE_CLASS =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** A text with something other than white space (a blank text is refused as empty). */
export const NOT_BLANK_PATTERN = new RegExp(`[^${WHITE_SPACE_CLASS}]`, 'u');
/** A text without U+0000 (NUL), which no text field accepts (docs/http.md, "Input limits"). */
export const NO_NUL_PATTERN = /^[^\u0000]*$/u;

/** A request text: at least 1 character, not only white space, no NUL. */
function requestText(typeError: z.core.$ZodErrorMap) {
  return z
    .string({ error: typeError })
    .min(1, { error: 'Expected text to have at least 1 character, got an empty string.' })
    .regex(NOT_BLANK_PATTERN, { error: 'Expected text to contain something other than white space.' })
    .regex(NO_NUL_PATTERN, { error: 'Expected text without the character U+0000 (NUL).' });
}

const TextSchema = requestText(
  (issue) =>
    `Expected text to be a string, got ${issue.input === undefined ? 'nothing' : typeof issue.input}.`,
);

/** POST /api/v1/text/redact (4.1), with langproc's optional redaction fields (docs/http.md). */
export const RedactRequestSchema = z.object({
  text: TextSchema,
  language: LanguageSchema,
  domain: TextDomainSchema.default('general'),
  stream: z.boolean().default(false),
  ...RedactRequestOptionsShape,
});
export type RedactRequest = z.infer<typeof RedactRequestSchema>;

/** POST /api/v1/text/translate (4.2). */
export const TranslateRequestSchema = z
  .object({
    text: TextSchema,
    source_language: LanguageSchema,
    target_language: LanguageSchema,
    domain: TextDomainSchema.default('general'),
    stream: z.boolean().default(false),
  })
  .refine((body) => body.source_language !== body.target_language, {
    error: 'Expected target_language to differ from source_language.',
    path: ['target_language'],
  });
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

/** POST /api/v1/text/summarize (added by langproc). */
export const SummarizeRequestSchema = z
  .object({
    text: TextSchema,
    language: LanguageSchema,
    style: z.enum(SUMMARY_STYLES).default('short'),
    domain: TextDomainSchema.default('general'),
    stream: z.boolean().default(false),
  })
  .refine((body) => !(body.stream && body.style === 'structured'), {
    error:
      'Streaming is not supported for structured summaries; use style short or detailed, or stream false.',
    path: ['stream'],
  });
export type SummarizeRequest = z.infer<typeof SummarizeRequestSchema>;

/** A positive integer id in a path, such as job_id (4.3) or task_id (4.7). */
export const IdParameterSchema = z
  .union(
    [
      z.number(),
      // Path ids arrive as text: decimal digits only, so '1e3', '0x10' and ' 7' are refused.
      z
        .string()
        .regex(/^[0-9]+$/u)
        .transform(Number),
    ],
    { error: 'Expected a positive integer id.' },
  )
  .pipe(
    z
      .number({ error: 'Expected a positive integer id.' })
      .int({ error: 'Expected a positive integer id.' })
      .min(1, { error: 'Expected an id of at least 1.' }),
  );

/** GET /api/v1/text/jobs/{job_id} (4.3). */
export const JobIdParametersSchema = z.object({ job_id: IdParameterSchema });

/** GET /api/v1/api/status/{task_id} (4.7). */
export const TaskIdParametersSchema = z.object({ task_id: IdParameterSchema });

/**
 * POST /api/v1/tts/jobs and /api/v1/tts/synthesize (4.4, 4.5): 1..10000 code points. `model_name`
 * (optional, named like the transcription field of 4.6) picks the voice model: `espeak-ng` (the
 * default) or `kokoro-82m`; the server lists what it accepts.
 */
export const TtsRequestSchema = z.object({
  language: LanguageSchema,
  model_name: z.string().min(1).max(120).optional(),
  text: requestText(() => 'Expected text to be a string.').refine(
    (text) => countCodePoints(text) <= TTS_MAX_CODE_POINTS,
    {
      error: (issue) =>
        `Expected text to have at most ${TTS_MAX_CODE_POINTS} Unicode characters, got ${countCodePoints(String(issue.input))}.`,
    },
  ),
});
export type TtsRequest = z.infer<typeof TtsRequestSchema>;

const BooleanFieldSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])])
  .transform(
    (value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'on',
  );

/** The non-file fields of POST /api/v1/api/transcribe (4.6). `language` is free text, default "english". */
export const TranscribeFieldsSchema = z
  .object({
    generate_srt: BooleanFieldSchema.default(false),
    language: z.string().min(1).max(40).default('english'),
    model_name: z.string().min(1).max(120).optional(),
    /** Redact the transcript and SRT and keep a redacted WAV (GET …/status/{task_id}/redacted-audio). */
    redact_audio: BooleanFieldSchema.default(false),
    /** Keep the upload after the task ends (until retention deletes the task). */
    keep_audio: BooleanFieldSchema.default(false),
    /** With `redact_audio`: a 1 kHz tone (default) or silence over each value. */
    mode: z.enum(['bleep', 'silence'], { error: "Expected mode to be 'bleep' or 'silence'." }).optional(),
    /** With `redact_audio` and `mask_gaps=false`: seconds of padding around each value, 0 to 5 (default 0.15). */
    padding: z
      .string()
      .regex(/^[0-9]{1,2}(\.[0-9]{1,3})?$/u, {
        error: 'Expected padding to be a number of seconds from 0 to 5 written in decimal digits (0.25).',
      })
      .transform(Number)
      .pipe(z.number().max(5, { error: 'Expected padding to be a number of seconds from 0 to 5.' }))
      .optional(),
    /** With `redact_audio`: mask up to the audible neighbouring words (default true). */
    mask_gaps: BooleanFieldSchema.optional(),
    /** With `redact_audio`: the types to mask, comma-separated (default every type). */
    entities: z
      .string()
      .max(2000)
      .transform((value) => value.split(',').map((type) => type.trim()))
      .pipe(z.array(PlaceholderTypeSchema).min(1))
      .optional(),
  })
  .superRefine((fields, context) => {
    if (fields.redact_audio) return;
    for (const field of ['mode', 'padding', 'mask_gaps', 'entities'] as const) {
      if (fields[field] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Expected ${field} only with redact_audio=true.`,
        });
      }
    }
  });
export type TranscribeFields = z.infer<typeof TranscribeFieldsSchema>;

/**
 * A query parameter holding a whole number written in decimal digits (`10`, not `1e1`, `0x0a`,
 * `10.0` or ` 10`), or a number when the query was parsed already.
 */
function queryInteger(field: string) {
  const message = `Expected ${field} to be a whole number written in decimal digits.`;
  return z
    .union(
      [
        z.int(),
        z
          .string()
          .regex(/^[0-9]{1,9}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number());
}

/** GET /api/v1/api/tasks (4.8) query: page >= 1, 1 <= page_size <= 100, decimal digits only. */
export const PaginationQuerySchema = z.object({
  page: queryInteger('page')
    .pipe(z.number().min(1, { error: 'Expected page to be at least 1.' }))
    .default(1),
  page_size: queryInteger('page_size')
    .pipe(
      z
        .number()
        .min(1, { error: 'Expected page_size to be at least 1.' })
        .max(MAX_PAGE_SIZE, { error: `Expected page_size to be at most ${MAX_PAGE_SIZE}.` }),
    )
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The list body: `{ items, page, page_size, total, total_pages }`. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1).max(MAX_PAGE_SIZE),
    total: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  });
}

/** The one error body of the HTTP adapter. */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
