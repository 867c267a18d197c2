import { useSyncExternalStore } from 'react';
import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';

// The house palette (index.css and Tailwind's zinc), as the dashboard's charts use it. Every bar carries its value
// as text and every series its name, so nothing is read from colour alone; the drawings are hidden from assistive
// technology, since the table under each chart says the same (docs/decisions/027). Bars do not animate.
export const ACCENT = 'var(--color-accent)';
export const INK = '#3f3f46'; // zinc-700
const TICK = { fill: '#52525b', fontSize: 12 }; // zinc-600 on white: 7.7:1
const VALUE_LABEL = { fill: '#27272a', fontSize: 12, fontWeight: 600 }; // zinc-800

const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** Wide enough for full amounts on every bar; below it, bars carry compact ones. */
export const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

export type ChartRow = { label: string; value: number };

/** One value per month as columns, each labelled with its value. */
export function ColumnChart({
  rows,
  fill = ACCENT,
  format,
}: {
  rows: ChartRow[];
  fill?: string;
  format: (value: number) => string;
}) {
  // On a phone, more than six labelled columns run into each other; the table below carries every value.
  const labelled = useWide() || rows.length <= 6;
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={rows}
      margin={{ top: 24, right: 4, bottom: 0, left: 4 }}
      style={{ width: '100%', height: 220 }}
    >
      <XAxis
        dataKey="label"
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: '#e4e4e7' }}
        interval="preserveStartEnd"
      />
      <YAxis hide domain={[0, 'auto']} />
      <Bar dataKey="value" isAnimationActive={false} fill={fill} radius={[6, 6, 0, 0]} maxBarSize={48}>
        {labelled && (
          <LabelList
            dataKey="value"
            position="top"
            style={VALUE_LABEL}
            formatter={(value: unknown) => format(Number(value))}
          />
        )}
      </Bar>
    </BarChart>
  );
}

/**
 * Values per named category as horizontal bars: the name on the left, the value at the bar's end. `max` fixes the
 * full width (100 for a rate that cannot pass 100 %); without it the largest value fills it.
 */
export function BarsChart({
  rows,
  fill = ACCENT,
  format,
  max,
}: {
  rows: ChartRow[];
  fill?: string;
  format: (value: number) => string;
  max?: number;
}) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={rows}
      margin={{ top: 0, right: 72, bottom: 0, left: 0 }}
      style={{ width: '100%', height: Math.max(1, rows.length) * 44 }}
    >
      <XAxis type="number" hide domain={[0, max ?? 'auto']} />
      <YAxis type="category" dataKey="label" width={128} tick={TICK} tickLine={false} axisLine={false} />
      <Bar dataKey="value" isAnimationActive={false} fill={fill} radius={[0, 6, 6, 0]} barSize={22}>
        <LabelList
          dataKey="value"
          position="right"
          style={VALUE_LABEL}
          formatter={(value: unknown) => format(Number(value))}
        />
      </Bar>
    </BarChart>
  );
}

export type Series = { key: string; name: string; fill: string; hatched?: boolean };

/**
 * Several counts per month side by side (joined, cancelled, lapsed). Each series differs in fill and, for the
 * third, a hatching, and is named in the legend above in words; each bar carries its count.
 */
export function GroupedColumnChart({ rows, series }: { rows: Record<string, string | number>[]; series: Series[] }) {
  return (
    <>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-700">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
              <Swatch id={`legend-${s.key}`} series={s} />
              <rect width="14" height="14" rx="3" fill={s.hatched ? `url(#legend-${s.key})` : s.fill} />
            </svg>
            {s.name}
          </li>
        ))}
      </ul>
      <BarChart
        responsive
        accessibilityLayer={false}
        data={rows}
        margin={{ top: 20, right: 4, bottom: 0, left: 4 }}
        style={{ width: '100%', height: 220 }}
      >
        <defs>
          {series.map((s) => (
            <Swatch key={s.key} id={`bars-${s.key}`} series={s} />
          ))}
        </defs>
        <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={{ stroke: '#e4e4e7' }} />
        <YAxis hide domain={[0, 'auto']} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            isAnimationActive={false}
            fill={s.hatched ? `url(#bars-${s.key})` : s.fill}
            stroke={s.fill}
            radius={[4, 4, 0, 0]}
            maxBarSize={20}
          >
            <LabelList dataKey={s.key} position="top" style={{ ...VALUE_LABEL, fontSize: 11 }} />
          </Bar>
        ))}
      </BarChart>
    </>
  );
}

/** A hatching of the series' colour on white, for the series told apart by pattern. */
function Swatch({ id, series }: { id: string; series: Series }) {
  if (!series.hatched) return null;
  return (
    <pattern id={id} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="5" height="5" fill="#ffffff" />
      <line x1="0" y1="0" x2="0" y2="5" stroke={series.fill} strokeWidth="3" />
    </pattern>
  );
}
