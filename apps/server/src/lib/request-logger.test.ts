import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

/** An app logging at `level` into an array of parsed lines, with a route that logs what its query asks. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger });
  app.get('/', async (request) => {
    const { at } = request.query as { at?: 'warn' | 'info' };
    if (at) request.log[at]({ asked: at }, 'from the route');
    request.log.child({ step: 'inner' }).error('from a child');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logger', () => {
  it('writes a line at a level that is on, with the request id, and nothing at a level that is off', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ url: '/?at=warn' });
    await app.inject({ url: '/?at=info' });
    const fromRoute = lines.filter((line) => line.msg === 'from the route');
    expect(fromRoute).toEqual([expect.objectContaining({ asked: 'warn', reqId: 'req-1', level: 40 })]);
    // A child of the request's logger carries the request's id and its own bindings.
    expect(lines.filter((line) => line.msg === 'from a child')).toEqual([
      expect.objectContaining({ reqId: 'req-1', step: 'inner' }),
      expect.objectContaining({ reqId: 'req-2', step: 'inner' }),
    ]);
    // Fastify's own request lines are at info: off here.
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    await app.close();
  });

  it("carries each request's id on Fastify's own request lines when info is on", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/' });
    await app.inject({ url: '/?at=info' });
    const requestLines = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(requestLines.map((line) => line.reqId)).toEqual(['req-1', 'req-1', 'req-2', 'req-2']);
    expect(lines.find((line) => line.msg === 'from the route')).toMatchObject({ reqId: 'req-2', asked: 'info' });
    await app.close();
  });

  it('makes no child logger for a request that logs nothing', async () => {
    const lines: unknown[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: lazyRequestLogger });
    app.get('/', async (request) => {
      request.log.info('off at warn');
      return { ok: true };
    });
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ url: '/' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });
});
