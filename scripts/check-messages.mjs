// The message catalogues' check (docs/decisions/021), run by the web unit tests (apps/web/src/locales/
// catalogues.test.ts) and so by `npm test`; `npx tsx scripts/check-messages.mjs` prints the same report.
//
// 1. Every catalogue pair (the contract's, the web app's, the server's) has the same keys in English and
//    Spanish, no empty translation, and the same {placeholders} on both sides.
// 2. Every static message of the contract (the `*_MESSAGES` tables) is in the contract's catalogues, and every
//    message template there (`closedOn(weekday)`), written with sample values, is a key or matches a key's pattern
//    (`The gym is closed on {weekday}s. …`) in the contract's or the server's catalogue, as the server and the web
//    app translate finished messages (`translateMessage`).
// 3. In the web app and the server (CONVERTED below, tests aside): every `t('…')`, `translate(…, '…')`, refusal
//    thrown with a written-out message (`notFound('…')`) and text kept as data (`label: '…'`, `title: '…'`…) is a
//    key of a catalogue; and no JSX text, contract message child or user-visible attribute (aria-label,
//    placeholder, title, alt, label) is written out instead of going through `t`.
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

/**
 * Where every user-visible text goes through the translation layer: the whole web app, and the server (its e-mails,
 * calendar files, receipts and error answers). Tests and test helpers are not checked.
 */
export const CONVERTED = ['apps/web/src', 'apps/server/src'];

const placeholders = (text) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

function catalogueProblems() {
  const problems = [];
  const keys = new Set();
  // What the server can translate: the contract's and its own keys (the web app's are the browser's alone).
  const serverKeys = new Set();
  for (const [name, dir] of Object.entries(CATALOGUES)) {
    const en = read(`${dir}/en.json`);
    const es = read(`${dir}/es.json`);
    for (const key of Object.keys(en)) {
      keys.add(key);
      if (name !== 'web') serverKeys.add(key);
      if (!(key in es)) problems.push(`${name}: missing from es.json: ${JSON.stringify(key)}`);
    }
    for (const [key, text] of Object.entries(es)) {
      if (!(key in en)) problems.push(`${name}: missing from en.json: ${JSON.stringify(key)}`);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${name}: empty Spanish for ${key}`);
      else if (placeholders(text).join() !== placeholders(key).join())
        problems.push(`${name}: placeholders differ: ${JSON.stringify(key)}`);
    }
  }
  return { problems, keys, serverKeys };
}

const VISIBLE_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'label', 'hint', 'eyebrow', 'description'];
const DATA_KEYS = ['label', 'title', 'text', 'description', 'question', 'answer', 'role', 'eyebrow'];

function filesOf(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$|\.d\.ts$|(^|\/)test\//.test(f))
    .map((f) => join(full, f));
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
  // A text kept in a named constant (`export const PLANS_HEADING = 'Training Plans'`) and shown through `t(NAME)`;
  // a name (`DEFAULT_GYM_NAME = 'Pulse Gym'`) is not a text.
  for (const m of code.matchAll(new RegExp(String.raw`\bconst ([A-Z][A-Z0-9_]*) = ${literal};`, 'g'))) {
    const key = unquote(m[2]);
    if (!m[1].endsWith('_NAME') && /^[A-Z].*[\s.]/.test(key) && !keys.has(key))
      problems.push(`${file}: not in a catalogue: ${JSON.stringify(key)}`);
  }
  // The server's refusals written out where they are thrown (`notFound('Member not found')`): the error handler
  // translates each answer's message, so each must be a key.
  for (const m of code.matchAll(
    new RegExp(
      String.raw`\b(?:(?:badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|gone)\(|fieldError\(\s*\d+,\s*'\w+',)\s*${literal}`,
      'g',
    ),
  )) {
    const key = unquote(m[1]);
    if (!keys.has(key)) problems.push(`${file}: not in a catalogue: ${JSON.stringify(key)}`);
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
    // A contract message shown as it is (`{INVITATION_MESSAGES.resend}` as a child): English in every language.
    for (const m of code.matchAll(/[^=\w]\{([A-Z][A-Z0-9_]*_MESSAGES\.\w+)\}/g))
      problems.push(`${file}: ${m[1]} is shown without t()`);
    // Words between two expressions on a line of their own (`{a.name} with {b.name}`), which no tag borders.
    for (const m of code.matchAll(/^[^\S\n]*\{[^{}\n]+\}[^\S\n]+([A-Za-z][A-Za-z ]*?)[^\S\n]+\{[^{}\n]+\}[^\S\n]*$/gm))
      problems.push(`${file}: JSX text ${JSON.stringify(m[1])} is not translated`);
    // Text between a tag's end and the next tag or expression, outside attribute values, type parameters and the
    // return types of arrow functions (`() => Promise<…>`).
    for (const m of code.matchAll(/(?<!=)>([^<>{}]*[A-Za-z][^<>{}]*)(?=[<{])/g)) {
      const text = m[1].trim();
      if (!text) continue;
      if (/=>|\(|\)|;|&&|\|\||\?|:\s*$|^[.,=|&]|[!=]==/.test(text)) continue;
      problems.push(`${file}: JSX text ${JSON.stringify(text)} is not translated`);
    }
  }
  return problems;
}

/** Sample values for a message template's parameters, by name: two sets, so both plural forms are written. */
const NUMBER_PARAMETERS = /^(n|hours|places|booked|min|max|left|digits|year|status|count)$/;
const SAMPLE_TEXTS = { email: 'ana@gym.test', country: 'US', weekday: 'Sunday', role: 'trainer', code: 'JOD' };
function samplesFor(template) {
  const head = /^(?:\(([^)]*)\)|(\w+))\s*=>/.exec(template.toString());
  const names = (head?.[1] ?? head?.[2] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [1, 3].map((n) => names.map((name) => (NUMBER_PARAMETERS.test(name) ? n : (SAMPLE_TEXTS[name] ?? 'plans'))));
}

/** A finished message a catalogue translates: as a key, or through a key's `{placeholder}` pattern. */
function translatable(message, keys) {
  if (keys.has(message)) return true;
  for (const key of keys) {
    if (!/\{\w+\}/.test(key) || /\{\w+,/.test(key)) continue;
    const source = key
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    if (new RegExp(`^${source}$`).test(message)) return true;
  }
  return false;
}

export function checkMessages() {
  const { problems, keys, serverKeys } = catalogueProblems();
  const contractEn = read(`${CATALOGUES.contract}/en.json`);
  return import(join(root, 'packages/contract/src/index.ts')).then((contract) => {
    for (const [name, table] of Object.entries(contract)) {
      if (!name.endsWith('_MESSAGES')) continue;
      const walk = (value) => {
        if (typeof value === 'string') {
          if (!(value in contractEn))
            problems.push(`contract: ${name} message not in a catalogue: ${JSON.stringify(value)}`);
        } else if (typeof value === 'function') {
          for (const message of new Set(samplesFor(value).map((values) => value(...values))))
            if (!translatable(message, serverKeys))
              problems.push(`contract: ${name} template not in a catalogue: ${JSON.stringify(message)}`);
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
  console.log(`Checked: ${CONVERTED.join(', ')}.`);
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problems` : 'Catalogues complete.');
  process.exitCode = problems.length ? 1 : 0;
}
