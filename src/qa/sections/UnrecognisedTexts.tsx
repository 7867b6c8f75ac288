/** The server texts the app showed as sent because no catalogue entry recognised them (decision 112): wording drift. */
import { useSyncExternalStore } from 'react';
import { clearUnrecognised, subscribeUnrecognised, unrecognisedTexts } from '../../i18n/unrecognised';

export function UnrecognisedTexts() {
  const texts = useSyncExternalStore(subscribeUnrecognised, unrecognisedTexts);
  const total = texts.reduce((n, x) => n + x.count, 0);
  return (
    <section className="qa-card" aria-labelledby="qa-unrecognised">
      <h3 className="qa-h" id="qa-unrecognised">
        Unrecognised server texts: {texts.length} ({total} shown)
      </h3>
      {texts.length === 0 ? (
        <p className="qa-muted">Every server text so far was recognised.</p>
      ) : (
        <>
          <ul className="qa-list" aria-label="Unrecognised server texts">
            {texts.map(({ text, count }) => (
              <li key={text} className="qa-break">
                {text} <small>×{count}</small>
              </li>
            ))}
          </ul>
          <button type="button" className="qa-btn" onClick={clearUnrecognised}>
            Clear the list
          </button>
        </>
      )}
    </section>
  );
}
