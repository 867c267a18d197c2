// A commit message's shape: a subject of at most 72 characters, then, if there is more, a blank line and the body
// (where the reasoning goes). Short subjects stay whole in `git log --oneline`, in e-mails and on review pages.
//
//   node .githooks/check-commit-message.mjs FILE     the commit-msg hook: FILE holds the message being committed
//   node .githooks/check-commit-message.mjs --commit REV   a commit already made (CI, .ci/run)
//
// Exits 1 with a line saying what is wrong and what was written.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;

/**
 * What is wrong with `message`, or an empty list. In a `draft` (what the hook is handed, before git strips it),
 * comment lines (git's help text) and what follows a scissors line are not part of the message.
 */
function problems(message, { draft }) {
  const lines = message.split(/\r?\n/);
  const scissors = draft ? lines.findIndex((line) => /^# -+ >8 -+$/.test(line)) : -1;
  const kept = (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !draft || !line.startsWith('#'));
  while (kept.length > 0 && kept[0].trim() === '') kept.shift();
  const [subject = '', second] = kept;
  const out = [];
  if (subject.trim() === '') out.push('the message is empty');
  const length = [...subject.trimEnd()].length;
  if (length > MAX_SUBJECT) {
    out.push(
      `the subject is ${length} characters long; at most ${MAX_SUBJECT}: say what the commit does, and why in the body`,
    );
  }
  if (second !== undefined && second.trim() !== '')
    out.push('the second line must be blank: the subject, a blank line, then the body');
  return out;
}

const [flag, value] = process.argv.slice(2);
if (flag === undefined) {
  console.error('usage: check-commit-message.mjs FILE | --commit REV');
  process.exit(2);
}
const message =
  flag === '--commit'
    ? execFileSync('git', ['log', '-1', '--format=%B', value], { encoding: 'utf8' })
    : readFileSync(flag, 'utf8');
const found = problems(message, { draft: flag !== '--commit' });
if (found.length > 0) {
  const where = flag === '--commit' ? `commit ${value.slice(0, 12)}` : 'commit message';
  console.error(`${where} refused: ${found.join('; ')}.`);
  console.error(`  subject: ${message.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? ''}`);
  process.exit(1);
}
