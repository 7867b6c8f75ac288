import { lazy, Suspense, useDeferredValue } from 'react';
import { config } from '../../config';
import { WalletProblem } from '../../ui/WalletProblem';
import { BannerCarousel, BannerPlaceholder } from './BannerCarousel';
import { DashboardFrame, DashboardHeader, LastResultTitle, Marquee, QuickActions, welcomeText } from './DashboardParts';
import { useMarkets } from './hooks';
import { MarketList } from './MarketList';
import './markets.css';
import { useT } from '../../i18n/useT';

/**
 * The notice's code (its machine, the HTML sanitizer) loads only when there is a notice, after the markets have come
 * in, and not on the dashboard's start; a notice whose code cannot load is not shown rather than breaking the screen.
 */
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog }), () => ({ default: () => null })));

/** /dashboard (spec §2 Home): header, last result, banners, quick actions, marquee, notice, frame, markets. */
export default function DashboardScreen() {
  const query = useMarkets();
  const t = useT();
  const view = query.data?.kind === 'failure' ? undefined : query.data?.data;
  const loading = query.isLoading;
  // the notice mounts one render behind the markets, at transition priority: not inside the render that shows them
  const notice = useDeferredValue(view?.notices[0]?.text_msg);
  return (
    <div className="screen dashboard">
      <DashboardHeader />
      <main className="content">
        <WalletProblem />
        <LastResultTitle last={view?.lastResult[0]} loading={loading} />
        {loading ? <BannerPlaceholder /> : <BannerCarousel images={(view?.banners ?? []).map((b) => b.banner_img).filter(Boolean)} />}
        <QuickActions />
        <Marquee text={welcomeText(config.appName, t)} />
        <DashboardFrame url={config.dashboardFrameUrl} />
        <MarketList query={query} />
      </main>
      {notice ? (
        <Suspense fallback={null}>
          <NoticeDialog html={notice} />
        </Suspense>
      ) : null}
    </div>
  );
}
