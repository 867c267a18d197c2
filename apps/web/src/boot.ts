// The page's entry: its styles, then the app. What the build put inside #root says how (`data-prerendered`,
// apps/web/build/fill-root.ts; main.tsx reads the same attribute):
// - `page`, the landing page (dist/home.html): readable and navigable as plain HTML, so its app code is fetched
//   only once the browser has painted it: the download does not compete with the page's styles, and the visitor
//   sees the page about a second sooner on a phone. main.tsx hydrates it.
// - `shell`, every other page (dist/index.html): the header and a loading frame, already painted. The app loads
//   at once and React renders the page over the frame on its first commit; on a dashboard, the dashboards' code
//   loads with it.
// - nothing (the dev server): the app loads at once and renders into the empty #root.
import '@fontsource-variable/inter';
import './index.css';

const loadApp = () => import('./main.tsx');

if (document.getElementById('root')?.dataset.prerendered === 'page') {
  // A frame callback runs just before the paint; the timeout it sets runs just after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      // Fetched side by side: main.tsx needs the landing page's code before it hydrates.
      void import('./app/routes/public/home.tsx');
      void loadApp();
    }),
  );
} else {
  void loadApp();
  // A dashboard (`paths.dashboards`, written out: this file imports nothing of the app's): its code is fetched with
  // the app's instead of once the app has rendered, and the role check, the screen's code and its reads start as
  // soon as it runs (`warmDashboards`, docs/decisions/041-homes-first-paint.md).
  const { pathname } = window.location;
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/'))
    void import('./app/dashboard-area.tsx').then((dashboards) => dashboards.warmDashboards(pathname));
}
