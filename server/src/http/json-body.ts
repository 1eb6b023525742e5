// Many HTTP clients send `content-type: application/json` on every request, a DELETE without a body too.
// Fastify's JSON parser refuses an empty body (400): here an empty body is no body, and the route's schema
// decides whether it needed one. Anything else is parsed by Fastify's own parser, with its protection
// against prototype poisoning.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
