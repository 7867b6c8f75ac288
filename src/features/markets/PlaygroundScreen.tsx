import { Header } from '../../ui/Header';
import { WalletBadge } from '../../ui/WalletBadge';
import { useMarkets } from './hooks';
import { MarketList } from './MarketList';
import './markets.css';

/** /playground: the market list (running + upcoming) under a 'Play' header with the wallet. */
export default function PlaygroundScreen() {
  const query = useMarkets();
  return (
    <div className="screen">
      <Header title="Play" back="/dashboard" right={<WalletBadge />} />
      <main className="content">
        <MarketList query={query} />
      </main>
    </div>
  );
}
