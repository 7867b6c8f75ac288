/** What the service worker shows for a push message: ours, FCM's, plain text; taps open only this app's paths. */
import { readPush } from '../../src/app/pwa/pushPayload';

const json = (v: unknown) => ({ json: () => v, text: () => JSON.stringify(v) });
const text = (s: string) => ({ json: () => JSON.parse(s) as unknown, text: () => s });

describe('readPush', () => {
  it('reads our payload and FCM’s', () => {
    expect(readPush(json({ title: 'Gali result: 07', body: 'You won ₹196!', url: '/history/win' }))).toEqual({ title: 'Gali result: 07', body: 'You won ₹196!', url: '/history/win' });
    expect(readPush(json({ notification: { title: 'Disawar', body: 'Result 12' }, data: { url: '/history/market' } }))).toEqual({ title: 'Disawar', body: 'Result 12', url: '/history/market' });
  });

  it('plain text becomes the body under the app name; nothing at all still shows the app name', () => {
    expect(readPush(text('Result declared'), 'Matka Play')).toEqual({ title: 'Matka Play', body: 'Result declared', url: '/dashboard' });
    expect(readPush(null, 'My App')).toEqual({ title: 'My App', body: '', url: '/dashboard' });
    expect(readPush(json([1, 2]))).toEqual({ title: 'Matka Play', body: '', url: '/dashboard' });
  });

  it('a tap never leaves the app', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(readPush(json({ title: 't', body: 'b', url })).url).toBe('/dashboard');
    }
  });
});
