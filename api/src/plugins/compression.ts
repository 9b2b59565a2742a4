// Compresses responses by Accept-Encoding: a 20-row pad list page is ~16 KB of JSON, the zoom-7 map
// ~100 KB and a 100k-row CSV export ~12 MB. Small bodies go as they are (the
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
    // gzip first when a client takes both: on the 100k-row export gzip 6 made a smaller body (3.1 vs 3.3 MB)
    // than brotli at quality 4, with less CPU and memory. Brotli serves clients that accept only br. zstd is
    // left out (Node 20 has none).
    encodings: ['gzip', 'br'],
    // Quality 4 compresses JSON and CSV almost as well as 11 at a fraction of the CPU (per request).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
