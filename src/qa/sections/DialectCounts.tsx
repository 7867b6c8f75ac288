/**
 * What the app had to read in a PHP dialect (issue 37): how many times each habit of domain/phpHabits.ts was met in
 * the replies read since the start (or the last reset) — counted by src/api (log.ts noteHabit), shown here so a tester
 * sees that the backend answered otherwise than the contract says.
 */
import { useSyncExternalStore } from 'react';
import { PHP_HABIT_NAMES, PHP_HABITS } from '../../../domain/phpHabits';
import { habitCountsSoFar, habitCountsVersion, resetHabitCounts, subscribeHabitCounts } from '../../api/log';

export function DialectCounts() {
  useSyncExternalStore(subscribeHabitCounts, habitCountsVersion);
  const counts = habitCountsSoFar();
  const met = PHP_HABIT_NAMES.filter((h) => (counts.get(h) ?? 0) > 0);
  return (
    <section className="qa-card" aria-labelledby="qa-dialect-title">
      <h3 className="qa-h" id="qa-dialect-title">
        Backend dialect
      </h3>
      {met.length === 0 ? (
        <p className="qa-muted">Every reply read so far spoke the contract: no PHP habit met.</p>
      ) : (
        <table className="qa-dialect" aria-label="PHP habits the app read">
          <tbody>
            {met.map((h) => (
              <tr key={h}>
                <th scope="row" title={PHP_HABITS[h].what}>
                  {h}
                </th>
                <td data-testid={`qa-habit-${h}`}>{counts.get(h)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="qa-btn" onClick={resetHabitCounts} disabled={met.length === 0}>
        Reset counts
      </button>
    </section>
  );
}
