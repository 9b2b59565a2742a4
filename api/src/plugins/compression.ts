// Compresses responses by Accept-Encoding (brotli, then gzip): a 20-row pad list page is ~16 KB of
// JSON, the zoom-7 map ~100 KB and a 100k-row CSV export ~12 MB. Small bodies go as they are (the
// headers would cost more than they save); streams (CSV exports) are compressed as they are written.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/** Bytes below which a body is sent uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    // zstd is left out: browsers that send it also send br, and Node 20 has no zstd.
    encodings: ['br', 'gzip'],
    // Quality 4 compresses JSON and CSV almost as well as 11 at a fraction of the CPU (per request).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
