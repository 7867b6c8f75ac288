/**
 * What the app had to read in a PHP dialect (issue 37): how many times each habit of domain/phpHabits.ts was met in
 * the replies read since the start (or the last reset) — counted by src/api (habits.ts noteHabit), shown here so a tester
 * sees that the backend answered otherwise than the contract says.
 */
import { useSyncExternalStore } from 'react';
import { PHP_HABIT_NAMES, PHP_HABITS, type PhpHabit } from '../../../domain/phpHabits';
import { habitCountsSoFar, habitCountsVersion, resetHabitCounts, subscribeHabitCounts } from '../../api/habits';

/**
 * Habits the contract's own `Num` (number or string) also allows: the plain simulator sends wallet, settings and flags
 * as strings too, so these are counted on the plain backend as well; the others are the dialect's alone.
 */
const CONTRACT_ALLOWS: ReadonlySet<PhpHabit> = new Set(['numbers-as-strings', 'status-as-string', 'tinyint-booleans']);

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
                  {CONTRACT_ALLOWS.has(h) ? <small className="qa-muted"> (the contract allows it too)</small> : null}
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
