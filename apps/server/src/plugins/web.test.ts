import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnrouted, pageFileFor, registerWeb } from './web.ts';

// A built web app in miniature: the two pages as the build writes them (#root marked with what it holds) and a
// chunk with the .br and .gz copies the web build writes beside it.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const shellHtml =
  '<!doctype html><title>Pulse Gym</title><div id="root" data-prerendered="shell"><header></header></div>';
const homeHtml = '<!doctype html><title>Pulse Gym</title><div id="root" data-prerendered="page"><h1>Train</h1></div>';
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gym-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), shellHtml);
  writeFileSync(join(dir, 'home.html'), homeHtml);
  writeFileSync(join(dir, 'assets/app.js'), script);
  writeFileSync(join(dir, 'assets/app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/app.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  const serveWeb = await registerWeb(app, dir);
  // As buildApp (app.ts) answers a request that no route took.
  app.setNotFoundHandler(answerUnrouted(serveWeb));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static web app', () => {
  it('sends the Brotli copy to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when Brotli is not accepted', async () => {
    const res = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file otherwise, and files that have no compressed copy as they are', async () => {
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const icon = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages', () => {
  it('answers the landing page with its prerendered file, with or without a query or a section', () => {
    expect(pageFileFor('/')).toBe('home.html');
    expect(pageFileFor('/?ref=poster')).toBe('home.html');
    expect(pageFileFor('/#contact')).toBe('home.html');
  });

  it('answers every other page, and a path that matches none, with the shell, which the browser router fills', () => {
    expect(pageFileFor('/login')).toBe('index.html');
    expect(pageFileFor('/plan-detail/3')).toBe('index.html');
    expect(pageFileFor('/dashboard/user?tab=1')).toBe('index.html');
    expect(pageFileFor('/no/such/page')).toBe('index.html');
    expect(pageFileFor('/?/x')).toBe('home.html');
    expect(pageFileFor('//')).toBe('index.html');
  });

  it('sends the prerendered landing page for /, not cached without a check', async () => {
    for (const url of ['/', '/?ref=poster']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(homeHtml);
    }
  });

  it('sends the shell, the frame a page paints before its scripts, for deep links and unknown paths', async () => {
    for (const url of ['/login', '/dashboard/user', '/dashboard/user?tab=1', '/no/such/page']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(shellHtml);
    }
  });

  it("answers a HEAD request for a page with the page's headers and no body, as a monitor asks", async () => {
    for (const [url, length] of [
      ['/', homeHtml.length],
      ['/dashboard/user', shellHtml.length],
    ] as const) {
      const res = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(Number(res.headers['content-length']), url).toBe(length);
      expect(res.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
  });

  it('answers a missing file under /assets/ (a chunk an older build had) with 404, not a page', async () => {
    for (const url of ['/assets/home-OldHash1.js', '/assets/index-OldHash2.css', '/Assets/gone.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
    // The files that are there are still sent, and /api paths stay the API's 404.
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/no-such-call' })).json()).toEqual({ message: 'Not found' });
  });
});
