// The page's entry: its styles, then the app. The landing page arrives prerendered (build/prerender-home.ts)
// and is readable and navigable as plain HTML, so its app code is fetched only once the browser has painted it:
// the download does not compete with the page's styles, and the visitor sees the page about a second sooner on
// a phone. Every other page starts from the empty shell and loads the app at once.
import '@fontsource-variable/inter';
import './index.css';

const loadApp = () => import('./main.tsx');

if (document.getElementById('root')?.hasChildNodes()) {
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
}
