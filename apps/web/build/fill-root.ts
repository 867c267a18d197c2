/**
 * What the build put inside #root, as its `data-prerendered` attribute says. src/boot.ts and src/main.tsx read it:
 * - `page`: a whole page (the landing page, dist/home.html), which React hydrates;
 * - `shell`: the app's frame around a loading frame (dist/index.html, every other path), which React renders
 *   over on its first commit.
 * No attribute: an empty #root (the dev server's index.html), which React renders into.
 */
export const PRERENDERED = { page: 'page', shell: 'shell' } as const;

const EMPTY_ROOT = '<div id="root"></div>';

/** `html` (the built index.html, #root empty) with `markup` inside #root, marked as `kind`. */
export function fillRoot(
  html: string,
  kind: (typeof PRERENDERED)[keyof typeof PRERENDERED],
  markup: string,
  what: string,
) {
  if (markup.trim() === '') throw new Error(`the prerendered markup of ${what} is empty`);
  // The page's security policy allows no inline script, and the markup must not need one.
  if (/<script/i.test(markup)) throw new Error(`the prerendered markup of ${what} contains a <script>`);
  if (html.split(EMPTY_ROOT).length !== 2) throw new Error(`index.html has no single empty ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${kind}">${markup}</div>`);
}
