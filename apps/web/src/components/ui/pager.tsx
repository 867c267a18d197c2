import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type PagerProps = {
  /** Names the navigation landmark, e.g. "Feedback pages". */
  label: string;
  page: number;
  pages: number;
  /** The next page is on its way (the current one stays on screen meanwhile). */
  loading?: boolean;
  onPage: (page: number) => void;
};

/** Previous / Page N of M / Next under a paginated list (decisions §8). Hidden when there is one page. */
export function Pager({ label, page, pages, loading = false, onPage }: PagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('Previous')}
      </Button>
      <p className="flex items-center gap-2 text-sm text-zinc-600" aria-live="polite">
        {loading && <Spinner size="sm" decorative />}
        {t('Page {page} of {pages}', { page, pages })}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('Next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
