import type { ReactNode } from 'react';

type AuthShellProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The narrow, centred page used by login, register and password reset. */
export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  return (
    <div className="bg-zinc-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-xs sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950">{title}</h1>
          {description && <p className="mt-2 text-sm text-zinc-600">{description}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div>}
      </div>
    </div>
  );
}
