/** Share: the Web Share API where present, else the share link in a new tab. */
import { shareUrl } from '../../src/ui/share';
import { shareApp } from '../../src/ui/shareSheet';

const CFG = { appSite: 'https://example.com', userSubdomain: 'https://user.example.com', whatsappNumber: '919999999999' };
const MOBILE = '9876543210';

describe('shareApp', () => {
  it('opens the share sheet with the share message (referral code included) and no tab', async () => {
    const share = vi.fn(async () => undefined);
    const open = vi.fn();
    expect(await shareApp(CFG, MOBILE, { share, open })).toBe('shared');
    const text = decodeURIComponent(shareUrl(CFG, MOBILE).split('text=')[1]!);
    expect(share).toHaveBeenCalledWith({ text });
    expect(text).toContain(MOBILE);
    expect(open).not.toHaveBeenCalled();
  });

  it('without the Web Share API: the share link in a new tab', async () => {
    const open = vi.fn();
    expect(await shareApp(CFG, MOBILE, { open })).toBe('link');
    expect(open).toHaveBeenCalledWith(shareUrl(CFG, MOBILE));
  });

  it('a cancelled sheet does nothing; a sheet that cannot open falls back to the link', async () => {
    const open = vi.fn();
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    expect(await shareApp(CFG, MOBILE, { share: async () => Promise.reject(abort), open })).toBe('cancelled');
    expect(open).not.toHaveBeenCalled();
    const notAllowed = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    expect(await shareApp(CFG, MOBILE, { share: async () => Promise.reject(notAllowed), open })).toBe('link');
    expect(open).toHaveBeenCalledWith(shareUrl(CFG, MOBILE));
  });
});
