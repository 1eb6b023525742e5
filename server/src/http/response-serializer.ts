// How an answer with a response schema is written. Each route's zod schema is compiled once into a
// fast-json-stringify function (Fastify's own way of writing JSON), which writes only the properties the
// schema names: a field a handler adds by mistake never leaves the server. Checking the answer against the
// zod schema first, and writing zod's copy, cost as much again as writing it (a page of 30 entries: 157 µs
// against 60 µs, over 5,000 writes of each). So production trusts the handlers' types, and the test
// servers check every answer: zod must accept it, and both ways must write the very same text.
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The compiled writer of one route's answers of one status; undefined for a schema fast-json-stringify does
 * not take (an empty tuple, say), whose answers zod writes.
 */
function fastWriter(schema: ZodType): ((data: unknown) => string) | undefined {
  try {
    return fastJson(
      z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as object,
    ) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

/** `checked`: every answer is also checked and written by zod, and must come out the same (tests). */
export function responseSerializerCompiler({ checked }: { checked: boolean }) {
  return (route: SerializerCompiler) => {
    const fast = fastWriter(route.schema as ZodType);
    const strict = zodSerializerCompiler(route);
    if (!fast) return strict;
    if (!checked) return fast;
    return (data: unknown) => {
      const expected = strict(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 500)} where zod wrote ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}
