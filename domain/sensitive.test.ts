import { describe, expect, it } from 'vitest';
import { MARKED_NAMES, markOfName, requestMarks, typeMarks } from './sensitive';
import { JSON_CALL_MARKS, SENSITIVE_TYPES, WS_CALLS } from './wire';

describe('the marks, as the tools read them', () => {
  it('a call’s request marks and a type’s marks are the ones declared; plain fields are not among them', () => {
    expect(requestMarks('login')).toEqual({ mobile: 'identity', otp: 'secret', refferal: 'identity' });
    expect(requestMarks('addBankCard')).toMatchObject({ account: 'bank', otp: 'secret', name: 'identity' });
    expect(requestMarks('resultRec')).toEqual({});
    expect(typeMarks('LastWithdrawal')).toEqual(SENSITIVE_TYPES.LastWithdrawal);
    expect(typeMarks('ChatGroup')).toEqual({});
  });

  it('a field name means one thing wherever the contract marks it, so reading by name alone is exact', () => {
    const all = [
      ...Object.values(WS_CALLS).flatMap((d) => Object.entries(d.fields as Record<string, { sensitive?: string }>).map(([n, f]) => [n, f.sensitive ?? null] as const)),
      ...[...Object.values(JSON_CALL_MARKS), ...Object.values(SENSITIVE_TYPES)].flatMap((m) => Object.entries(m as Record<string, string | null>)),
    ].filter((e): e is readonly [string, string] => e[1] !== null);
    for (const [name, mark] of all) expect(MARKED_NAMES.get(name), name).toBe(mark);
  });

  it('a name the contract does not declare is read by the secret and bank names among its words', () => {
    expect(['account_number', 'otp_code', 'userPassword', 'upiId', 'fcm-token', 'bet_number', 'gamename', 'user_mobile'].map(markOfName)).toEqual([
      'bank',
      'secret',
      'secret',
      'bank',
      'secret',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
