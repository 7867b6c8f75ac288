// @vitest-environment jsdom
/**
 * Result alerts on /mine (decision 060): permission is asked only on the player's tap; the simulated provider's token
 * reaches the simulator with updatefcm; a refusal is remembered and never asked again; a server refusal is shown.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES } from '../../fixtures';
import { DENIED_KEY } from '../../src/app/pwa/push/alerts';
import { RESULT_ALERTS_TEXT } from '../../src/app/pwa/ResultAlerts';
import { t as tr } from '../../src/i18n/runtime';
import { renderAt, screenSimulator, storeLogin } from '../screens/withLocation';

const reg = vi.hoisted(() => ({ showNotification: vi.fn(async () => undefined) }));
vi.mock('../../src/app/pwa/worker', () => ({ appWorker: async () => reg as unknown as ServiceWorkerRegistration }));

const t = screenSimulator();
const [P1] = PLAYER_MOBILES;

/** A Notification API whose prompt answers `answer`. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const api = {
    permission,
    requestPermission: vi.fn(async () => {
      api.permission = answer === 'default' ? 'default' : answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', api);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

function loginP1() {
  const id = t.sim.userByMobile(P1)!.id;
  storeLogin(id, P1);
  return id;
}

const region = () => screen.findByRole('region', { name: tr(RESULT_ALERTS_TEXT.title) });

describe('Result alerts on /mine', () => {
  it('asks nothing until the tap; then the token goes to the server with updatefcm and the control says alerts are on', async () => {
    const id = loginP1();
    const n = stubNotification('default', 'granted');
    renderAt('/mine');
    const r = await region();
    expect(r).toHaveTextContent(tr(RESULT_ALERTS_TEXT.about));
    expect(n.requestPermission).not.toHaveBeenCalled();
    await userEvent.setup().click(within(r).getByRole('button', { name: tr(RESULT_ALERTS_TEXT.turnOn) }));
    expect(await within(r).findByRole('status')).toHaveTextContent(tr(RESULT_ALERTS_TEXT.on));
    expect(n.requestPermission).toHaveBeenCalledTimes(1);
    const token = localStorage.getItem('push_token') ?? '';
    expect(token).toMatch(/^sim-[0-9a-f-]{36}$/);
    expect(t.sim.user(id)!.fcmToken).toBe(token);
    expect(within(r).queryByRole('button')).toBeNull();
  });

  it('a refusal is remembered: the control explains how to allow notifications and never asks again', async () => {
    loginP1();
    const n = stubNotification('default', 'denied');
    const first = renderAt('/mine');
    const r = await region();
    await userEvent.setup().click(within(r).getByRole('button', { name: tr(RESULT_ALERTS_TEXT.turnOn) }));
    expect(await within(r).findByText(tr(RESULT_ALERTS_TEXT.denied))).toBeInTheDocument();
    expect(localStorage.getItem(DENIED_KEY)).toBe('1');
    first.unmount();
    // even where the browser would ask again (its permission back to 'default'), the app does not
    stubNotification('default', 'granted');
    renderAt('/mine');
    const again = await region();
    expect(again).toHaveTextContent(tr(RESULT_ALERTS_TEXT.denied));
    expect(within(again).queryByRole('button')).toBeNull();
    expect(n.requestPermission).toHaveBeenCalledTimes(1);
  });

  it("the browser's own 'denied' shows the same explanation without asking", async () => {
    loginP1();
    const n = stubNotification('denied');
    renderAt('/mine');
    expect(await region()).toHaveTextContent(tr(RESULT_ALERTS_TEXT.denied));
    expect(n.requestPermission).not.toHaveBeenCalled();
  });

  it('a dismissed prompt leaves the control as it was, to tap again later', async () => {
    loginP1();
    const n = stubNotification('default', 'default');
    renderAt('/mine');
    const r = await region();
    await userEvent.setup().click(within(r).getByRole('button', { name: tr(RESULT_ALERTS_TEXT.turnOn) }));
    expect(await within(r).findByRole('button', { name: tr(RESULT_ALERTS_TEXT.turnOn) })).toBeEnabled();
    expect(n.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('push_token')).toBeNull();
  });

  it("the server's refusal of the token is shown and alerts stay off", async () => {
    const id = loginP1();
    stubNotification('granted');
    t.sim.addFault({ path: 'updatefcm', kind: 'business', message: 'Token not saved', times: 1 });
    renderAt('/mine');
    const r = await region();
    await userEvent.setup().click(within(r).getByRole('button', { name: tr(RESULT_ALERTS_TEXT.turnOn) }));
    expect(await within(r).findByRole('alert')).toHaveTextContent('Token not saved');
    expect(within(r).getByRole('button', { name: tr(RESULT_ALERTS_TEXT.turnOn) })).toBeEnabled();
    expect(localStorage.getItem('push_token')).toBeNull();
    expect(t.sim.user(id)!.fcmToken).toBe('');
  });

  it('is not shown where the browser has no notifications', async () => {
    loginP1();
    renderAt('/mine');
    expect(await screen.findByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: tr(RESULT_ALERTS_TEXT.title) })).toBeNull();
  });
});
