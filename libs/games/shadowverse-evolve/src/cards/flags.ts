/**
 * Shadowverse Evolve catalog mapping: deck-construction flags derived from a CardInput at import.
 *
 * - leader  : type リーダー (SVE 2.3.2.1, 6.1.1.1)
 * - evolve  : special kind エボルヴ, i.e. subtypes contain エボルヴ (SVE 2.3.3.1)
 * - advance : special kind アドバンス (SVE 2.3.3.2, 9.2)
 * - token   : トークン in subtypes (SVE 9.1; the data splits "スペル・トークン" into type + subtypes)
 * - maxCopies: the card's own deck-construction text (SVE 6.1.2 replaces 6.1.1.4). The official texts
 *   found in the catalog (grep 枚まで / 何枚でも / 入れることができ) are exactly these forms:
 *     「これはエボルヴデッキに10枚まで入れることができる。」 (にんじん, ドライブポイント, ECP01-058..062)
 *     「『ラピッドファイア』は自分のデッキに6枚まで入れることができる。」
 *     「『オニオン軍団』は自分のデッキに50枚まで入れることができる。」
 *   A 『name』 subject counts only when it is the card's own name. 「何枚でも入れることができる」 -> null
 *   (no limit). The Start Amulet reminder 「デッキに1種しか入れられない」 is a different rule (14.4.4.1.1),
 *   handled by the deck rules, not by maxCopies.
 * - suspect : known data defects (see KNOWN_DEFECTS).
 */
import type { CardFlags, CardInput } from '../../../../catalog/src/card.js';
import type { CatalogMapping } from '../../../../catalog/src/game-info.js';
import { SVE_FACTS } from './facts-schema.js';

const DIGITS = '0-9０-９';
const LIMIT_TEXT = new RegExp(
  `(これ|『([^』]+)』)は(?:自分の)?(?:メイン|エボルヴ)?デッキに([${DIGITS}]+)枚まで入れることができる`,
);
const ANY_NUMBER_TEXT = /(これ|『([^』]+)』)は(?:自分の)?(?:メイン|エボルヴ)?デッキに何枚でも入れることができる/;

function toInt(s: string): number {
  return Number(s.normalize('NFKC'));
}

/** The copy limit a card's own text sets, or undefined when the text sets none. */
export function maxCopiesFromText(name: string, text: string | null | undefined): number | null | undefined {
  if (!text) return undefined;
  const own = (subject: string, quoted: string | undefined) =>
    subject === 'これ' || (quoted !== undefined && quoted.normalize('NFKC') === name.normalize('NFKC'));
  const any = ANY_NUMBER_TEXT.exec(text);
  if (any && own(any[1], any[2])) return null;
  const m = LIMIT_TEXT.exec(text);
  if (m && own(m[1], m[2])) return toInt(m[3]);
  return undefined;
}

/**
 * Records whose data is known to be wrong or incomplete (found while building the deck rules).
 * The flag travels with the card; deck verdicts repeat it as a CARD_DATA warning.
 */
export const KNOWN_DEFECTS: Record<string, string> = {
  'PR-259': 'title missing: same printed facts as CP03-127 (カードファイト!! ヴァンガード) but title is null (title derived from set code)',
  'PR-285': 'title missing: same printed facts as CP03-127 (カードファイト!! ヴァンガード) but title is null (title derived from set code)',
  'PR-260': 'title missing: leader of a Cardfight!! Vanguard character (蒼龍レオン) with title null; a title-basis deck cannot be checked',
  'PR-261': 'title missing: leader of a Cardfight!! Vanguard character (先導アイチ) with title null; a title-basis deck cannot be checked',
  'PR-262': 'title missing: leader of a Cardfight!! Vanguard character (鳴海アサカ) with title null; a title-basis deck cannot be checked',
  'PR-263': 'title missing: leader of a Cardfight!! Vanguard character (櫂トシキ) with title null; a title-basis deck cannot be checked',
  'PR-264': 'title missing: leader of a Cardfight!! Vanguard character (雀ヶ森レン) with title null; a title-basis deck cannot be checked',
  'PR-265': 'title missing: leader of a Cardfight!! Vanguard character (戸倉ミサキ) with title null; a title-basis deck cannot be checked',
};

export function deriveFlags(card: CardInput): CardFlags {
  const subtypes = card.subtypes ?? [];
  const raw = typeof card.extra?.type_raw === 'string' ? card.extra.type_raw : '';
  const flags: CardFlags = {};
  if (card.type === 'リーダー') flags.leader = true;
  if (subtypes.includes('エボルヴ') || raw.endsWith('・エボルヴ')) flags.evolve = true;
  if (subtypes.includes('アドバンス') || raw.endsWith('・アドバンス')) flags.advance = true;
  if (subtypes.includes('トークン') || raw.endsWith('・トークン')) flags.token = true;
  const max = maxCopiesFromText(card.name, card.text);
  if (max !== undefined) flags.maxCopies = max;
  const defect = KNOWN_DEFECTS[card.id];
  if (defect) flags.suspect = defect;
  return flags;
}

export const mapping: CatalogMapping = { game: 'shadowverse-evolve', deriveFlags, facts: SVE_FACTS }; // facts: the typed `extra` (facts-schema.ts)
