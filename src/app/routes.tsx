import { lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { BET_TABS, type TabKey } from '../../domain/rules/betTabs';
import { config } from '../config';

type Screen = ComponentType & { preload?: () => Promise<void> };
type Load = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  path: string;
  screen: Screen;
  /** 'protected': needs a login; 'guest': a logged-in user goes to /dashboard; 'open': anyone */
  access: 'protected' | 'guest' | 'open';
  /** bottom tab bar hidden (bet screens, chat room) */
  bare?: boolean;
}

/** How to load a failed screen again, for each screen whose code failed to load. */
const failedScreens = new Set<() => void>();

/**
 * A lazily loaded screen that can be loaded again. React.lazy keeps a failed import forever (a chunk requested
 * offline would stay broken until a full page load), so a failed load puts the screen on the `failedScreens` list
 * and `retryFailedScreens` gives it a fresh lazy component, whose next render imports the code again.
 */
export function retryableLazy(load: Load): Screen {
  /** the screen's code once loaded: rendered directly, without suspending (a preloaded entry screen) */
  let loaded: ComponentType | null = null;
  const holder = { current: lazy(importing) };
  function importing() {
    return load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedScreens.add(renew);
        throw error;
      },
    );
  }
  function renew() {
    holder.current = lazy(importing);
  }
  function RetryableScreen() {
    const Current = loaded ?? holder.current;
    return <Current />;
  }
  RetryableScreen.preload = () => importing().then(() => undefined);
  return RetryableScreen;
}

/** Every screen whose code failed to load is loaded again on its next render ('Try again', back online, re-open). */
export function retryFailedScreens(): void {
  const renewals = [...failedScreens];
  failedScreens.clear();
  for (const renew of renewals) renew();
}

const s = retryableLazy;

export const RISK_DISCLOSURE_PATH = '/risk-disclosure';

/** Each bet screen's code; its route is its one declaration's (domain/rules/betTabs.ts). */
const BET_SCREENS: Record<TabKey, Load> = {
  jodi: () => import('../features/betting/PlayScreen'),
  crossing: () => import('../features/betting/CrossingScreen'),
  copypaste: () => import('../features/betting/CopyPasteScreen'),
};

/** Every route of spec §2; each screen is loaded lazily (and again after a failed load: retryFailedScreens). */
export const routes: RouteDef[] = [
  { path: '/', screen: s(() => import('../features/auth/LoginScreen')), access: 'guest' },
  { path: '/login', screen: s(() => import('../features/auth/LoginScreen')), access: 'guest' },
  { path: '/register/:refcode?', screen: s(() => import('../features/auth/RegisterScreen')), access: 'guest' },
  { path: '/forgot-password', screen: s(() => import('../features/auth/ForgotPasswordScreen')), access: 'guest' },
  { path: '/receipt', screen: s(() => import('../features/betting/ReceiptScreen')), access: 'protected' },
  { path: '/dashboard', screen: s(() => import('../features/markets/DashboardScreen')), access: 'protected' },
  { path: '/playground', screen: s(() => import('../features/markets/PlaygroundScreen')), access: 'protected' },
  ...BET_TABS.map((t): RouteDef => ({ path: `/${t.route}/:id`, screen: s(BET_SCREENS[t.key]), access: 'protected', bare: true })),
  { path: '/mine', screen: s(() => import('../features/profile/MineScreen')), access: 'protected' },
  { path: '/history/:id', screen: s(() => import('../features/wallet/HistoryScreen')), access: 'protected' },
  { path: '/gamechart/:id', screen: s(() => import('../features/markets/GameChartScreen')), access: 'protected' },
  { path: '/p2p', screen: s(() => import('../features/wallet/P2PScreen')), access: 'protected' },
  { path: '/recharge', screen: s(() => import('../features/wallet/RechargeScreen')), access: 'protected' },
  { path: '/withdrawal', screen: s(() => import('../features/wallet/WithdrawalScreen')), access: 'protected' },
  { path: '/promotion', screen: s(() => import('../features/promotion/PromotionScreen')), access: 'protected' },
  { path: '/bank-card', screen: s(() => import('../features/wallet/BankCardScreen')), access: 'protected' },
  { path: '/add-bank-card', screen: s(() => import('../features/wallet/AddBankCardScreen')), access: 'protected' },
  { path: '/reset-password', screen: s(() => import('../features/wallet/AltRechargeScreen')), access: 'protected' },
  { path: '/ratelist', screen: s(() => import('../features/info/RateListScreen')), access: 'protected' },
  { path: '/help', screen: s(() => import('../features/info/HelpScreen')), access: 'open' },
  { path: `/ri${config.secretRoute}`, screen: s(() => import('../features/info/SupportScreen')), access: 'open' },
  { path: '/chat', screen: s(() => import('../features/chat/ChatListScreen')), access: 'protected' },
  { path: '/chat/:id', screen: s(() => import('../features/chat/ChatRoomScreen')), access: 'protected', bare: true },
  { path: RISK_DISCLOSURE_PATH, screen: s(() => import('../features/info/RiskDisclosureScreen')), access: 'open' },
  { path: '*', screen: s(() => import('../features/info/NotFoundScreen')), access: 'open' },
];

/**
 * Loads the code of the screen a page opens on (the entry route) so that the first render shows it at once rather
 * than a fallback. Never rejects: a screen that fails to load is shown failed by its route, with its retry.
 */
export function preloadEntryScreen(pathname: string): Promise<void> {
  return entryRoute(pathname)?.screen.preload?.().catch(() => undefined) ?? Promise.resolve();
}

/** Whether the app has a screen of its own at `pathname` (the not-found screen aside). */
export function hasScreen(pathname: string): boolean {
  const route = entryRoute(pathname);
  return route !== undefined && route.path !== '*';
}

function entryRoute(pathname: string): RouteDef | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}
