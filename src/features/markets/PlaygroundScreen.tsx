import { Header } from '../../ui/Header';
import { WalletBadge } from '../../ui/WalletBadge';
import { useMarkets } from './hooks';
import { MarketList } from './MarketList';
import './markets.css';
import { useT } from '../../i18n/useT';

/** /playground: the market list (running + upcoming) under a 'Play' header with the wallet. */
export default function PlaygroundScreen() {
  const query = useMarkets();
  const t = useT();
  return (
    <div className="screen">
      <Header title={t('markets.play.title')} back="/dashboard" right={<WalletBadge />} />
      <main className="content">
        <MarketList query={query} />
      </main>
    </div>
  );
}
