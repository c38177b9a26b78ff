/**
 * The validation pipe's shortcut for `@FlatBody()` DTOs (apps/api/src/common/validation.ts) gives the
 * answers of Nest's stock ValidationPipe (class-transformer + class-validator, whitelist,
 * forbidNonWhitelisted, forbidUnknownValues) on good and bad deck bodies: the same DTO values, the same
 * 400 problem documents. Only the work differs: no deep copy of the 50-entry deck.
 */
import type { ArgumentMetadata } from '@nestjs/common';
import { IsString, ValidateNested } from 'class-validator';
import { validationPipe } from '../src/bootstrap.js';
import { FlatBody } from '../src/common/validation.js';
import { ProblemError } from '../src/common/problem.js';
import { ConvertDeckBody, ValidateDeckBody } from '../src/decks/decks.dto.js';
import { StepMatchBody, ViewMatchBody } from '../src/matches/matches.dto.js';

const deck = { leader: 'SD01-LD01', main: [{ id: 'SD01-001', count: 3 }, { id: 'SD01-002', count: 3 }], evolve: [] };

const BODIES: Array<[string, unknown]> = [
  ['a JSON deck', { deck }],
  ['a text deck with every field', { deck: '# leader\n1 SD01-LD01', format: 'standard', asOf: '2026-11-21', options: { basis: 'class' } }],
  ['no deck', { format: 'standard' }],
  ['deck null', { deck: null }],
  ['deck a number', { deck: 7 }],
  ['deck an array', { deck: [deck] }],
  ['an unknown key', { deck, extra: 1 }],
  ['two unknown keys and a bad asOf', { deck, a: 1, b: { c: 2 }, asOf: '21/11/2026' }],
  ['format 65 characters (max 64)', { deck, format: 'x'.repeat(65) }],
  ['format 64 characters', { deck, format: 'x'.repeat(64) }],
  ['format a number', { deck, format: 3 }],
  ['asOf without the day', { deck, asOf: '2026-11' }],
  ['options an array', { deck, options: ['basis'] }],
  ['options a string', { deck, options: 'basis=class' }],
  ['options null (optional)', { deck, options: null }],
  ['an inherited key: constructor', { deck, constructor: 1 }],
  ['an inherited key: toString', { deck, toString: 'x' }],
  ['an inherited key: hasOwnProperty', { deck, hasOwnProperty: { x: 1 } }],
  ['an empty object', {}],
  ['not an object: a string', 'deck'],
  ['not an object: an array', [{ deck }]],
  ['not an object: null', null],
  ['withNames a string (convert)', { deck, withNames: 'yes' }],
  ['to "xml" (convert)', { deck, to: 'xml' }],
  ['to "text" with names (convert)', { deck, to: 'text', withNames: true }],
];

const openState = { game: 'toy', format: 1, cards: { c1: { id: 'c1', counters: {}, flags: { a: [1, 2] } } }, zones: { z: { cards: ['c1'] } } };
const STEP_BODIES: Array<[string, unknown]> = [
  ['a token and an action', { state: 'VENHUwMBAmsx', action: { type: 'endTurn', player: 0 } }],
  ['an open state, an action with a label, views and a hash', { state: openState, action: { type: 'play', player: 1, card: 'c1', label: { en: 'x' } }, views: 'decider', expectedStateHash: 'fnv1a64:0123456789abcdef' }],
  ['views as seats', { state: 'VENHUwMBAmsx', action: { type: 'x' }, views: [0, 1] }],
  ['views a bad word', { state: 'VENHUwMBAmsx', action: { type: 'x' }, views: 'every' }],
  ['no action', { state: 'VENHUwMBAmsx' }],
  ['action an array', { state: 'VENHUwMBAmsx', action: [1] }],
  ['action null', { state: 'VENHUwMBAmsx', action: null }],
  ['state a number', { state: 7, action: { type: 'x' } }],
  ['state null', { state: null, action: { type: 'x' } }],
  ['state an array', { state: [openState], action: { type: 'x' } }],
  ['a bad expectedStateHash', { state: 'VENHUwMBAmsx', action: { type: 'x' }, expectedStateHash: 'sha1:00' }],
  ['an unknown key', { state: 'VENHUwMBAmsx', action: { type: 'x' }, extra: { y: 1 } }],
  ['an inherited key: constructor', { state: 'VENHUwMBAmsx', action: { type: 'x' }, constructor: 1 }],
  ['an empty object', {}],
  ['not an object: a string', 'state'],
  ['view: a seat', { state: 'VENHUwMBAmsx', player: 0 }],
  ['view: spectator', { state: openState, player: 'spectator' }],
  ['view: a bad viewer', { state: 'VENHUwMBAmsx', player: 'everyone' }],
  ['view: a negative seat', { state: 'VENHUwMBAmsx', player: -1 }],
];

type Outcome = { ok: true; type: string; value: unknown } | { ok: false; status: number; problem: unknown };

async function outcome(flat: boolean, metatype: ArgumentMetadata['metatype'], body: unknown): Promise<Outcome> {
  try {
    // a fresh copy each time (the stock pipe closes array gaps and strips keys in place), made by this
    // realm's JSON.parse like a request body (structuredClone's objects come from another realm under jest)
    const value = await validationPipe({ flatBodies: flat }).transform(JSON.parse(JSON.stringify(body)), { type: 'body', metatype, data: '' });
    return { ok: true, type: (value as object)?.constructor?.name ?? typeof value, value: JSON.parse(JSON.stringify(value ?? null)) };
  } catch (e) {
    if (!(e instanceof ProblemError)) throw e;
    return { ok: false, status: e.status, problem: e.toProblem('/x') };
  }
}

describe('@FlatBody() validation gives the stock ValidationPipe\'s answers', () => {
  it('validates on its own, before any stock pipe has run (class-validator loaded directly)', async () => {
    await expect(validationPipe().transform({ deck: 3 }, { type: 'body', metatype: ValidateDeckBody, data: '' })).rejects.toMatchObject({ status: 400 });
  });

  for (const metatype of [ValidateDeckBody, ConvertDeckBody]) {
    it.each(BODIES)(`${metatype.name}: %s`, async (_label, body) => {
      const fast = await outcome(true, metatype, body);
      const stock = await outcome(false, metatype, body);
      expect(fast).toEqual(stock);
    });
  }

  for (const metatype of [StepMatchBody, ViewMatchBody]) {
    it.each(STEP_BODIES)(`${metatype.name}: %s`, async (_label, body) => {
      const fast = await outcome(true, metatype, body);
      const stock = await outcome(false, metatype, body);
      expect(fast).toEqual(stock);
    });
  }

  it('spot checks: a good body is an instance of the DTO; format of 65 characters and an unknown key are 400s naming them', async () => {
    const good = await validationPipe().transform({ deck, format: 'standard' }, { type: 'body', metatype: ValidateDeckBody, data: '' });
    expect(good).toBeInstanceOf(ValidateDeckBody);
    expect(good).toEqual(Object.assign(new ValidateDeckBody(), { deck, format: 'standard' }));
    // the point of the shortcut: the deck is handed on as parsed, not deep-copied (the stock pipe copies it)
    expect((good as ValidateDeckBody).deck).toBe(deck);
    const copied = await validationPipe({ flatBodies: false }).transform({ deck, format: 'standard' }, { type: 'body', metatype: ValidateDeckBody, data: '' });
    expect((copied as ValidateDeckBody).deck).not.toBe(deck);
    const bad = await outcome(true, ValidateDeckBody, { deck, format: 'x'.repeat(65), extra: 1 });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    const errors = (bad as { problem: { errors: Array<{ path: string; message: string }> } }).problem.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'extra', message: 'property extra should not exist' },
        { path: 'format', message: 'format must be shorter than or equal to 64 characters' },
      ]),
    );
  });

  it('refuses @FlatBody() on a DTO with a nested rule (it would be skipped)', () => {
    class Inner {
      @IsString() name!: string;
    }
    expect(() => {
      @FlatBody()
      class Outer {
        @ValidateNested() inner!: Inner;
      }
      return Outer;
    }).toThrow(/nested validation rules/);
  });
});
