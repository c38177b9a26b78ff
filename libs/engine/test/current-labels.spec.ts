/**
 * Views for bots (docs/engine.md §1.4.1, §1.7.1): every visible card carries `current` (the kernel's derived
 * values, the same functions the rules read), every legal action a `label` naming only cards the viewer can
 * see, and a labelled action applies exactly like the bare one.
 */
import {
  addEffect, apply, canSee, currentValues, hashState, keywordsOf, labelAction, legalActions, makeCtx, statOf, typeOf, view, vocabularyFor,
  withoutLabel, zoneKey, type Action, type CardView, type GameDefinition, type GameState, type PlayerView, type Viewer,
} from '../src/index.js';
import { arrange, card, idOf, started } from './arrange.js';
import { playRandom } from './helpers.js';
import { TOY } from './toy-game.js';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];
const reader = (state: GameState) => ({ state, vocab: vocabularyFor(TOY) });

function visibleCards(v: PlayerView): CardView[] {
  const out: CardView[] = [];
  for (const z of Object.values(v.zones)) {
    for (const c of z.cards ?? []) out.push(c);
    for (const k of z.known ?? []) out.push(k.card);
  }
  return out;
}

describe('current values in views (generic default)', () => {
  test('every visible card carries current = the kernel derived values; hidden placeholders carry none', () => {
    const g = playRandom('current-8'); // a long game under the engine 2.x RNG (69 steps)
    let checked = 0;
    for (const st of [g.initial, ...g.steps.filter((_, i) => i % 7 === 0).map((s) => s.after)]) {
      const r = reader(st);
      for (const viewer of VIEWERS) {
        for (const c of visibleCards(view(st, viewer))) {
          if (c.hidden) {
            expect(c).not.toHaveProperty('current');
            continue;
          }
          expect(c.current).toEqual({
            cost: statOf(r, c.id, 'cost'), attack: statOf(r, c.id, 'attack'), defense: statOf(r, c.id, 'defense'),
            damage: st.cards[c.id]!.counters.damage ?? 0, keywords: keywordsOf(r, c.id), type: typeOf(st, c.id), restrictions: [],
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  test('an effect on a field card shows in its current attack and keywords, its printed facts stay in the catalog', () => {
    let s = started('current-2');
    const me = s.turn.active;
    s = arrange(s, [[card(me, 3), 'field', me]]);
    const id = idOf(s, card(me, 3));
    const ctx = makeCtx(s, TOY, vocabularyFor(TOY));
    addEffect(ctx, { source: null, sourceCardId: null, controller: me, targets: [id], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, duration: 'untilEndOfTurn' });
    addEffect(ctx, { source: null, sourceCardId: null, controller: me, targets: [id], player: null, modifier: { type: 'keyword', keyword: 'toy.swift', grant: true, value: null }, duration: 'untilEndOfTurn' });
    s = ctx.state;
    const printed = s.catalog[card(me, 3)]!.attack!;
    const seen = view(s, 1 - me).zones[zoneKey('field', me)]!.cards!.find((c) => c.id === id)!;
    expect(seen.current).toMatchObject({ attack: printed + 2, keywords: ['toy.swift'] });
    expect(view(s, 1 - me).catalog[card(me, 3)]!.attack).toBe(printed);
  });

  test('a game hook replaces the generic values (and may leave current out)', () => {
    const s = started('current-3');
    const def: GameDefinition = { ...TOY, view: { current: (r, id, viewer) => (r.state.cards[id]!.owner === viewer ? { ...currentValues(r, id)!, mine: true } : null) } };
    const v = view(s, 0, def);
    const cards = visibleCards(v).filter((c) => !c.hidden);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      if (s.cards[c.id]!.owner === 0) expect(c.current).toMatchObject({ mine: true });
      else expect(c).not.toHaveProperty('current');
    }
  });
});

describe('labelled actions', () => {
  test('every legal action in a view has {en, ja, cards}; cards list every instance id the action names, hidden ones without name or catalog id', () => {
    const g = playRandom('labels-1');
    let refs = 0;
    for (const s of g.steps) {
      const st = s.before;
      const d = st.decision!;
      const v = view(st, d.player);
      expect(v.legalActions!.map((a) => withoutLabel(a))).toEqual(legalActions(st));
      for (const a of v.legalActions!) {
        expect(a.label.en.length).toBeGreaterThan(0);
        expect(a.label.ja.length).toBeGreaterThan(0);
        const ids = Object.entries(a).filter(([k, x]) => k !== 'label' && typeof x === 'string' && st.cards[x]).map(([, x]) => x);
        expect(a.label.cards.map((c) => c.id)).toEqual(ids);
        for (const c of a.label.cards) {
          refs++;
          if (canSee(st, d.player, c.id)) expect(c).toMatchObject({ hidden: false, cardId: st.cards[c.id]!.cardId, name: st.catalog[st.cards[c.id]!.cardId]!.name });
          else expect(c).toEqual({ role: c.role, id: c.id, zone: c.zone, owner: c.owner, hidden: true });
        }
      }
    }
    expect(refs).toBeGreaterThan(50);
  });

  test('a labelled action applies exactly like the bare one (the label is ignored); a changed label too', () => {
    const g = playRandom('labels-2', 'labels-2', 60);
    for (const s of g.steps) {
      const labelled = view(s.before, s.action.player).legalActions!.find((a) => JSON.stringify(withoutLabel(a)) === JSON.stringify(s.action))!;
      expect(labelled.label).toBeDefined();
      expect(hashState(apply(s.before, labelled).state)).toBe(hashState(s.after));
      expect(hashState(apply(s.before, { ...labelled, label: { en: 'anything' } }).state)).toBe(hashState(s.after));
    }
  });

  test('labels never name a card the viewer cannot see', () => {
    const s = started('labels-3');
    const me = s.turn.active;
    const oppHand = s.zones[zoneKey('hand', 1 - me)]!.cards[0]!;
    const myHand = s.zones[zoneKey('hand', me)]!.cards[0]!;
    const oppName = s.catalog[s.cards[oppHand]!.cardId]!.name;
    const action: Action = { type: 'toy.peek', player: me, card: oppHand, mine: myHand };
    const l = labelAction(s, action, me, TOY).label;
    expect(l.cards).toEqual([
      { role: 'card', id: oppHand, zone: 'hand', owner: 1 - me, hidden: true },
      { role: 'mine', id: myHand, zone: 'hand', owner: me, hidden: false, cardId: s.cards[myHand]!.cardId, name: s.catalog[s.cards[myHand]!.cardId]!.name },
    ]);
    expect(l.en).toContain('a hidden card (hand)');
    expect(l.ja).toContain('非公開のカード');
    if (oppName !== s.catalog[s.cards[myHand]!.cardId]!.name) expect(JSON.stringify(l)).not.toContain(oppName);
    expect(JSON.stringify(l)).not.toContain(s.cards[oppHand]!.cardId);
    // the owner of that card sees its name
    expect(labelAction(s, action, 1 - me, TOY).label.cards[0]).toMatchObject({ hidden: false, name: oppName });
  });

  test('kernel kinds have fixed texts in both languages; a game hook supplies its own', () => {
    const s = started('labels-4');
    const me = s.turn.active;
    s.players[me]!.counters.energy = 5;
    expect(labelAction(s, { type: 'done', player: me }, me, TOY).label).toMatchObject({ en: 'Done choosing', ja: '選択を終える' });
    expect(labelAction(s, { type: 'concede', player: me }, me, TOY).label).toMatchObject({ en: 'Concede', ja: '投了する' });
    expect(labelAction(s, { type: 'endTurn', player: me }, me, TOY).label).toMatchObject({ en: 'End turn', ja: 'End turn', cards: [] });
    const def: GameDefinition = { ...TOY, describeAction: (_st, a) => (a.type === 'endTurn' ? { en: 'End your turn', ja: 'ターン終了' } : null) };
    const v = view(s, me, def);
    expect(v.legalActions!.find((a) => a.type === 'endTurn')!.label).toEqual({ en: 'End your turn', ja: 'ターン終了', cards: [] });
    expect(v.legalActions!.find((a) => a.type === 'play')!.label.en).toMatch(/^Play: card /);
  });
});
