import { referralLink } from './referral';

describe('referralLink', () => {
  it('is the register route with the code on the given origin', () => {
    expect(referralLink('https://play.example.com', '9876543210')).toBe('https://play.example.com/register/9876543210');
    expect(referralLink('http://127.0.0.1:4173/', ' 9876543210 ')).toBe('http://127.0.0.1:4173/register/9876543210');
    expect(referralLink('https://play.example.com//', '9876543210')).toBe('https://play.example.com/register/9876543210');
  });

  it('encodes a code that is not plain digits, and without a code links the bare register route', () => {
    expect(referralLink('https://a.b', 'x y/z')).toBe('https://a.b/register/x%20y%2Fz');
    expect(referralLink('https://a.b', '  ')).toBe('https://a.b/register');
  });
});
