// `npm run dev`: the API restarting on change (tsx watch, port 3000) and Vite with hot reload in front
// of it (port 5173, proxying /api). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The settings in `.env`, as `npm start` reads them (`node --env-file-if-exists=.env`): both children inherit them.
// Variables already set in the shell win, as with Node's flag.
const envFile = join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
