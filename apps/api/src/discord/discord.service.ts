/**
 * Discord interactions (https://discord.com/developers/docs/interactions/receiving-and-responding): PING is
 * answered PONG; the slash commands /card and /deck (commands.ts) are answered with an embed, from the same
 * in-memory catalog, deck legality and engine card reports as the REST routes.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { GAME_SLUGS, isGameSlug, type CardRecord, type GameSlug } from '../../../../libs/catalog/src/card.js';
import { GAMES } from '../../../../libs/games/index.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { DecksService } from '../decks/decks.service.js';
import { MatchesService } from '../matches/matches.service.js';
import { ProblemError } from '../common/problem.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { discordPublicKey } from './signature.js';

/** Interaction types and callback types (Discord API). */
export const INTERACTION = { PING: 1, APPLICATION_COMMAND: 2 } as const;
export const CALLBACK = { PONG: 1, CHANNEL_MESSAGE_WITH_SOURCE: 4 } as const;
const EPHEMERAL = 64;

type Option = { name?: unknown; value?: unknown };
export interface Interaction {
  type?: unknown;
  data?: { name?: unknown; options?: Option[] };
}

interface Embed {
  title: string;
  description?: string;
  color?: number;
  fields?: Array<{ name: string; value: string; inline?: boolean }>;
  footer?: { text: string };
}

export interface InteractionAnswer {
  type: number;
  data?: { content?: string; embeds?: Embed[]; flags?: number; allowed_mentions: { parse: string[] } };
}

const COLOR = { ok: 0x2ecc71, partial: 0xf1c40f, bad: 0xe74c3c, info: 0x3498db };
const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

/**
 * A deck pasted into a one-line slash option: entries separated by `;` (or new lines), `# section` headers;
 * a JSON deck is kept as JSON. `# main 3 SD01-001 4 SD01-002` (no separators) is split before each header and
 * each count too.
 */
export function deckFromSlashText(text: string): unknown {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      /* not JSON after all: read it as text */
    }
  }
  let lines = t.replace(/\s*[;|]\s*/g, '\n');
  if (!lines.includes('\n')) lines = lines.replace(/\s+(?=#)/g, '\n').replace(/\s+(?=\d{1,3}x?\s+\S)/g, '\n');
  return lines.replace(/(#\s*\S+)\s+(?=\d)/g, '$1\n');
}

@Injectable()
export class DiscordService {
  readonly key: KeyObject | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly decks: DecksService,
    private readonly matches: MatchesService,
  ) {
    this.key = config.discordPublicKey ? discordPublicKey(config.discordPublicKey) : null;
  }

  async answer(interaction: Interaction): Promise<InteractionAnswer> {
    if (interaction.type === INTERACTION.PING) return { type: CALLBACK.PONG };
    if (interaction.type !== INTERACTION.APPLICATION_COMMAND) return this.message('This interaction type is not handled here.', true);
    const name = interaction.data?.name;
    const opts = new Map((interaction.data?.options ?? []).map((o) => [String(o.name), typeof o.value === 'string' ? o.value : String(o.value ?? '')]));
    const game = opts.get('game') ?? '';
    if (!isGameSlug(game)) return this.message(`Unknown game "${cut(game, 40)}" (games: ${GAME_SLUGS.join(', ')}).`, true);
    if (name === 'card') return this.card(game, opts.get('name') ?? '');
    if (name === 'deck') return this.deck(game, opts.get('deck') ?? '', opts.get('format') || undefined);
    return this.message(`Unknown command /${cut(String(name), 32)}: this endpoint answers /card and /deck.`, true);
  }

  private message(content: string, ephemeral = false): InteractionAnswer {
    return { type: CALLBACK.CHANNEL_MESSAGE_WITH_SOURCE, data: { content, ...(ephemeral ? { flags: EPHEMERAL } : {}), allowed_mentions: { parse: [] } } };
  }

  private embed(embed: Embed): InteractionAnswer {
    return { type: CALLBACK.CHANNEL_MESSAGE_WITH_SOURCE, data: { embeds: [embed], allowed_mentions: { parse: [] } } };
  }

  /** /card: the card by id, else by exact name, else the first search hit; its printed facts and engine status. */
  private async card(game: GameSlug, query: string): Promise<InteractionAnswer> {
    const q = query.trim();
    if (!q) return this.message('Give a card name or id.', true);
    const cards = this.catalog.cards(game);
    const page = await this.catalog.search(game, { q, limit: 6 });
    const exact = cards.get(q) ?? page.items.find((c) => c.name === q);
    const card = exact ?? page.items[0];
    if (!card) return this.message(`No ${game} card matches "${cut(q, 80)}".`, true);
    const others = page.items.filter((c) => c.id !== card.id).slice(0, 5);
    return this.embed(this.cardEmbed(game, card, others, page.total));
  }

  private cardEmbed(game: GameSlug, card: CardRecord, others: CardRecord[], total: number): Embed {
    const fields: Embed['fields'] = [{ name: 'Type', value: cut([card.type, ...card.subtypes].join(' / '), 1024), inline: true }];
    if (card.classOrColor) fields.push({ name: 'Class / colour', value: cut(card.classOrColor, 1024), inline: true });
    if (card.cost !== null) fields.push({ name: 'Cost', value: String(card.cost), inline: true });
    if (card.attack !== null || card.defense !== null) fields.push({ name: 'Attack / defense', value: `${card.attack ?? '–'} / ${card.defense ?? '–'}`, inline: true });
    if (card.title) fields.push({ name: 'Title', value: cut(card.title, 1024), inline: true });
    if (card.set) fields.push({ name: 'Set', value: cut(card.set, 1024), inline: true });
    if (card.traits.length) fields.push({ name: 'Traits', value: cut(card.traits.join(', '), 1024), inline: true });
    if (card.keywords.length) fields.push({ name: 'Keywords', value: cut(card.keywords.join(', '), 1024), inline: true });
    const report = this.matches.cardReport(game, card);
    let color = COLOR.info;
    if (!report) fields.push({ name: 'Rules engine', value: `none for ${game} yet: catalog and deck legality only` });
    else {
      const unread = report.unread.length ? `; ${report.unread.length} sentence(s) not implemented: ${report.unread.map((u) => `「${u.text}」`).join(' ')}` : '';
      fields.push({ name: 'Rules engine', value: cut(`${report.status} (abilities from ${report.abilitySource}${report.tested ? ', tested' : ''})${unread}`, 1024) });
      color = report.status === 'implemented' || report.status === 'vanilla' ? COLOR.ok : report.status === 'partial' ? COLOR.partial : COLOR.bad;
    }
    const sample = GAMES[game].info.sampleCatalog ? ' · sample card (not official)' : '';
    return {
      title: cut(`${card.name} (${card.id})`, 256),
      description: cut(card.text || '(no text)', 2000),
      color,
      fields: fields.slice(0, 25),
      footer: { text: cut(`${GAMES[game].info.name}${sample}${others.length ? ` · ${total} matches; also: ${others.map((c) => `${c.name} (${c.id})`).join(', ')}` : ''}`, 2048) },
    };
  }

  /** /deck: the verdict with each error's code, rule and message. */
  private deck(game: GameSlug, text: string, format: string | undefined): InteractionAnswer {
    if (!text.trim()) return this.message('Paste a deck: "N <card id or name>" entries separated by ; with "# section" headers, or JSON.', true);
    let verdict;
    try {
      verdict = this.decks.verdict(game, { deck: deckFromSlashText(text), format });
    } catch (e) {
      if (e instanceof ProblemError) return this.message(`Not a deck: ${cut(e.message, 1800)}`, true);
      throw e;
    }
    const counts = Object.entries(verdict.counts).map(([k, n]) => `${k} ${n}`).join(', ');
    const errors = verdict.errors.slice(0, 15).map((e) => `**${e.code}** (${e.rule})${e.section ? ` [${e.section}]` : ''}: ${e.message}`);
    const fields: Embed['fields'] = [];
    if (errors.length) fields.push({ name: `Errors (${verdict.errors.length})`, value: cut(errors.join('\n'), 1024) });
    if (verdict.errors.length > 15) fields.push({ name: 'More', value: `${verdict.errors.length - 15} more error(s) not shown` });
    if (verdict.warnings.length) fields.push({ name: `Warnings (${verdict.warnings.length})`, value: cut(verdict.warnings.slice(0, 5).map((w) => `${w.code} (${w.rule}): ${w.message}`).join('\n'), 1024) });
    // issue #17: whether a match accepts it, and the cards the engine does not implement yet
    const p = verdict.playability;
    const notImplemented = p.cards.slice(0, 10).map((c) => `${c.id} ${c.name} (${c.status})`);
    fields.push({ name: p.playable ? 'Playable' : `Not playable (${p.reason})`, value: cut([p.message, ...notImplemented, ...(p.cards.length > 10 ? [`${p.cards.length - 10} more`] : [])].join('\n'), 1024) });
    return this.embed({
      title: `${verdict.legal ? '✅ Legal' : '❌ Not legal'} — ${game}, format ${verdict.format}`,
      description: cut(counts || '(empty deck)', 4096),
      color: verdict.legal ? COLOR.ok : COLOR.bad,
      fields,
    });
  }
}
