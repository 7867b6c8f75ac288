import { useSelector } from 'react-redux';
import { isLoggedIn, type SessionState } from '../../api/session';
import { Header } from '../../ui/Header';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/runtime';

/** The legal text (spec §2, §9): sections of the catalogue's `risk.*` texts. */
const SECTIONS: Array<{ title: MessageId; body: MessageId[] }> = [
  { title: 'risk.loss.title', body: ['risk.loss.1', 'risk.loss.2', 'risk.loss.3'] },
  { title: 'risk.who.title', body: ['risk.who.1', 'risk.who.2'] },
  { title: 'risk.cancel.title', body: ['risk.cancel.1', 'risk.cancel.2'] },
  { title: 'risk.refund.title', body: ['risk.refund.1', 'risk.refund.2', 'risk.refund.3'] },
  { title: 'risk.you.title', body: ['risk.you.1', 'risk.you.2'] },
];

/** Open to anyone: a visitor comes from /login or /register (the 18+ note), a player from /mine. */
export default function RiskDisclosureScreen() {
  const t = useT();
  const loggedIn = useSelector((s: { session: SessionState }) => isLoggedIn(s));
  return (
    <div className="screen">
      <Header title={t('risk.title')} back={loggedIn ? '/mine' : '/login'} />
      <main className="content prose">
        {SECTIONS.map((s) => (
          <section className="card" key={s.title}>
            <h2>{t(s.title)}</h2>
            {s.body.map((p) => (
              <p key={p}>{t(p)}</p>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
