/**
 * Generated card cases from printed-text forms (text-forms.ts): the expected outcome of every trigger
 * is computed from the PRINTED text (cost, attack/health, keywords, effect sentences), the engine runs
 * the compiled ability data through the public API, and the two must agree exactly. Rules exercised:
 * play and its cost (8.2, 10.6.2.5), Fanfare (12.4.3), Last Words (12.5.3), 【進化時】 (12.6, 12.2),
 * 【攻撃時】 (12.7, 8.4), spells (10.6.2.8.2), Quick (12.3), keywords (12.8–12.15), choose (10.6.2.3),
 * damage (5.14), destroy (5.6), banish (5.7), draw (5.10), discard (5.12), tokens (9.1, 5.5.2, limits
 * 4.4.4.2 / 4.8.3.2), PP (5.15, 3.2.4).
 */
import { createCard, keywordsOf, legalActions, makeCtx, vocabularyFor, zoneKey, type Action, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import { definition, engineFacts } from '../src/index.js';
import { BY_ID, CARDS, counters, leaderId, must, names, scene, stats, zoneCards, type Starter } from './engine-helpers.js';
import { parseForms, qualifies, type Effect, type FormCard, type TriggerKind } from './text-forms.js';

const CLASS_DECK: Record<string, Starter> = { エルフ: 'SD01', ロイヤル: 'SD02', ウィッチ: 'SD03', ドラゴン: 'SD04', ナイトメア: 'SD05', ビショップ: 'SD06' };
/**
 * The enemy follower of a board: the first of ファフニール (cost 8, 7/8), ヴァンガード・レイサム (2, 3/3), ニンジャエッグ
 * (1, 2/2) that the printed qualifiers of the card's choices allow (「体力3以下の」…); standing. The opponent plays SD02.
 */
const ENEMY_POOL = ['SD04-001', 'SD02-002', 'SD02-007'];
/** Your follower for 「自分の場のフォロワー1体を選ぶ」: ファイター (2/3, no text). */
const ALLY = 'SD02-019';
/** 『にんじん』 (SVE 14.2.1.1). */
const CARROT_CARD = 'CSD01-032';
/** 『ドライブポイント』 (SVE 14.4.9.2). */
const DRIVE_POINT_CARD = 'CSD03a-017';

type Card = (typeof CARDS)[number];

/** The evolve card of a base card (same name, special kind evolve, distinct printed facts). */
export function evolveCardOf(id: string): string | null {
  const c = BY_ID.get(id)!;
  return CARDS.find((x) => x.name === c.name && x.flags.evolve === true && !x.flags.token && typeof x.extra.same_facts_as !== 'string')?.id ?? null;
}

/** A base card (plain [進化] ability, no other restriction) for an evolve card, or null. */
export function baseCardOf(c: Card): string | null {
  return CARDS.find((x) => x.name === c.name && !x.flags.evolve && !x.flags.token && x.type === 'フォロワー' && typeof x.extra.same_facts_as !== 'string' && /\[進化\]\[コスト\d+\]：これは進化する。\s*(?:\[|【|$)/.test(`${x.text} `) && !/この能力は/.test(x.text))?.id ?? null;
}

function tokensNamed(name: string): Card[] {
  return CARDS.filter((x) => x.name === name && x.flags.token === true);
}

/** Effects with the options of choices spread out. */
function flat(effects: Effect[]): Effect[] {
  return effects.flatMap((e) => (e.k === 'choice' ? e.options.flat() : [e]));
}

/** The enemy follower that satisfies every printed qualifier of the card's enemy choices, or null. */
export function enemyFor(f: FormCard): string | null {
  const qs = f.triggers.flatMap((t) => flat(t.effects)).filter((e): e is Extract<Effect, { k: 'tgt' }> => e.k === 'tgt' && e.side === 'enemy').map((e) => e.filter);
  return ENEMY_POOL.find((id) => qs.every((q) => qualifies(q, BY_ID.get(id)!))) ?? null;
}

/** Whether a card qualifies for a generated case (its forms, tokens without entry effects, a base for evolve cards). */
export function formOf(c: Card): FormCard | null {
  if (!c.text || ['リーダー', 'EP', 'SEP'].includes(c.type)) return null;
  const f = parseForms(c.text, c.type, c.flags.evolve === true);
  if (!f) return null;
  if (c.flags.evolve && !baseCardOf(c)) return null;
  if (c.type === 'アミュレット' && f.triggers.some((t) => t.kind === 'lw')) return null;
  if (enemyFor(f) === null) return null;
  for (const t of f.triggers) {
    if (t.effects.filter((e) => e.k === 'choice').length > 1) return null;
    const looks = flat(t.effects).filter((e) => e.k === 'look');
    if (looks.length > 1) return null;
    const li = t.effects.findIndex((e) => e.k === 'look');
    if (li > 0 && t.effects.slice(0, li).some((e) => e.k === 'draw' || e.k === 'mill' || e.k === 'banishTop' || e.k === 'discard')) return null;
    for (const e of flat(t.effects)) {
      if (e.k === 'tokenField' || e.k === 'tokenEx') {
        const toks = tokensNamed(e.name);
        if (toks.length === 0) return null;
        if (e.k === 'tokenField' && toks.some((x) => /ファンファーレ|出たとき|【守護】/.test(x.text ?? ''))) return null;
      }
    }
  }
  return f;
}

interface Obs {
  hand: number;
  deck: number;
  cemetery: number;
  banished: number;
  health: [number, number];
  pp: number;
  maxPp: number;
  oppHand: number;
  enemy: { zone: string; health: number | null; tapped: boolean };
  ally: { health: number | null; attack: number | null; keywords: string[] } | null;
  ex: Record<string, number>;
  field: Record<string, number>;
}

function byName(s: GameState, zone: string, p: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of zoneCards(s, zone, p)) {
    const n = s.catalog[s.cards[id]!.cardId]!.name;
    out[n] = (out[n] ?? 0) + 1;
  }
  return out;
}

function observe(s: GameState, enemy: string, enemyCardId: string, ally: string | null): Obs {
  const e = s.cards[enemy];
  const ez = e ? s.zones[e.zone]!.name : names(s, 'cemetery', 1).includes(enemyCardId) ? 'cemetery' : names(s, 'banished', 1).includes(enemyCardId) ? 'banished' : 'gone';
  const a = ally ? s.cards[ally] : undefined;
  const rr = { state: s, vocab: vocabularyFor(definition) };
  return {
    hand: zoneCards(s, 'hand', 0).length,
    deck: zoneCards(s, 'deck', 0).length,
    cemetery: zoneCards(s, 'cemetery', 0).length,
    banished: zoneCards(s, 'banished', 0).length,
    health: [counters(s, 0).health!, counters(s, 1).health!],
    pp: counters(s, 0).pp!,
    maxPp: counters(s, 0).maxPp!,
    oppHand: zoneCards(s, 'hand', 1).length,
    enemy: { zone: ez, health: e && ez === 'field' ? stats(s, enemy)[1] : null, tapped: e ? e.tapped : false },
    ally: ally ? (a ? { attack: stats(s, ally)[0], health: stats(s, ally)[1], keywords: keywordsOf(rr, ally).filter((k) => k !== 'sve.tokenInfo').sort() } : null) : null,
    ex: byName(s, 'exArea', 0),
    field: byName(s, 'field', 0),
  };
}

/** Creates a token for player 0 (its facts snapshotted as createGame would, catalog.toFacts). */
function addToken(s0: GameState, cardId: string, zone: string): { s: GameState; id: string } {
  const ctx = makeCtx(s0, definition, vocabularyFor(definition));
  const s = ctx.state;
  // a new snapshot object: the kernel indexes a snapshot once and never expects it to change (ability-index.ts)
  if (!s.catalog[cardId]) s.catalog = { ...s.catalog, [cardId]: engineFacts(BY_ID.get(cardId)! as unknown as CatalogCard) };
  const id = createCard(ctx, { cardId, owner: 0, zone: zoneKey(zone, 0), token: true, silent: true });
  if (zone === 'field') s.cards[id]!.flags.since = 0;
  return { s, id };
}

interface Plan {
  /** Preferred picks for choices (enemy first, then ally). */
  prefer: string[];
  /** Expected candidates of a look pick (SVE 5.11), checked when asked. */
  look: string[] | null;
  /** Option index for 「下記から1つチョイスする」 (5.18). */
  option: number | null;
}

/** Answers player 0's decisions (and passes the opponent's attack quick window) until the main phase or the opponent's turn. */
function settle(s: GameState, plan: Plan, inAttack: boolean): GameState {
  let cur = s;
  for (let i = 0; i < 60 && cur.decision && !cur.result; i++) {
    const d = cur.decision;
    if (d.kind === 'sve.main') break;
    if (d.player === 1) {
      if (inAttack && d.kind === 'sve.quick') {
        cur = must(cur, { type: 'pass', player: 1 }).state;
        continue;
      }
      break;
    }
    const legal = legalActions(cur);
    let a: Action | undefined;
    if (d.kind === 'chooseOption') {
      if (d.rule === 'SVE 12.8.2') a = legal.find((x) => x.option === 'stand');
      else if (d.rule === 'SVE 5.18' && plan.option !== null) a = legal.find((x) => x.option === plan.option);
      else a = legal[0];
    } else if (d.kind === 'order') a = legal[0];
    else if (d.kind === 'chooseCards') {
      if (d.rule === 'SVE 5.11' && plan.look !== null && d.candidates!.length <= 10 && (d.picked ?? []).length === 0) {
        expect([...d.candidates!].sort()).toEqual([...plan.look].sort()); // the printed condition, on printed facts
      }
      a = plan.prefer.map((id) => legal.find((x) => x.type === 'pick' && x.card === id)).find((x) => x !== undefined) ?? legal.find((x) => x.type === 'pick') ?? legal.find((x) => x.type === 'done');
    }
    if (!a) throw new Error(`settle: no answer for ${JSON.stringify(d)}`);
    cur = must(cur, a).state;
  }
  return cur;
}

const sum = (effects: Effect[], k: Effect['k']) => effects.filter((e) => e.k === k).reduce((n, e) => n + ((e as { n?: number }).n ?? 0), 0);

interface LookPlan {
  picked: string | null;
  pickedName: string | null;
  to: 'hand' | 'cemetery' | 'exArea' | null;
  rest: number;
  restTo: 'bottom' | 'cemetery';
  /** Catalog ids of the looked-at cards not picked. */
  restCards: string[];
}

function expected(before: Obs, effects: Effect[], opts: { handCard: boolean; spell: boolean; token: boolean; cost: number; lw: boolean; attackDamage: number; drain: boolean; look: LookPlan | null }): Obs {
  const e: Obs = JSON.parse(JSON.stringify(before)) as Obs;
  const lp = opts.look;
  if (lp) {
    // SVE 5.11: the picked card to its zone, the rest to the deck bottom (any order) or the cemetery
    if (lp.picked && lp.to === 'hand') e.hand += 1;
    if (lp.picked && lp.to === 'cemetery') e.cemetery += 1;
    if (lp.picked && lp.to === 'exArea') e.ex[lp.pickedName!] = (e.ex[lp.pickedName!] ?? 0) + 1;
    if (lp.picked) e.deck -= 1;
    if (lp.restTo === 'cemetery') {
      e.deck -= lp.rest;
      e.cemetery += lp.rest;
    }
  }
  const draw = sum(effects, 'draw');
  const discard = sum(effects, 'discard');
  e.hand += (opts.handCard ? -1 : 0) + draw - discard;
  e.deck -= draw + sum(effects, 'mill') + sum(effects, 'banishTop');
  e.cemetery += sum(effects, 'mill') + discard + (opts.spell && !opts.token ? 1 : 0);
  if (opts.lw && !opts.token && !effects.some((x) => x.k === 'selfToEx')) e.cemetery += 1;
  e.banished += sum(effects, 'banishTop');
  e.health[0] += sum(effects, 'heal') - sum(effects, 'selfDmg') + (opts.drain ? opts.attackDamage : 0);
  let face = sum(effects, 'face') + opts.attackDamage;
  let enemyDmg = sum(effects, 'allDmg');
  let gone: string | null = null;
  let enemyBuff = 0;
  for (const x of effects) {
    if (x.k !== 'tgt') continue;
    if (x.side === 'ally') {
      for (const t of x.then) {
        if (t.k === 'buff') {
          e.ally!.attack! += t.a;
          e.ally!.health! += t.h;
        } else if (t.k === 'grant') e.ally!.keywords = [...new Set([...e.ally!.keywords, ...t.keywords])].sort();
      }
      continue;
    }
    for (const t of x.then) {
      if (t.k === 'buff') enemyBuff += t.h;
      else if (t.k === 'dmg') enemyDmg += t.n;
      else if (t.k === 'leaderDmg') face += t.n;
      else if (t.k === 'destroy') gone ??= 'cemetery';
      else if (t.k === 'banish') gone ??= 'banished';
      else if (t.k === 'return') gone ??= 'hand';
      else if (t.k === 'engage') e.enemy.tapped = true;
    }
  }
  e.health[1] -= face;
  if (e.enemy.health !== null) e.enemy.health += enemyBuff - enemyDmg;
  if (e.enemy.health !== null && e.enemy.health <= 0) gone ??= 'cemetery';
  if (gone) e.enemy = { zone: gone === 'hand' ? 'gone' : gone, health: null, tapped: false };
  if (gone === 'hand') e.oppHand += 1; // returned to its owner's hand (a new card there, 4.1.4)
  e.pp = e.pp - opts.cost;
  e.maxPp = Math.min(10, e.maxPp + sum(effects, 'ppMax'));
  e.pp = Math.min(e.maxPp, e.pp + sum(effects, 'ppRecover'));
  for (const x of effects) {
    if (x.k === 'tokenEx') {
      const free = 5 - Object.values(e.ex).reduce((a, b) => a + b, 0);
      e.ex[x.name] = (e.ex[x.name] ?? 0) + Math.min(free, x.n);
    }
    if (x.k === 'tokenField') {
      const free = 5 - Object.values(e.field).reduce((a, b) => a + b, 0);
      e.field[x.name] = (e.field[x.name] ?? 0) + Math.min(free, x.n);
    }
  }
  return e;
}

/** Runs one trigger of a card (`option`: the chosen mode of a choice) and checks the outcome against the printed text. */
function runTrigger(c: Card, f: FormCard, kind: TriggerKind, effects: Effect[], option: number | null = null, eat: FormCard['eats'][number] | null = null, ride = false): void {
  const deck = CLASS_DECK[c.classOrColor ?? ''] ?? 'SD02';
  const token = c.flags.token === true;
  const advance = c.flags.advance === true;
  const evolveCard = c.flags.evolve === true;
  const base = evolveCard ? baseCardOf(c)! : null;
  const fromHand = kind === 'fan' || kind === 'spell';
  const enemyCard = enemyFor(f)!;
  const needsAlly = f.triggers.some((t) => flat(t.effects).some((e) => e.k === 'tgt' && e.side === 'ally'));
  const mine: string[] = evolveCard ? [base!] : token || fromHand ? [] : [c.id];
  const { s: s0, ids } = scene({
    me: deck, opp: 'SD02', seed: `form-${c.id}-${kind}-${option ?? ''}`,
    ...(evolveCard ? { evolve: [c.id] } : eat ? { evolve: Array.from({ length: eat.times + 1 }, () => CARROT_CARD) } : ride ? { evolve: [DRIVE_POINT_CARD, DRIVE_POINT_CARD] } : {}),
    // an advance card (9.2) is played from the EX area
    ...(fromHand && !token && !advance ? { hand: [c.id] } : {}), ...(fromHand && advance ? { ex: [c.id] } : {}),
    field: [...mine, ...(needsAlly ? [ALLY] : [])], oppField: [enemyCard], pp: 10,
  });
  let s = s0;
  if (token) {
    const t = addToken(s, c.id, fromHand ? 'exArea' : 'field');
    s = t.s;
    ids.tokens = [t.id];
  }
  const pp = eat ? eat.cost : ride ? f.ride! : effects.some((x) => x.k === 'ppMax' || x.k === 'ppRecover') ? 8 : 10;
  Object.assign(s.players[0]!.counters, { ep: 0, pp, maxPp: pp });
  const me0 = evolveCard ? ids.field![0]! : token ? ids.tokens![0]! : fromHand ? (advance ? ids.ex![0]! : ids.hand![0]!) : ids.field![0]!;
  const ally = needsAlly ? ids.field![ids.field!.length - 1]! : null;
  const enemy = ids.oppField![0]!;
  const plan: Plan = { prefer: [enemy, ...(ally ? [ally] : [])], look: null, option };
  let cost = 0;
  if (evolveCard && kind !== 'evo') {
    // evolve first (its 【進化時】, if any, is checked in its own run)
    Object.assign(s.players[0]!.counters, { pp: 10, maxPp: 10 });
    const ev = legalActions(s).find((a) => a.type === 'evolve' && a.card === me0 && s.cards[a.evolveCard as string]!.cardId === c.id && a.ep === false && a.sep === false)!;
    expect(ev).toBeDefined();
    s = settle(must(s, ev).state, { ...plan, option: null }, false);
    Object.assign(s.players[0]!.counters, { pp, maxPp: pp });
  }
  const before = observe(s, enemy, enemyCard, ally);
  // SVE 5.11: which of the top N the printed condition allows (printed facts), and where everything goes
  let look: LookPlan | null = null;
  const le = effects.find((e): e is Extract<Effect, { k: 'look' }> => e.k === 'look');
  if (le) {
    const top = zoneCards(s, 'deck', 0).slice(0, le.n);
    const cands = le.pick ? top.filter((id) => qualifies(le.pick!.filter, BY_ID.get(s.cards[id]!.cardId)!)) : [];
    plan.look = le.pick ? cands : null;
    plan.prefer = [...(cands[0] ? [cands[0]] : []), ...plan.prefer];
    const picked = cands[0] ?? null;
    look = {
      picked, pickedName: picked ? s.catalog[s.cards[picked]!.cardId]!.name : null, to: le.pick?.to ?? null, rest: top.length - (picked ? 1 : 0), restTo: le.rest,
      restCards: top.filter((id) => id !== picked).map((id) => s.cards[id]!.cardId).sort(),
    };
  }
  let act: Action;
  if (fromHand) {
    cost = c.cost ?? 0;
    if (cost >= 1) {
      const short = JSON.parse(JSON.stringify(s)) as GameState;
      short.players[0]!.counters.pp = cost - 1;
      expect(legalActions(short).some((a) => a.type === 'play' && a.card === me0)).toBe(false); // 10.6.2.5.4
    }
    act = { type: 'play', player: 0, card: me0 };
  } else if (kind === 'evo') {
    const ev = legalActions(s).find((a) => a.type === 'evolve' && a.card === me0 && s.cards[a.evolveCard as string]!.cardId === c.id && a.ep === false && a.sep === false);
    expect(ev).toBeDefined();
    const m = /\[進化\]\[コスト(\d+)\]/.exec(BY_ID.get(base!)!.text ?? '');
    cost = m ? Number(m[1]) : 0;
    act = ev!;
  } else if (ride) {
    // 【憑依】: offered at exactly its PP cost (no EP here)
    const acts = legalActions(s).filter((a) => a.type === 'activate' && a.card === me0);
    expect(acts).toHaveLength(1);
    if (f.ride! >= 1) {
      const short = JSON.parse(JSON.stringify(s)) as GameState;
      short.players[0]!.counters.pp = f.ride! - 1;
      expect(legalActions(short).filter((a) => a.type === 'activate' && a.card === me0)).toEqual([]);
    }
    act = acts[0]!;
    cost = f.ride!;
  } else if (eat) {
    // [食事]: offered at exactly its PP cost (no EP here), an activated ability of the card on the field
    const acts = legalActions(s).filter((a) => a.type === 'activate' && a.card === me0);
    const i = f.eats.indexOf(eat);
    expect(acts.length).toBe(f.eats.filter((x) => x.cost <= eat.cost).length);
    if (eat.cost >= 1) {
      const short = JSON.parse(JSON.stringify(s)) as GameState;
      short.players[0]!.counters.pp = eat.cost - 1;
      expect(legalActions(short).filter((a) => a.type === 'activate' && a.card === me0).length).toBe(f.eats.filter((x) => x.cost <= eat.cost - 1).length);
    }
    act = acts.find((a) => s.catalog[s.cards[me0]!.cardId]!.abilities[a.ability as number]!.cost && JSON.stringify(s.catalog[s.cards[me0]!.cardId]!.abilities[a.ability as number]!.cost).includes(`"times":${eat.times}`)) ?? acts[Math.min(i, acts.length - 1)]!;
    cost = eat.cost;
  } else if (kind === 'lw') {
    s.effects.push({ id: 'kill', source: null, sourceCardId: null, controller: 1, targets: [me0], player: null, modifier: { type: 'stat', stat: 'defense', op: 'add', value: -99 }, duration: 'permanent', timestamp: 1 });
    act = { type: 'endMain', player: 0 };
  } else {
    act = { type: 'attack', player: 0, attacker: me0, target: leaderId(s, 1) };
  }
  s = settle(must(s, act).state, plan, kind === 'atk');
  const buff = effects.filter((x) => x.k === 'selfBuff').reduce((n, x) => n + (x as { a: number }).a, 0);
  const attackDamage = kind === 'atk' ? (c.attack ?? 0) + buff : 0;
  const exp = expected(before, effects, { handCard: fromHand && !token && !advance, spell: kind === 'spell', token: token || advance, cost, lw: kind === 'lw', attackDamage, drain: kind === 'atk' && f.keywords.includes('sve.drain'), look });
  if (fromHand && (token || advance)) {
    // a token / advance card played from the EX area leaves it (a spell token is erased after resolving, 9.1.4.4;
    // an advance spell goes face up to the evolve deck, 9.2.2)
    exp.ex[c.name] = (exp.ex[c.name] ?? 0) - 1;
    if (exp.ex[c.name] === 0) delete exp.ex[c.name];
  }
  if (fromHand && c.type !== 'スペル') exp.field[c.name] = (exp.field[c.name] ?? 0) + 1;
  if (kind === 'lw' && effects.some((x) => x.k === 'selfToEx') && !token) exp.ex[c.name] = (exp.ex[c.name] ?? 0) + 1; // 「これ」 = the card in the cemetery (4.1.4.1)
  if (kind === 'lw') {
    exp.field[c.name] = (exp.field[c.name] ?? 1) - 1;
    if (exp.field[c.name] === 0) delete exp.field[c.name];
  }
  const got = observe(s, enemy, enemyCard, ally);
  expect(got).toEqual(exp);
  if (ride) {
    // 14.4.9.2: a 『ドライブポイント』 in the drive area, linked to it
    expect(zoneCards(s, 'driveArea', 0).map((id) => [s.cards[id]!.cardId, s.cards[id]!.attachedTo])).toEqual([[DRIVE_POINT_CARD, me0]]);
  }
  if (eat) {
    // 14.2.1.1: the carrots are in the race area, linked to it; 14.2.3.1: it has 【突進】
    expect(zoneCards(s, 'raceArea', 0).map((id) => [s.cards[id]!.cardId, s.cards[id]!.attachedTo])).toEqual(Array.from({ length: eat.times }, () => [CARROT_CARD, me0]));
  }
  if (look && look.restTo === 'bottom' && look.rest > 0) {
    // the rest went to the bottom (4.1.5.1: in an order its player chose)
    const deckNow = zoneCards(s, 'deck', 0);
    expect(deckNow.slice(-look.rest).map((id) => s.cards[id]!.cardId).sort()).toEqual(look.restCards);
  }
  // the card on the field: printed stats (+ its own buffs) and printed keywords (5.16.1.2, 12.8–12.15)
  if (c.type === 'フォロワー' && kind !== 'lw') {
    const me = zoneCards(s, 'field', 0).find((x) => s.cards[x]!.cardId === c.id);
    expect(me).toBeDefined();
    const h = effects.filter((x) => x.k === 'selfBuff').reduce((n, x) => n + (x as { h: number }).h, 0);
    expect(stats(s, me!)).toEqual([(c.attack ?? 0) + buff, (c.defense ?? 0) + h]);
    const rr = { state: s, vocab: vocabularyFor(definition) };
    expect(keywordsOf(rr, me!).filter((k) => k !== 'sve.tokenInfo').sort()).toEqual([...new Set([...f.keywords, ...(eat ? ['sve.rush'] : []), ...(ride ? ['sve.drive', 'sve.singleDrive', 'sve.rush'] : [])])].sort());
  }
}

/** The plain [進化] ability of a base card: offered at exactly its cost, evolving into the printed evolve card. */
function runEvolve(c: Card, cost: number): void {
  const evo = evolveCardOf(c.id);
  const deck = CLASS_DECK[c.classOrColor ?? ''] ?? 'SD02';
  const { s: s0, ids } = scene({ me: deck, opp: 'SD02', seed: `form-evo-${c.id}`, field: [c.id], evolve: evo ? [evo] : [], oppField: [ENEMY_POOL[0]!], pp: 10 });
  const me = ids.field![0]!;
  const offered = (s: GameState) => legalActions(s).filter((a) => a.type === 'evolve' && a.card === me && a.ep === false && a.sep === false && (evo === null || s.cards[a.evolveCard as string]!.cardId === evo));
  Object.assign(s0.players[0]!.counters, { ep: 0, pp: cost });
  if (!evo) {
    expect(offered(s0)).toEqual([]); // 12.2.2: no proper evolve card in the catalog
    return;
  }
  if (cost >= 1) {
    const short = JSON.parse(JSON.stringify(s0)) as GameState;
    short.players[0]!.counters.pp = cost - 1;
    expect(offered(short)).toEqual([]);
  }
  const evs = offered(s0);
  expect(evs).toHaveLength(1);
  const s = settle(must(s0, evs[0]!).state, { prefer: [ids.oppField![0]!], look: null, option: null }, false);
  expect(counters(s, 0).pp).toBe(0);
  expect(s.cards[me]?.cardId ?? evo).toBe(evo);
}

export function formCase(id: string): void {
  const c = BY_ID.get(id)!;
  const f = formOf(c)!;
  if (f.evolveCost !== null) runEvolve(c, f.evolveCost);
  // eating (14.2): each [食事] ability, with the 【出走時】 effects once per race
  const runs = f.triggers.filter((t) => t.kind === 'run');
  for (const e of f.eats) runTrigger(c, f, 'run', Array.from({ length: e.runs }, () => runs.flatMap((t) => t.effects)).flat(), null, e);
  // riding (14.4.9): the 【ドライブ獲得時】 effects once
  if (f.ride !== null) runTrigger(c, f, 'drive', f.triggers.filter((t) => t.kind === 'drive').flatMap((t) => t.effects), null, null, true);
  for (const t of f.triggers) {
    if (t.kind === 'run' || t.kind === 'drive') continue;
    const ch = t.effects.find((e): e is Extract<Effect, { k: 'choice' }> => e.k === 'choice');
    if (!ch) runTrigger(c, f, t.kind, t.effects);
    // a choice (5.18): each option in its own game
    else ch.options.forEach((opt, i) => runTrigger(c, f, t.kind, t.effects.flatMap((e) => (e === ch ? opt : [e])), i));
  }
  // keywords only: played (or evolved) with its printed cost, stats and keywords checked on the field
  if (f.triggers.length === 0 && c.type === 'フォロワー') runTrigger(c, f, c.flags.evolve ? 'evo' : 'fan', []);
  else if (f.triggers.length === 0 && f.evolveCost === null && f.eats.length === 0 && f.ride === null) throw new Error(`${id}: nothing to run`);
}

/** Registers a generated case for every qualifying card not covered elsewhere. */
export function registerFormCases(covers: (ids: string[], title: string, run: () => void) => void, listed: Set<string>): void {
  for (const c of CARDS) {
    if (typeof c.extra.same_facts_as === 'string' || listed.has(c.id)) continue;
    const f = formOf(c);
    if (!f) continue;
    const what = [...f.keywords, ...(f.evolveCost !== null ? [`[進化]${f.evolveCost}`] : []), ...f.eats.map((e) => `[食事]x${e.times}`), ...(f.ride !== null ? [`[憑依]${f.ride}`] : []), ...f.triggers.map((t) => `${t.kind}:${t.effects.map((e) => e.k).join('+')}`)].join(' ');
    covers([c.id], `${c.id} ${c.name} (generated, text forms): ${what}`, () => formCase(c.id));
  }
}
