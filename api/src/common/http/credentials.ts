// Which credential each route needs, read from the guards the route uses: every guard that checks a
// session or an API key says so once, on its class (ChecksCredentials). Two things follow from that
// one declaration, so they can never disagree with the guards: the OpenAPI document's `security` of
// each operation (openapi.ts), and `Cache-Control: no-store` on every answer of such a route,
// errors included (registerNoStore), since what it answers depends on who asks.
import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** A credential a guard checks; each is the name of its security scheme in the OpenAPI document. */
export type Credential = 'consumer-session' | 'business-session' | 'api-key';

const CREDENTIALS = 'checks-credentials';

/** On a guard class: it admits a request that carries any one of these credentials, and no other. */
export function ChecksCredentials(...credentials: Credential[]): ClassDecorator {
  return (target) => Reflect.defineMetadata(CREDENTIALS, credentials, target);
}

/** The credentials a guard (a class, or an instance of one) checks; none for other guards (limits, Origin). */
function credentialsOf(guard: unknown): Credential[] {
  const type = typeof guard === 'function' ? guard : (guard as object | null)?.constructor;
  return (type && (Reflect.getMetadata(CREDENTIALS, type) as Credential[] | undefined)) ?? [];
}

/** A route of the API as Fastify registers it, with the credentials its guards check. */
export interface RouteCredentials {
  /** GET, POST, ... */
  method: string;
  /** As Fastify registers it: /api/reviews/:id/vote */
  url: string;
  /** Any one of these opens the route; empty for a public route. */
  credentials: Credential[];
}

function joinPath(...parts: string[]): string {
  const path = parts
    .flatMap((p) => p.split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${path}`;
}

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [''] : Array.isArray(value) ? value : [value]);

/** Every route of every controller of the app, under the global prefix, with what its guards check. */
export function routeCredentials(app: INestApplicationContext, globalPrefix: string): RouteCredentials[] {
  const routes: RouteCredentials[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? [];
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as object | undefined;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? [])];
        const credentials = [...new Set(guards.flatMap(credentialsOf))];
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined)) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined)) {
            routes.push({ method: RequestMethod[method], url: joinPath(globalPrefix, base, path), credentials });
          }
        }
      }
    }
  }
  return routes;
}

/** An OpenAPI path (/api/reviews/{id}/vote) as Fastify's route (/api/reviews/:id/vote). */
export function fastifyUrl(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * `Cache-Control: no-store` on every answer of a route whose guards check a session or a key,
 * set as the request arrives so that its refusals (401, 403, 429, a body too large) carry it too,
 * and on every answer that sets a cookie (signing in, out, or up): no browser or shared cache may
 * keep, or hand to the next person, what depends on who asked. Public answers keep their own
 * caching (the widget's, the logos', the hot reads' revalidation). Each listed route must be one
 * Fastify serves, or the app does not start: a route the walk misread would go unprotected.
 */
export function registerNoStore(fastify: FastifyInstance, routes: RouteCredentials[]): void {
  const personal = new Set(routes.filter((r) => r.credentials.length > 0).map((r) => `${r.method} ${r.url}`));
  fastify.addHook('onRequest', (request, reply, done) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (personal.has(`${method} ${request.routeOptions.url}`)) void reply.header('Cache-Control', 'no-store');
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('set-cookie')) void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  fastify.addHook('onReady', (done) => {
    const missing = routes.filter((r) => r.credentials.length > 0 && !fastify.hasRoute({ method: r.method as 'GET', url: r.url }));
    done(missing.length ? new Error(`No Fastify route for ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}: the no-store list cannot be trusted.`) : undefined);
  });
}
