import type { Guard } from '../plugins/auth.ts';
import { CALLERS, type Caller, ENDPOINTS, type Endpoint, rolesOf } from './endpoints.ts';

/** docs/permissions.md, from the repository's root. */
export const PERMISSIONS_DOC = 'docs/permissions.md';
const BEGIN =
  '<!-- endpoints: generated from apps/server/src/access/endpoints.ts by `node scripts/permissions-doc.mjs` -->';
const END = '<!-- /endpoints -->';

const HEADINGS: Record<Caller, string> = {
  anonymous: 'anonymous',
  member: 'member',
  otherMember: 'other member',
  trainer: 'trainer',
  otherTrainer: 'other trainer',
  staff: 'staff',
  admin: 'admin',
};

function allowedInWords(guard: Guard): string {
  const roles = rolesOf(guard);
  if (roles === null) return 'public';
  if (roles.length === 0) return 'any signed-in user';
  const names = roles.map((role) => (role === 'user' ? 'member' : role));
  return guard.startsWith('role:') ? `a valid token of role ${names[0]} only` : names.join(', ');
}

const code = (text: string) => `\`${text}\``;
const guardCell = (row: Endpoint) =>
  [row.guard === 'public' ? 'public' : row.guard === 'signedIn' ? 'signed in' : code(row.guard)]
    .concat(row.checks ? [`then ${code(row.checks)} in the service`] : [])
    .join(', ');

function callCell(row: Endpoint): string {
  const path = row.call.replace(/:(\w+)/g, '{$1}');
  const aside = [row.variant, row.note].filter(Boolean).join('; ');
  return aside ? `${code(path)} (${aside})` : code(path);
}

const cells = (values: string[]) => `| ${values.map((v) => v.replaceAll('|', '\\|')).join(' | ')} |`;

/** The table of every endpoint, one row each, with the walk's answer per caller. */
export function renderEndpointTable(): string {
  const head = cells(['Area', 'Call', 'Allowed', 'Guard', ...CALLERS.map((c) => HEADINGS[c])]);
  const rule = `|${'---|'.repeat(4 + CALLERS.length)}`;
  const rows = ENDPOINTS.map((row) =>
    cells([
      row.area,
      callCell(row),
      [row.who ?? allowedInWords(row.checks ?? row.guard), row.limits].filter(Boolean).join('; '),
      guardCell(row),
      ...CALLERS.map((caller) => (row.walk[caller] === 'ok' ? '✓' : String(row.walk[caller]))),
    ]),
  );
  return [head, rule, ...rows].join('\n');
}

/** The doc with its generated part replaced by the table as the data says it. */
export function withEndpointTable(doc: string): string {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${PERMISSIONS_DOC} has lost its markers:\n${BEGIN}\n${END}`);
  return `${doc.slice(0, begin)}${BEGIN}\n\n${renderEndpointTable()}\n\n${doc.slice(end)}`;
}
