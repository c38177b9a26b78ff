/**
 * Labelled actions (docs/engine.md §1.4.1): every legal action a view lists carries
 * `label: {en, ja, cards}` — a short text in English and Japanese (`"Attack: ゴブリン → opponent's
 * leader"`) and every card the action refers to (`{role, id, zone, owner, hidden, cardId?, name?}`),
 * so a bot can choose "attack the leader with Gamma" without mapping instance ids through the view.
 *
 * Labels are derived from the action and the VIEWER's knowledge: a card the viewer cannot see
 * (`canSee`) is referred to as hidden, never by its name or catalog id. The key `label` is reserved on
 * actions: `apply` ignores it (`withoutLabel`), so an action is accepted with or without its label;
 * no game may use `label` as an action parameter.
 *
 * Generic default (any game): kernel action types have fixed texts (pick, done, choose with the
 * decision's option labels, next, concede); a game action reads `<Type>: <field> <value>, …` with card
 * ids replaced by names. A game supplies better texts through `definition.describeAction(state, action,
 * viewer)` (returning `{en, ja}`, or null for the generic text); the kernel always adds `cards`.
 */
import type { JsonObject, JsonPrimitive } from './json.js';
import type { Action } from './actions.js';
import type { GameState, Viewer } from './state.js';
import type { GameDefinition } from './definition.js';
import { canSee } from './zones.js';

export const LABEL_KEY = 'label';

/** A card an action refers to, as far as the viewer may know it. */
export interface ActionCardRef extends JsonObject {
  /** The action field naming the card (`attacker`, `target`, `card`…). */
  role: string;
  /** Instance id (as in the action and the view). */
  id: string;
  /** Zone name the card is in (zones and their card counts are public). */
  zone: string | null;
  owner: number | null;
  /** True when the viewer does not know the card's identity (then no cardId or name). */
  hidden: boolean;
}

export interface ActionText {
  en: string;
  ja: string;
}

export interface ActionLabel extends JsonObject {
  en: string;
  ja: string;
  cards: ActionCardRef[];
}

export type LabelledAction = Action & { label: ActionLabel };

/** The action without its `label` annotation (what `apply` checks; everything else unchanged). */
export function withoutLabel<T>(action: T): T {
  if (typeof action !== 'object' || action === null || Array.isArray(action) || !Object.prototype.hasOwnProperty.call(action, LABEL_KEY)) return action;
  const { [LABEL_KEY]: _dropped, ...rest } = action as Record<string, unknown>;
  return rest as T;
}

/** Whether the viewer knows this card's identity. */
function known(state: GameState, id: string, viewer: Viewer): boolean {
  return state.cards[id] !== undefined && canSee(state, viewer, id);
}

/** The printed name of a card the viewer can see; null otherwise. */
export function visibleName(state: GameState, id: string, viewer: Viewer): string | null {
  if (!known(state, id, viewer)) return null;
  return state.catalog[state.cards[id]!.cardId]?.name ?? null;
}

/** How a label names a card: its name when the viewer sees it, else "a hidden card" / 「非公開のカード」. */
export function cardWord(state: GameState, id: string, viewer: Viewer): ActionText {
  const name = visibleName(state, id, viewer);
  if (name !== null) return { en: name, ja: name };
  const c = state.cards[id];
  const zone = c ? state.zones[c.zone]?.name : undefined;
  return zone ? { en: `a hidden card (${zone})`, ja: `非公開のカード（${zone}）` } : { en: 'a hidden card', ja: '非公開のカード' };
}

/** Every card instance an action names (string fields and string lists whose values are instance ids), in field order. */
export function actionCardRefs(state: GameState, action: Action, viewer: Viewer): ActionCardRef[] {
  const out: ActionCardRef[] = [];
  const ref = (role: string, id: string) => {
    const c = state.cards[id]!;
    const base = { role, id, zone: state.zones[c.zone]?.name ?? null, owner: c.owner };
    if (known(state, id, viewer)) {
      const facts = state.catalog[c.cardId];
      out.push({ ...base, hidden: false, cardId: c.cardId, name: facts?.name ?? c.cardId });
    } else out.push({ ...base, hidden: true });
  };
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'player' || key === LABEL_KEY) continue;
    if (typeof value === 'string' && Object.prototype.hasOwnProperty.call(state.cards, value)) ref(key, value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string' && Object.prototype.hasOwnProperty.call(state.cards, v)) ref(key, v);
  }
  return out;
}

const humanize = (s: string): string => {
  const base = s.includes('.') ? s.slice(s.lastIndexOf('.') + 1) : s;
  const words = base.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueWord(state: GameState, value: unknown, viewer: Viewer): ActionText {
  if (typeof value === 'string' && Object.prototype.hasOwnProperty.call(state.cards, value)) return cardWord(state, value, viewer);
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueWord(state, v, viewer));
    return { en: parts.map((p) => p.en).join(', '), ja: parts.map((p) => p.ja).join('、') };
  }
  if (value === true) return { en: 'yes', ja: 'はい' };
  if (value === false) return { en: 'no', ja: 'いいえ' };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return { en: text, ja: text };
}

/** The label of a `chooseOption` answer: the decision's label for that option, else the option itself. */
function optionWord(state: GameState, option: JsonPrimitive, viewer: Viewer): ActionText {
  const d = state.decision;
  const i = d?.options?.findIndex((o) => o === option) ?? -1;
  const label = i >= 0 ? d?.labels?.[i] : undefined;
  if (typeof label === 'string' && label !== '') return { en: label, ja: label };
  return valueWord(state, option, viewer);
}

/** The kernel's generic text for any action (kernel kinds in both languages; game actions field by field). */
export function genericActionText(state: GameState, action: Action, viewer: Viewer): ActionText {
  switch (action.type) {
    case 'pick': {
      const w = valueWord(state, action.card, viewer);
      return { en: `Pick: ${w.en}`, ja: `選ぶ: ${w.ja}` };
    }
    case 'done':
      return { en: 'Done choosing', ja: '選択を終える' };
    case 'choose': {
      const w = optionWord(state, action.option as JsonPrimitive, viewer);
      return { en: `Choose: ${w.en}`, ja: `選択: ${w.ja}` };
    }
    case 'next': {
      const w = valueWord(state, action.item, viewer);
      return { en: `Next: ${w.en}`, ja: `次: ${w.ja}` };
    }
    case 'concede':
      return { en: 'Concede', ja: '投了する' };
    default: {
      const parts = Object.entries(action)
        .filter(([k]) => k !== 'type' && k !== 'player' && k !== LABEL_KEY)
        .map(([k, v]) => ({ k, w: valueWord(state, v, viewer) }));
      const head = humanize(action.type);
      if (parts.length === 0) return { en: head, ja: head };
      return { en: `${head}: ${parts.map((p) => `${p.k} ${p.w.en}`).join(', ')}`, ja: `${head}: ${parts.map((p) => `${p.k} ${p.w.ja}`).join('、')}` };
    }
  }
}

/** One action with its label for `viewer` (the game's text when it has one, else the generic text). */
export function labelAction(state: GameState, action: Action, viewer: Viewer, def: GameDefinition): LabelledAction {
  const text = def.describeAction?.(state, action, viewer) ?? genericActionText(state, action, viewer);
  return { ...withoutLabel(action), label: { en: text.en, ja: text.ja, cards: actionCardRefs(state, action, viewer) } };
}

/** Labels every action of a list for `viewer`. */
export function labelActions(state: GameState, actions: readonly Action[], viewer: Viewer, def: GameDefinition): LabelledAction[] {
  return actions.map((a) => labelAction(state, a, viewer, def));
}
