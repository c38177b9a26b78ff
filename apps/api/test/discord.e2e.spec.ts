/**
 * POST /discord/interactions: Discord's Ed25519 request signature (a test key pair stands in for the
 * application's), PING -> PONG, /card and /deck, and off (404) without DISCORD_PUBLIC_KEY.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './harness.js';
import { deckFromSlashText } from '../src/discord/discord.service.js';
import { DISCORD_COMMANDS } from '../src/discord/commands.js';

const pair = () => generateKeyPairSync('ed25519');
const rawHex = (k: KeyObject) => k.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
const keys = pair();
const other = pair();

function signed(body: unknown, privateKey = keys.privateKey, timestamp = String(Math.floor(Date.now() / 1000))) {
  const text = JSON.stringify(body);
  return { payload: text, headers: { 'content-type': 'application/json', 'x-signature-ed25519': sign(null, Buffer.from(timestamp + text), privateKey).toString('hex'), 'x-signature-timestamp': timestamp } };
}

const command = (name: string, options: Record<string, string>) => ({ type: 2, id: '1', application_id: '2', token: 't', data: { id: '3', name, type: 1, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })) } });

describe('POST /discord/interactions with DISCORD_PUBLIC_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DISCORD_PUBLIC_KEY: rawHex(keys.publicKey) });
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (req: { payload: string; headers: Record<string, string> }) => t.inject({ method: 'POST', url: '/discord/interactions', ...req });

  it('answers a signed PING with PONG ({type: 1})', async () => {
    const r = await post(signed({ type: 1 }));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ type: 1 });
  });

  it('refuses (401 problem) a request signed by another key, a tampered body, a changed timestamp or no signature', async () => {
    const byOther = await post(signed({ type: 1 }, other.privateKey));
    expect(byOther.statusCode).toBe(401);
    expect(byOther.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(byOther.json()).toMatchObject({ status: 401, detail: 'invalid request signature' });
    const good = signed({ type: 1 });
    expect((await post({ ...good, payload: JSON.stringify({ type: 2 }) })).statusCode).toBe(401);
    expect((await post({ ...good, headers: { ...good.headers, 'x-signature-timestamp': '1' } })).statusCode).toBe(401);
    expect((await post({ payload: good.payload, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect((await post({ ...good, headers: { ...good.headers, 'x-signature-ed25519': 'zz' } })).statusCode).toBe(401);
  });

  it('/card by name: an embed with the card\'s facts and the engine status', async () => {
    const r = await post(signed(command('card', { game: 'shadowverse-evolve', name: 'BP01-LD01' })));
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.type).toBe(4);
    const embed = body.data.embeds[0];
    expect(embed.title).toBe('アリサ (BP01-LD01)');
    expect(embed.fields).toEqual(expect.arrayContaining([{ name: 'Type', value: 'リーダー', inline: true }, { name: 'Class / colour', value: 'エルフ', inline: true }]));
    expect(embed.fields.find((f: { name: string }) => f.name === 'Rules engine').value).toMatch(/^(implemented|partial|unsupported|vanilla) \(abilities from (data|compiled|none)/);
    const byName = (await post(signed(command('card', { game: 'pso2', name: 'レイジ' })))).json();
    expect(byName.data.embeds[0].title).toMatch(/レイジ/);
    expect(byName.data.embeds[0].footer.text).toContain('sample card (not official)');
    const r4u = (await post(signed(command('card', { game: 'rebirth-for-you', name: 'AL/PR-0001' })))).json();
    // Re:Birth has a rules engine (issue 20): its printed 【スパーク】 text is compiled by the Re:Birth grammar
    expect(r4u.data.embeds[0].fields.find((f: { name: string }) => f.name === 'Rules engine').value).toMatch(/^(implemented|partial) \(abilities from compiled/);
    const none = (await post(signed(command('card', { game: 'pso2', name: 'zzzz-no-such-card' })))).json();
    expect(none.data).toMatchObject({ content: 'No pso2 card matches "zzzz-no-such-card".', flags: 64 });
  });

  it('/deck: a pasted illegal deck lists its errors with rule numbers; a legal one says legal; both say whether a match accepts them', async () => {
    const oneLine = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).join('; ');
    const bad = (await post(signed(command('deck', { game: 'shadowverse-evolve', deck: oneLine('examples/decks/sve-illegal-4-copies.txt') })))).json();
    const embed = bad.data.embeds[0];
    expect(embed.title).toBe('❌ Not legal — shadowverse-evolve, format standard');
    expect(embed.description).toBe('leader 1, main 40, evolve 10');
    expect(embed.fields[0]).toEqual({ name: 'Errors (1)', value: '**COPY_LIMIT** (SVE 6.1.1.4) [main]: 4 copies of "ウォーターフェアリー" in main; at most 3.' });
    const good = (await post(signed(command('deck', { game: 'shadowverse-evolve', deck: oneLine('examples/decks/sve-sd01-elf.txt') })))).json();
    expect(good.data.embeds[0].title).toBe('✅ Legal — shadowverse-evolve, format standard');
    // issue #17: whether a match accepts it (the playable verdict of decks/validate)
    expect(good.data.embeds[0].fields).toEqual([{ name: 'Playable', value: 'every card is implemented by the shadowverse-evolve engine.' }]);
    expect(embed.fields[embed.fields.length - 1]).toEqual({ name: 'Not playable (illegal-deck)', value: 'the deck is not legal (see errors): matches refuse it (422 illegal-deck).' });
    const notADeck = (await post(signed(command('deck', { game: 'shadowverse-evolve', deck: '{"nosuchsection": []}' })))).json();
    expect(notADeck.data.content).toMatch(/^Not a deck: /);
  });

  it('/deck: a pasted deck code (docs/deck-codes.md) is judged like the deck it encodes; a damaged code says why', async () => {
    const conv = await t.inject({ method: 'POST', url: '/v1/games/shadowverse-evolve/decks/convert', payload: { deck: readFileSync('examples/decks/sve-sd01-elf.txt', 'utf8') } });
    const code: string = conv.json().code;
    expect(code).toMatch(/^tcg1\./);
    const good = (await post(signed(command('deck', { game: 'shadowverse-evolve', deck: code })))).json();
    expect(good.data.embeds[0].title).toBe('✅ Legal — shadowverse-evolve, format standard');
    expect(good.data.embeds[0].description).toBe('leader 1, main 40, evolve 10');
    const bad = (await post(signed(command('deck', { game: 'shadowverse-evolve', deck: `${code.slice(0, -6)}AAAAAA` })))).json();
    expect(bad.data.content).toMatch(/^Not a deck: .*deck code/i);
  });

  it('a deck typed on one line without separators is split at headers and counts', () => {
    expect(deckFromSlashText('# leader 1 SD01-LD01 # main 3 SD01-001 4 SD01-002')).toBe('# leader\n1 SD01-LD01\n# main\n3 SD01-001\n4 SD01-002');
    expect(deckFromSlashText('{"main": []}')).toEqual({ main: [] });
  });

  it('the printed command definitions name /card and /deck with a game choice for each of the five games', () => {
    expect(DISCORD_COMMANDS.map((c) => c.name)).toEqual(['card', 'deck']);
    for (const c of DISCORD_COMMANDS) expect((c.options[0] as { choices: Array<{ value: string }> }).choices.map((x) => x.value)).toEqual(['shadowverse-evolve', 'rebirth-for-you', 'granblue-fantasy', 'pso2', 'tag-battle']);
  });
});

describe('POST /discord/interactions without DISCORD_PUBLIC_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off: 404, even for a signed PING', async () => {
    const r = await t.inject({ method: 'POST', url: '/discord/interactions', ...signed({ type: 1 }) });
    expect(r.statusCode).toBe(404);
    expect(r.json().detail).toContain('DISCORD_PUBLIC_KEY');
  });
});
