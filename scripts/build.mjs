// Builds what `npm start` serves: the web app (Vite) and the server (esbuild, so it starts in about a
// second without compiling TypeScript on the fly). With --if-stale, a part whose output is newer than
// all of its sources is left as it is, so a second `npm start` starts at once.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);
const ifStale = process.argv.includes('--if-stale');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}
const stale = (output, sources) =>
  !ifStale || !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;

const contract = at('packages/contract/src');

if (
  stale(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('apps/web/build'),
    contract,
  ])
) {
  execSync('npm run build --workspace @gym/web', { cwd: root, stdio: 'inherit' });
}

const serverOut = at('apps/server/dist');
if (stale(join(serverOut, 'server.js'), [at('apps/server/src'), contract])) {
  rmSync(serverOut, { recursive: true, force: true });
  const { dependencies } = await import(at('apps/server/package.json'), { with: { type: 'json' } }).then(
    (m) => m.default,
  );
  const external = Object.keys(dependencies)
    .filter((name) => name !== '@gym/contract')
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: {
      server: at('apps/server/src/server.ts'),
      'create-admin': at('apps/server/src/cli/create-admin.ts'),
      backup: at('apps/server/src/cli/backup.ts'),
      restore: at('apps/server/src/cli/restore.ts'),
    },
    outdir: serverOut,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, 'zod', 'drizzle-orm/*'],
    logLevel: 'warning',
  });
  // The migrator reads SQL files beside the code.
  cpSync(at('apps/server/src/db/migrations'), join(serverOut, 'migrations'), { recursive: true });
  // The demo data draws its trainers' portraits from these illustrations (seed/demo-gym.ts).
  cpSync(at('apps/server/src/seed/trainer-portraits'), join(serverOut, 'trainer-portraits'), { recursive: true });
  console.log('built apps/server/dist');
}
