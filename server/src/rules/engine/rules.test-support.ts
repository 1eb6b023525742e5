// Subjects and rules for the engine's tests. Rules go through the contract, as the server's do, so a test
// cannot run a rule the API would refuse.
import { type RuleStage, ruleBodySchema } from '@bc/api';
import { type CompiledRule, compileRule } from './compile.ts';
import type { RuleSubject } from './subject.ts';

/** An expense at a supermarket, paid by card: what most tables start from. */
export const GROCERIES: RuleSubject = {
  payee: 'Esselunga Milano',
  bankText: 'CARD 4411 ESSELUNGA MI 0392',
  note: 'Spesa settimanale',
  amountCents: -4250,
  walletId: 1,
  categoryId: 10,
  labelIds: [5, 6],
  type: 'expense',
  currency: 'EUR',
  date: '2026-02-28',
  excludeFromStats: false,
  transferWalletId: null,
};

export const subjectWith = (changes: Partial<RuleSubject>): RuleSubject => ({ ...GROCERIES, ...changes });

export interface TestRule {
  id: number;
  stage?: RuleStage;
  position?: number;
  conditions: unknown;
  actions: unknown;
}

export function rule({ id, stage = 'normal', position = id, conditions, actions }: TestRule): CompiledRule {
  const body = ruleBodySchema.parse({ name: `Rule ${id}`, stage, conditions, actions });
  return compileRule({ ...body, id, position });
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same fixture on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
