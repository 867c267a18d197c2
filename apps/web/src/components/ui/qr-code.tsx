import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { cx } from '../../lib/cx.ts';

type QrCodeProps = {
  text: string;
  /** What the code is, for people who cannot see it. */
  label: string;
  className?: string;
};

/**
 * A QR code of `text`, drawn as an SVG by the `qrcode` package: sharp at any size, black on white with the quiet
 * zone scanners need. Error correction is the lowest: a screen is not a worn sticker, and fewer, larger modules
 * read faster from across a desk.
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 }).then(
      (markup) => live && setSvg(markup),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg)
    return <div role="img" aria-label={label} className={cx('aspect-square animate-pulse bg-zinc-100', className)} />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      className={cx('aspect-square bg-white', className)}
    />
  );
}
