import { type ComponentType, lazy } from 'react';

/**
 * A part loaded on demand that reads through the query cache: its code and the query library's load together,
 * and it renders inside the app's query client (query-scope.tsx). What the landing page shows (every page's frame,
 * the gym's settings, the plans on offer, the newsletter) reads without it, so the landing page loads no query
 * library (docs/decisions/015-landing-javascript.md).
 */
export function lazyWithQueries(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Part }, { QueryScope }] = await Promise.all([load(), import('./query-scope.tsx')]);
    return {
      default: () => (
        <QueryScope>
          <Part />
        </QueryScope>
      ),
    };
  });
}
