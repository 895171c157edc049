/**
 * The OpenAPI 3.1 document of the HTTP adapter, generated from the contract's zod schemas with
 * `z.toJSONSchema`, served at GET /api/v1/openapi.json.
 *
 * @example
 * ```ts
 * const document = buildOpenApiDocument();
 * document.paths['/api/v1/text/redact'].post.requestBody;
 * ```
 */
import { z } from 'zod';
import {
  ErrorBodySchema,
  PaginationQuerySchema,
  pageSchema,
  RedactRequestSchema,
  SummarizeRequestSchema,
  TranslateRequestSchema,
  TtsRequestSchema,
} from '../contract/requests.js';
import { TextJobSchema } from '../contract/text-job.js';
import { TextProcessingResultSchema } from '../contract/text-processing-result.js';
import { TranscribeSubmitResponseSchema, TranscriptionTaskSchema } from '../contract/transcription-task.js';
import { TtsJobRecordSchema, TtsJobSchema } from '../contract/tts-job.js';
import { VERSION } from '../version.js';
import { SSE_EVENT_NAMES } from './server-sent-events.js';

/** A JSON object (an OpenAPI document or one of its parts). */
export type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Malformed request (invalid JSON)',
  '401': 'Missing or invalid API token',
  '402': 'Insufficient balance',
  '404': 'Unknown id, or an id of another account',
  '413': 'Body or upload too large',
  '415': 'Unsupported media type',
  '422': 'Validation failed (unknown language, same languages, empty or too long text, ...)',
  '429': 'Rate limited; see the Retry-After header',
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

function textOperation(summary: string, request: z.ZodType): JsonObject {
  return {
    post: {
      summary,
      requestBody: { required: true, ...json(request, 'input') },
      responses: {
        '200': {
          description: `The text processing result; with "stream": true a text/event-stream of events ${SSE_EVENT_NAMES.join(', ')}.`,
          content: {
            'application/json': { schema: schemaOf(TextProcessingResultSchema, 'output') },
            'text/event-stream': { schema: { type: 'string' } },
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
  schema: { type: 'integer', minimum: 1 },
});

/** The OpenAPI document. */
export function buildOpenApiDocument(): JsonObject {
  const pagination = schemaOf(PaginationQuerySchema, 'input') as { properties: Record<string, JsonObject> };
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
      '/api/v1/text/redact': textOperation('Redact PII', RedactRequestSchema),
      '/api/v1/text/translate': textOperation('Translate', TranslateRequestSchema),
      '/api/v1/text/summarize': textOperation('Summarize', SummarizeRequestSchema),
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
          requestBody: { required: true, ...json(TtsRequestSchema, 'input') },
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
          requestBody: { required: true, ...json(TtsRequestSchema, 'input') },
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
                    file: { type: 'string', format: 'binary' },
                    generate_srt: { type: 'boolean', default: false },
                    language: { type: 'string', default: 'english' },
                    model_name: { type: 'string' },
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
          parameters: Object.entries(pagination.properties).map(([name, schema]) => ({
            name,
            in: 'query',
            required: false,
            schema,
          })),
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
