import { type ReactNode, useId } from 'react';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { formatMonth, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type ReportExport, reportCsvPath } from '../api/export-report-csv.ts';

// The pieces every report on the Reports screen is made of (docs/decisions/027): a section with its heading and
// Export CSV button, a chart hidden from assistive technology above the table that says the same, and figures.

export const monthName = (month: string, long = false) =>
  formatMonth({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }, { long, withYear: true });
export const percent = (value: number | null) => (value === null ? '–' : formatPercent(value));

/** Downloads a report, or one table of it, as the server's CSV file. */
export function ExportButton({ what, request }: { what: string; request: ReportExport }) {
  const t = useT();
  return (
    <ExportCsvButton
      path={reportCsvPath(request)}
      fallbackName={`${request.report}.csv`}
      label={t('Export {report} as CSV', { report: what })}
      failure={t('Could not export the report. Please try again.')}
      className="self-start"
    />
  );
}

/** A report: its heading, what it counts, its Export CSV button (when it downloads as one file), then its figures. */
export function ReportSection({
  title,
  description,
  exportRequest,
  children,
}: {
  title: string;
  description: string;
  exportRequest?: ReportExport;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold text-zinc-950">
            {title}
          </h2>
          <p className="max-w-2xl text-sm text-zinc-600">{description}</p>
        </div>
        {exportRequest && <ExportButton what={title} request={exportRequest} />}
      </div>
      {children}
    </section>
  );
}

/** A part of a report with a heading of its own and, when it downloads on its own, its Export CSV button. */
export function ReportPart({
  title,
  exportRequest,
  children,
}: {
  title: string;
  exportRequest?: ReportExport;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3 border-t border-zinc-200 pt-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id={titleId} className="text-base font-semibold text-zinc-950">
          {title}
        </h3>
        {exportRequest && <ExportButton what={title} request={exportRequest} />}
      </div>
      {children}
    </section>
  );
}

/** A chart drawn for the eye; the table after it is the accessible form. */
export function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-zinc-800">{title}</figcaption>
      <div aria-hidden="true">{children}</div>
    </figure>
  );
}

export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-zinc-200 p-3">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight tabular-nums text-zinc-950">{value}</dd>
      {note && <dd className="text-sm text-zinc-600">{note}</dd>}
    </div>
  );
}

/**
 * A grid of figures as a plain table that scrolls sideways inside its frame on a phone (the retention triangle,
 * the weekday × hour grid): a visually hidden caption names it, the first column heads each row.
 */
export function GridTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  // A region that scrolls sideways takes the keyboard's focus, so it can be scrolled without a mouse (as DataTable's).
  const scrolling = { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 };
  return (
    <div {...scrolling} className="min-w-0 overflow-x-auto rounded-2xl border border-zinc-200 bg-white">
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
