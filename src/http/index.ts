/**
 * The HTTP adapter (`langproc/http`): the service contract over Fastify, with accounts, metering,
 * streaming and durable jobs in an embedded SQLite store. See docs/http.md.
 *
 * @example
 * ```ts
 * import { createHttpServer } from 'langproc/http';
 * const server = await createHttpServer({ dataDirectory: './data' });
 * console.log(await server.listen({ port: 8080 }));
 * ```
 */

// The sniffer moved to the core (decodeAudio uses it too); kept here for existing imports.
export {
  ACCEPTED_MEDIA_TYPES,
  type AcceptedMediaType,
  SNIFF_BYTES,
  sniffMediaType,
} from '../transcription/sniff-media-type.js';
// Metering: the price tables and usage objects the adapter bills with.
export { countTextTokens } from '../usage/count-text-tokens.js';
export * from './admin-channel.js';
export * from './api-keys.js';
export type { AudioRedactionSettings } from './audio-redaction-settings.js';
export * from './blob-store.js';
export * from './create-http-server.js';
export * from './create-worker.js';
export * from './data-directory-files.js';
export * from './data-retention.js';
export * from './default-services.js';
export * from './error-response.js';
export * from './http-error.js';
export * from './http-server-options.js';
export * from './keys-request.js';
export * from './metering/index.js';
export * from './openapi.js';
export * from './rate-limiter.js';
export type { RedactionFields } from './redaction-request-fields.js';
export * from './redaction-thread-pool.js';
export * from './server-sent-events.js';
export type * from './services.js';
export * from './start-worker-thread.js';
export * from './store/index.js';
export * from './task-thread-pool.js';
export * from './text-service-result.js';
export * from './thread-tasks.js';
export * from './transcription-language.js';
export * from './upload-file-name.js';
export * from './work-poller.js';
export * from './work-queues.js';
