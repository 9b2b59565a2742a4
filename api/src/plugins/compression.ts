// Compresses responses by Accept-Encoding: a 20-row pad list page is ~16 KB of JSON, the zoom-7 map
// ~100 KB and a 100k-row CSV export ~12 MB. Small bodies go as they are (the
// headers would cost more than they save); streams (CSV exports) are compressed as they are written.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/** Bytes below which a body is sent uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Streams (the CSV exports, tens of MB) are compressed at the fastest levels: on a 100k-row export gzip 1 takes
 * 40% of gzip 6's CPU for an 18% larger body (1.9 against 1.6 MB of 9.9 MB), and brotli 1 a tenth of brotli 4's.
 * A buffered body (a list page, a map) keeps gzip 6 / brotli 4: it is small, and compressed once.
 */
export const STREAM_GZIP_LEVEL = 1;
export const STREAM_BROTLI_QUALITY = 1;
/**
 * Buffered bodies up to this size are compressed in one synchronous call; larger ones, and streams, through a zlib
 * stream on libuv's thread pool. @fastify/compress's default bound for two cores is 8 KB, so a list page (14–18 KB of
 * JSON) went through a stream per response: a zlib context, a stream pipeline and a thread-pool round trip, which
 * on a 2-core machine shared with PostgreSQL overlap nothing. Under 50 concurrent connections the user list's
 * server CPU per request fell from 0.67 to 0.37 ms with every page compressed inline (gzip 6 of a 16 KB page takes
 * 0.1–0.3 ms; docs/decisions/0150-speed-at-a-million-pads.md). 256 KB covers every list page and map.
 */
export const SYNC_COMPRESSION_BYTES = 256 * 1024;
/** A compressed stream's output chunks (zlib's default 16 KB): fewer socket writes for a long export. */
const STREAM_CHUNK_BYTES = 64 * 1024;

// @fastify/compress makes its streams with the zlib it is given and its buffered bodies with the *Sync functions.
const streamLevels = {
  ...zlib,
  createGzip: (options?: zlib.ZlibOptions) =>
    zlib.createGzip({ ...options, level: STREAM_GZIP_LEVEL, chunkSize: STREAM_CHUNK_BYTES }),
  createBrotliCompress: (options?: zlib.BrotliOptions) =>
    zlib.createBrotliCompress({
      ...options,
      params: { ...options?.params, [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY },
    }),
};

export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    // gzip first when a client takes both: on the 100k-row export gzip 6 made a smaller body (3.1 vs 3.3 MB)
    // than brotli at quality 4, with less CPU and memory. Brotli serves clients that accept only br. zstd is
    // left out (Node 20 has none).
    encodings: ['gzip', 'br'],
    zlib: streamLevels,
    // Quality 4 compresses JSON and CSV almost as well as 11 at a fraction of the CPU (per request).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    syncThreshold: SYNC_COMPRESSION_BYTES,
  });
});
