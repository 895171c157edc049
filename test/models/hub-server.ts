/**
 * A local HTTP server in the hub's URL layout (`/<org>/<name>/resolve/<revision>/<path>`) for
 * pull tests: serves in-memory files, honours `Range`, can require a token, and can cut a
 * response short to simulate an interrupted download.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HubServer {
  url: string;
  /** Every request: path, range header and authorization header. */
  requests: Array<{ path: string; range: string | undefined; authorization: string | undefined }>;
  /** Paths (in the URL) whose next response is cut after this many bytes. */
  cutNext: Map<string, number>;
  close(): Promise<void>;
}

export async function startHubServer(
  files: Record<string, Buffer>,
  options: { token?: string; ignoreRange?: boolean } = {},
): Promise<HubServer> {
  const requests: HubServer['requests'] = [];
  const cutNext = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requests.push({
      path: urlPath,
      range: request.headers.range,
      authorization: request.headers.authorization,
    });
    if (options.token !== undefined && request.headers.authorization !== `Bearer ${options.token}`) {
      response.writeHead(401).end();
      return;
    }
    const body = files[urlPath];
    if (!body) {
      response.writeHead(404).end('Entry not found');
      return;
    }
    let start = 0;
    const range = /^bytes=(\d+)-$/u.exec(request.headers.range ?? '');
    if (range && !options.ignoreRange) {
      start = Number(range[1]);
      if (start >= body.length) {
        response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      response.writeHead(206, {
        'content-length': body.length - start,
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      });
    } else {
      response.writeHead(200, { 'content-length': body.length });
    }
    const cut = cutNext.get(urlPath);
    if (cut !== undefined) {
      cutNext.delete(urlPath);
      response.write(body.subarray(start, start + cut), () => response.destroy());
      return;
    }
    response.end(body.subarray(start));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cutNext,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
