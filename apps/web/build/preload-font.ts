import type { Plugin } from 'vite';

/** The Latin subset of Inter's variable font: every page's text, so it is fetched with the HTML, not after the CSS. */
const FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for Inter's Latin file to index.html (and so to the prerendered home.html).
 * Without it the browser finds the font only once the stylesheet is parsed and the text laid out, paints with a
 * fallback first, and the text rewraps when Inter arrives: a layout shift where the fallback face's local fonts
 * (Arial, Liberation Sans) are missing, as on Android and most Linux machines (docs/decisions/012).
 */
export function preloadFont(): Plugin {
  return {
    name: 'gym:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => FONT.test(name));
        if (!file) throw new Error('no inter-latin-wght-normal-*.woff2 in the bundle to preload');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
