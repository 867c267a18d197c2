import type { ReactNode } from 'react';

/** A page's h1 with an optional line under it. */
export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-6 sm:mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-zinc-600">{description}</p>}
    </div>
  );
}
