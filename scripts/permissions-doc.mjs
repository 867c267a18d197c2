// Writes docs/permissions.md's table of endpoints from the data in apps/server/src/access/endpoints.ts (the prose
// around it stays). The permission walk's test fails while the committed doc and the data disagree.
// Run: node scripts/permissions-doc.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const { PERMISSIONS_DOC, withEndpointTable } = await tsImport(
  '../apps/server/src/access/permissions-doc.ts',
  import.meta.url,
);
const path = join(root, PERMISSIONS_DOC);
const before = readFileSync(path, 'utf8');
const after = withEndpointTable(before);
if (after === before) console.log(`${PERMISSIONS_DOC} is up to date`);
else {
  writeFileSync(path, after);
  console.log(`${PERMISSIONS_DOC} written`);
}
