/**
 * 405 for a known path asked with a method it does not serve, with the `Allow` header listing
 * the methods it does (RFC 9110 §15.5.6). Routes are collected as they are registered; the
 * not-found handler asks {@link KnownRoutes.allowedMethods} before answering 404.
 *
 * @example
 * ```ts
 * const routes = collectKnownRoutes(app); // before the routes are registered
 * app.get('/api/v1/text/jobs/:job_id', handler);
 * routes.allowedMethods('/api/v1/text/jobs/7'); // ['GET', 'HEAD']
 * routes.allowedMethods('/nowhere'); // undefined
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** The routes of a server, by path pattern. */
export interface KnownRoutes {
  /** The methods served on `path` (no query string), sorted; `undefined` for an unknown path. */
  allowedMethods(path: string): string[] | undefined;
}

interface RoutePattern {
  pattern: RegExp;
  methods: Set<string>;
}

/** A pattern matching the paths of a Fastify route URL (`:name` is one path segment). */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/gu, (match) => `\\${match}`),
    )
    .join('/');
  return new RegExp(`^${source}$`, 'u');
}

/** Collects every route registered on `app` from now on. */
export function collectKnownRoutes(app: FastifyInstance): KnownRoutes {
  const routes = new Map<string, RoutePattern>();
  app.addHook('onRoute', (route) => {
    let entry = routes.get(route.url);
    if (entry === undefined) {
      entry = { pattern: patternOf(route.url), methods: new Set() };
      routes.set(route.url, entry);
    }
    for (const method of [route.method].flat()) {
      entry.methods.add(method);
      // Fastify answers HEAD on every GET route
      if (method === 'GET') entry.methods.add('HEAD');
    }
  });
  return {
    allowedMethods(path) {
      const methods = new Set<string>();
      for (const { pattern, methods: served } of routes.values()) {
        if (pattern.test(path)) for (const method of served) methods.add(method);
      }
      return methods.size === 0 ? undefined : [...methods].sort();
    },
  };
}

/** The 405 error of a path that serves `allowed`. */
export function methodNotAllowed(allowed: readonly string[]): HttpError {
  return new HttpError({
    status: 405,
    code: 'method_not_allowed',
    message: `This path does not serve this method; it serves ${allowed.join(', ')}.`,
    details: { allowed },
    headers: { allow: allowed.join(', ') },
  });
}
