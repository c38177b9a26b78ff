/**
 * Card cases: the drive triggers of Cardfight!! Vanguard cards (SVE 14.4.5.1.3), printed as reminder text
 * 「（ドライブチェックによってこれが捲れたなら、…）」 that the text compiler (and the text-form parser of the generated
 * cases) leave aside: for every implemented record that prints one, the record is revealed by a drive check of a
 * Vanguard title deck (14.4.5.1.1) and its printed trigger is carried out (14.4.5.1.3) — the expectation is read
 * here from the printed reminder, not from the engine's mapping (cards/engine-facts.ts vanguardTrigger). Issue #18.
 * Registered from card-cases.ts.
 */
import { legalActions, push, run, type GameEvent, type GameState } from '../../../../engine/src/index.js';
import { statusOf } from '../../src/index.js';
import { attackTargets } from '../../src/keywords/combat.js';
import { BY_ID, CARDS, arrange, ctxOf, leaderId, must, readerFor, stats, titleDeck, titleGame, toMain, zoneCards } from '../engine-helpers.js';
import { handCount, health } from '../drivers.js';
import { type Covers } from './case-helpers.js';
import { expectOffered } from './offered.js';

/** The Vanguard leader of each class (CP03-LD01…06). */
const LEADER: Record<string, string> = { エルフ: 'CP03-LD01', ロイヤル: 'CP03-LD02', ウィッチ: 'CP03-LD03', ドラゴン: 'CP03-LD04', ナイトメア: 'CP03-LD05', ビショップ: 'CP03-LD06' };
const REMINDER = /（ドライブチェックによってこれが捲れたなら、([^）]*)）/;

/** What the printed reminder says the trigger does. */
type Printed = { k: 'draw'; n: number } | { k: 'heal'; n: number } | { k: 'critical'; n: number } | { k: 'stand' };
function printed(text: string): Printed | null {
  const r = REMINDER.exec(text)?.[1];
  if (!r) return null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)枚引く$/.exec(r))) return { k: 'draw', n: Number(m[1]) };
  if ((m = /^自分のリーダーは\[体力\]\+(\d+)する$/.exec(r))) return { k: 'heal', n: Number(m[1]) };
  if ((m = /^自分の場のフォロワー1体は\[攻撃力\]\+(\d+)する$/.exec(r))) return { k: 'critical', n: Number(m[1]) };
  if (r === '自分の場のフォロワー1体をスタンドする。このターン、それは相手のリーダーを攻撃できない') return { k: 'stand' };
  return null;
}

/**
 * Records printing a drive trigger of a Vanguard class: 56 in the catalog, 25 originals and 31 reprints
 * (`same_facts_as`: the same printed facts under another id — each is played under its own id, so each is run here).
 */
export const DRIVE_TRIGGER_RECORDS = CARDS.filter((c) => REMINDER.test(c.text ?? '') && LEADER[c.classOrColor ?? ''] !== undefined);

export function registerDriveTriggerCases(covers: Covers): void {
  for (const c of DRIVE_TRIGGER_RECORDS) {
    const p = printed(c.text ?? '');
    if (!p || statusOf(c as never) !== 'implemented' || typeof c.extra.same_facts_as === 'string') continue;
    // its reprints (same printed facts, another id) are run too, each under its own id, in the original's case
    const reprints = DRIVE_TRIGGER_RECORDS.filter((x) => x.extra.same_facts_as === c.id && statusOf(x as never) === 'implemented').map((x) => x.id);
    covers([c.id], `${c.id} ${c.name}${reprints.length ? ` (and its reprints ${reprints.join(', ')})` : ''}: drive trigger (SVE 14.4.5.1.3) — 「${REMINDER.exec(c.text ?? '')![1]}」 when a drive check of a Vanguard title deck reveals it; then to the cemetery (14.4.5.1.5)`, () => {
      for (const id of [c.id, ...reprints]) driveCheck(id, p);
    });
  }
  // the rest are not implemented (so createGame refuses them unless the client opts in): no drive trigger goes unexercised
  covers([], 'issue #18: every record printing a drive trigger (56: 25 originals, 31 reprints) is run above or is not implemented', () => {
    expect(CARDS.filter((c) => REMINDER.test(c.text ?? '')).length).toBe(56);
    expect(DRIVE_TRIGGER_RECORDS.length).toBe(56);
    expect(UNEXERCISED_DRIVE_TRIGGERS().filter((id) => statusOf(BY_ID.get(id)! as never) === 'implemented')).toEqual([]);
    // 40 run today (36 when issue #18's drive-trigger work landed; more Vanguard records implemented since): never fewer
    expect(DRIVE_TRIGGER_RECORDS.length - UNEXERCISED_DRIVE_TRIGGERS().length).toBeGreaterThanOrEqual(40);
  });
}

/** A drive check of a Vanguard title deck reveals record `id` (on top of the deck): its printed trigger `p` is carried out. */
function driveCheck(id: string, p: Printed): void {
  const c = BY_ID.get(id)!;
  let s: GameState = titleGame(titleDeck(LEADER[c.classOrColor!]!, [c.id]), 'SD02', `drive-${c.id}`).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = must(s, { type: 'choose', player: 0, option: 'title' }).state;
  s = toMain(s);
  // two followers of yours on the field (the record's copies), one engaged; the record on top of the deck
  // and an enemy follower (it must not be offered by 「自分の場のフォロワー1体」)
  const r = arrange(s, [[c.id, 'field', 0], [c.id, 'field', 0], ['SD02-019', 'field', 1]]);
  s = r.state;
  const [a, b, enemy] = r.ids as [string, string, string];
  s.cards[b]!.tapped = true;
  const top = zoneCards(s, 'deck', 0).find((id) => s.cards[id]!.cardId === c.id) ?? arrange(s, [[c.id, 'hand', 0]]).ids[0]!;
  const deck = s.zones['0:deck']!;
  if (s.cards[top]!.zone !== '0:deck') {
    s.zones[s.cards[top]!.zone]!.cards = s.zones[s.cards[top]!.zone]!.cards.filter((x) => x !== top);
    s.cards[top]!.zone = '0:deck';
  } else deck.cards = deck.cards.filter((x) => x !== top);
  deck.cards.unshift(top);
  const h = handCount(s, 0);
  const hp = health(s, 0);
  const atk = stats(s, a)[0]!;
  // the drive check of a follower of yours (the rules ability of 14.4.6, run as its attack does)
  const ctx = ctxOf(structuredClone(s));
  ctx.state.decision = null;
  push(ctx, { op: 'driveCheck', player: 0, follower: a });
  run(ctx);
  s = ctx.state;
  expect(s.decision).toMatchObject({ rule: 'SVE 14.4.5.1.3', options: ['use', 'skip'] });
  const used = must(s, { type: 'choose', player: 0, option: 'use' });
  s = used.state;
  let events: GameEvent[] = used.events;
  if (p.k === 'critical' || p.k === 'stand') {
    expectOffered(s, [a, b], [enemy, leaderId(s, 0), leaderId(s, 1)]); // 「自分の場のフォロワー1体」: either of yours, not the enemy follower, no leader
    const r2 = must(s, { type: 'pick', player: 0, card: p.k === 'stand' ? b : a });
    s = r2.state;
    events = [...events, ...r2.events];
  }
  expect(events.some((e) => e.type === 'sve.triggerUsed')).toBe(true);
  expect(zoneCards(s, 'cemetery', 0).map((id) => s.cards[id]!.cardId)).toContain(c.id);
  if (p.k === 'draw') expect(handCount(s, 0)).toBe(h + p.n);
  if (p.k === 'heal') expect(health(s, 0)).toBe(hp + p.n);
  if (p.k === 'critical') expect(stats(s, a)[0]).toBe(atk + p.n);
  if (p.k === 'stand') {
    expect(s.cards[b]!.tapped).toBe(false);
    s.cards[b]!.flags.since = 0;
    expect(attackTargets(readerFor(s), b, 0)).not.toContain(leaderId(s, 1)); // 「このターン、それは相手のリーダーを攻撃できない」
  }
  expect(legalActions(s).length).toBeGreaterThan(0);
}

/** Drive-trigger records of a Vanguard class that no case above exercises (not implemented, or an unread reminder form). */
export const UNEXERCISED_DRIVE_TRIGGERS = (): string[] => DRIVE_TRIGGER_RECORDS.filter((c) => !printed(c.text ?? '') || statusOf(c as never) !== 'implemented').map((c) => c.id);
