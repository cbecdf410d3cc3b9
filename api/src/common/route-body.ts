import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How one route reads its body, when it differs from the API's JSON-only, CONTACT_BODY_LIMIT_BYTES default. */
export interface RouteBodyOptions {
  /** Bytes; a larger body is a 413 before it is read whole. */
  bodyLimit?: number;
  /** `text/plain` is read as JSON too (what `navigator.sendBeacon` sends with a string). */
  plainTextIsJson?: boolean;
}

const ROUTE_BODY_KEY = 'routeBody';

/** Nest cannot set a Fastify route's body limit: the options ride in the route's config. */
export const RouteBody = (options: RouteBodyOptions) => RouteConfig({ [ROUTE_BODY_KEY]: options });

export function routeBodyOf(request: FastifyRequest): RouteBodyOptions {
  const config: unknown = request.routeOptions.config;
  const options = typeof config === 'object' && config !== null ? Reflect.get(config, ROUTE_BODY_KEY) : undefined;
  return typeof options === 'object' && options !== null ? (options as RouteBodyOptions) : {};
}

/** Gives each route registered from now on the body limit its RouteBody names (before Nest registers them). */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const config: unknown = route.config;
    const options = typeof config === 'object' && config !== null ? Reflect.get(config, ROUTE_BODY_KEY) : undefined;
    const bodyLimit: unknown =
      typeof options === 'object' && options !== null ? Reflect.get(options, 'bodyLimit') : undefined;
    if (typeof bodyLimit === 'number') route.bodyLimit = bodyLimit;
  });
}
