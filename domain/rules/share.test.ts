import { shareMessage, SHARE_RATE } from './index';

describe('share message', () => {
  const base = { appSite: 'https://example.com', userSubdomain: 'https://user.example.com/', supportNumber: '919999999999' };
  it('advertises 980 for 10 rupees, timing, support and both links, in Hindi', () => {
    expect(SHARE_RATE).toEqual({ stake: 10, payout: 980 });
    const m = shareMessage(base);
    expect(m).toContain('10 रुपये के 980 रुपये');
    expect(m).toContain('टाइमिंग');
    expect(m).toContain('सपोर्ट: +919999999999');
    expect(m).toContain('https://example.com');
    expect(m).toContain('https://user.example.com/');
    expect(m).not.toContain('रेफ़रल');
  });
  it('opens with the app headline and has no empty line', () => {
    const lines = shareMessage(base).split('\n');
    expect(lines[0]).toBe('🎯 सबसे भरोसेमंद गेम ऐप 🎯');
    expect(lines.every((l) => l.trim() !== '')).toBe(true);
  });
  it('the variant appends the referral code (the mobile) and a register link', () => {
    const m = shareMessage({ ...base, referralCode: ' 9876543210 ' });
    expect(m).toContain('रेफ़रल कोड: 9876543210');
    expect(m.split('\n').at(-1)).toBe('👉 https://user.example.com/register/9876543210');
  });
  it('a blank referral code gives the plain message', () => {
    expect(shareMessage({ ...base, referralCode: '  ' })).toBe(shareMessage(base));
  });
});
