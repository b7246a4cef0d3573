import { useRef } from 'react';

function preventNativeSubmit(value: unknown) {
  if (
    typeof value === 'object' &&
    value !== null &&
    'preventDefault' in value &&
    typeof value.preventDefault === 'function'
  ) {
    value.preventDefault();
  }
}

/**
 * Wraps a submit handler so a second call while the first is in flight does nothing, even before
 * React has re-rendered the disabled button (double click, Enter twice). Wrap the whole event
 * handler, `guard(form.handleSubmit(send))`, so the guard is taken before validation starts.
 * A submit event is always prevented, also when ignored, so the browser never submits natively.
 */
export function useGuardedSubmit<A extends unknown[]>(submit: (...args: A) => Promise<unknown>) {
  const inFlight = useRef(false);
  return async (...args: A) => {
    preventNativeSubmit(args[0]);
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(...args);
    } catch {
      // The mutation's own state shows the error.
    } finally {
      inFlight.current = false;
    }
  };
}
