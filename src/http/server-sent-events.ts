/**
 * Server-Sent Events framing for the streaming text endpoints. Event names (docs/http.md):
 * `section` (one finished section), `delta` (a piece of output text), `usage` (the metered
 * usage), `done` (the full result, with `job_id`; always last on success) and `error` (the error
 * body; last on failure). Every `data` is one JSON object.
 *
 * @example
 * ```ts
 * const events = openEventStream(reply.raw);
 * events.send('delta', { text: 'Hello' });
 * events.end();
 * ```
 */
import type { ServerResponse } from 'node:http';

/** The event names of the stream. */
export const SSE_EVENT_NAMES = ['section', 'delta', 'usage', 'done', 'error'] as const;
export type SseEventName = (typeof SSE_EVENT_NAMES)[number];

/** An open event stream. */
export interface EventStream {
  /** Sends one event; ignored once the client is gone. */
  send(event: SseEventName, data: object): void;
  end(): void;
  /** Whether the client is still connected. */
  readonly open: boolean;
}

/** Writes the SSE response head and returns the stream. */
export function openEventStream(response: ServerResponse): EventStream {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
  const isOpen = () => !response.destroyed && !response.writableEnded;
  return {
    send(event, data) {
      if (isOpen()) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (isOpen()) response.end();
    },
    get open() {
      return isOpen();
    },
  };
}
