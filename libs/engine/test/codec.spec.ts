/**
 * Sealed codec: round trip, rotation, and every kind of tampering is refused with a typed error.
 */
import fc from 'fast-check';
import { canonicalJson, EngineError, peekToken, seal, unseal, type GameState, type Keyring } from '../src/index.js';
import { playRandom } from './helpers.js';

const k1 = { kid: 'k1', key: Buffer.alloc(32, 1) };
const k2 = { kid: 'k2', key: Buffer.alloc(32, 2) };
const ring: Keyring = [k1];

const toBytes = (t: string) => Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const toToken = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e.code;
    throw e;
  }
  return 'NO_ERROR';
}

const g = playRandom('codec-1');
const states: GameState[] = [g.initial, ...g.steps.filter((_, i) => i % 7 === 0).map((s) => s.after), g.final];

describe('sealed codec', () => {
  test('every state round-trips byte-identically (canonical JSON)', () => {
    for (const st of states) {
      const token = seal(st, ring);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(canonicalJson(unseal(token, ring, 'toy'))).toBe(canonicalJson(st));
    }
  });

  test('the header names format 1, the key id and the game; the payload is compressed', () => {
    const st = states[3]!;
    const token = seal(st, ring);
    const head = peekToken(token);
    expect(head).toMatchObject({ format: 1, alg: 1, kid: 'k1', game: 'toy' });
    expect(toBytes(token).length).toBeLessThan(canonicalJson(st).length / 2);
  });

  test('two seals of one state differ (random IV) but open to the same state', () => {
    const a = seal(states[1]!, ring);
    const b = seal(states[1]!, ring);
    expect(a).not.toBe(b);
    expect(canonicalJson(unseal(a, ring, 'toy'))).toBe(canonicalJson(unseal(b, ring, 'toy')));
  });

  test('key rotation: the first key seals, any key of the ring opens', () => {
    const old = seal(states[2]!, [k1]);
    const rotated: Keyring = [k2, k1];
    expect(canonicalJson(unseal(old, rotated, 'toy'))).toBe(canonicalJson(states[2]));
    const fresh = seal(states[2]!, rotated);
    expect(peekToken(fresh).kid).toBe('k2');
    expect(code(() => unseal(fresh, [k1], 'toy'))).toBe('TOKEN_UNKNOWN_KEY');
  });

  test('a foreign key with the same id -> TOKEN_TAMPERED; another game -> TOKEN_WRONG_GAME', () => {
    const token = seal(states[2]!, ring);
    expect(code(() => unseal(token, [{ kid: 'k1', key: Buffer.alloc(32, 9) }], 'toy'))).toBe('TOKEN_TAMPERED');
    expect(code(() => unseal(token, ring, 'shadowverse-evolve'))).toBe('TOKEN_WRONG_GAME');
  });

  test('rewriting the game slug in the header (to pass the game check) breaks authentication', () => {
    const token = seal({ ...states[2]!, game: 'toz' } as GameState, ring);
    const bytes = toBytes(token);
    const at = bytes.indexOf(Buffer.from('toz'));
    bytes.write('toy', at, 'ascii');
    expect(code(() => unseal(toToken(bytes), ring, 'toy'))).toBe('TOKEN_TAMPERED');
  });

  test('any single bit flip is refused with a typed token error', () => {
    const token = seal(states[4]!, ring);
    const bytes = toBytes(token);
    const allowed = new Set(['TOKEN_TAMPERED', 'TOKEN_MALFORMED', 'TOKEN_TRUNCATED', 'TOKEN_VERSION', 'TOKEN_UNKNOWN_KEY', 'TOKEN_WRONG_GAME']);
    fc.assert(
      fc.property(fc.nat({ max: bytes.length * 8 - 1 }), (bit) => {
        const b = Buffer.from(bytes);
        b[bit >> 3] ^= 1 << (bit & 7);
        expect(allowed.has(code(() => unseal(toToken(b), ring, 'toy')))).toBe(true);
      }),
      { seed: 17, numRuns: 300 },
    );
    // header bytes map to their specific errors
    const flip = (i: number) => {
      const b = Buffer.from(bytes);
      b[i] ^= 0x01;
      return toToken(b);
    };
    expect(code(() => unseal(flip(0), ring, 'toy'))).toBe('TOKEN_MALFORMED'); // magic
    expect(code(() => unseal(flip(4), ring, 'toy'))).toBe('TOKEN_VERSION'); // format
    expect(code(() => unseal(flip(bytes.length - 1), ring, 'toy'))).toBe('TOKEN_TAMPERED'); // tag
    expect(code(() => unseal(flip(bytes.length - 40), ring, 'toy'))).toBe('TOKEN_TAMPERED'); // ciphertext
  });

  test('every truncation is refused (TOKEN_TRUNCATED, or TOKEN_MALFORMED for a cut inside base64)', () => {
    const token = seal(states[1]!, ring);
    const bytes = toBytes(token);
    for (let n = 0; n < bytes.length; n++) {
      const c = code(() => unseal(toToken(bytes.subarray(0, n)), ring, 'toy'));
      expect(n < 4 ? ['TOKEN_MALFORMED', 'TOKEN_TRUNCATED'] : ['TOKEN_TRUNCATED']).toContain(c);
    }
    expect(code(() => unseal(token.slice(0, -1), ring, 'toy'))).not.toBe('NO_ERROR');
    expect(code(() => unseal(toToken(Buffer.concat([bytes, Buffer.from([0])])), ring, 'toy'))).toBe('TOKEN_MALFORMED');
  });

  test('garbage and bad keys', () => {
    expect(code(() => unseal('', ring, 'toy'))).toBe('TOKEN_MALFORMED');
    expect(code(() => unseal('not base64!', ring, 'toy'))).toBe('TOKEN_MALFORMED');
    expect(code(() => unseal(toToken(Buffer.from('XXXXXXXXXXXXXXXXXXXXXXXX')), ring, 'toy'))).toBe('TOKEN_MALFORMED');
    expect(code(() => seal(states[0]!, []))).toBe('BAD_KEY');
    expect(code(() => seal(states[0]!, [{ kid: 'k1', key: Buffer.alloc(31) }]))).toBe('BAD_KEY');
    expect(code(() => seal(states[0]!, [{ kid: 'bad kid', key: Buffer.alloc(32) }]))).toBe('BAD_KEY');
    // base64url text keys are accepted
    const text = Buffer.alloc(32, 7).toString('base64url');
    const token = seal(states[0]!, [{ kid: 'k7', key: text }]);
    expect(canonicalJson(unseal(token, [{ kid: 'k7', key: Buffer.alloc(32, 7) }], 'toy'))).toBe(canonicalJson(states[0]));
  });
});
