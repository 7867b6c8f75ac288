import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value, for callbacks handed over once (a machine's provided actions) that must
 * call what the screen renders now (e.g. the router's navigate).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
