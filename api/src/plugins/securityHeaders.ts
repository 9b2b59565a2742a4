// Security headers on every API answer (OWASP ASVS 14.4), through @fastify/helmet. The API answers JSON,
// files (photos, exports) and the OpenAPI UI: a JSON answer may run nothing, load nothing and be framed by
// nobody; photos stay loadable by the panel on its own origin (Cross-Origin-Resource-Policy: cross-origin);
// HSTS only when PUBLIC_URL is https (a plain-http development API would otherwise be unreachable).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Browser features the API's pages never use (the OpenAPI UI included). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
  'microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), interest-cohort=()';

export const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

export default fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? HSTS : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
});

/**
 * The OpenAPI UI's own policy (@fastify/swagger-ui's: its scripts and styles from its files), made as strict as
 * the rest: nobody frames it, and requests are upgraded to https only on an https API.
 */
export function docsPolicy(https: boolean) {
  return (header: string) => {
    const policy = header.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
    return https ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
  };
}
