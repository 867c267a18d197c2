// Renders a page of the app to HTML at build time (vite.config.ts, `prerenderHome`), so the landing page
// arrives with its content and the browser paints it before any script has run. main.tsx then hydrates that
// markup instead of rendering it again.
import './lib/zod-setup.ts';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';

/**
 * The markup of `#root` for `path`, as a visitor who is not logged in first sees it: every lazy part is
 * loaded and rendered, data from the API is still loading (the browser fetches it after hydration).
 */
export async function renderPage(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProvider>
      {/* No hydration data: the routes have no loaders, and the inline script it needs would break the CSP. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
    // Every part inline where it belongs. React otherwise moves a large finished part to the end of the
    // document with an inline script that puts it in place, which the page's security policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
