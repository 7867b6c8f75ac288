import { describe, expect, it } from 'vitest';
import { MARKED_NAMES } from '../../domain/sensitive';
import { maskBank, REDACTED, redactSecrets, replyForDigest, unmaskBank } from './secrets';

describe('exported worlds and sessions (redactSecrets)', () => {
  it('replace what the contract marks secret and mask what it marks bank, at any depth; identity stays', () => {
    for (const [name, mark] of MARKED_NAMES) {
      const out = redactSecrets({ slice: { byId: { 7: { [name]: 'Value-4321' } } } }).slice.byId[7]?.[name];
      expect(out, name).toBe(mark === 'secret' ? REDACTED : mark === 'bank' ? '*****-4321' : 'Value-4321');
    }
  });

  it("the simulator's own names for secrets (an OTP's code, a push token) and the credential values are replaced", () => {
    const world = { users: { byId: { 1: { mobile: '9876543210', fcmToken: 'tok-abcdef', password: 'pw-123' } }, otps: [{ mobile: '9876543210', code: '482913' }] }, note: 'sim-key' };
    expect(redactSecrets(world, [{ name: 'app_key', value: 'sim-key' }])).toEqual({
      users: { byId: { 1: { mobile: '9876543210', fcmToken: REDACTED, password: REDACTED } }, otps: [{ mobile: '9876543210', code: REDACTED }] },
      note: REDACTED,
    });
  });

  it('a bank detail keeps its last 4 and the kind of each other character; masking twice changes nothing', () => {
    expect(maskBank('SBIN0001234')).toBe('****###1234');
    expect(maskBank(maskBank('SBIN0001234'))).toBe('****###1234');
    expect(unmaskBank('****###1234')).toBe('AAAA0001234');
    expect(unmaskBank('********9012')).toBe('000000009012');
    expect(maskBank('SBI')).toBe('SBI');
  });

  it('replies are digested with the same redaction; a reply naming no hidden field is not parsed', () => {
    expect(replyForDigest('[{"account":"123456789012","name":"Asha"}]')).toBe('[{"account":"########9012","name":"Asha"}]');
    const plain = '{"status":1, "msg":"ok"}';
    expect(replyForDigest(plain)).toBe(plain);
  });
});
