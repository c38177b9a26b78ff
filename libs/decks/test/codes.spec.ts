/**
 * Deck codes (docs/deck-codes.md): the grammar, every section of a format written (PSO2 raid: boss, bossDeck),
 * escapes, and a reason for each malformed code. Round trips of every shipped example deck: apps/api/test/deck-codes.e2e.spec.ts.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { decodeDeckCode, encodeDeckCode, isDeckCode, resolveDeckCode } from '../src/codes.js';
import { DeckInputError } from '../src/errors.js';
import type { GameDeckRules } from '../src/types.js';
import { GAMES } from '../../games/index.js';

const pso2 = GAMES.pso2.deckRules as GameDeckRules;
const sve = GAMES['shadowverse-evolve'].deckRules as GameDeckRules;
const payloadOf = (code: string) => inflateSync(Buffer.from(code.split('.')[2]!, 'base64url')).toString('utf8') as string;
const make = (tag: string, payload: string) => `tcg1.${tag}.${deflateSync(Buffer.from(payload, 'utf8')).toString('base64url')}`;
const reason = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DeckInputError) return `${e.reason}:${e.details.codeError}`;
    throw e;
  }
  return undefined;
};

describe('deck codes: encoding', () => {
  it('PSO2 raid (協力レイドバトル): the payload names the format and writes every raid section, boss and bossDeck included, empty ones as "name="', () => {
    const deck = { boss: [{ id: 'SAMPLE-PSO2-B01', count: 1 }], bossDeck: [{ id: 'SAMPLE-PSO2-B02', count: 4 }, { id: 'SAMPLE-PSO2-B03', count: 1 }] };
    const code = encodeDeckCode(pso2, deck, 'raid');
    expect(code).toMatch(/^tcg1\.pso2\.[A-Za-z0-9_-]+$/);
    expect(payloadOf(code)).toBe('raid\nplayer=\nmag=\nmain=\nboss=SAMPLE-PSO2-B01\nbossDeck=SAMPLE-PSO2-B02*4,SAMPLE-PSO2-B03');
    const back = decodeDeckCode(code, pso2);
    expect(back).toEqual({ version: 1, game: 'pso2', format: 'raid', deck: { player: [], mag: [], main: [], ...deck } });
  });

  it('SVE crossover (B-2): both leaders are written in the one leader section of the format', () => {
    const deck = { leader: [{ id: 'A-1', count: 1 }, { id: 'B-1', count: 1 }], main: [{ id: 'C-1', count: 3 }], evolve: [] };
    expect(payloadOf(encodeDeckCode(sve, deck, 'crossover'))).toBe('crossover\nleader=A-1,B-1\nmain=C-1*3\nevolve=');
  });

  it('percent-encodes % , * = and line breaks in ids, and reads them back', () => {
    const deck = { leader: [{ id: 'X%,*=\nY', count: 1 }], main: [{ id: 'AL/PR-0001', count: 2 }], evolve: [] };
    const code = encodeDeckCode(sve, deck);
    expect(payloadOf(code)).toBe('standard\nleader=X%25%2C%2A%3D%0AY\nmain=AL/PR-0001*2\nevolve=');
    expect(decodeDeckCode(code, sve).deck).toEqual(deck);
  });

  it('a section the format does not have is refused when encoding (no silent loss)', () => {
    expect(reason(() => encodeDeckCode(pso2, { boss: [{ id: 'SAMPLE-PSO2-B01', count: 1 }] }, 'standard'))).toBe('BAD_DECK_CODE:SECTION');
  });

  it('resolveDeckCode: the code\'s format unless the request names one; empty sections left for the parser', () => {
    const code = encodeDeckCode(pso2, { boss: [{ id: 'B', count: 1 }], bossDeck: [] }, 'raid');
    expect(resolveDeckCode(pso2, code)).toMatchObject({ input: { boss: [{ id: 'B', count: 1 }] }, format: 'raid' });
    expect(resolveDeckCode(pso2, code, 'standard').format).toBe('standard');
    expect(resolveDeckCode(pso2, '# main\n1 X').input).toBe('# main\n1 X');
    expect(isDeckCode(' tcg1.sve.abc ')).toBe(true);
    expect(isDeckCode('# leader\ntcg1.sve.abc')).toBe(false);
  });
});

describe('deck codes: malformed codes name their reason', () => {
  const good = encodeDeckCode(sve, { leader: [{ id: 'SD01-LD01', count: 1 }], main: [{ id: 'SD01-001', count: 3 }], evolve: [] });
  it.each([
    ['PREFIX', 'tcg1-sve-abc'],
    ['VERSION', good.replace('tcg1.', 'tcg9.')],
    ['GAME', good.replace('.sve.', '.xyz.')],
    ['BASE64', 'tcg1.sve.abc$def'],
    ['BASE64', 'tcg1.sve.a'],
    ['CORRUPT', good.slice(0, -3) + (good.endsWith('AAA') ? 'BBB' : 'AAA')],
    ['CORRUPT', 'tcg1.sve.aGVsbG8'],
    ['SYNTAX', make('sve', 'standard\nleader')],
    ['SYNTAX', make('sve', 'bad format!\nleader=X')],
    ['FORMAT', make('sve', 'nope\nleader=X')],
    ['SECTION', make('sve', 'standard\nboss=X')],
    ['SECTION', make('sve', 'standard\nmain=X\nmain=Y')],
    ['COUNT', make('sve', 'standard\nmain=X*0')],
    ['COUNT', make('sve', 'standard\nmain=X*-1')],
    ['COUNT', make('sve', 'standard\nmain=X*1.5')],
    ['SYNTAX', make('sve', 'standard\nmain=*3')],
  ])('%s: %s', (why, code) => {
    expect(reason(() => decodeDeckCode(code, sve))).toBe(`BAD_DECK_CODE:${why}`);
  });

  it('GAME: a PSO2 code sent to Shadowverse Evolve', () => {
    const code = encodeDeckCode(pso2, { player: [{ id: 'P', count: 1 }] });
    expect(reason(() => decodeDeckCode(code, sve))).toBe('BAD_DECK_CODE:GAME');
  });

  it('CORRUPT: a zip bomb (payload over 100,000 bytes once inflated) is refused', () => {
    expect(reason(() => decodeDeckCode(make('sve', 'standard\nmain=' + 'X'.repeat(200_000)), sve))).toBe('BAD_DECK_CODE:CORRUPT');
  });
});
