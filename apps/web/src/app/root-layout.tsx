import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer, SlimFooter } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { ScrollRestoration } from '../components/layout/scroll-restoration.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { PageLoading } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import { useT } from '../lib/i18n.ts';
import { Toasts } from '../lib/toasts.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

export function RootLayout() {
  return (
    <RootFrame>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RootFrame>
  );
}

/**
 * Every page's frame: the skip link, the header, the page, and the footer fit for where the visitor is.
 * `accountUnknown` for the frame the build paints before the app runs (see `Header`).
 */
export function RootFrame({ children, accountUnknown }: { children: ReactNode; accountUnknown?: boolean }) {
  // Marks the page as live: the prerendered landing page reads and navigates as plain HTML at once, and answers
  // clicks on its widgets once React has taken it over. The browser tests wait for this before using them.
  const hydrated = useHydrated();
  const t = useT();
  const { pathname } = useLocation();
  // The dashboards get a slim footer (the gym, contact, ©); the public pages the whole one.
  const inDashboard = pathname === paths.dashboards || pathname.startsWith(`${paths.dashboards}/`);
  return (
    <div className="flex min-h-dvh flex-col" data-hydrated={hydrated ? '' : undefined}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-zinc-950 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
      >
        {t('Skip to content')}
      </a>
      <Header accountUnknown={accountUnknown} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {inDashboard ? <SlimFooter /> : <Footer newsletter={<NewsletterForm />} />}
      <ScrollToTop />
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}
