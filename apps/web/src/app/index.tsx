import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      {/* A page whose code is still loading shows the loading frame at once, as its address does. In a transition
          (the router's default) the previous page would stay, working, under the new address until then: a form
          typed into there is thrown away when the new page arrives. */}
      <BrowserRouter useTransitions={false}>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
