import { truncateText } from '@gym/contract';

/**
 * Text cut at `max` characters (spec §9). The full text stays available: as a tooltip, and to screen readers
 * in place of the cut one.
 */
export function TruncatedText({ text, max, className }: { text: string; max: number; className?: string }) {
  const short = truncateText(text, max);
  if (short === text) return <span className={className}>{text}</span>;
  return (
    <span className={className} title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
