import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const entry = z.object({
  id: z.number().int(),
  note: z.string().nullable(),
  amount: z.number(),
  wallet: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  kind: z.union([z.literal('expenses'), z.literal('incoming')]),
  planning: z.string().optional(),
});

const writer = (schema: z.ZodType, checked: boolean) =>
  responseSerializerCompiler({ checked })({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const stored = {
  id: 7,
  note: 'coffee "to go" \u2013 €',
  amount: -4.2,
  wallet: { id: 1, name: 'Bank' },
  labels: [{ id: 2, name: 'work' }],
  kind: 'expenses',
};

describe('response serializer', () => {
  it('writes what zod writes, nulls, unions and optional fields included', () => {
    for (const value of [stored, { ...stored, note: null, wallet: null, labels: [], planning: 'monthly' }]) {
      expect(writer(entry, false)(value)).toBe(
        JSON.stringify(z.encode(entry, value as z.infer<typeof entry>)),
      );
      expect(writer(entry, true)(value)).toBe(writer(entry, false)(value));
    }
  });

  it('writes only the fields the schema names', () => {
    const written = JSON.parse(writer(entry, false)({ ...stored, password_hash: 'secret' }));
    expect(written).toEqual(stored);
  });

  it('when checking, refuses an answer zod refuses', () => {
    expect(() => writer(entry, true)({ ...stored, id: 'seven' })).toThrow();
    expect(() => writer(entry, true)({ ...stored, kind: 'transfer' })).toThrow();
  });

  it('leaves to zod a schema fast-json-stringify does not take', () => {
    const settings = z.object({ settings: z.union([z.object({ theme: z.string() }), z.tuple([])]) });
    expect(writer(settings, false)({ settings: [] })).toBe('{"settings":[]}');
    expect(() => writer(settings, false)({ settings: 'none' })).toThrow();
  });
});
