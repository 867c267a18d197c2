import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

type LinkCardProps = { to: string; title: string; description: string; icon: LucideIcon };

/** A dashboard card that is one link as a whole; its name is the title, the text describes it. */
export function LinkCard({ to, title, description, icon: Icon }: LinkCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Link
      to={to}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="group flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-5 transition-colors hover:border-zinc-300 hover:bg-zinc-50 sm:p-6"
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex items-center gap-1 font-semibold text-base text-zinc-900">
        <span id={titleId}>{title}</span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 text-zinc-500 transition-transform motion-safe:group-hover:translate-x-0.5"
        />
      </span>
      <span id={descriptionId} className="text-sm text-zinc-600">
        {description}
      </span>
    </Link>
  );
}
