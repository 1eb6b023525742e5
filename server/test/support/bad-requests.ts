// Requests for every operation of the OpenAPI document, generated with fast-check from the operation's own
// schemas. A request is mostly plausible (values a client would send, edges of the documented ranges
// included) with one part bad: a value at or past a bound, of the wrong type, text PostgreSQL cannot hold,
// a date or an id out of range; or a body that is not JSON at all. Plausible parts get a request past
// validation to the code behind it, where an edge that validation allowed may still break something.
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

/** Dates at and past the edges of the range, impossible days, forms that would need guessing. */
const EDGE_DATES = [
  '0',
  '0000-01-01',
  '-000001-01-01',
  '+010000-01-01',
  '10000-01-01',
  '9999-12-31',
  '2999-12-31',
  '2999-12-31T23:59:59-14:00',
  '1900-01-01',
  '1900-01-01T00:00:00+14:00',
  '1899-12-31',
  '2026-02-30',
  '2026-2-29',
  '2026/02/31',
  '5/1/2026',
  '2026-01-01T25:00:00Z',
];

/** Ids at and past the edges of PostgreSQL integers, negative, fractional, lists of them. */
const EDGE_IDS = [
  '-1',
  '1.5',
  '1e400',
  'NaN',
  String(MAX_INT32),
  String(MAX_INT32 + 1),
  '-2147483649',
  '99999999999999999999',
  '1,2,2147483648',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
];

/** Other text the database or the readers might choke on; query filters with date and id edges. */
const EDGE_TEXT = [
  '',
  ' ',
  'null',
  'true',
  'a\u0000b',
  '\u0000',
  'half \ud83d',
  '\udc00',
  '😀 àé 漢字',
  ...EDGE_DATES.flatMap((date) => [`>=|${date}`, `<=|${date}`]),
  '>|2999-12-31',
  '=|2026-02-30',
  '../../etc/passwd',
  "'; DROP TABLE entries; --",
  '%',
  'x'.repeat(400),
];

const ALL_EDGES = [...EDGE_DATES, ...EDGE_IDS, ...EDGE_TEXT];

/** Edge text, dates and ids as likely as each other. */
const edgeText = fc.oneof(
  fc.constantFrom(...EDGE_DATES),
  fc.constantFrom(...EDGE_IDS),
  fc.constantFrom(...EDGE_TEXT),
);

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
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: edgeText, weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  ];
  if (schema.maxLength !== undefined) {
    const longest = fc.constantFrom('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
    options.push({ arbitrary: longest, weight: 1 });
  }
  // A pattern is what the document says of dates: their edges first, then text the pattern allows.
  if (schema.pattern) {
    options.push(
      { arbitrary: fc.constantFrom(...EDGE_DATES), weight: 4 },
      { arbitrary: matching(schema.pattern), weight: 2 },
    );
  }
  return fc.oneof(...options);
}

/** Values for one schema, mostly out of it: edges, wrong types. */
function badValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongType;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => badValue(alternative, depth + 1)));
  if (schema.allOf?.[0]) return badValue(schema.allOf[0], depth + 1);
  if (schema.enum) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 3 }, wrongType);
  if (schema.const !== undefined)
    return fc.oneof({ arbitrary: fc.constant(schema.const), weight: 3 }, wrongType);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => badValue({ ...schema, type }, depth)));
  const typed = ((): fc.Arbitrary<unknown> => {
    switch (types[0]) {
      case 'object':
        return badObject(schema, depth);
      case 'array':
        return badArray(schema, depth);
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

function badObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const known = fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, badValue(property, depth + 1)])),
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

function badArray(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.prefixItems) {
    return fc.tuple(...schema.prefixItems.map((item) => badValue(item, depth + 1)));
  }
  const maxLength = Math.min((schema.maxItems ?? 4) + 1, 6);
  return fc.array(badValue(schema.items, depth + 1), { maxLength });
}

/** What exists in the workspace under test, for plausible values: its uuids and numeric ids. */
export type Known = { texts: string[]; ids: number[] };

/** Dates a client sends, the edges of the documented range among them. */
const PLAUSIBLE_DATES = [
  '2026-01-01',
  '2026-3-5',
  '2026/3/31',
  '2026-03-05T14:03:22.000Z',
  '2024-02-29',
  '1900-01-01',
  '2999-12-31',
  '2999-12-31T23:59:59.999Z',
];

/** Words of the API's vocabulary and forms of its filters, so plausible text often means something. */
const VOCABULARY = [
  'expenses',
  'incoming',
  'transfer',
  'debit',
  'saving',
  'planned',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'one_shot',
  'recursive',
  'bank',
  'cache',
  'credit-card',
  'voucher',
  'asc',
  'desc',
  'all',
  '0',
  '1',
  'true',
  'false',
  '#1e88e5',
  'Coffee',
  'someone@example.test',
  ...PLAUSIBLE_DATES,
  ...PLAUSIBLE_DATES.flatMap((date) => [`>=|${date}`, `<=|${date}`]),
];

function plausibleString(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  if (schema.pattern) {
    return fc.oneof({ arbitrary: fc.constantFrom(...PLAUSIBLE_DATES), weight: 3 }, matching(schema.pattern));
  }
  const words = [...VOCABULARY, ...known.texts, ...known.ids.map(String)];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...words), weight: 3 },
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(schema.maxLength ?? 20, 20) }),
  );
}

function plausibleNumber(schema: JsonSchema, integer: boolean, known: Known): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1);
  const inRange = (value: number) => value >= low && value <= high;
  // Up to 2001 values from the lowest allowed (or -1000): small counts, and ranges such as the years 1900-2999.
  const smallLow = Math.max(low, -1000);
  const small = fc.integer({ min: smallLow, max: Math.min(high, smallLow + 2000) });
  const edges = [low, high, ...known.ids, 1, 2, 3].filter(inRange);
  if (!integer) {
    return fc.oneof(
      small,
      small.map((whole) => whole + 0.25),
      fc.constantFrom(...edges),
    );
  }
  return edges.length > 0 ? fc.oneof(small, fc.constantFrom(...edges)) : small;
}

/** Values a client would send: within the schema, edges included. */
function plausibleValue(schema: JsonSchema | undefined, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constantFrom<unknown>(null, 1, 'x');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => plausibleValue(alternative, known, depth + 1)));
  if (schema.allOf?.[0]) return plausibleValue(schema.allOf[0], known, depth + 1);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => plausibleValue({ ...schema, type }, known, depth)));
  switch (types[0]) {
    case 'object':
      return plausibleObject(schema, known, depth);
    case 'array':
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => plausibleValue(item, known, depth + 1)));
      }
      return fc.array(plausibleValue(schema.items, known, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return plausibleString(schema, known);
    case 'integer':
      return plausibleNumber(schema, true, known);
    case 'number':
      return plausibleNumber(schema, false, known);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(plausibleString(schema, known), plausibleNumber(schema, true, known));
  }
}

/** A plausible object, two times in three with one of its fields bad (at this level or deeper). */
function plausibleObject(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const values = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, plausibleValue(property, known, depth + 1)]),
    ),
    { requiredKeys: [] },
  );
  if (properties.length === 0) return values;
  const spoiled = fc.option(
    fc
      .constantFrom(...properties)
      .chain(([name, property]) => badValue(property, depth + 1).map((value) => ({ name, value }))),
    { freq: 3 },
  );
  return fc
    .tuple(values, spoiled)
    .map(([object, bad]) => (bad ? { ...object, [bad.name]: bad.value } : object));
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
    .oneof(edgeText, fc.string({ unit: 'grapheme', maxLength: 20 }))
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

/** The declared query parameters with plausible values, two times in three one of them bad. */
function queryString(operation: Operation, known: Known): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const values = fc.tuple(
    ...declared.map((parameter) =>
      fc.option(
        plausibleValue(parameter.schema, known).map((value) => [String(value)]),
        { freq: 2 },
      ),
    ),
  );
  const bad = fc.option(
    fc.tuple(
      fc.nat({ max: Math.max(declared.length - 1, 0) }),
      fc.oneof(
        fc.constant(null),
        fc.tuple(edgeText).map(([text]) => [text]),
        fc.array(edgeText, { minLength: 2, maxLength: 3 }),
      ),
    ),
    { freq: 3 },
  );
  const unknown = fc.option(
    fc.tuple(fc.constantFrom('x', 'filters[unknown]', 'page[]', 'a%00'), fc.constantFrom(...ALL_EDGES)),
    { freq: 4 },
  );
  return fc.tuple(values, bad, unknown).map(([chosen, spoiled, extra]) => {
    const parts: string[] = [];
    declared.forEach((parameter, index) => {
      const texts = spoiled && spoiled[0] === index ? (spoiled[1] ?? []) : (chosen[index] ?? []);
      for (const text of texts) parts.push(`${encodeURIComponent(parameter.name)}=${safeEncode(text)}`);
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

function bodyFor(operation: Operation, known: Known): fc.Arbitrary<Pick<BadRequest, 'body' | 'contentType'>> {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const raw = fc.constantFrom(...RAW_BODIES).map((body) => ({ body, contentType: 'application/json' }));
  const other = fc.constantFrom(
    { body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    { body: '{}', contentType: 'text/plain' },
    { body: undefined, contentType: 'application/json' },
    { body: undefined, contentType: undefined },
  );
  if (!operation.body) {
    return fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, raw, other, badValue(undefined).map(json));
  }
  return fc.oneof(
    { arbitrary: plausibleValue(operation.body, known).map(json), weight: 8 },
    { arbitrary: badValue(operation.body).map(json), weight: 2 },
    raw,
    other,
  );
}

/**
 * Requests for one operation. `realValues` gives path values that exist (a wallet's uuid for a wallet
 * path...), so some requests reach the handler; DELETE operations never get them. `known` feeds plausible
 * values of queries and bodies.
 */
export function badRequests(
  operation: Operation,
  realValues: (operation: Operation, parameter: string) => string | undefined,
  known: Known,
): fc.Arbitrary<BadRequest> {
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const real = (name: string) => (operation.method === 'DELETE' ? undefined : realValues(operation, name));
  return fc
    .tuple(
      fc.tuple(...pathNames.map((name) => pathValue(real(name)))),
      queryString(operation, known),
      bodyFor(operation, known),
    )
    .map(([values, query, body]) => {
      let path = operation.path;
      pathNames.forEach((name, index) => {
        path = path.replace(`{${name}}`, values[index] ?? '');
      });
      return { method: operation.method, url: `${path}${query}`, ...body };
    });
}
