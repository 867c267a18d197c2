// Renders the app to HTML at build time (vite.config.ts, `prerenderHome`), so that pages arrive with their
// content or at least their frame, and the browser paints it before any script has run.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { RootFrame } from './app/root-layout.tsx';
import { AppRoutes } from './app/router.tsx';
import { PageLoading } from './components/ui/spinner.tsx';

async function render(path: string, page: ReactNode) {
  const { prelude } = await prerender(
    <AppProvider>
      <StaticRouter location={path}>{page}</StaticRouter>
    </AppProvider>,
    // Every part inline where it belongs. React otherwise moves a large finished part to the end of the
    // document with an inline script that puts it in place, which the page's security policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The markup of `#root` for `path`, as a visitor who is not logged in first sees it: every lazy part is
 * loaded and rendered, data from the API is still loading (the browser fetches it after hydration).
 * main.tsx hydrates it.
 */
export const renderPage = (path: string) => render(path, <AppRoutes />);

/**
 * The markup of `#root` for every other page until its code has arrived: the frame (header and footer, with the
 * account's place in the header kept empty, as the file is the same for everyone) around the loading frame the
 * app itself shows while a page's code loads. main.tsx renders the app over it.
 */
export const renderShell = () =>
  render(
    // A path no navigation link names, so that none is marked as the current page.
    '/loading',
    <RootFrame accountUnknown>
      <PageLoading />
    </RootFrame>,
  );
