import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
