/** The board from one seat's view: players, their counters, every zone with its cards and their current values. */
import type { CardView, MatchResponse, PlayerView, ZoneView } from './api.js';

export const esc = (s: unknown): string =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Instance id -> card name, for every card the view shows face up (events and attachments name instances). */
export function namesOf(view: PlayerView): Map<string, string> {
  const names = new Map<string, string>();
  for (const zone of Object.values(view.zones)) {
    const cards = [...(zone.cards ?? []), ...(zone.known ?? []).map((k) => k.card)];
    for (const c of cards) if (!c.hidden && c.cardId) names.set(c.id, view.catalog[c.cardId]?.name ?? c.cardId);
  }
  return names;
}

/** A value of `current` worth showing (nulls, empty lists and false flags are left out). */
function shown(v: unknown): boolean {
  return !(v === null || v === undefined || v === false || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0));
}
function valueText(v: unknown): string {
  if (v === true) return '✓';
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function cardHtml(c: CardView, view: PlayerView, names: Map<string, string>): string {
  if (c.hidden) return `<div class="card hidden" title="hidden card ${esc(c.id)}" data-card="${esc(c.id)}"></div>`;
  const facts = c.cardId ? view.catalog[c.cardId] : undefined;
  const current = Object.entries(c.current ?? {}).filter(([k, v]) => k !== 'type' && shown(v));
  const counters = Object.entries(c.counters ?? {}).filter(([, n]) => n !== 0);
  return (
    `<div class="card${c.tapped ? ' tapped' : ''}" data-card="${esc(c.id)}" title="${esc(`${c.cardId} ${facts?.type ?? ''}`)}">` +
    `<span class="cname">${esc(facts?.name ?? c.cardId ?? c.id)}</span>` +
    `<span class="cid">${esc(c.cardId ?? '')}${c.tapped ? ' · tapped' : ''}${c.face === 'down' ? ' · face down' : ''}${c.token ? ' · token' : ''}</span>` +
    (c.attachedTo ? `<span class="cur">on ${esc(names.get(c.attachedTo) ?? c.attachedTo)}</span>` : '') +
    (current.length ? `<span class="cur">${current.map(([k, v]) => `${esc(k)} ${esc(valueText(v))}`).join(' · ')}</span>` : '') +
    (counters.length ? `<span class="cur">counters: ${counters.map(([k, n]) => `${esc(k)} ${n}`).join(', ')}</span>` : '') +
    `</div>`
  );
}

function zoneHtml(z: ZoneView, view: PlayerView, names: Map<string, string>): string {
  const cards = z.cards
    ? z.cards.map((c) => cardHtml(c, view, names)).join('')
    : (z.known ?? []).map((k) => `<span class="note">#${k.index + 1}:</span>${cardHtml(k.card, view, names)}`).join('');
  return `<div class="zone" data-zone="${esc(z.key)}"><div class="zname">${esc(z.name)} (${z.count})</div><div class="cards">${cards}</div></div>`;
}

/** Where a zone goes on the board: the leader-like card, the play area, the hand, then the rest in the engine's order. */
const FIRST = ['leader', 'captain', 'player', 'boss', 'mainLeader', 'subLeader', 'field', 'stage', 'battle', 'front', 'back', 'hand'];
const rank = (z: ZoneView) => {
  const i = FIRST.findIndex((n) => z.name === n || z.name.toLowerCase().includes(n.toLowerCase()));
  return i < 0 ? FIRST.length : i;
};

/** Zones with cards first (leader, field, hand, then the engine's order), empty ones named on one line. */
function zonesHtml(zones: ZoneView[], view: PlayerView, names: Map<string, string>): string {
  const full = zones.filter((z) => z.count > 0).sort((a, b) => rank(a) - rank(b));
  const empty = zones.filter((z) => z.count === 0).map((z) => z.name);
  return `<div class="zones">${full.map((z) => zoneHtml(z, view, names)).join('')}</div>` + (empty.length ? `<div class="counters">empty: ${esc(empty.join(', '))}</div>` : '');
}

export function boardHtml(res: MatchResponse, seat: number, seatNames: string[]): string {
  const view = res.views[String(seat)];
  if (!view) return '<p class="note">No view for this seat.</p>';
  const names = namesOf(view);
  const zones = Object.values(view.zones);
  const order = view.players.map((p) => p.index).filter((p) => p !== seat).concat([seat]);
  const shared = zones.filter((z) => z.owner === null);
  const blocks = order.map((p) => {
    const pl = view.players[p]!;
    const counters = Object.entries(pl.counters).map(([k, n]) => `${esc(k)} ${n}`).join(' · ');
    return (
      `<div class="player${p === seat ? ' me' : ''}" data-seat="${p}"><h3>${esc(seatNames[p] ?? pl.name)} (seat ${p + 1})${p === seat ? ' · this view' : ''}${pl.lost ? ' · <span class="error">lost</span>' : ''}</h3>` +
      `<div class="counters">${counters}</div>${zonesHtml(zones.filter((z) => z.owner === p), view, names)}</div>`
    );
  });
  if (shared.length) blocks.splice(order.length - 1, 0, `<div class="player"><h3>shared</h3>${zonesHtml(shared, view, names)}</div>`);
  return blocks.join('');
}

export function statusHtml(res: MatchResponse, seatNames: string[], viewing: number, replay?: { at: number; of: number }): string {
  const s = res.status;
  const who = (p: number | null) => (p === null ? '—' : esc(seatNames[p] ?? `seat ${p + 1}`));
  const head = replay ? `<b>Replay</b> after ${replay.at} of ${replay.of} actions · ` : '';
  const over = s.over
    ? ` · <span class="over">Game over: ${s.result?.draw ? 'draw' : `${s.result?.winners.map(who).join(', ') || '—'} won`} (${esc(s.result?.reason ?? '')}${s.result?.rule ? `, ${esc(s.result.rule)}` : ''})</span>`
    : ` · to act: <b>${who(s.decider)}</b>`;
  return `${head}Turn ${s.turn} · ${esc(s.phase)}${s.step ? ` / ${esc(s.step)}` : ''} · active: ${who(s.activePlayer)} · viewing as ${who(viewing)} · actions applied ${s.seq}${over}`;
}

/** One event as a line: its type and fields, instance ids replaced by the card names the view knows. */
export function eventText(e: Record<string, unknown>, names: Map<string, string>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(e)) {
    if (k === 'type' || k === 'visibleTo' || k === 'redacted' || v === null || v === undefined) continue;
    const text = typeof v === 'string' ? (names.get(v) ?? v) : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? (names.get(x) ?? x) : JSON.stringify(x))).join(', ') : JSON.stringify(v);
    parts.push(`${k}: ${text}`);
  }
  const line = `${String(e.type)}${parts.length ? ` (${parts.join('; ')})` : ''}`;
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
