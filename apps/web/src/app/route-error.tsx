import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../config/paths.ts';

/** Shown when a page fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-zinc-600">The page could not be shown. Reloading usually helps.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reload
        </Button>
        <Link to={paths.home} reloadDocument className={buttonClasses({ variant: 'outline' })}>
          Go home
        </Link>
      </div>
    </main>
  );
}
