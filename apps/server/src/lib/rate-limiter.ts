/**
 * A sliding-window counter kept in memory. One process serves the gym, so memory is enough; behind
 * several processes each keeps its own count, which only makes the limit looser, never stricter.
 */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - options.windowMs;
    const kept = (hits.get(key) ?? []).filter((t) => t > since);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  };

  return {
    /** True while the key has room for another hit in the window. */
    allows: (key: string) => recent(key).length < options.max,
    record(key: string) {
      const kept = recent(key);
      kept.push(now());
      hits.set(key, kept);
      // Keep memory bounded under a flood of distinct keys.
      if (hits.size > 100_000) hits.delete(hits.keys().next().value as string);
    },
    /** Records a hit and says whether it was within the limit. */
    take(key: string) {
      if (!this.allows(key)) return false;
      this.record(key);
      return true;
    },
    reset: (key: string) => hits.delete(key),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
