import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGameDetailsQuery } from '../../api/markets';
import { istInstant } from '../../../domain/rules';
import { Countdown } from '../../ui/Countdown';
import { Header } from '../../ui/Header';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { BACK_TRAP_TARGET, BET_HOME, BET_TABS, type TabKey } from './tabs';
import { trapState, useBackTrap } from './useBackTrap';
import { useSwipeTabs } from './useSwipeTabs';
import './betting.css';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';
import { LoadFailure } from '../../ui/LoadFailure';
import type { MessageId } from '../../i18n/runtime';

export interface GameRef {
  gameId: string;
  gameName: string;
}

export const GAME_UNAVAILABLE = 'This game is not available right now.';

/**
 * The shared frame of /play/:id, /crossing/:id and /copypaste/:id (spec §2): header with the game name and a back
 * button to /playground, the two IST countdowns, the tabs, swipe between tabs, the browser-back trap, the
 * 'Loading..' overlay while game info loads and a failure card when it cannot be loaded.
 */
/** The tab labels (spec: JODI, CROSSING, COPY PASTE) in the player's language. */
const TAB_TEXT = { jodi: 'bet.tab.jodi', crossing: 'bet.tab.crossing', copypaste: 'bet.tab.copypaste' } as const satisfies Record<TabKey, MessageId>;

/** The instant of a day and time read from game_details (null when either could not be read). */
function instantOf(date: string | null | undefined, time: string | null | undefined): number | null {
  return date && time ? istInstant(date, time) : null;
}

export function BetLayout({ tab, children }: { tab: TabKey; children: (game: GameRef) => ReactNode }) {
  const { id = '' } = useParams();
  const { data, isLoading, isFetching, refetch } = useGameDetailsQuery({ gameId: id });
  const tr = useT();
  useBackTrap(BACK_TRAP_TARGET);
  // tab links replace the visit's sentinel entry with the other tab, keeping its state (no new history entry)
  const carry = trapState(useLocation().state);
  const swipe = useSwipeTabs(tab, id, carry);

  const info = data && data.kind !== 'failure' ? data.data : null;
  const endAt = useMemo(() => instantOf(info?.end_date, info?.end_time), [info]);
  const resultAt = useMemo(() => instantOf(info?.result_date, info?.result_time), [info]);
  // the PLAY gate: a game whose closing time cannot be read takes no bet (the screen says why instead of the form)
  const closingUnknown = info !== null && endAt === null;
  const failure = !isLoading && !info ? (data?.kind === 'failure' && data.message) || GAME_UNAVAILABLE : closingUnknown ? tr('unknown.closingTime') : null;
  const gameName = info?.game_name ?? '';

  return (
    <div className="screen bet-screen" {...swipe}>
      <Header title={gameName || tr('bet.play')} back={BET_HOME} />
      <div className="bet-times">
        <Countdown label={tr('bet.gameLastTime')} target={endAt} />
        <Countdown label={tr('bet.motiJodiLastTime')} target={resultAt} />
      </div>
      <nav className="bet-tabs" aria-label={tr('bet.type')}>
        {BET_TABS.map((t) => (
          <Link
            key={t.key}
            to={t.path(id)}
            replace
            state={carry}
            className={`bet-tab${t.key === tab ? ' bet-tab-active' : ''}`}
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {tr(TAB_TEXT[t.key])}
          </Link>
        ))}
      </nav>
      <main className="content bet-content">
        {failure !== null && (
          <LoadFailure className="card bet-failure" reason={shownText(failure, tr)} onRetry={refetch} retrying={isFetching}>
            <Link to={BET_HOME} className="btn btn-outline">
              {tr('bet.backToGames')}
            </Link>
          </LoadFailure>
        )}
        {info && !closingUnknown && children({ gameId: id, gameName })}
      </main>
      <LoadingOverlay show={isLoading} />
    </div>
  );
}
