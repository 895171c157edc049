/**
 * The OpenAPI 3.1 document of the HTTP adapter, generated from the contract's zod schemas with
 * `z.toJSONSchema`, served without a token at GET /api/v1/openapi.json. It states the real
 * bounds: text lengths (in code points, as JSON Schema counts), blank and NUL texts refused, the
 * rules between fields (`source_language` differs from `target_language`; no stream of a
 * structured summary), ids from 1 to 2^53 - 1, `page` and `page_size`, the multipart field
 * sizes, and one schema per Server-Sent Event (`event` name and its JSON `data`).
 *
 * @example
 * ```ts
 * const document = buildOpenApiDocument({ maxTextCodePoints: 100_000 });
 * document.paths['/api/v1/text/redact'].post.requestBody;
 * ```
 */
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  ErrorBodySchema,
  MAX_PAGE_SIZE,
  pageSchema,
  RedactRequestSchema,
  SummarizeRequestSchema,
  TranslateRequestSchema,
  TTS_MAX_CODE_POINTS,
  TtsRequestSchema,
} from '../contract/requests.js';
import { TextJobSchema } from '../contract/text-job.js';
import {
  SectionSchema,
  TextProcessingResultSchema,
  UsageSchema,
} from '../contract/text-processing-result.js';
import { TranscribeSubmitResponseSchema, TranscriptionTaskSchema } from '../contract/transcription-task.js';
import { TtsJobRecordSchema, TtsJobSchema } from '../contract/tts-job.js';
import { LANGUAGE_NAMES } from '../languages.js';
import { PLACEHOLDER_TYPES } from '../redaction/placeholder-types.js';
import { VERSION } from '../version.js';
import { DEFAULT_MAX_TEXT_CODE_POINTS, DEFAULT_UPLOAD_LIMIT_BYTES } from './http-server-options.js';
import type { SseEventName } from './server-sent-events.js';

/** Where the document is served (no token needed). */
export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The largest id: ids are JavaScript safe integers. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** The largest `page`: nine decimal digits. */
export const MAX_PAGE = 999_999_999;

/** The server limits the document states. */
export interface OpenApiLimits {
  /** Longest text of redact, translate and summarize, in code points. */
  maxTextCodePoints: number;
  /** Largest transcription upload, in bytes. */
  uploadLimitBytes: number;
}

/** A JSON object (an OpenAPI document or one of its parts). */
export type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Malformed request (invalid JSON or UTF-8, a lone surrogate, nesting or arrays over the limits)',
  '401': 'Missing or invalid API token',
  '402': 'Insufficient balance',
  '404': 'Unknown id, or an id of another account',
  '413': 'Body or upload too large',
  '415': 'Unsupported media type',
  '422': 'Validation failed (unknown language, same languages, empty or too long text, ...)',
  '429':
    'Rate limited, too many open event streams or queued jobs for the account; see the Retry-After header',
  '500': 'Internal error (no internals disclosed)',
  '501': 'Capability not available in this server (not_implemented)',
  '503': 'Model not installed; the message carries the pull command',
};

function errors(): JsonObject {
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  return Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [status, { description, ...body }]),
  );
}

function json(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonObject {
  return { content: { 'application/json': { schema: schemaOf(schema, io) } } };
}

/** The JSON Schema of one Server-Sent Event whose `data` is a JSON value of `schema`. */
function sseEvent(event: SseEventName, schema: z.ZodType): JsonObject {
  return {
    type: 'object',
    required: ['event', 'data'],
    properties: {
      event: { const: event },
      data: {
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: schemaOf(schema, 'output'),
      },
    },
  };
}

/** One event of a text stream (docs/http.md, "Streaming"). */
function textStreamEvent(): JsonObject {
  return {
    oneOf: [
      sseEvent('section', SectionSchema),
      sseEvent('delta', z.object({ text: z.string() })),
      sseEvent('usage', UsageSchema),
      sseEvent('done', TextProcessingResultSchema),
      sseEvent('error', ErrorBodySchema),
    ],
  };
}

/** The request body schema with the text bounded to `maxLength` code points. */
function requestSchema(schema: z.ZodType, maxLength: number, extra: JsonObject = {}): JsonObject {
  const base = schemaOf(schema, 'input') as { properties: Record<string, JsonObject> };
  return {
    ...base,
    properties: { ...base.properties, text: { ...base.properties.text, maxLength } },
    ...extra,
  };
}

function textOperation(summary: string, schema: JsonObject): JsonObject {
  return {
    post: {
      summary,
      requestBody: { required: true, content: { 'application/json': { schema } } },
      responses: {
        '200': {
          description:
            'The text processing result; with "stream": true a text/event-stream, each event one of this schema (docs/http.md, "Streaming").',
          content: {
            'application/json': { schema: schemaOf(TextProcessingResultSchema, 'output') },
            'text/event-stream': { schema: textStreamEvent() },
          },
        },
        ...errors(),
      },
    },
  };
}

const ID_PARAMETER = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
});

const PAGINATION_PARAMETERS = [
  {
    name: 'page',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  },
  {
    name: 'page_size',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
];

/** Translation needs two different languages: no body names the same one twice. */
const DIFFERENT_LANGUAGES = {
  not: {
    anyOf: LANGUAGE_NAMES.map((language) => ({
      properties: { source_language: { const: language }, target_language: { const: language } },
      required: ['source_language', 'target_language'],
    })),
  },
};

/** A structured summary cannot be streamed. */
const NO_STRUCTURED_STREAM = {
  not: {
    properties: { style: { const: 'structured' }, stream: { const: true } },
    required: ['style', 'stream'],
  },
};

/** The OpenAPI document; limits left out are the server's defaults. */
export function buildOpenApiDocument(options: Partial<OpenApiLimits> = {}): JsonObject {
  const limits: OpenApiLimits = {
    maxTextCodePoints: options.maxTextCodePoints ?? DEFAULT_MAX_TEXT_CODE_POINTS,
    uploadLimitBytes: options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES,
  };
  const textLength = limits.maxTextCodePoints;
  return {
    openapi: '3.1.0',
    info: {
      title: 'langproc HTTP API',
      version: VERSION,
      description:
        'Redaction, translation, summarization, text-to-speech and transcription. See docs/http.md.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: schemaOf(ErrorBodySchema, 'output') },
    },
    security: [{ bearer: [] }],
    paths: {
      '/api/v1/text/redact': textOperation('Redact PII', requestSchema(RedactRequestSchema, textLength)),
      '/api/v1/text/translate': textOperation(
        'Translate',
        requestSchema(TranslateRequestSchema, textLength, DIFFERENT_LANGUAGES),
      ),
      '/api/v1/text/summarize': textOperation(
        'Summarize',
        requestSchema(SummarizeRequestSchema, textLength, NO_STRUCTURED_STREAM),
      ),
      '/api/v1/text/jobs/{job_id}': {
        get: {
          summary: 'A text job',
          parameters: [ID_PARAMETER('job_id')],
          responses: { '200': { description: 'The text job', ...json(TextJobSchema) }, ...errors() },
        },
      },
      '/api/v1/tts/synthesize': {
        post: {
          summary: 'Synthesize speech (synchronous)',
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: requestSchema(TtsRequestSchema, TTS_MAX_CODE_POINTS) },
            },
          },
          responses: {
            '200': {
              description: 'PCM WAV audio',
              content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
            },
            ...errors(),
          },
        },
      },
      '/api/v1/tts/jobs': {
        post: {
          summary: 'Queue speech synthesis',
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: requestSchema(TtsRequestSchema, TTS_MAX_CODE_POINTS) },
            },
          },
          responses: { '200': { description: 'The queued job', ...json(TtsJobSchema) }, ...errors() },
        },
      },
      '/api/v1/tts/jobs/{job_id}': {
        get: {
          summary: 'A TTS job',
          parameters: [ID_PARAMETER('job_id')],
          responses: { '200': { description: 'The job record', ...json(TtsJobRecordSchema) }, ...errors() },
        },
      },
      '/api/v1/tts/jobs/{job_id}/audio': {
        get: {
          summary: 'The audio of a completed TTS job',
          parameters: [ID_PARAMETER('job_id')],
          responses: {
            '200': {
              description: 'PCM WAV audio',
              content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
            },
            ...errors(),
          },
        },
      },
      '/api/v1/api/transcribe': {
        post: {
          summary: 'Submit audio or video for transcription',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: {
                    file: {
                      type: 'string',
                      format: 'binary',
                      minLength: 1,
                      description: `Audio or video (WAV, MP3, AAC, Ogg, FLAC, WebM, MP4, M4A, MOV), recognised by its first bytes (415 otherwise); 1 byte to ${limits.uploadLimitBytes} bytes (413 above).`,
                    },
                    generate_srt: { type: 'boolean', default: false },
                    language: { type: 'string', minLength: 1, maxLength: 40, default: 'english' },
                    model_name: { type: 'string', minLength: 1, maxLength: 120 },
                    redact_audio: {
                      type: 'boolean',
                      default: false,
                      description:
                        'Redact spoken PII: result_text and srt_content are redacted and the recording with every PII value bleeped is served at redacted_audio_url. Charged at the redact_audio price per second.',
                    },
                    keep_audio: {
                      type: 'boolean',
                      default: false,
                      description:
                        'Keep the upload after the task ends (served at audio_url) until --retention deletes the task; by default it is deleted once the task is processed.',
                    },
                    mode: {
                      type: 'string',
                      enum: ['bleep', 'silence'],
                      default: 'bleep',
                      description:
                        'With redact_audio=true only (400 otherwise): a 1 kHz tone or silence over each spoken value.',
                    },
                    padding: {
                      type: 'string',
                      pattern: '^[0-9]{1,2}(\\.[0-9]{1,3})?$',
                      default: '0.15',
                      description:
                        'With redact_audio=true only: seconds added before and after each value, 0 to 5, never into an audible neighbouring word. Applies with mask_gaps=false; with gaps masked the mask reaches the neighbouring words anyway.',
                    },
                    mask_gaps: {
                      type: 'boolean',
                      default: true,
                      description:
                        'With redact_audio=true only: mask the silence or unrecognised sound between a value and its audible neighbouring words (recogniser word times are approximate; a number said digit by digit can be given far less time than its speech).',
                    },
                    entities: {
                      type: 'string',
                      pattern: '^[A-Z_]+( *, *[A-Z_]+)*$',
                      maxLength: 2000,
                      description: `With redact_audio=true only: the types to mask, comma-separated (default every type): ${PLACEHOLDER_TYPES.join(', ')}.`,
                      example: 'CARD_NUMBER,PHONE_NUMBER',
                    },
                  },
                },
              },
            },
          },
          responses: {
            '200': { description: 'The queued task', ...json(TranscribeSubmitResponseSchema) },
            ...errors(),
          },
        },
      },
      '/api/v1/api/status/{task_id}': {
        get: {
          summary: 'A transcription task',
          parameters: [ID_PARAMETER('task_id')],
          responses: { '200': { description: 'The task', ...json(TranscriptionTaskSchema) }, ...errors() },
        },
      },
      '/api/v1/api/tasks': {
        get: {
          summary: "The account's transcription tasks, newest first",
          parameters: PAGINATION_PARAMETERS,
          responses: {
            '200': { description: 'One page', ...json(pageSchema(TranscriptionTaskSchema)) },
            ...errors(),
          },
        },
      },
      '/api/v1/api/tasks/{task_id}/audio': {
        get: {
          summary: 'The uploaded media of a task',
          parameters: [ID_PARAMETER('task_id')],
          responses: { '200': { description: 'The uploaded bytes' }, ...errors() },
        },
      },
      '/api/v1/api/status/{task_id}/redacted-audio': {
        get: {
          summary: 'The redacted recording of a completed redact_audio task',
          description:
            "A 16-bit PCM WAV at the upload's sample rate and channel count, every spoken PII value bleeped. Owner only: 404 for another account's task, a task without redact_audio, or one not completed yet (like TTS job audio).",
          parameters: [ID_PARAMETER('task_id')],
          responses: {
            '200': {
              description: 'PCM WAV audio',
              content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
            },
            ...errors(),
          },
        },
      },
      [OPENAPI_PATH]: {
        get: {
          summary: 'This document',
          security: [],
          responses: {
            '200': { description: 'The OpenAPI 3.1 document', content: { 'application/json': {} } },
          },
        },
      },
      '/healthz': {
        get: { summary: 'Liveness', security: [], responses: { '200': { description: 'Alive' } } },
      },
      '/readyz': {
        get: {
          summary: 'Readiness: capabilities, and the models the server loads with whether each is installed',
          security: [],
          responses: {
            '200': { description: 'Ready' },
            '503': { description: 'Not ready (the store fails)' },
          },
        },
      },
    },
  };
}
