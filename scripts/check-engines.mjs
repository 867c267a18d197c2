// Every installed package runs on every Node the project supports. The lowest version of each range in
// package.json's `engines` (20.20.0, 22.13.0, 24.0.0) must satisfy each locked package's own `engines.node`;
// otherwise an install on that Node prints EBADENGINE and the package may use what that Node lacks.
//
//   node scripts/check-engines.mjs     exits 1 naming each package that does not support one of them
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

const supported = root.engines.node.split('||').map((range) => semver.minVersion(range.trim()).version);
const refused = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const wants = entry.engines?.node;
  if (!path || !wants) continue;
  // A binary for another platform is never installed here (sharp's Windows builds name their own Node range).
  if (entry.os && !entry.os.includes(process.platform)) continue;
  if (entry.cpu && !entry.cpu.includes(process.arch)) continue;
  for (const node of supported) {
    if (!semver.satisfies(node, wants))
      refused.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${wants}, not ${node}`);
  }
}
if (refused.length > 0) {
  console.error(
    `Packages that do not run on every supported Node (${supported.join(', ')}):\n  ${refused.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Engines: every locked package supports Node ${supported.join(', ')}`);
