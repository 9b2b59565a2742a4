#!/usr/bin/env node
// Production static server for the host and the remotes: `node serve.mjs <distDir> [port]` (port: else $PORT).
// A package of its own (@pads/static-server), so an app's deployed folder and image hold this server, its three
// dependencies and the app's dist/, not the UI libraries the app was built from (ops/build-deploy.mjs).
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { helmetOptions, PERMISSIONS_POLICY } from './security-headers.mjs';

const [distArg, portArg = process.env.PORT] = process.argv.slice(2);
if (!distArg || !portArg) {
  console.error('usage: node serve.mjs <distDir> [port] (without a port argument, PORT is used)');
  process.exit(1);
}
const root = path.resolve(distArg);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html not found — build first`);
  process.exit(1);
}

// Content-hashed file names never change content, so they may be cached for a year;
// entry points (index.html, remoteEntry.js, mf-manifest.json) must always be revalidated.
// The build's .br/.gz siblings (shared/build/precompress.mjs) are cached like the file they encode.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|woff2?)(\.br|\.gz)?$/;

const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'warn' } });

// Content-Security-Policy with a new style nonce per answer, nosniff, no framing, Referrer-Policy, HSTS
// on https (security-headers.mjs).
await app.register(helmet, helmetOptions(process.env));

app.addHook('onSend', async (_request, reply, payload) => {
  // The host page loads the remotes' manifests and chunks cross-origin.
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  return payload;
});

// The page, with this answer's nonce where the build left its placeholder (shared/build/rspack.mjs).
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
function sendPage(reply) {
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  return reply.send(indexHtml.replaceAll('__CSP_NONCE__', reply.cspNonce.style));
}

app.options('/*', async (_request, reply) => {
  reply
    .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
    .header('Access-Control-Allow-Headers', '*')
    .code(204)
    .send();
});

app.get('/runtime-config.json', async (_request, reply) => {
  reply.header('Cache-Control', 'no-store');
  return buildRuntimeConfig(process.env);
});

await app.register(fastifyStatic, {
  root,
  wildcard: true,
  index: false,
  // Sends file.br / file.gz when the request accepts it (brotli first) and adds `Vary: Accept-Encoding`.
  preCompressed: true,
  // @fastify/static 10 passes the fastify reply here, after its own headers.
  setHeaders(reply, filePath) {
    reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

// SPA fallback: deep links (/dashboard/pad-view/1) get index.html (HEAD as GET); missing assets stay 404.
// A browser navigating asks for HTML: a mistyped deep link whose last part looks like a file name
// (/dashboard/pad-view/1.5) still gets the page, which shows its not-found panel.
app.setNotFoundHandler((request, reply) => {
  const navigates = String(request.headers.accept ?? '').includes('text/html');
  const wantsPage = ['GET', 'HEAD'].includes(request.method) && (navigates || !path.extname(request.url.split('?')[0]));
  if (!wantsPage) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
  return sendPage(reply);
});

app.get('/', (_request, reply) => sendPage(reply));
app.get('/index.html', (_request, reply) => sendPage(reply));

const port = Number(portArg);
await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
console.log(`serving ${root} on http://localhost:${port}`);
