// The apps' security headers (OWASP ASVS 14.4), built from the same environment as runtime-config.json:
// scripts and styles only from this app, the configured remotes (and Google Maps' origins when a key is
// set), styles inline only with the per-page nonce antd is given (core/src/csp.ts), data only from the API
// and the remotes, and no framing. serve.mjs hands this to @fastify/helmet.
import { buildRuntimeConfig } from './runtime-config.mjs';

/** Browser features the panel never asks for. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
  'microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), interest-cohort=()';

/** Google's documented origins of the Maps JavaScript API (only with GOOGLE_MAPS_KEY). */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
};

/** The origin of a URL, or of a tile template (`https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`). */
export function originOf(url) {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(url ?? '');
  if (!match) return null;
  const host = match[2].replace(/^\{[^}]+\}\./, '*.');
  return /[{}]/.test(host) ? null : `${match[1].toLowerCase()}//${host.toLowerCase()}`;
}

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => originOf(item.trim()))
    .filter(Boolean);

const unique = (...groups) => [...new Set(groups.flat().filter(Boolean))];

/** @fastify/helmet's options for one app's static server. */
export function helmetOptions(env = process.env) {
  const config = buildRuntimeConfig(env);
  const remotes = Object.values(config.remotes).map(originOf);
  const api = originOf(config.apiUrl);
  const maps = config.googleMapsKey ? GOOGLE_MAPS : {};
  const https = (env.PUBLIC_URL ?? '').startsWith('https://');
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: unique("'self'", remotes, maps.script),
    // The per-page nonce is added by @fastify/helmet (enableCSPNonces).
    styleSrc: unique("'self'", remotes, maps.style),
    imgSrc: unique(
      "'self'",
      'data:',
      'blob:',
      api,
      remotes,
      originOf(config.mapTileUrl),
      list(env.CSP_IMG_ORIGINS),
      maps.img,
    ),
    fontSrc: unique("'self'", 'data:', remotes, maps.font),
    connectSrc: unique("'self'", api, remotes, maps.connect),
    workerSrc: ["'self'", 'blob:'],
    frameSrc: maps.frame ?? ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    // The host page loads the remotes' scripts, styles and manifests cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
