import { Fragment, type ReactNode } from 'react';
import { t } from './i18n.ts';

/**
 * A message whose placeholders are elements (a name in bold, a link): `richText('Welcome, {name}.', { name: <strong>…</strong> })`.
 * The whole sentence is one key, so a language can put the pieces in its own order.
 */
export function richText(english: string, values: Record<string, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(values).map((name) => [name, `\uE000${name}\uE000`]));
  const parts = t(english, marks).split(/\uE000(\w+)\uE000/);
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 ? values[part] : part}</Fragment>);
}
