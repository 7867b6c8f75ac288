import { config } from '../../config';
import { WalletProblem } from '../../ui/WalletProblem';
import { BannerCarousel, BannerPlaceholder } from './BannerCarousel';
import { DashboardFrame, DashboardHeader, LastResultTitle, Marquee, QuickActions, welcomeText } from './DashboardParts';
import { useMarkets } from './hooks';
import { MarketList } from './MarketList';
import { NoticeDialog } from './NoticeDialog';
import './markets.css';

/** /dashboard (spec §2 Home): header, last result, banners, quick actions, marquee, notice, frame, markets. */
export default function DashboardScreen() {
  const query = useMarkets();
  const view = query.data?.kind === 'failure' ? undefined : query.data?.data;
  const loading = query.isLoading;
  return (
    <div className="screen dashboard">
      <DashboardHeader />
      <main className="content">
        <WalletProblem />
        <LastResultTitle last={view?.lastResult[0]} loading={loading} />
        {loading ? <BannerPlaceholder /> : <BannerCarousel images={(view?.banners ?? []).map((b) => b.banner_img).filter(Boolean)} />}
        <QuickActions />
        <Marquee text={welcomeText(config.appName)} />
        <DashboardFrame url={config.dashboardFrameUrl} />
        <MarketList query={query} />
      </main>
      {view?.notices[0]?.text_msg ? <NoticeDialog html={view.notices[0].text_msg} /> : null}
    </div>
  );
}
