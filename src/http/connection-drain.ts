/**
 * Closes the connections of an HTTP server on shutdown without cutting a response short.
 *
 * Node's `server.close()` calls `closeIdleConnections()`, which destroys a keep-alive connection
 * as soon as its response has been *ended*, even when most of a large body (a WAV of tens of
 * megabytes) still waits in the socket's buffer: the client gets a truncated body. Here a
 * connection counts as idle only when every response on it has been handed to the operating
 * system (`close` after `finish`); idle connections are ended (not destroyed) at once, and each
 * busy one as soon as its last response is out. The server's `closeIdleConnections` is replaced by
 * this, so `server.close()` (and Fastify's `close()`) drain this way.
 *
 * @example
 * ```ts
 * drainConnectionsOnClose(app.server);
 * await app.close(); // in-flight responses are sent whole, then their connections end
 * ```
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Makes `server.close()` end each connection once its responses are fully sent. */
export function drainConnectionsOnClose(server: Server): void {
  const sockets = new Set<Socket>();
  const responsesInFlight = new Map<Socket, number>();
  let draining = false;

  const endIfIdle = (socket: Socket): void => {
    if (!socket.destroyed && !responsesInFlight.has(socket)) socket.end();
  };

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      responsesInFlight.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    responsesInFlight.set(socket, (responsesInFlight.get(socket) ?? 0) + 1);
    // `close` follows `finish` (the whole body handed to the operating system) or an abort
    response.once('close', () => {
      const left = (responsesInFlight.get(socket) ?? 1) - 1;
      if (left > 0) responsesInFlight.set(socket, left);
      else responsesInFlight.delete(socket);
      if (draining) endIfIdle(socket);
    });
  });
  server.closeIdleConnections = () => {
    draining = true;
    for (const socket of sockets) endIfIdle(socket);
  };
}
