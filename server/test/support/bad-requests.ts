// Requests for every operation of the OpenAPI document, generated with fast-check from the operation's own
// schemas: values at and past each bound, of the wrong type, text PostgreSQL cannot hold, dates and ids out
// of range, malformed bodies. Mostly wrong, sometimes right, so a request also gets past validation and
// reaches the code behind it.
import fc from 'fast-check';

/** The parts of JSON Schema (as the document has them) the generators read. */
export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** A request ready to send: the path with its values already percent-encoded. */
export type BadRequest = {
  method: string;
  url: string;
  /** Sent as is, with `contentType`; undefined: no body. */
  body?: string;
  contentType?: string;
};

const MAX_INT32 = 2 ** 31 - 1;

/** Text the database or the date and id readers might choke on. */
const EDGE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e400',
  'NaN',
  'null',
  'true',
  String(MAX_INT32),
  String(MAX_INT32 + 1),
  '-2147483649',
  '99999999999999999999',
  'a\u0000b',
  '\u0000',
  'half \ud83d',
  '\udc00',
  '😀 àé 漢字',
  '0000-01-01',
  '-000001-01-01',
  '+010000-01-01',
  '10000-01-01',
  '9999-12-31',
  '2999-12-31',
  '2999-12-31T23:59:59-14:00',
  '1900-01-01',
  '1899-12-31',
  '2026-02-30',
  '2026-2-29',
  '2026/02/31',
  '5/1/2026',
  '2026-01-01T25:00:00Z',
  '>=|0',
  '<=|10000-01-01',
  '>|2999-12-31',
  '<|1900-01-01',
  '=|2026-02-30',
  '1,2,2147483648',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '../../etc/passwd',
  "'; DROP TABLE entries; --",
  '%',
  'x'.repeat(400),
];

const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { a: 1 });

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : undefined);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : undefined);
  const bounds = [low, high].filter((bound): bound is number => bound !== undefined);
  const edges = [
    ...bounds.flatMap((bound) => [bound - 1, bound, bound + 1]),
    0,
    -1,
    0.5,
    1.005,
    MAX_INT32,
    MAX_INT32 + 1,
    -MAX_INT32 - 2,
    2 ** 53,
    1e21,
    -1e308,
    Number.MIN_VALUE,
  ];
  const inside =
    low !== undefined && high !== undefined && Number.isSafeInteger(low) && Number.isSafeInteger(high)
      ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
      : fc.integer({ min: -1000, max: 1000 });
  return fc.oneof(
    fc.constantFrom(...edges),
    inside,
    integer ? fc.integer() : fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** Text matching a pattern; one fast-check cannot generate from adds nothing. */
function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.constant('');
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(...EDGE_TEXT),
    fc.string({ unit: 'binary', maxLength: 30 }),
  ];
  if (schema.maxLength !== undefined) {
    options.push(fc.constantFrom('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1)));
  }
  if (schema.pattern) options.push(matching(schema.pattern));
  return fc.oneof(...options);
}

/** Values for one schema: in and out of it, as above. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongType;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, depth + 1)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], depth + 1);
  if (schema.enum) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 3 }, wrongType);
  if (schema.const !== undefined)
    return fc.oneof({ arbitrary: fc.constant(schema.const), weight: 3 }, wrongType);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, depth)));
  const typed = ((): fc.Arbitrary<unknown> => {
    switch (types[0]) {
      case 'object':
        return objectFor(schema, depth);
      case 'array':
        return arrayFor(schema, depth);
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.oneof(stringArbitrary(schema), numberArbitrary(schema, false), wrongType);
    }
  })();
  return fc.oneof({ arbitrary: typed, weight: 4 }, wrongType);
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const known = fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, valueFor(property, depth + 1)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'x', 'id', 'workspace_id', 'a\u0000'),
    wrongType,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(known, extra).map(([values, more]) => ({ ...more, ...values }));
}

function arrayFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.prefixItems) {
    return fc.tuple(...schema.prefixItems.map((item) => valueFor(item, depth + 1)));
  }
  const maxLength = Math.min((schema.maxItems ?? 4) + 1, 6);
  return fc.array(valueFor(schema.items, depth + 1), { maxLength });
}

/** Bodies no schema describes: broken or odd JSON, a nesting deep enough to break a recursive reader. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"x"',
  '12',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"\\u0000"}`,
  `{"a":"\\ud800"}`,
];

/** A path value as the URL carries it: encoded text, or raw escapes a decoder may refuse. */
function pathValue(real: string | undefined): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(fc.constantFrom(...EDGE_TEXT), fc.string({ unit: 'grapheme', maxLength: 20 }))
    .filter((text) => text !== '')
    .map((text) => {
      try {
        return encodeURIComponent(text);
      } catch {
        return '%ED%A0%80';
      }
    });
  const raw = fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '..%2F..', '%2e%2e', '0x10', '1e3', '-0');
  return real === undefined
    ? fc.oneof(encoded, raw)
    : fc.oneof({ arbitrary: fc.constant(real), weight: 2 }, encoded, raw);
}

function queryString(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = fc.tuple(
    ...declared.map((parameter) =>
      fc.option(
        fc.oneof(
          valueFor(parameter.schema).map((value) => [String(value)]),
          fc.array(fc.constantFrom(...EDGE_TEXT), { minLength: 2, maxLength: 3 }),
        ),
        { freq: 2 },
      ),
    ),
  );
  const unknown = fc.option(
    fc.tuple(fc.constantFrom('x', 'filters[unknown]', 'page[]', 'a%00'), fc.constantFrom(...EDGE_TEXT)),
  );
  return fc.tuple(pairs, unknown).map(([values, extra]) => {
    const parts: string[] = [];
    declared.forEach((parameter, index) => {
      for (const value of values[index] ?? []) {
        parts.push(`${encodeURIComponent(parameter.name)}=${safeEncode(value)}`);
      }
    });
    if (extra) parts.push(`${extra[0]}=${safeEncode(extra[1])}`);
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  });
}

function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function bodyFor(operation: Operation): fc.Arbitrary<Pick<BadRequest, 'body' | 'contentType'>> {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const raw = fc.constantFrom(...RAW_BODIES).map((body) => ({ body, contentType: 'application/json' }));
  const other = fc.constantFrom(
    { body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    { body: '{}', contentType: 'text/plain' },
    { body: undefined, contentType: 'application/json' },
    { body: undefined, contentType: undefined },
  );
  if (!operation.body) {
    return fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, raw, other, valueFor(undefined).map(json));
  }
  return fc.oneof({ arbitrary: valueFor(operation.body).map(json), weight: 8 }, raw, other);
}

/**
 * Requests for one operation. `realValues` gives path values that exist (a wallet's uuid for a wallet
 * path...), so some requests reach the handler; DELETE operations never get them.
 */
export function badRequests(
  operation: Operation,
  realValues: (operation: Operation, parameter: string) => string | undefined,
): fc.Arbitrary<BadRequest> {
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const real = (name: string) => (operation.method === 'DELETE' ? undefined : realValues(operation, name));
  return fc
    .tuple(
      fc.tuple(...pathNames.map((name) => pathValue(real(name)))),
      queryString(operation),
      bodyFor(operation),
    )
    .map(([values, query, body]) => {
      let path = operation.path;
      pathNames.forEach((name, index) => {
        path = path.replace(`{${name}}`, values[index] ?? '');
      });
      return { method: operation.method, url: `${path}${query}`, ...body };
    });
}
