import { useSelector } from 'react-redux';
import { isLoggedIn, type SessionState } from '../../api/session';
import { Header } from '../../ui/Header';

const SECTIONS: Array<{ title: string; body: string[] }> = [
  {
    title: 'Risk of loss',
    body: [
      'Playing number games involves real money and a real risk of losing it. Results are declared by the market and cannot be predicted; past results do not indicate future results.',
      'Play only with money you can afford to lose. Never borrow to play, and never chase losses. If playing stops being fun, stop and ask for help.',
      'Rates shown in the app are the rates paid on a winning bet. A bet that does not win is not refunded.',
    ],
  },
  {
    title: 'Who may play',
    body: [
      'Minors under 18 years of age are barred from playing. By using the app you confirm that you are 18 or older and that playing is lawful where you are.',
      'Accounts found to belong to minors are closed and their bets are void.',
    ],
  },
  {
    title: 'Cancellation',
    body: [
      'A bet can be cancelled from the Kabad cancel box only while its market is open and its result has not been declared. The cancelled stake is returned to your wallet.',
      'The daily cancellation cut-off is 01:30. Between 01:30 and 05:30 the books are closed for stock-take; no bet can be cancelled during this time.',
    ],
  },
  {
    title: 'Refunds and payments',
    body: [
      'Approved refunds are credited to your bank account or UPI within 5 working days.',
      'If a payment fails but money has left your account, it is refunded automatically within 72 hours.',
      'Withdrawals are paid only to an account in your own name and only during the withdrawal hours shown in the app.',
    ],
  },
  {
    title: 'Your responsibility',
    body: [
      'Keep your OTP and password private. Bets placed from your account are treated as placed by you.',
      'Check every bet on the receipt before you leave the screen; a placed bet can only be changed by cancelling it before the cut-off.',
    ],
  },
];

/** Open to anyone: a visitor comes from /login or /register (the 18+ note), a player from /mine. */
export default function RiskDisclosureScreen() {
  const loggedIn = useSelector((s: { session: SessionState }) => isLoggedIn(s));
  return (
    <div className="screen">
      <Header title="Risk disclosure" back={loggedIn ? '/mine' : '/login'} />
      <main className="content prose">
        {SECTIONS.map((s) => (
          <section className="card" key={s.title}>
            <h2>{s.title}</h2>
            {s.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
