import { deriveFlags, maxCopiesFromText } from '../src/cards/flags.js';
import { inputs } from './helpers.js';

const flagsOf = (id: string) => deriveFlags(inputs.find((c) => c.id === id)!);

describe('SVE catalog mapping (deriveFlags)', () => {
  it('SVE 2.3.2.1 / 2.3.3 / 9.1: leader, evolve, advance and token flags from type and subtypes', () => {
    expect(flagsOf('CP04-PR02')).toEqual({ leader: true });
    expect(flagsOf('PCS01-009')).toEqual({ evolve: true });
    expect(flagsOf('BP14-019')).toEqual({ advance: true });
    expect(flagsOf('EBD04-T02')).toEqual({ token: true }); // follower token
    expect(flagsOf('CP04-PR16')).toEqual({ token: true }); // equipment token
    expect(flagsOf('PCS01-008')).toEqual({});
    expect(flagsOf('PCS01-EP')).toEqual({});
  });

  it('SVE 6.1.2: maxCopies only from the card\'s own 「…枚まで入れることができる」 text', () => {
    expect(flagsOf('BP09-049').maxCopies).toBe(50); // 『オニオン軍団』は自分のデッキに50枚まで
    expect(flagsOf('BP11-045').maxCopies).toBe(6); // 『ラピッドファイア』は自分のデッキに6枚まで
    expect(flagsOf('CSD01-032')).toEqual({ evolve: true, maxCopies: 10 }); // にんじん: これはエボルヴデッキに10枚まで
    expect(flagsOf('ECP01-058').maxCopies).toBe(10);
    const withMax = inputs.filter((c) => deriveFlags(c).maxCopies !== undefined).map((c) => c.id).sort();
    expect(withMax).toEqual(['BP09-049', 'BP11-045', 'CP03-127', 'CSD01-032', 'CSD03a-017', 'ECP01-058', 'PR-285']);
  });

  it('another card\'s name as the subject does not count; 「何枚でも」 means any number (null)', () => {
    expect(maxCopiesFromText('オニオン軍団', '『オニオン軍団』は自分のデッキに50枚まで入れることができる。')).toBe(50);
    expect(maxCopiesFromText('別のカード', '『オニオン軍団』は自分のデッキに50枚まで入れることができる。')).toBeUndefined();
    expect(maxCopiesFromText('X', 'これは自分のデッキに何枚でも入れることができる。')).toBeNull();
    expect(maxCopiesFromText('X', '【スタートアミュレット】（【スタートアミュレット】を持つカードはデッキに1種しか入れられない）')).toBeUndefined();
  });

  it('known data defects are flagged suspect (PR-285 ドライブポイント: title missing)', () => {
    expect(flagsOf('PR-285').suspect).toMatch(/^title missing/);
    expect(flagsOf('PR-261').suspect).toMatch(/^title missing/);
  });
});
