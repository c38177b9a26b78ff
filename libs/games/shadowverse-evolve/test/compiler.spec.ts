/**
 * The text compiler (src/abilities/compiler.ts): card text → ability data, one case per template
 * family (reviewed by hand against the card text and the rule it cites), plus the mapping guarantees:
 * a sentence is reported as mapped only when all of it compiled; reminder text (2.6.2) and the token
 * information tail (2.9.2) are mapped with no effect; unknown text is never mapped.
 */
import { cardStatus, coverageFrom, validateAbilities, vocabularyFor, type Ability } from '../../../engine/src/index.js';
import { compileText } from '../src/abilities/compiler.js';
import { definition } from '../src/index.js';

const tok = (n: string) => `TOK-${n}`;
const vocab = vocabularyFor(definition);

const CASES: Array<[string, string, string, Ability[]]> = [
  ["SVE 12.4 Fanfare + choose (10.6.2.3) + damage", "フォロワー", "[ファンファーレ]相手の場のフォロワー1体を選ぶ。それに3ダメージ。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"sequence","steps":[{"type":"sve.choose","target":{"zone":"field","side":"opponent","count":1,"filter":{"type":"フォロワー"}},"bind":"t1"},{"type":"damage","target":{"ref":"var","var":"t1"},"amount":3}]},"source":[0,1]}]],
  ["SVE 12.5 Last Words + draw (5.10)", "フォロワー", "[ラストワード]1枚引く。", [{"kind":"triggered","trigger":{"on":"sve.lastWords"},"effect":{"type":"draw","amount":1},"source":[0]}]],
  ["SVE 12.7 Strike + stat change for the game (10.2.1.2)", "フォロワー", "【攻撃時】これは[攻撃力]+2する。", [{"kind":"triggered","trigger":{"on":"onAttack"},"effect":{"type":"modify","target":{"ref":"self"},"stat":"attack","add":2,"duration":"permanent"},"source":[0]}]],
  ["SVE 12.6 Evolve trigger + division (10.6.2.4) + Combo replacement (13.2.1)", "フォロワー", "【進化時】相手の場のフォロワー2体まで選ぶ。それに4ダメージを割りふる。【コンボ_3】代わりに6ダメージ。", [{"kind":"triggered","trigger":{"on":"sve.evolved"},"effect":{"type":"sequence","steps":[{"type":"sve.choose","target":{"zone":"field","side":"opponent","count":2,"filter":{"type":"フォロワー"},"upTo":true},"bind":"t1"},{"type":"if","condition":{"type":"sve.combo","n":3},"then":{"type":"sve.divide","target":{"ref":"var","var":"t1"},"amount":6},"else":{"type":"sve.divide","target":{"ref":"var","var":"t1"},"amount":4}}]},"source":[0,1,2]}]],
  ["SVE 12.3 Quick spell; leader-or-follower target", "スペル", "[クイック] 相手のリーダー1人か相手の場のフォロワー1体を選ぶ。それに2ダメージ。1枚引く。", [{"kind":"spell","effect":{"type":"sequence","steps":[{"type":"sve.choose","target":{"zone":["leader","field"],"side":"opponent","filter":{"anyOf":[{"type":"リーダー"},{"type":"フォロワー"}]},"count":1},"bind":"t1"},{"type":"damage","target":{"ref":"var","var":"t1"},"amount":2},{"type":"draw","amount":1}]},"source":[0,1,2]},{"kind":"keyword","keyword":"sve.quick","source":[0]}]],
  ["SVE 5.18 choice with a conditional count (5.18.2.1, 5.18.3.1)", "スペル", "下記から1つチョイスする。自分のリーダーの体力が10以下なら、代わりに2つまで。 【1】自分のリーダーは[体力]+2する。【2】1枚引く。", [{"kind":"spell","effect":{"type":"sve.choice","options":[{"label":"【1】","effect":{"type":"sve.leaderHealth","player":"you","amount":2}},{"label":"【2】","effect":{"type":"draw","amount":1}}],"count":1,"alt":{"condition":{"type":"counter","player":"you","counter":"health","compare":{"lte":10}},"count":2,"upTo":true}},"source":[0,1,2,3]}]],
  ["SVE 10.1.1.1 activated ability: PP + engage cost, once per turn, token (5.5.2)", "フォロワー", "[起動][コスト2]これを[アクト]：『ナイト』1体を出す。この能力は1ターンに1回使える。", [{"kind":"activated","cost":[{"type":"pay","counter":"pp","amount":2},{"type":"tapSelf"}],"effect":{"type":"sve.token","token":{"type":"token","card":"TOK-ナイト"},"count":1,"zone":"field","bind":"t1"},"limit":{"perTurn":1},"source":[0,1]}]],
  ["SVE 5.8 search by name", "フォロワー", "[ファンファーレ]自分のデッキから『ナイト』1枚を探し、手札に加える。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"sve.search","count":1,"to":"hand","bind":"t1","filter":{"name":"ナイト"}},"source":[0]}]],
  ["SVE 5.11 look and rearrange top/bottom", "フォロワー", "[ファンファーレ]自分のデッキの上3枚を見る。その中から、好きな枚数を好きな順にデッキの上に置く。残りを好きな順にデッキの下に置く。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"sve.look","amount":3,"picks":[],"rest":"topThenBottom"},"source":[0,1,2]}]],
  ["SVE 5.12 discard then draw", "フォロワー", "[ファンファーレ]自分の手札1枚を捨てる。2枚引く。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"sequence","steps":[{"type":"discard","amount":1},{"type":"draw","amount":2}]},"source":[0,1]}]],
  ["SVE 13.5.1 conditional continuous keywords", "フォロワー", "【ネクロチャージ_10】これは【突進】【必殺】を持つ。", [{"kind":"static","modifier":{"type":"keyword","keyword":"sve.rush","grant":true},"affects":{"ref":"self"},"condition":{"type":"sve.necrocharge","n":10},"source":[0]},{"kind":"static","modifier":{"type":"keyword","keyword":"sve.bane","grant":true},"affects":{"ref":"self"},"condition":{"type":"sve.necrocharge","n":10},"source":[0]}]],
  ["SVE 13.4.1 Overflow replaces a stat change", "フォロワー", "[ファンファーレ]これは[攻撃力]+1/[体力]+1する。【覚醒】状態なら、代わりに[攻撃力]+2/[体力]+2する。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"if","condition":{"type":"sve.overflow"},"then":{"type":"sequence","steps":[{"type":"modify","target":{"ref":"self"},"stat":"attack","add":2,"duration":"permanent"},{"type":"modify","target":{"ref":"self"},"stat":"defense","add":2,"duration":"permanent"}]},"else":{"type":"sequence","steps":[{"type":"modify","target":{"ref":"self"},"stat":"attack","add":1,"duration":"permanent"},{"type":"modify","target":{"ref":"self"},"stat":"defense","add":1,"duration":"permanent"}]}},"source":[0,1]}]],
  ["SVE 13.3.1 Spellchain scope and a nested replacement", "フォロワー", "[ファンファーレ]【スペルチェイン_10】相手のリーダーすべてと相手の場のフォロワーすべてに5ダメージ。【SC_20】代わりに10ダメージ。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"if","condition":{"type":"sve.spellchain","n":10},"then":{"type":"if","condition":{"type":"sve.spellchain","n":20},"then":{"type":"sequence","steps":[{"type":"damage","target":{"player":"opponent"},"amount":10},{"type":"damage","target":{"zone":"field","side":"opponent","filter":{"type":"フォロワー"}},"amount":10}]},"else":{"type":"sequence","steps":[{"type":"damage","target":{"player":"opponent"},"amount":5},{"type":"damage","target":{"zone":"field","side":"opponent","filter":{"type":"フォロワー"}},"amount":5}]}}},"source":[0,1]}]],
  ["SVE 10.3.4 a spell's cemetery ability (boxed) and its spell text", "スペル", "[起動]墓場のこれを消滅：1枚引く。 ---------- 相手の場のフォロワー1体を選ぶ。それを破壊する。", [{"kind":"activated","cost":[{"type":"sacrificeSelf","to":"banished"}],"effect":{"type":"draw","amount":1},"zones":["cemetery"],"source":[0]},{"kind":"spell","effect":{"type":"sequence","steps":[{"type":"sve.choose","target":{"zone":"field","side":"opponent","count":1,"filter":{"type":"フォロワー"}},"bind":"t1"},{"type":"destroy","target":{"ref":"var","var":"t1"}}]},"source":[1,2]}]],
  ["SVE 5.16.1.1.1 evolve into named cards", "フォロワー", "[進化][コスト1]：これは『X進化』か『Y進化』に進化する。", [{"kind":"activated","label":"進化","cost":[{"type":"sve.evolve","amount":1,"into":["X進化","Y進化"]}],"effect":{"type":"sve.evolveSelf","into":["X進化","Y進化"]},"source":[0]}]],
  ["written-out trigger 「自分の場に他のフォロワーが出たとき」", "フォロワー", "自分の場に他のフォロワーが出たとき、これは[攻撃力]+1する。", [{"kind":"triggered","trigger":{"on":"onEnter","zone":"field","side":"you","who":"other","filter":{"type":"フォロワー"}},"effect":{"type":"modify","target":{"ref":"self"},"stat":"attack","add":1,"duration":"permanent"},"source":[0]}]],
  ["engage and 「次の…スタートフェイズにスタンドしない」", "フォロワー", "[ファンファーレ]相手の場のフォロワー1体を選ぶ。それをアクトする。それは次のそれのプレイヤーのスタートフェイズにスタンドしない。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"sequence","steps":[{"type":"sve.choose","target":{"zone":"field","side":"opponent","count":1,"filter":{"type":"フォロワー"}},"bind":"t1"},{"type":"tap","target":{"ref":"var","var":"t1"}},{"type":"sve.noStand","target":{"ref":"var","var":"t1"}}]},"source":[0,1,2]}]],
  ["condition 「自分の場に『X』がいるなら」", "フォロワー", "[ファンファーレ]自分の場に『Z』がいるなら、2枚引く。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"if","condition":{"type":"count","selector":{"zone":"field","side":"you","filter":{"name":"Z"}},"compare":{"gte":1}},"then":{"type":"draw","amount":2}},"source":[0]}]],
  ["static restrictions", "フォロワー", "これは相手を攻撃できない。 これはEXエリアからプレイできない。", [{"kind":"keyword","keyword":"sve.cannotAttack","source":[0]},{"kind":"keyword","keyword":"sve.noPlayFromEx","source":[1]}]],
  ["SVE 13.3.3.2 Earth Rite replaces a draw count (optional additional cost, recorded)", "スペル", "自分のリーダーは[体力]+3する。1枚引く。【土の秘術】代わりに2枚。", [{"kind":"spell","effect":{"type":"sequence","steps":[{"type":"sve.earthRite","amount":1,"bind":"earthRite"},{"type":"sve.leaderHealth","player":"you","amount":3},{"type":"if","condition":{"type":"sve.var","var":"earthRite"},"then":{"type":"draw","amount":2},"else":{"type":"draw","amount":1}}]},"source":[0,1,2]}]],
  ["SVE 13.3.2.4 「自分の場の【スタック】を+N」", "フォロワー", "[ファンファーレ]自分の場の【スタック】を+1する。", [{"kind":"triggered","trigger":{"on":"sve.fanfare"},"effect":{"type":"sequence","steps":[{"type":"sve.choose","target":{"zone":"field","side":"you","filter":{"keyword":"sve.stack"},"count":1},"bind":"t1","optional":true},{"type":"addCounter","target":{"ref":"var","var":"t1"},"counter":"stack","amount":1}]},"source":[0]}]],
  ["SVE 4.1.4.1 Last Words 「これ」 is the card in the cemetery; Earth Rite scope", "フォロワー", "[ラストワード]【土の秘術】これを場に出す。これの攻撃力と体力を2にする。", [{"kind":"triggered","trigger":{"on":"sve.lastWords"},"effect":{"type":"sequence","steps":[{"type":"sve.earthRite","amount":1,"bind":"earthRite"},{"type":"if","condition":{"type":"sve.var","var":"earthRite"},"then":{"type":"sequence","steps":[{"type":"sve.put","target":{"ref":"eventCard"},"to":"field","player":"you","reason":"effect","bind":"t1"},{"type":"modify","target":{"ref":"var","var":"t1"},"stat":"attack","set":2,"duration":"permanent"},{"type":"modify","target":{"ref":"var","var":"t1"},"stat":"defense","set":2,"duration":"permanent"}]}}]},"source":[0,1]}]],
  ["SVE 13.3.3.2 Earth Rite as an activated ability cost", "フォロワー", "[起動]これを[アクト]【土の秘術】：1枚引く。", [{"kind":"activated","cost":[{"type":"tapSelf"},{"type":"sve.earthRite","amount":1}],"effect":{"type":"draw","amount":1},"source":[0]}]],

];

describe('SVE text compiler templates', () => {
  for (const [title, type, text, expected] of CASES) {
    test(`${title}: ${text}`, () => {
      const r = compileText({ id: 'T-1', name: 'T', type, text }, tok);
      expect(r.failures).toEqual([]);
      expect(r.abilities).toEqual(expected);
      expect(r.mapped).toEqual(r.sentences.map((_, i) => i));
      expect(validateAbilities(r.abilities, vocab)).toEqual([]);
    });
  }
});

describe('SVE text compiler mapping guarantees', () => {
  test('SVE 2.6.2: a reminder-only sentence belongs to the ability before it', () => {
    const r = compileText({ id: 'T', name: 'T', type: 'フォロワー', text: '[ファンファーレ]【コンボ_3】1枚引く。(このターン中にこれを含めて3枚以上プレイしていたなら、【コンボ_3】の後の能力が働く)' }, tok);
    expect(r.sentences).toHaveLength(2);
    expect(r.abilities.map((a) => a.source)).toEqual([[0, 1]]);
  });

  test('SVE 2.9.2: the token information tail is mapped as information only', () => {
    const r = compileText({ id: 'T', name: 'T', type: 'スペル', text: '『ナイト』1枚をEXエリアに置く。 ――――――――――――――― 『ナイト』[ロイヤル]兵士・フォロワー[コスト1][攻撃力]1/[体力]1' }, tok);
    expect(r.abilities[0]).toEqual({ kind: 'keyword', keyword: 'sve.tokenInfo', value: 'ナイト', source: [1] });
  });

  test('SVE 2.9.2: the card text resuming after the token box (a whitespace-separated sentence that is no 『X』[ header) is read as text (BP07-P06)', () => {
    const text = 'これをプレイする際、自分の場に『王たる光・ベイリオン』がいるなら、コストを-1する。 ――――――――――――――― 『ナテラの大樹』[ニュートラル]自然・アミュレット[コスト1]これが場を離れたとき、1枚引く。自分の手札1枚を捨てる。[起動][コスト1]：これを墓場に置く。 相手の場のフォロワー1体を選ぶ。それに4ダメージ。';
    const r = compileText({ id: 'T', name: 'T', type: 'スペル', text }, tok);
    expect(r.sentences).toHaveLength(6);
    expect(r.mapped).toEqual([0, 1, 2, 3, 4, 5]);
    expect(r.abilities.find((a) => a.keyword === 'sve.tokenInfo')!.source).toEqual([1, 2, 3]);
    expect(r.abilities.find((a) => a.kind === 'spell')).toMatchObject({ effect: { steps: [{ type: 'sve.choose' }, { type: 'damage', amount: 4 }] }, source: [4, 5] });
    // a second token's header after whitespace stays in the tail (SD03-016: two token boxes)
    const two = compileText({ id: 'T', name: 'T', type: 'スペル', text: '『ナイト』1枚をEXエリアに置く。 ――――――――――――――― 『ナイト』[ロイヤル]兵士・フォロワー[コスト1][攻撃力]1/[体力]1[ファンファーレ]1枚引く。 『スティールナイト』[ロイヤル]兵士・フォロワー[コスト2][攻撃力]2/[体力]2【守護】' }, tok);
    expect(two.sentences).toHaveLength(3);
    expect(two.abilities[0]).toEqual({ kind: 'keyword', keyword: 'sve.tokenInfo', value: 'ナイト・スティールナイト', source: [1, 2] });
  });

  test('a sentence with one unknown segment is not mapped, even when another segment of it compiled', () => {
    const r = compileText({ id: 'T', name: 'T', type: 'フォロワー', text: '【守護】 これは謎の能力を持つ。 [ファンファーレ]1枚引く。' }, tok);
    expect(r.mapped).toEqual([1]);
    const ward = r.abilities.find((a) => a.keyword === 'sve.ward')!;
    expect(ward.source).toBeUndefined(); // still played, but sentence 0 stays unmapped
    const st = cardStatus({ id: 'T', text: '【守護】 これは謎の能力を持つ。 [ファンファーレ]1枚引く。' }, r.abilities, coverageFrom(['T']));
    expect([st.status, st.unmapped]).toEqual(['partial', [0]]);
  });

  test('a failing clause fails its whole ability (no half effects): 「それにXダメージ」 with an undefined X', () => {
    const r = compileText({ id: 'T', name: 'T', type: 'フォロワー', text: '[ファンファーレ]相手の場のフォロワー1体を選ぶ。それにXダメージ。' }, tok);
    expect(r.mapped).toEqual([]);
    expect(r.abilities.every((a) => a.source === undefined)).toBe(true);
  });

  test('Union Burst (14.5.1): icons and [起動] are wrapped (trigger sve.ub / condition sve.ubValid); any other form stays unmapped', () => {
    const r = compileText({ id: 'T', name: 'T', type: 'フォロワー', text: '[UB][ファンファーレ]1枚引く。' }, tok);
    expect(r.abilities).toEqual([{ kind: 'triggered', trigger: { on: 'sve.ub', trigger: { on: 'sve.fanfare' } }, effect: { type: 'sequence', steps: [{ type: 'draw', amount: 1 }, { type: 'sve.ubResolved' }] }, source: [0] }]);
    expect(validateAbilities(r.abilities, vocab)).toEqual([]);
    expect(compileText({ id: 'T', name: 'T', type: 'フォロワー', text: '[UB]1枚引く。' }, tok).mapped).toEqual([]);
  });

  // issue #18: an ability is emitted only with every restriction its text states (card-text Assembly.continues)
  const read = (text: string) => compileText({ id: 'T', name: 'T', type: 'フォロワー', text }, tok);
  test('an unread 「この能力は…なら使える」 drops the activated ability it restricts (never offered without its condition)', () => {
    const r = read('[起動]これを[アクト]：1枚引く。この能力は謎の条件なら使える。 [ファンファーレ]1枚引く。');
    expect(r.abilities.map((a) => a.kind)).toEqual(['triggered']);
    expect(r.mapped).toEqual([2]);
    const st = cardStatus({ id: 'T', text: '[起動]これを[アクト]：1枚引く。この能力は謎の条件なら使える。 [ファンファーレ]1枚引く。' }, r.abilities, coverageFrom(['T']));
    expect([st.status, st.unmapped]).toEqual(['partial', [0, 1]]);
    // read, the condition is kept
    const ok = read('[起動]これを[アクト]：1枚引く。この能力は自分の消滅領域が10枚以上なら使える。');
    expect(ok.abilities).toEqual([{ kind: 'activated', cost: [{ type: 'tapSelf' }], effect: { type: 'draw', amount: 1 }, condition: { type: 'count', selector: { zone: 'banished', side: 'you' }, compare: { gte: 10 } }, source: [0, 1] }]);
  });
  test('an unread condition of a [進化] ability drops the evolve ability (BP07-069 form); a read one is kept', () => {
    const r = read('[進化][コスト1]：これは進化する。この能力は謎の条件なら使える。 [ファンファーレ]1枚引く。');
    expect(r.abilities.map((a) => a.kind)).toEqual(['triggered']);
    const ok = read('[進化][コスト1]：これは進化する。この能力は自分の場の機械・フォロワーが5体なら使える。');
    expect(ok.abilities).toHaveLength(1);
    expect(ok.abilities[0]!.condition).toEqual({ type: 'count', selector: { zone: 'field', side: 'you', filter: { trait: '機械', type: 'フォロワー' } }, compare: { eq: 5 } });
    expect(ok.abilities[0]!.source).toEqual([0, 1]);
  });
  test('unread text continuing a play-time cost change drops it; an unread ability of its own (「…限り、」, 「…とき、」) does not drop the one before', () => {
    const r = read('これをプレイする際、【スペルチェイン_5】コストを-3する。【SC_10】代わりに謎の値にする。 【突進】');
    expect(r.abilities.map((a) => a.keyword ?? a.kind)).toEqual(['sve.rush']);
    const own = read('[進化][コスト1]：これは進化する。これが謎である限り、これは謎の能力を持つ。');
    expect(own.abilities.map((a) => a.source)).toEqual([[0]]);
    const trig = read('[進化][コスト1]：これは進化する。謎のことが起きたとき、1枚引く。');
    expect(trig.abilities.map((a) => a.source)).toEqual([[0]]);
    // after an effect, unread text is read as a clause of that effect: the whole ability is unread
    expect(read('[ファンファーレ]1枚引く。謎のことが起きたとき、1枚引く。').abilities).toEqual([]);
  });

  test('an unknown token name fails the ability (9.1.2.3: tokens are defined by name)', () => {
    const r = compileText({ id: 'T', name: 'T', type: 'スペル', text: '『存在しない』1枚をEXエリアに置く。' }, () => null);
    expect(r.mapped).toEqual([]);
  });
});
