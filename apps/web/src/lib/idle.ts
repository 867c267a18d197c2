import { useEffect, useState } from 'react';

/** The longest a task put off until the browser is idle waits, in ms, when the page never goes quiet. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` once the browser is idle (after the paint of what is on screen), or after `IDLE_TIMEOUT_MS` at the
 * latest; a browser without `requestIdleCallback` (Safari) runs it after the next paint. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False until the browser has been idle once since the component mounted (or `enabled` turned true). */
export function useIdle(enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    return whenIdle(() => setIdle(true));
  }, [enabled, idle]);
  return idle;
}
