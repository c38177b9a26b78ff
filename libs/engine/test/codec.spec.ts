/**
 * Sealed codec: round trip (inline and by catalog reference), rotation, the state hash by reference,
 * and every kind of tampering is refused with a typed error.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import {
  canonicalByRef, canonicalJson, catalogRef, cloneJson, compactByRef, compactPayload, EngineError, expandCompact, expandZoned, hashCanonical, hashJson, hashState, openedStateHash, openToken, peekToken, seal,
  SEAL_FORMAT, sha256Hex, unseal, withCatalog, zonedPayload, type GameState, type Keyring,
} from '../src/index.js';
import { playRandom } from './helpers.js';

const k1 = { kid: 'k1', key: Buffer.alloc(32, 1) };
const k2 = { kid: 'k2', key: Buffer.alloc(32, 2) };
const ring: Keyring = [k1];

const toBytes = (t: string) => Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const toToken = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function code(fn: () => unknown): string {
  return caught(fn)?.code ?? 'NO_ERROR';
}

function caught(fn: () => unknown): EngineError | null {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  return null;
}

/** A token as the format-1 codec wrote it (header format byte 1, the whole canonical state inline). */
function formatOneToken(st: GameState, kid: string, key: Buffer): string {
  const plain = deflateRawSync(Buffer.from(canonicalJson(st), 'utf8'));
  const len = Buffer.alloc(4);
  len.writeUInt32BE(plain.length, 0);
  const head = Buffer.concat([Buffer.from('TCGS', 'ascii'), Buffer.from([1, 1, kid.length]), Buffer.from(kid, 'ascii'), Buffer.from([st.game.length]), Buffer.from(st.game, 'ascii'), len]);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(head);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return toToken(Buffer.concat([head, iv, body, cipher.getAuthTag()]));
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

  test('the header names format 4, the key id and the game; the payload is compressed', () => {
    const st = states[3]!;
    const token = seal(st, ring);
    const head = peekToken(token);
    expect(SEAL_FORMAT).toBe(4);
    expect(head).toMatchObject({ format: 4, alg: 1, kid: 'k1', game: 'toy' });
    expect(toBytes(token).length).toBeLessThan(canonicalJson(st).length / 2);
  });

  test('a format-1 token (an older server\'s) is authenticated, then refused as TOKEN_VERSION with details.previous', () => {
    const old = formatOneToken(states[2]!, 'k1', k1.key);
    expect(toBytes(old)[4]).toBe(1);
    const e = caught(() => unseal(old, ring, 'toy'));
    expect(e?.code).toBe('TOKEN_VERSION');
    expect(e?.details).toEqual({ format: 1, supported: 4, previous: true });
    expect(peekToken(old)).toMatchObject({ format: 1, kid: 'k1', game: 'toy' });
    // only after authentication: with another key it is TOKEN_TAMPERED, truncated it is TOKEN_TRUNCATED
    expect(code(() => unseal(formatOneToken(states[2]!, 'k1', Buffer.alloc(32, 9)), ring, 'toy'))).toBe('TOKEN_TAMPERED');
    expect(code(() => unseal(toToken(toBytes(old).subarray(0, 30)), ring, 'toy'))).toBe('TOKEN_TRUNCATED');
    // any other unknown format byte is not "previous"
    const b = toBytes(seal(states[2]!, ring));
    b[4] = 7;
    expect(caught(() => unseal(toToken(b), ring, 'toy'))?.details).toEqual({ format: 7, supported: 4, previous: false });
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
    expect(code(() => unseal(flip(4), ring, 'toy'))).toBe('TOKEN_VERSION'); // format 4 -> 5
    const format = (f: number) => {
      const b = Buffer.from(bytes);
      b[4] = f;
      return toToken(b);
    };
    // format 4 -> 3 or 2: another readable format, but the header is authenticated (AAD)
    for (const f of [2, 3]) expect(code(() => unseal(format(f), ring, 'toy'))).toBe('TOKEN_TAMPERED');
    for (const f of [0, 5, 7, 255]) expect(code(() => unseal(format(f), ring, 'toy'))).toBe('TOKEN_VERSION'); // unknown formats
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

describe('sealed codec: the catalog snapshot by reference', () => {
  const byRef = (st: GameState) => seal(st, ring, { catalogRef: true });
  const resolverOf = (...sts: GameState[]) => {
    const m = new Map(sts.map((s) => [catalogRef(s.catalog), s.catalog]));
    return (ref: string) => m.get(ref);
  };

  test('a by-reference token holds the reference, not the snapshot, and opens with the snapshot supplied', () => {
    for (const st of states) {
      const token = byRef(st);
      const opened = openToken(token, ring, 'toy');
      expect(opened.catalogRef).toBe(catalogRef(st.catalog));
      expect(opened.catalogRef).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(opened.state.catalog).toBe(opened.catalogRef);
      expect(opened.payload).toBe(compactByRef(st));
      expect(opened.payload).toContain(`"catalog":"${opened.catalogRef}"`);
      expect(opened.payload).not.toContain('"catalog":{');
      expect(canonicalJson(unseal(token, ring, 'toy', resolverOf(st)))).toBe(canonicalJson(st));
      expect(canonicalJson(withCatalog(openToken(token, ring, 'toy'), st.catalog))).toBe(canonicalJson(st));
    }
  });

  test('the by-reference payload is the state minus its snapshot: the token is smaller than the inline one', () => {
    const st = states[3]!;
    const inline = seal(st, ring);
    const ref = byRef(st);
    const snapshotBytes = canonicalJson(st.catalog).length;
    expect(canonicalByRef(st).length).toBe(canonicalJson(st).length - snapshotBytes + JSON.stringify(catalogRef(st.catalog)).length);
    expect(ref.length).toBeLessThan(inline.length);
  });

  test('without the snapshot: TOKEN_CATALOG_UNKNOWN naming the reference (no resolver, or the resolver knows nothing)', () => {
    const st = states[1]!;
    const token = byRef(st);
    for (const e of [caught(() => unseal(token, ring, 'toy')), caught(() => unseal(token, ring, 'toy', () => undefined)), caught(() => withCatalog(openToken(token, ring, 'toy'), null))]) {
      expect(e?.code).toBe('TOKEN_CATALOG_UNKNOWN');
      expect(e?.details).toEqual({ catalogRef: catalogRef(st.catalog) });
    }
    // an inline token needs no resolver, and a resolver is not consulted
    expect(canonicalJson(unseal(seal(st, ring), ring, 'toy', () => { throw new Error('not called'); }))).toBe(canonicalJson(st));
    expect(openToken(seal(st, ring), ring, 'toy').catalogRef).toBeNull();
  });

  test('an authenticated payload with a malformed reference (or no snapshot at all) is TOKEN_MALFORMED', () => {
    const st = states[1]!;
    const payloadWith = (catalog: unknown) => canonicalJson({ ...st, catalog });
    for (const catalog of ['sha256:abc', 'sha256:' + 'A'.repeat(64), 'fnv1a64:0123456789abcdef', '', 42, null, [1]]) {
      const token = seal(st, ring, { canonical: payloadWith(catalog) });
      expect({ catalog, code: code(() => openToken(token, ring, 'toy')) }).toEqual({ catalog, code: 'TOKEN_MALFORMED' });
    }
  });

  test('any single bit flip of a by-reference token is refused with a typed token error (the reference is authenticated)', () => {
    const bytes = toBytes(byRef(states[4]!));
    const allowed = new Set(['TOKEN_TAMPERED', 'TOKEN_MALFORMED', 'TOKEN_TRUNCATED', 'TOKEN_VERSION', 'TOKEN_UNKNOWN_KEY', 'TOKEN_WRONG_GAME']);
    const resolve = resolverOf(...states);
    fc.assert(
      fc.property(fc.nat({ max: bytes.length * 8 - 1 }), (bit) => {
        const b = Buffer.from(bytes);
        b[bit >> 3] ^= 1 << (bit & 7);
        expect(allowed.has(code(() => unseal(toToken(b), ring, 'toy', resolve)))).toBe(true);
      }),
      { seed: 18, numRuns: 300 },
    );
  });

  test('hashState replaces the snapshot by its reference: equal for the full state, its by-reference form and the opened token', () => {
    for (const st of states) {
      const h = hashState(st);
      expect(h).toBe(hashCanonical(canonicalByRef(st)));
      expect(h).toMatch(/^fnv1a64:[0-9a-f]{16}$/);
      const opened = openToken(byRef(st), ring, 'toy');
      expect(hashState(opened.state)).toBe(h);
      expect(openedStateHash(opened)).toBe(h);
      expect(openedStateHash(openToken(seal(st, ring), ring, 'toy'))).toBe(h);
    }
    // the reference covers the snapshot: a state that differs only in one card fact has another hash
    const st = states[2]!;
    const edited = cloneJson(st);
    const id = Object.keys(edited.catalog)[0]!;
    edited.catalog[id] = { ...edited.catalog[id]!, cost: (edited.catalog[id]!.cost ?? 0) + 1 } as never;
    expect(catalogRef(edited.catalog)).not.toBe(catalogRef(st.catalog));
    expect(hashState(edited)).not.toBe(hashState(st));
    // and the hash is not the hash of the full JSON any more (the wire value changed with token format 2)
    expect(hashState(st)).not.toBe(hashJson(st));
  });

  test('catalogRef is the SHA-256 of the snapshot\'s canonical JSON (pure JS, equal to node:crypto), independent of key order', () => {
    const st = states[0]!;
    expect(catalogRef(st.catalog)).toBe(`sha256:${createHash('sha256').update(canonicalJson(st.catalog)).digest('hex')}`);
    const reordered = Object.fromEntries(Object.entries(cloneJson(st.catalog)).reverse());
    expect(catalogRef(reordered)).toBe(catalogRef(st.catalog));
    expect(catalogRef(catalogRef(st.catalog))).toBe(catalogRef(st.catalog)); // a reference is its own reference
  });

  test('sha256Hex equals node:crypto at the padding boundaries, on multi-byte text, lone surrogates and long input', () => {
    const inputs = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'a'.repeat(65), 'a'.repeat(119), 'a'.repeat(120), 'コッコロ', 'x\ud800y', '\udc00', 'é'.repeat(1000), 'z'.repeat(400_001)];
    for (const text of inputs) {
      expect({ len: text.length, hex: sha256Hex(text) }).toEqual({ len: text.length, hex: createHash('sha256').update(Buffer.from(new TextEncoder().encode(text))).digest('hex') });
    }
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'); // FIPS 180-2 test vector
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(Buffer.from(new TextEncoder().encode(text))).digest('hex'));
      }),
      { seed: 19, numRuns: 200 },
    );
  });
});

describe('sealed codec: the compact payload (token format 3) and format-2 tokens', () => {
  // states of several toy games, plus cards outside the tuple shape (an extra key, a non-boolean, an id that differs from its key)
  const more = [playRandom('codec-compact-1'), playRandom('codec-compact-2')].flatMap((x) => [x.initial, ...x.steps.map((s) => s.after), x.final]);
  const odd = (): GameState => {
    const st = cloneJson(states[3]!);
    const ids = Object.keys(st.cards);
    (st.cards[ids[0]!] as unknown as Record<string, unknown>).extra = { note: 1 };
    (st.cards[ids[1]!] as unknown as Record<string, unknown>).tapped = 'yes';
    (st.cards[ids[2]!] as unknown as Record<string, unknown>).id = 'elsewhere';
    Object.defineProperty(st.cards, '__proto__', { value: { ...st.cards[ids[3]!]!, id: '__proto__' }, enumerable: true, writable: true, configurable: true });
    return st;
  };

  test('the compact payload expands to the same state: canonical JSON identical, cards in canonical key order', () => {
    for (const st of [...states, ...more, odd()]) {
      for (const byRef of [true, false]) {
        const text = compactPayload(st, byRef);
        const back = expandCompact(JSON.parse(text) as Record<string, unknown>)!;
        expect(back).not.toBeNull();
        if (byRef) expect(canonicalByRef(back)).toBe(canonicalByRef(st));
        else expect(canonicalJson(back)).toBe(canonicalJson(st));
        // JSON.parse of the canonical JSON gives the same key order everywhere (the engine iterates cards in it)
        expect(JSON.stringify(back)).toBe(JSON.stringify(JSON.parse(byRef ? canonicalByRef(st) : canonicalJson(st))));
      }
    }
    const o = odd();
    expect(Object.prototype.hasOwnProperty.call(expandCompact(JSON.parse(compactPayload(o, true)) as Record<string, unknown>)!.cards, '__proto__')).toBe(true);
  });

  test('the compact payload is a pure function of the state, and smaller than the canonical JSON', () => {
    for (const st of states) {
      expect(compactByRef(cloneJson(st))).toBe(compactByRef(st));
      expect(compactByRef(JSON.parse(canonicalJson(st)) as GameState)).toBe(compactByRef(st));
      expect(compactByRef(st).length).toBeLessThan(canonicalByRef(st).length * 0.75);
    }
    // one card fact changed: another payload
    const st = cloneJson(states[2]!);
    const a = compactByRef(st);
    st.cards[Object.keys(st.cards)[0]!]!.tapped = !st.cards[Object.keys(st.cards)[0]!]!.tapped;
    expect(compactByRef(st)).not.toBe(a);
  });

  test('a format-2 token (canonical JSON payload, the previous release) still opens to the same state and plain hash', () => {
    for (const st of states) {
      const token = seal(st, ring, { catalogRef: true, canonical: canonicalByRef(st) });
      expect(peekToken(token).format).toBe(2);
      const opened = openToken(token, ring, 'toy');
      expect(opened.payload).toBe(canonicalByRef(st));
      expect(openedStateHash(opened)).toBe(hashState(st));
      expect(canonicalJson(withCatalog(opened, st.catalog))).toBe(canonicalJson(st));
    }
  });

  test('every seal draws a fresh IV: 600 seals of one state (past two refills of the IV pool) give 600 distinct IVs, all opening', () => {
    const st = states[2]!;
    const ivs = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const token = seal(st, ring, { catalogRef: true });
      const bytes = toBytes(token);
      const at = 4 + 3 + k1.kid.length + 1 + st.game.length + 4; // magic, format/alg/kid length, kid, game length, game, plaintext length
      ivs.add(bytes.subarray(at, at + 12).toString('hex'));
      if (i % 97 === 0) expect(canonicalJson(unseal(token, ring, 'toy', () => st.catalog))).toBe(canonicalJson(st));
    }
    expect(ivs.size).toBe(600);
  });

  test('the payload deflated with the default 32 KB window and level 6 (earlier builds) opens like the 16 KB window seal writes', () => {
    for (const st of states) {
      const token = seal(st, ring, { catalogRef: true });
      const bytes = toBytes(token);
      const at = 4 + 3 + k1.kid.length + 1 + st.game.length;
      const head = Buffer.from(bytes.subarray(0, at + 4));
      const plain = deflateRawSync(Buffer.from(compactByRef(st), 'utf8'), { level: 6 });
      head.writeUInt32BE(plain.length, at);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k1.key, iv);
      cipher.setAAD(head);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      const older = toToken(Buffer.concat([head, iv, body, cipher.getAuthTag()]));
      expect(openToken(older, ring, 'toy').payload).toBe(compactByRef(st));
      expect(openToken(token, ring, 'toy').payload).toBe(compactByRef(st));
    }
  });

  test('a format-3 token (the compact payload, the previous release) still opens to the same state', () => {
    for (const st of [...states, odd()]) {
      const token = seal(st, ring, { catalogRef: true, format: 3 });
      expect(peekToken(token).format).toBe(3);
      const opened = openToken(token, ring, 'toy');
      expect(opened.payload).toBe(compactPayload(st, true));
      expect(opened.payload).not.toBe(compactByRef(st));
      expect(openedStateHash(opened)).toBe(hashState(st));
      expect(canonicalJson(withCatalog(opened, st.catalog))).toBe(canonicalJson(st));
    }
  });

  test('an authenticated format-3 payload whose cards are not well-formed entries is TOKEN_MALFORMED', () => {
    const st = states[1]!;
    const base = JSON.parse(compactPayload(st, true)) as Record<string, unknown>;
    const entries = base.cards as unknown[][];
    for (const cards of [{}, 'x', [1], [[1, 2, 3]], [[...entries[0]!.slice(0, 6), 2, ...entries[0]!.slice(7)]], [[7, {}]]]) {
      const token = seal(st, ring, { catalogRef: true, format: 3, payload: canonicalJson({ ...base, cards }) });
      expect({ cards, code: code(() => openToken(token, ring, 'toy')) }).toEqual({ cards, code: 'TOKEN_MALFORMED' });
    }
  });
});

describe('sealed codec: the zoned payload (token format 4)', () => {
  const more = [playRandom('codec-zoned-1'), playRandom('codec-zoned-2')].flatMap((x) => [x.initial, ...x.steps.map((s) => s.after), x.final]);
  /** Zones and cards outside the entry shapes: each must survive verbatim. */
  const odd = (): GameState => {
    const st = cloneJson(states[3]!);
    const zoneKeys = Object.keys(st.zones).sort();
    const withCards = zoneKeys.filter((k) => st.zones[k]!.cards.length >= 2);
    const [za, zb] = [withCards[0]!, withCards[1]!];
    const [a0, a1] = st.zones[za]!.cards;
    const b0 = st.zones[zb]!.cards[0]!;
    (st.zones[zoneKeys[0]!] as unknown as Record<string, unknown>).extra = 'kept';  // a zone with an extra key: verbatim
    st.zones[zb]!.cards.push(a0!);  // listed by two zones: the card goes to `rest`, both lists keep the id
    st.cards[a1!]!.zone = zb;  // its zone field names another zone
    st.zones[za]!.cards.push('dangling');  // an id with no card
    const card = (id: string, extra: Partial<Record<string, unknown>>) => ({ ...st.cards[b0]!, id, ...extra }) as GameState['cards'][string];
    st.cards.loose = card('loose', { zone: 'nowhere' });  // a card in no zone
    st.zones.shared = { name: 'shared', owner: null, visibility: 'public', ordered: true, faceDown: 'none', abilities: false, cards: ['s1', 's2'] };
    st.cards.s1 = card('s1', { zone: 'shared', owner: 1, controller: 0, attachedTo: 'loose', token: true, counters: { damage: 2 }, flags: { x: [1] }, face: 'sideways' });
    st.cards.s2 = card('s2', { zone: 'shared', owner: 0, controller: 0, counters: {}, flags: {}, face: 'down' });
    (st.cards[b0] as unknown as Record<string, unknown>).owner = 1 - st.cards[b0]!.owner;  // owner differs from its zone's owner
    Object.defineProperty(st.zones, '__proto__', { value: { ...st.zones.shared, cards: [] }, enumerable: true, writable: true, configurable: true });
    return st;
  };

  test('the zoned payload expands to the same state: canonical JSON identical, zones and cards in canonical key order', () => {
    for (const st of [...states, ...more, odd()]) {
      for (const byRef of [true, false]) {
        const text = zonedPayload(st, byRef);
        const back = expandZoned(JSON.parse(text) as Record<string, unknown>)!;
        expect(back).not.toBeNull();
        if (byRef) expect(canonicalByRef(back)).toBe(canonicalByRef(st));
        else expect(canonicalJson(back)).toBe(canonicalJson(st));
        // JSON.parse of the canonical JSON gives the same key order everywhere (the engine iterates zones and cards in it)
        expect(JSON.stringify(back)).toBe(JSON.stringify(JSON.parse(byRef ? canonicalByRef(st) : canonicalJson(st))));
      }
      const token = seal(st, ring, { catalogRef: true });
      expect(peekToken(token).format).toBe(4);
      expect(canonicalJson(unseal(token, ring, 'toy', () => st.catalog))).toBe(canonicalJson(st));
    }
    const o = odd();
    const back = expandZoned(JSON.parse(compactByRef(o)) as Record<string, unknown>)! as unknown as GameState;
    expect(Object.prototype.hasOwnProperty.call(back.zones, '__proto__')).toBe(true);
    expect((back.zones[Object.keys(o.zones).sort()[0]!] as unknown as Record<string, unknown>).extra).toBe('kept');
    expect(back.cards.loose!.zone).toBe('nowhere');
    expect(back.cards.s1).toEqual(o.cards.s1);
    expect(back.zones.shared!.cards).toEqual(['s1', 's2']);
  });

  test('cards are tuples inside their zones with trailing defaults left out; the rest stays verbatim', () => {
    const o = odd();
    const parsed = JSON.parse(compactByRef(o)) as { zones: [unknown[][], unknown[][]]; cards: Record<string, unknown> };
    const [kinds, entries] = parsed.zones;
    const shared = entries.find((e) => e[0] === 'shared')!;
    expect(kinds[shared[1] as number]).toEqual([0, 'none', 'shared', 1, 'public']);
    expect(shared[2]).toBeNull();
    const c1 = o.cards.s1!;
    const c2 = o.cards.s2!;
    expect(shared[3]).toEqual([
      ['s1', c1.cardId, 'sideways', c1.tapped ? 1 : 0, c1.timestamp, { x: [1] }, { damage: 2 }, 1, 0, 'loose', 1],
      ['s2', c2.cardId, 0, c2.tapped ? 1 : 0, c2.timestamp, {}, {}, 0], // a shared zone has no owner to default to
    ]);
    // a plain card in an owned zone: five fields
    const plain = entries.find((e) => e.length === 4 && (e[3] as unknown[]).some((c) => Array.isArray(c) && c.length === 5))!;
    const t = (plain[3] as unknown[][]).find((c) => Array.isArray(c) && c.length === 5)!;
    const c = o.cards[t[0] as string]!;
    expect(t).toEqual([c.id, c.cardId, c.face === 'up' ? 1 : 0, c.tapped ? 1 : 0, c.timestamp]);
    expect([c.owner, c.controller, c.attachedTo, c.token, c.counters, c.flags]).toEqual([plain[2], plain[2], null, false, {}, {}]);
    // verbatim: the card listed twice, the card whose zone field differs, the loose one; the verbatim zone's cards
    const zoneKeys = Object.keys(o.zones).sort();
    expect(Object.keys(parsed.cards)).toEqual(expect.arrayContaining(['loose', o.zones[zoneKeys.filter((k) => o.zones[k]!.cards.length >= 2)[0]!]!.cards[0]!]));
    expect(entries.find((e) => e[0] === zoneKeys[0])!.length).toBe(2);
    for (const id of o.zones[zoneKeys[0]!]!.cards) expect(parsed.cards[id]).toEqual(o.cards[id]);
    // every card is written exactly once
    const inside = entries.flatMap((e) => (e.length === 4 ? (e[3] as unknown[]).filter(Array.isArray).map((x) => x[0]) : []));
    expect([...inside, ...Object.keys(parsed.cards)].sort()).toEqual(Object.keys(o.cards).sort());
  });

  test('the zoned payload is a pure function of the state, and smaller than the format-3 compact payload', () => {
    for (const st of [...states, more[40]!, more[more.length - 1]!]) {
      expect(compactByRef(cloneJson(st))).toBe(compactByRef(st));
      expect(compactByRef(JSON.parse(canonicalJson(st)) as GameState)).toBe(compactByRef(st));
      expect(compactByRef(st).length).toBeLessThan(compactPayload(st, true).length * 0.8);
    }
    const st = cloneJson(states[2]!);
    const a = compactByRef(st);
    const id = Object.keys(st.cards)[0]!;
    st.cards[id]!.tapped = !st.cards[id]!.tapped;
    expect(compactByRef(st)).not.toBe(a);
    st.cards[id]!.tapped = !st.cards[id]!.tapped;
    expect(compactByRef(st)).toBe(a);
    const key = Object.keys(st.zones).find((k) => st.zones[k]!.cards.length >= 2)!;
    st.zones[key]!.cards.reverse(); // the order inside a zone is part of the state
    expect(compactByRef(st)).not.toBe(a);
    st.zones[key]!.cards.reverse();
    st.zones[key]!.visibility = st.zones[key]!.visibility === 'public' ? 'hidden' : 'public'; // so is a zone's metadata
    expect(compactByRef(st)).not.toBe(a);
  });

  test('an authenticated format-4 payload whose zones or cards are not well-formed is TOKEN_MALFORMED', () => {
    const st = states[3]!;
    const base = JSON.parse(compactByRef(st)) as { zones: [unknown[][], unknown[][]]; cards: Record<string, unknown> };
    const [kinds, entries] = base.zones;
    const full = entries.findIndex((e) => e.length === 4 && (e[3] as unknown[]).some(Array.isArray));
    const tuple = (base.zones[1][full]![3] as unknown[][]).find(Array.isArray)!;
    const withEntry = (e: unknown[]) => [kinds, entries.map((x, i) => (i === full ? e : x))];
    const [key, kind, owner, list] = entries[full]! as [string, number, number, unknown[][]];
    const bad: Array<{ zones: unknown; cards?: unknown }> = [
      { zones: {} }, { zones: 'x' }, { zones: [kinds] }, { zones: [kinds, entries, []] }, { zones: [kinds, entries], cards: [] },
      { zones: [[[0, 'none', 'x', 0]], entries] }, { zones: [[[2, 'none', 'x', 0, 'public']], entries] },
      { zones: withEntry([key, kinds.length, owner, list]) }, { zones: withEntry([key, -1, owner, list]) }, { zones: withEntry([key, kind, 'p0', list]) },
      { zones: withEntry([key, kind, owner, 'c1']) }, { zones: withEntry([key, kind, owner, list, 1]) }, { zones: withEntry([7, kind, owner, list]) },
      { zones: withEntry([key, kind, null, [tuple.slice(0, 5)]]) }, // no owner to default to
      { zones: withEntry([key, kind, owner, [[...tuple.slice(0, 3), 2, ...tuple.slice(4)]]]) }, // tapped 2
      { zones: withEntry([key, kind, owner, [tuple.slice(0, 4)]]) }, { zones: withEntry([key, kind, owner, [[...tuple, {}, {}, 0, 0, null, 0, 9]]]) },
      { zones: withEntry([key, kind, owner, [tuple, tuple]]) }, // the same card twice
      { zones: base.zones, cards: { [tuple[0] as string]: st.cards[tuple[0] as string] } }, // inside a zone and in the rest
      { zones: [kinds, [...entries, entries[0]]] }, // a zone key twice
    ];
    for (const b of bad) {
      const token = seal(st, ring, { catalogRef: true, payload: canonicalJson({ ...base, ...b }) });
      expect({ b, code: code(() => openToken(token, ring, 'toy')) }).toEqual({ b, code: 'TOKEN_MALFORMED' });
    }
    expect(canonicalJson(unseal(seal(st, ring, { catalogRef: true, payload: canonicalJson(base) }), ring, 'toy', () => st.catalog))).toBe(canonicalJson(st));
  });
});
