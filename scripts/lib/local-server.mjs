// Shared by the benchmark scripts: they start the built server on a free loopback port and wait for it.
import { createServer } from 'node:net';

/** A port nobody listens on right now, on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resolves once `GET {baseUrl}/api/health` answers 200; throws if the child exits or time runs out. */
export async function waitForHealth(baseUrl, child, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy in time');
}
