import { useCallback, useMemo, useRef, type TouchEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BET_TABS, type TabKey } from './tabs';

/** A swipe: at least this far sideways … */
export const SWIPE_MIN_PX = 60;
/** … and mostly sideways (horizontal distance over vertical). */
export const SWIPE_RATIO = 1.5;

/** Which way a finished touch went: 'left' / 'right', or null for a tap, a scroll or a diagonal drag. */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_RATIO * Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Touch handlers for swiping between the bet tabs (spec §2): left goes to the next tab (JODI → CROSSING →
 * COPY PASTE), right to the previous one, replacing the current entry with `state` (the back trap's sentinel state).
 * Touches starting inside `[data-no-swipe]` (dialogs) are ignored.
 */
export function useSwipeTabs(current: TabKey, gameId: string, state?: unknown) {
  const navigate = useNavigate();
  const start = useRef<{ x: number; y: number } | null>(null);

  const onTouchStart = useCallback((e: TouchEvent) => {
    const t = e.touches[0];
    const target = e.target instanceof Element ? e.target : null;
    start.current = t && !target?.closest('[data-no-swipe]') ? { x: t.clientX, y: t.clientY } : null;
  }, []);

  const onTouchEnd = useCallback(
    (e: TouchEvent) => {
      const from = start.current;
      const t = e.changedTouches[0];
      start.current = null;
      if (!from || !t) return;
      const dir = swipeDirection(t.clientX - from.x, t.clientY - from.y);
      if (!dir) return;
      const i = BET_TABS.findIndex((tab) => tab.key === current);
      const next = BET_TABS[dir === 'left' ? i + 1 : i - 1];
      if (next) navigate(next.path(gameId), { replace: true, state });
    },
    [current, gameId, navigate, state],
  );

  return useMemo(() => ({ onTouchStart, onTouchEnd }), [onTouchStart, onTouchEnd]);
}
