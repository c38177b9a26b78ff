/**
 * Card cases of Re:Birth for you (until the rules engine plays them, the compiled ability data is checked against the
 * PRINTED text): every card whose every line is a printed form (printed-forms.ts, read independently of the compiler)
 * must compile to exactly the data that form means — the printed numbers (draws, +A/+B, energy, counts), the
 * condition keywords with their printed levels and names (11.5, 11.7), the zone icons (9.4.4), 【ターン1】 (9.2.2),
 * the Re-birth area for Re-birth cards (9.4.5.1) — with every sentence mapped and the data valid against the ability
 * schema. The cards these cases cover are the tested-card registry (src/coverage/tested.generated.ts).
 */
import { readFileSync } from 'node:fs';
import { validateAbilities } from '../../../../engine/src/abilities/validate.js';
import { compileCard, compileVocabulary } from '../../src/abilities/index.js';
import { PRINTED_FORM_CARDS } from '../../src/coverage/tested.generated.js';
import { coveredByEngineCases } from '../cases/index.js';
import { CARDS, coveredByCases, formCards, sorted } from './catalog.js';
import { expectedAbilities } from './printed-forms.js';
import { renderTested } from './write-tested.js';

const cases = formCards();

describe('R4U card cases: compiled data = printed text (R4U 9, 11)', () => {
  test('the cases cover the trial decks\' most common texts', () => {
    expect(cases.length).toBeGreaterThan(250);
    const trialTexts = new Set(CARDS.filter((c) => /\/0\d\dT$/.test(String(c.extra?.release_code)) && c.text).map((c) => c.text));
    expect(cases.filter((c) => trialTexts.has(c.text)).length).toBeGreaterThan(60);
  });

  for (const card of cases) {
    test(`${card.id}: ${(card.text ?? '').replace(/\n/g, ' / ').slice(0, 90)}`, () => {
      const r = compileCard(card);
      expect(r.failures).toEqual([]);
      expect(r.mapped).toEqual(r.sentences.map((_, i) => i));
      expect(validateAbilities(r.abilities, compileVocabulary())).toEqual([]);
      const got = r.abilities.map(({ source: _s, ...a }) => a);
      expect(sorted(got)).toEqual(sorted(expectedAbilities(card)));
    });
  }

  test('a near miss of a form is not a case: a changed number changes the expected data', () => {
    const card = cases.find((c) => /^【スパーク】：あなたは１枚引く。$/.test(c.text ?? ''))!;
    const other = { ...card, text: '【スパーク】：あなたは２枚引く。' };
    expect(expectedAbilities(other)).not.toEqual(expectedAbilities(card));
    expect(compileCard(other).abilities[0]!.effect).toEqual({ type: 'draw', amount: 2 });
  });

  test('near misses of the unchoosable forms: who may not choose, and for how long, change the expected data', () => {
    const base = { type: 'キャラ', text: '【スパーク】：あなたは自分のメンバーから１枚選び、このターン中、そのキャラは相手から選ばれない。' };
    const byCharacters = { ...base, text: base.text.replace('相手から', '相手のキャラから') };
    const thisAttack = { ...base, text: base.text.replace('このターン中', 'このアタック中') };
    const e = (c: typeof base) => (expectedAbilities(c)![0] as { effect: unknown }).effect;
    expect(e(base)).toMatchObject({ keyword: 'r4u.unchoosable', value: 'opponent', duration: 'untilEndOfTurn' });
    expect(e(byCharacters)).toMatchObject({ value: 'opponentCharacters' });
    expect(e(thisAttack)).toMatchObject({ duration: { until: 'endOfAttack' } });
    const still = { type: 'キャラ', text: '【永】【エントリー】：このキャラは選ばれない。' };
    expect(expectedAbilities(still)![0]).toMatchObject({ kind: 'static', modifier: { value: 'anyone' } });
  });

  test('near misses of the trigger 「…メンバーから控え室に置かれた時」: by an effect, by an opponent\'s effect, in the opponent\'s turn', () => {
    const t = (how: string) => (expectedAbilities({ type: 'キャラ', text: `【自】：このキャラが${how}メンバーから控え室に置かれた時、あなたは１枚引く。` })![0] as { trigger: unknown }).trigger;
    expect(t('効果で')).toEqual({ on: 'r4u.leftMembers', to: 'waitingRoom', byEffect: true });
    expect(t('相手の効果で')).toEqual({ on: 'r4u.leftMembers', to: 'waitingRoom', byEffect: true, byOpponent: true });
    expect(t('相手のターン中に')).toEqual({ on: 'r4u.leftMembers', to: 'waitingRoom', opponentTurn: true });
    expect(t('')).toEqual({ on: 'onLeave', zone: 'members', to: 'waitingRoom' });
  });

  test('a trait printed with parentheses (〔⁂（アステリズム）〕) is the catalog trait, not reminder text (2.4.2 / 2.5)', () => {
    const card = CARDS.find((c) => c.id === 'RE/002B-054')!;
    expect(compileCard(card).abilities[0]!.condition).toEqual({ type: 'r4u.fullPower', level: 3, refs: ['⁂（アステリズム）'] });
    expect(expectedAbilities(card)![0]).toMatchObject({ condition: { refs: ['⁂（アステリズム）'] } });
  });

  test('【永】 「このキャラを+2/±0。(condition)なら、さらに+2/±0」: a second static on the same card under the condition; 「さらに」 with nothing before it is not read', () => {
    const text = '【永】【エントリー】：このキャラを＋２/±０。あなたのエネルギーが10枚以上なら、さらに＋２/±０。';
    const got = compileCard({ id: 'X', name: 'X', type: 'キャラ', text }).abilities.map(({ source: _s, ...a }) => a);
    expect(got).toEqual([
      { kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, affects: { ref: 'self' }, zones: ['entry'] },
      { kind: 'static', modifier: { type: 'stat', stat: 'attack', op: 'add', value: 2 }, affects: { ref: 'self' }, condition: { type: 'count', selector: { zone: 'energy', side: 'you', filter: { not: { type: 'partner' } } }, compare: { gte: 10 } }, zones: ['entry'] },
    ]);
    expect(sorted(got)).toEqual(sorted(expectedAbilities({ type: 'キャラ', text })));
    expect(compileCard({ id: 'Y', name: 'Y', type: 'キャラ', text: '【永】【エントリー】：あなたのエネルギーが10枚以上なら、さらに＋２/±０。' }).abilities).toEqual([]);
  });

  test('the tested-card registry is exactly what the cases cover (regenerate: test/cards/write-tested.ts)', () => {
    expect([...PRINTED_FORM_CARDS]).toEqual(coveredByCases());
    expect(readFileSync(new URL('../../src/coverage/tested.generated.ts', import.meta.url), 'utf8')).toBe(renderTested(coveredByCases(), coveredByEngineCases()));
  });
});
