/**
 * Where to go after logging in: the guarded page the visitor came from (`state.from`, set by the route guard),
 * otherwise `fallback` (the login page passes the person's own dashboard). Only same-site paths are followed.
 */
export function redirectTarget(state: unknown, fallback = '/'): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return fallback;
}
