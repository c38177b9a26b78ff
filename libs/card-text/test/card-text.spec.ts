/**
 * The shared card-text machinery (libs/card-text): sentences and segments, the template registry (order,
 * "not my form" vs unread, trace), the scope (variables, 「それ」, condition and cost scopes) and the result
 * assembly (sources, reminder-only sentences, one unread part drops the whole ability).
 */
import {
  Assembly, Slot, Unread, apart, attempt, closeScopes, concept, newScope, newVar, openCondition, openCost, out, pattern, reminders,
  segmentsAt, seq, splitSentences, stripReminder, that, toHalfWidth, trace, unread, type ScopeRules,
} from '../src/index.js';

const RULES: ScopeRules = { wrapCost: (cost, effect) => ({ type: 'payThen', cost, effect }) };

describe('sentences and segments', () => {
  test('the kernel split: line breaks and 。, never inside brackets (reminder text stays with its sentence)', () => {
    expect(splitSentences('1枚引く。（これは説明。まだ説明）相手に2ダメージ。\n【守護】')).toEqual(['1枚引く。', '（これは説明。まだ説明）相手に2ダメージ。', '【守護】']);
  });
  test('reminder text is removed (nested brackets balanced) and can be read back', () => {
    expect(stripReminder('【必殺】（これが（交戦で）ダメージを与えたなら）  破壊する')).toBe('【必殺】 破壊する');
    expect(reminders('A（一つ（二つ））B(三つ)')).toEqual(['一つ（二つ）', '三つ']);
  });
  test('full-width digits and signs become ASCII', () => {
    expect(toHalfWidth('［攻撃力］＋２／［体力］－１、１０枚')).toBe('［攻撃力］+2/［体力］-1、10枚');
  });
  test('segments start at a marker that follows a space; a keyword run heading plain text is its own segment', () => {
    const rules = { markers: ['[起動]', '[F]'], keywordRun: /^(?:【(?:守護|必殺)】)+$/, leader: /^-{5,}\s*/, drop: /^-+$/ };
    expect(segmentsAt('【守護】 [F]1枚引く。 [起動]2ダメージ', rules)).toEqual(['【守護】', '[F]1枚引く。', '[起動]2ダメージ']);
    expect(segmentsAt('【守護】【必殺】 これは攻撃できない', rules)).toEqual(['【守護】【必殺】', 'これは攻撃できない']);
    expect(segmentsAt('a[起動]b', rules)).toEqual(['a[起動]b']); // no space before the marker: one segment
    expect(segmentsAt('---------- [F]x', rules)).toEqual(['[F]x']);
  });
});

describe('template registry', () => {
  const t = concept('effects/test');
  const slot = new Slot<string, { seen: string[] }, string>('clause').add(
    t.pattern(/^(\d+)枚引く$/, (m) => `draw ${m[1]}`),
    t.pattern(/^(.+)に(\d+)ダメージ$/, (m, c) => {
      c.seen.push(m[1]!);
      return m[1] === '謎' ? unread(`group ${m[1]}`) : m[1] === 'skip' ? null : `damage ${m[2]}`;
    }),
    t.pattern(/^skipに(\d+)ダメージ$/, () => 'the specific form after the general one'),
  );
  test('the first template that answers wins; null / false / undefined pass to the next', () => {
    const c = { seen: [] as string[] };
    expect(slot.read('2枚引く', c)).toBe('draw 2');
    expect(slot.read('相手に3ダメージ', c)).toBe('damage 3');
    expect(slot.read('skipに1ダメージ', c)).toBe('the specific form after the general one');
    expect(slot.read('何もしない', c)).toBeNull();
    expect(c.seen).toEqual(['相手', 'skip']);
  });
  test('unread stops the slot: the text is not read by a later template', () => {
    expect(() => slot.read('謎に1ダメージ', { seen: [] })).toThrow(Unread);
    expect(attempt(() => slot.read('謎に1ダメージ', { seen: [] }))).toBeNull();
  });
  test('trace names the template and concept file that read each piece, nested traces included', () => {
    const { result, reads } = trace(() => [slot.read('1枚引く', { seen: [] }), trace(() => slot.read('相手に1ダメージ', { seen: [] })).result]);
    expect(result).toEqual(['draw 1', 'damage 1']);
    expect(reads.map((r) => [r.slot, r.concept, r.input])).toEqual([['clause', 'effects/test', '1枚引く'], ['clause', 'effects/test', '相手に1ダメージ']]);
    expect(slot.templates().map((x) => x.name)).toEqual(['^(\\d+)枚引く$', '^(.+)に(\\d+)ダメージ$', '^skipに(\\d+)ダメージ$']);
    expect(pattern('x', /^a$/, () => 1, 'named').name).toBe('named');
  });
});

describe('scope', () => {
  test('variables, 「それ」 (last chosen, else the trigger subject, else unread)', () => {
    const b = newScope({ subject: { ref: 'eventCard' } });
    expect(that(b)).toEqual({ ref: 'eventCard' });
    const v = newVar(b);
    b.it = { ref: 'var', var: v };
    expect([v, newVar(b), that(b)]).toEqual(['t1', 't2', { ref: 'var', var: 't1' }]);
    expect(() => that(newScope())).toThrow(Unread);
  });
  test('a condition scope runs to the next condition; a cost scope nests inside the condition of its clause', () => {
    const b = newScope();
    out(b).push({ type: 'a' });
    openCondition(b, { type: 'c1' }, RULES);
    out(b).push({ type: 'b' });
    openCost(b, [{ type: 'pay' }]);
    out(b).push({ type: 'c' });
    openCondition(b, { type: 'c2' }, RULES);
    out(b).push({ type: 'd' });
    closeScopes(b, RULES);
    expect(b.steps).toEqual([
      { type: 'a' },
      { type: 'if', condition: { type: 'c1' }, then: { type: 'sequence', steps: [{ type: 'b' }, { type: 'payThen', cost: [{ type: 'pay' }], effect: { type: 'c' } }] } },
      { type: 'if', condition: { type: 'c2' }, then: { type: 'd' } },
    ]);
    expect(() => seq([])).toThrow(Unread);
  });
  test('apart: a child scope sharing references and variable numbering, its own steps', () => {
    const b = newScope({ it: { ref: 'var', var: 'x' } });
    newVar(b);
    const steps = apart(b, (child) => {
      out(child).push({ type: 'hit', target: that(child), bind: newVar(child) });
    }, RULES);
    expect(steps).toEqual([{ type: 'hit', target: { ref: 'var', var: 'x' }, bind: 't2' }]);
    expect([b.steps, b.vars]).toEqual([[], 2]);
  });
});

describe('assembly', () => {
  const sentences = ['[F]1枚引く。', 'この能力は自分のターンなら使える。', '（説明）', '【守護】'];
  test('sources, reminder-only sentences joining the ability before them, mapped indexes', () => {
    const asm = new Assembly(sentences);
    asm.add({ kind: 'triggered' }, [0, 1]);
    asm.add({ kind: 'keyword' }, [3], false);
    const r = asm.finish({ reminderOnly: (i) => stripReminder(sentences[i]!) === '' });
    expect(r.abilities).toEqual([{ kind: 'triggered', source: [0, 1, 2] }, { kind: 'keyword', source: [3] }]);
    expect(r.mapped).toEqual([0, 1, 2, 3]);
    expect(new Assembly(sentences).finish().mapped).toEqual([]);
  });
  test('one unread part (a condition) drops the whole ability and its sentences; a kept ability stays', () => {
    const asm = new Assembly(sentences);
    asm.add({ kind: 'triggered' }, [0, 1]);
    asm.add({ kind: 'keyword' }, [3], false);
    asm.fail(1, 'この能力は自分のターンなら使える ⟵ activation condition');
    const r = asm.finish({ reminderOnly: (i) => i === 2 });
    expect(r.abilities).toEqual([{ kind: 'keyword', source: [3] }]);
    expect([r.mapped, r.failures]).toEqual([[3], [{ sentence: 1, segment: 'この能力は自分のターンなら使える ⟵ activation condition' }]]);
    // the older reading keeps the ability without its condition (never use it for play)
    const old = new Assembly(sentences);
    old.add({ kind: 'triggered' }, [0, 1]);
    old.fail(1, 'x');
    expect(old.finish({ dropPartial: false }).abilities).toEqual([{ kind: 'triggered', source: [0] }]);
  });
  test('continues: an unread sentence continuing an ability (its restriction) drops it; a read one joins its source', () => {
    const asm = new Assembly(['[A]1枚引く。', 'この能力は謎なら使える。', '[B]1枚引く。']);
    asm.add({ kind: 'activated' }, [0]);
    asm.add({ kind: 'triggered' }, [2]);
    asm.fail(1, 'この能力は謎なら使える');
    asm.continues(1, 0);
    expect(asm.finish().abilities).toEqual([{ kind: 'triggered', source: [2] }]);
    const read = new Assembly(['[A]1枚引く。', 'この能力は1ターンに1回使える。']);
    read.add({ kind: 'activated' }, [0]);
    read.continues(1, 0);
    expect(read.finish().abilities).toEqual([{ kind: 'activated', source: [0, 1] }]);
    // without the link the ability would be emitted without its restriction (the defect of issue #18)
    const unlinked = new Assembly(['[A]1枚引く。', 'この能力は謎なら使える。']);
    unlinked.add({ kind: 'activated' }, [0]);
    unlinked.fail(1, 'x');
    expect(unlinked.finish().abilities).toEqual([{ kind: 'activated', source: [0] }]);
  });
  test('a dropped ability makes the other abilities of its sentences unread too', () => {
    const asm = new Assembly(['A。', 'B。']);
    asm.add({ kind: 'x' }, [0, 1]);
    asm.add({ kind: 'y' }, [1]);
    asm.fail(0, 'A');
    expect(asm.finish().abilities).toEqual([]);
  });
});
