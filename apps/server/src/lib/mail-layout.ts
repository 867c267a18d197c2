/**
 * The one shape of the e-mails about sessions (docs/decisions/011): the same content as plain text and as simple
 * HTML, both signed with the gym's name. Every value is escaped in the HTML; mail programs get inline styles only.
 */
export type Letter = {
  /** The gym's name: the heading's brand and the signature. */
  gym: string;
  /** The language the letter is written in (`<html lang>`); English when not given. */
  language?: string;
  greeting: string;
  /** Paragraphs before the details. */
  intro: readonly string[];
  /** A link the letter asks the reader to follow (an invitation's), after the intro: a button in HTML. */
  action?: { label: string; href: string };
  /** The details as label and value (When, Trainer, Room…). */
  details?: readonly (readonly [label: string, value: string])[];
  /** Paragraphs after the details. */
  outro?: readonly string[];
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function letterText(letter: Letter): string {
  const details = (letter.details ?? []).map(([label, value]) => `${label}: ${value}`);
  return [
    letter.greeting,
    '',
    ...letter.intro.flatMap((p) => [p, '']),
    ...(letter.action ? [`${letter.action.label}: ${letter.action.href}`, ''] : []),
    ...(details.length ? [...details, ''] : []),
    ...(letter.outro ?? []).flatMap((p) => [p, '']),
    letter.gym,
  ].join('\n');
}

export function letterHtml(letter: Letter): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const rows = (letter.details ?? [])
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    `<!doctype html><html lang="${escapeHtml(letter.language ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(letter.gym)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:700;font-size:18px">${escapeHtml(letter.gym)}</p>`,
    p(letter.greeting),
    ...letter.intro.map(p),
    letter.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(letter.action.href)}" style="display:inline-block;background:#c2410c;color:#fff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${escapeHtml(letter.action.label)}</a></p>`
      : '',
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : '',
    ...(letter.outro ?? []).map(p),
    `<p style="margin:0;color:#555">${escapeHtml(letter.gym)}</p>`,
    '</div></body></html>',
  ].join('');
}

/** A mail's `text` and `html` from one letter. */
export const letterBodies = (letter: Letter) => ({ text: letterText(letter), html: letterHtml(letter) });
