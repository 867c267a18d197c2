// The message catalogues' check (docs/decisions/021), run by the web unit tests (apps/web/src/locales/
// catalogues.test.ts) and so by `npm test`; `node scripts/check-messages.mjs` prints the same report.
//
// 1. Every catalogue pair (the contract's, the web app's, the server's) has the same keys in English and
//    Spanish, no empty translation, and the same {placeholders} on both sides.
// 2. Every static message of the contract (the `*_MESSAGES` tables) is in the contract's catalogues.
// 3. In the converted screens (CONVERTED below): every `t('…')`, `translate(…, '…')` and every text kept as data
//    (`label: '…'`, `title: '…'`…) is a key of a catalogue; and no JSX text or user-visible attribute
//    (aria-label, placeholder, title, alt, label) is written out instead of going through `t`.
// Screens not listed in CONVERTED are not checked: they still speak English only (see NOT_CONVERTED).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the path, not `new URL('..', …)`: under jsdom (the web tests) `URL` is jsdom's, which fileURLToPath refuses.
const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..');
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

export const CATALOGUES = {
  contract: 'packages/contract/src/locales',
  web: 'apps/web/src/locales',
  server: 'apps/server/src/locales',
};

/** Files and folders whose every user-visible text goes through the translation layer. */
export const CONVERTED = [
  'apps/web/src/features/auth/components/role-guard.tsx',
  'apps/web/src/app/routes/admin/contact-us.tsx',
  'apps/web/src/app/routes/admin/create-plan.tsx',
  'apps/web/src/app/routes/admin/dashboard.tsx',
  'apps/web/src/app/routes/admin/feedbacks.tsx',
  'apps/web/src/app/routes/admin/gymrooms.tsx',
  'apps/web/src/app/routes/admin/plan.tsx',
  'apps/web/src/app/routes/admin/plans.tsx',
  'apps/web/src/app/routes/admin/room-equipment.tsx',
  'apps/web/src/app/routes/admin/settings.tsx',
  'apps/web/src/app/routes/admin/subscriber-list.tsx',
  'apps/web/src/app/routes/admin/trainers.tsx',
  'apps/web/src/app/routes/admin/undelivered-mail.tsx',
  'apps/web/src/app/routes/admin/user-list.tsx',
  'apps/web/src/app/routes/shared/gym-rooms.tsx',
  'apps/web/src/app/routes/shared/shortcuts.tsx',
  'apps/web/src/app/routes/staff/dashboard.tsx',
  'apps/web/src/app/routes/staff/feedbacks.tsx',
  'apps/web/src/app/routes/staff/gymrooms.tsx',
  'apps/web/src/app/routes/staff/plan.tsx',
  'apps/web/src/app/routes/staff/plans.tsx',
  'apps/web/src/app/routes/staff/room-equipment.tsx',
  'apps/web/src/app/routes/staff/sessions.tsx',
  'apps/web/src/app/routes/staff/user-list.tsx',
  'apps/web/src/app/routes/staff/member.tsx',
  'apps/web/src/features/billing/components/sell-plan-dialog.tsx',
  'apps/web/src/app/routes/trainer',
  'apps/web/src/features/contact/components/contact-inbox.tsx',
  'apps/web/src/features/feedback/components/feedback-board.tsx',
  'apps/web/src/features/mail',
  'apps/web/src/features/plans/components/create-plan.tsx',
  'apps/web/src/features/plans/components/plan-board.tsx',
  'apps/web/src/features/plans/components/plan-editor.tsx',
  'apps/web/src/features/plans/components/plan-form.tsx',
  'apps/web/src/features/plans/components/plan-image.tsx',
  'apps/web/src/features/plans/components/plan-status-badge.tsx',
  'apps/web/src/features/rooms/components',
  'apps/web/src/features/settings',
  'apps/web/src/features/statistics',
  'apps/web/src/features/reports',
  'apps/web/src/app/routes/admin/reports.tsx',
  'apps/web/src/app/routes/staff/reports.tsx',
  'apps/web/src/features/users/components',
  'apps/web/src/app/routes/member/dashboard.tsx',
  'apps/web/src/app/routes/member/training-sessions.tsx',
  'apps/web/src/app/routes/member/register-training.tsx',
  'apps/web/src/app/routes/member/favourite-exercises.tsx',
  'apps/web/src/app/routes/member/feedbacks.tsx',
  'apps/web/src/app/routes/member/plans.tsx',
  'apps/web/src/app/routes/member/plan.tsx',
  'apps/web/src/app/routes/member/plan-features.tsx',
  'apps/web/src/features/sessions',
  'apps/web/src/features/calendar',
  'apps/web/src/features/feedback/components/my-feedback-list.tsx',
  'apps/web/src/features/feedback/components/rating-stars.tsx',
  'apps/web/src/features/plans/components/plan-features.tsx',
  'apps/web/src/features/showcase',
  'apps/web/src/app/routes/public',
  'apps/web/src/app/routes/shared/profile.tsx',
  'apps/web/src/features/plans/components/plan-details.tsx',
  'apps/web/src/features/exercises',
  'apps/web/src/features/feedback/components/feedback-form.tsx',
  'apps/web/src/features/auth/components/invitation-form.tsx',
  'apps/web/src/features/auth/components/profile-form.tsx',
  'apps/web/src/features/contact/components/contact-form.tsx',
  'apps/web/src/lib/format.ts',
  'apps/web/src/lib/rich-text.tsx',
  'apps/web/src/components/ui',
  'apps/web/src/components/layout',
  'apps/web/src/app/areas.tsx',
  'apps/web/src/app/dashboard-area.tsx',
  'apps/web/src/app/route-error.tsx',
  'apps/web/src/features/plans/components/plan-card.tsx',
  'apps/web/src/features/plans/components/plans-showcase.tsx',
  'apps/web/src/app/root-layout.tsx',
  'apps/web/src/features/auth/components/login-form.tsx',
  'apps/web/src/features/auth/components/register-form.tsx',
  'apps/web/src/lib/translated-toaster.tsx',
  'apps/web/src/features/newsletter/components/newsletter-form.tsx',
  'apps/web/src/features/auth/components/forgot-password-form.tsx',
  'apps/server/src/modules/auth/auth.service.ts',
  'apps/web/src/features/sessions/components/attendance-tick.tsx',
  'apps/web/src/features/sessions/components/edit-session-dialog.tsx',
  'apps/web/src/features/sessions/components/session-card.tsx',
  'apps/web/src/features/sessions/components/trainer-agenda.tsx',
  'apps/web/src/features/checkin',
  'apps/web/src/app/routes/member/pass.tsx',
  'apps/web/src/app/routes/staff/check-in.tsx',
  'apps/web/src/components/ui/qr-code.tsx',
  'apps/web/src/components/ui/initials-avatar.tsx',
  'apps/web/src/features/classes',
  'apps/web/src/app/routes/public/classes.tsx',
  'apps/web/src/app/routes/staff/classes.tsx',
  'apps/web/src/features/time-off',
  'apps/web/src/app/routes/staff/time-off.tsx',
  'apps/server/src/modules/classes/class-mail.ts',
  'apps/server/src/modules/sessions/session-mail.ts',
  'apps/server/src/modules/sessions/cancellation.ts',
  'apps/server/src/modules/calendar/reminders.ts',
  'apps/server/src/modules/calendar/calendar.service.ts',
  'apps/server/src/modules/rooms/rooms.service.ts',
  'apps/server/src/modules/users/account-deletion.ts',
  'apps/server/src/lib/ical.ts',
  'apps/web/src/app/routes/member/plan-subscribe.tsx',
  'apps/web/src/app/routes/member/payment.tsx',
  'apps/web/src/app/routes/member/checkout-result.tsx',
  'apps/web/src/app/routes/member/renew-card.tsx',
  'apps/web/src/app/routes/member/demo-checkout.tsx',
  'apps/web/src/features/billing/components/subscription-summary.tsx',
  'apps/web/src/features/billing/components/checkout-result.tsx',
  'apps/web/src/features/billing/components/demo-checkout.tsx',
  'apps/web/src/features/billing/components/demo-notice.tsx',
  'apps/web/src/features/billing/components/extend-plan-dialog.tsx',
  'apps/web/src/features/billing/components/subscription-status.tsx',
  'apps/web/src/app/routes/member/subscriptions.tsx',
  'apps/web/src/features/billing/components/subscription-list.tsx',
  'apps/web/src/features/billing/components/subscription-card.tsx',
  'apps/web/src/features/billing/components/freeze-dialog.tsx',
  'apps/web/src/components/ui/pager.tsx',
  'apps/web/src/features/payments/components',
  'apps/web/src/features/audit/components',
  'apps/web/src/app/routes/admin/audit.tsx',
  'apps/web/src/app/routes/staff/payments.tsx',
  'apps/web/src/app/routes/member/payments.tsx',
  'apps/server/src/modules/receipts/receipt-pdf.ts',
  'apps/server/src/modules/receipts/receipts.service.ts',
  'apps/web/src/app/routes/staff/member-subscriptions.tsx',
  'apps/web/src/app/routes/admin/subscriber-subscriptions.tsx',
  'apps/web/src/features/billing/components/staff-subscription-list.tsx',
  'apps/web/src/features/billing/components/member-subscriptions-table.tsx',
  'apps/web/src/features/billing/components/delete-subscription-dialog.tsx',
  'apps/web/src/features/billing/components/subscription-load-error.tsx',
  'apps/web/src/features/billing/components/active-plans-summary.tsx',
];

/** Folders whose screens still speak English only: not checked (listed so the report says so). */
export const NOT_CONVERTED = [
  'apps/server: the messages of templates with an English value inside (a closed weekday, a role in a created-account toast) keep that value in English',
];

const placeholders = (text) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

function catalogueProblems() {
  const problems = [];
  const keys = new Set();
  for (const [name, dir] of Object.entries(CATALOGUES)) {
    const en = read(`${dir}/en.json`);
    const es = read(`${dir}/es.json`);
    for (const key of Object.keys(en)) {
      keys.add(key);
      if (!(key in es)) problems.push(`${name}: missing from es.json: ${JSON.stringify(key)}`);
    }
    for (const [key, text] of Object.entries(es)) {
      if (!(key in en)) problems.push(`${name}: missing from en.json: ${JSON.stringify(key)}`);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${name}: empty Spanish for ${key}`);
      else if (placeholders(text).join() !== placeholders(key).join())
        problems.push(`${name}: placeholders differ: ${JSON.stringify(key)}`);
    }
  }
  return { problems, keys };
}

const VISIBLE_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'label', 'hint', 'eyebrow', 'description'];
const DATA_KEYS = ['label', 'title', 'text', 'description', 'question', 'answer', 'role', 'eyebrow'];

function filesOf(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true })
    .map((f) => join(full, f))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
}

/** The problems in one source file: untranslated texts, and translated keys no catalogue holds. */
export function sourceProblems(source, keys, file = 'source') {
  const problems = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literal = String.raw`'((?:[^'\\]|\\.)*)'`;
  const unquote = (text) => text.replace(/\\(.)/g, '$1');
  for (const m of code.matchAll(new RegExp(String.raw`\b(?:t|translate\(\s*[\w.]+\s*,)\(?\s*${literal}`, 'g'))) {
    const key = unquote(m[1]);
    if (!keys.has(key)) problems.push(`${file}: not in a catalogue: ${JSON.stringify(key)}`);
  }
  if (file.includes('apps/web/'))
    for (const m of code.matchAll(new RegExp(String.raw`\b(${DATA_KEYS.join('|')}):\s*${literal}`, 'g'))) {
      const key = unquote(m[2]);
      // `role: 'region'`, `role: 'staff'`: an ARIA role or an account's role, a name in the code, not a text.
      if (m[1] === 'role' && /^[a-z]+$/.test(key)) continue;
      if (/[A-Za-z]/.test(key) && !keys.has(key)) problems.push(`${file}: not in a catalogue: ${JSON.stringify(key)}`);
    }
  // A text kept in a named constant (`export const PLANS_HEADING = 'Training Plans'`) and shown through `t(NAME)`.
  for (const m of code.matchAll(new RegExp(String.raw`\bconst [A-Z][A-Z0-9_]* = ${literal};`, 'g'))) {
    const key = unquote(m[1]);
    if (/^[A-Z].*[\s.]/.test(key) && !keys.has(key))
      problems.push(`${file}: not in a catalogue: ${JSON.stringify(key)}`);
  }
  if (file.endsWith('.tsx')) {
    for (const m of code.matchAll(
      new RegExp(String.raw`\s(${VISIBLE_ATTRIBUTES.join('|')})="([^"]*[A-Za-z][^"]*)"`, 'g'),
    ))
      problems.push(`${file}: ${m[1]}="${m[2]}" is not translated`);
    for (const m of code.matchAll(
      new RegExp(String.raw`\s(${VISIBLE_ATTRIBUTES.join('|')})=\{\`([^\`]*[A-Za-z]{2}[^\`]*)\``, 'g'),
    ))
      problems.push(`${file}: ${m[1]}={\`${m[2]}\`} is not translated`);
    // Text between a tag's end and the next tag or expression, outside attribute values, type parameters and the
    // return types of arrow functions (`() => Promise<…>`).
    for (const m of code.matchAll(/(?<!=)>([^<>{}]*[A-Za-z][^<>{}]*)(?=[<{])/g)) {
      const text = m[1].trim();
      if (!text || (/^[\w.]+$/.test(text) && !/[A-Z]/.test(text[0]))) continue;
      if (/=>|\(|\)|;|&&|\|\||\?|:\s*$|^[.,=]|[!=]==/.test(text)) continue;
      problems.push(`${file}: JSX text ${JSON.stringify(text)} is not translated`);
    }
  }
  return problems;
}

export function checkMessages() {
  const { problems, keys } = catalogueProblems();
  const contractEn = read(`${CATALOGUES.contract}/en.json`);
  return import(join(root, 'packages/contract/src/index.ts')).then((contract) => {
    for (const [name, table] of Object.entries(contract)) {
      if (!name.endsWith('_MESSAGES')) continue;
      const walk = (value) => {
        if (typeof value === 'string') {
          if (!(value in contractEn))
            problems.push(`contract: ${name} message not in a catalogue: ${JSON.stringify(value)}`);
        } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(table);
    }
    for (const path of CONVERTED)
      for (const file of filesOf(path))
        problems.push(...sourceProblems(readFileSync(file, 'utf8'), keys, relative(root, file)));
    return problems;
  });
}

if (process.argv[1] === here) {
  const problems = await checkMessages();
  console.log(
    `Converted (checked): ${CONVERTED.length} files and folders. Not converted yet: ${NOT_CONVERTED.join('; ')}.`,
  );
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problems` : 'Catalogues complete.');
  process.exitCode = problems.length ? 1 : 0;
}
