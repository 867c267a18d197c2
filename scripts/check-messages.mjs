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
  'apps/web/src/components/layout/header.tsx',
  'apps/web/src/components/layout/footer.tsx',
  'apps/web/src/components/layout/nav-links.ts',
  'apps/web/src/components/layout/language-switcher.tsx',
  'apps/web/src/app/routes/public/home.tsx',
  'apps/web/src/features/showcase/content.ts',
  'apps/web/src/features/showcase/components/side-nav.tsx',
  'apps/web/src/features/showcase/components/faq.tsx',
  'apps/web/src/features/showcase/components/reviews-carousel.tsx',
  'apps/web/src/features/showcase/components/review-highlights.tsx',
  'apps/web/src/features/showcase/components/contact-details.tsx',
  'apps/web/src/features/showcase/components/section-heading.tsx',
  'apps/web/src/features/showcase/components/star-rating.tsx',
  'apps/web/src/features/plans/components/plan-card.tsx',
  'apps/web/src/features/plans/components/plans-showcase.tsx',
  'apps/web/src/components/layout/scroll-to-top-button.tsx',
  'apps/web/src/app/root-layout.tsx',
  'apps/web/src/app/routes/public/login.tsx',
  'apps/web/src/app/routes/public/register.tsx',
  'apps/web/src/app/routes/public/not-found.tsx',
  'apps/web/src/features/auth/components/login-form.tsx',
  'apps/web/src/features/auth/components/register-form.tsx',
  'apps/web/src/components/ui/form.tsx',
  'apps/web/src/components/ui/phone-field.tsx',
  'apps/web/src/lib/translated-toaster.tsx',
  'apps/web/src/features/newsletter/components/newsletter-form.tsx',
  'apps/web/src/app/routes/public/forgot-password.tsx',
  'apps/web/src/features/auth/components/forgot-password-form.tsx',
  'apps/server/src/modules/auth/auth.service.ts',
  'apps/web/src/components/ui/pager.tsx',
  'apps/web/src/features/payments/components',
  'apps/web/src/features/audit/components',
  'apps/web/src/app/routes/admin/audit.tsx',
  'apps/web/src/app/routes/staff/payments.tsx',
  'apps/web/src/app/routes/member/payments.tsx',
  'apps/server/src/modules/receipts/receipt-pdf.ts',
  'apps/server/src/modules/receipts/receipts.service.ts',
];

/** Folders whose screens still speak English only: not checked (listed so the report says so). */
export const NOT_CONVERTED = [
  'apps/web/src/app/routes: the member area, the back office and the trainer dashboards, plan detail, the trainer page, feedback and exercises',
  'apps/web/src/components/ui (but form.tsx) and components/layout (dashboard layout, page header)',
  'apps/web/src/features (but showcase, the plans cards and section, login, register and password reset forms, newsletter)',
  'apps/server/src/modules/sessions and calendar: session e-mails, reminders and .ics summaries',
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
    for (const m of code.matchAll(new RegExp(String.raw`\b(?:${DATA_KEYS.join('|')}):\s*${literal}`, 'g'))) {
      const key = unquote(m[1]);
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
    // Text between a tag's end and the next tag or expression, outside attribute values and type parameters.
    for (const m of code.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)(?=[<{])/g)) {
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
