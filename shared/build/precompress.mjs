// Writes a brotli (.br) and a gzip (.gz) sibling next to each text asset of a production build, so the
// static server (serve.mjs, @fastify/static `preCompressed`) sends them by Accept-Encoding without
// compressing on every request, at the highest levels no server would afford per request.
// node:zlib rather than compression-webpack-plugin: that plugin pulls webpack 5 in as a peer.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text a browser fetches (source maps are for developers, and stay as they are). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, headers dominate and compression saves next to nothing. */
const THRESHOLD = 1024;
/** A compressed copy is kept only if it is at least this much smaller. */
const MIN_RATIO = 0.9;

/** @param {Buffer} content */
export async function compressedVariants(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Compresses every eligible file under `dir`; returns how many variants were written. */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < THRESHOLD) return;
      const variants = await compressedVariants(content);
      for (const [extension, data] of Object.entries(variants)) {
        if (data.length > content.length * MIN_RATIO) continue;
        await writeFile(`${file}.${extension}`, data);
        written++;
      }
    }),
  );
  return written;
}

/** Runs once the build is written (the MF manifest included); `output.clean` removes stale variants. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.done.tapPromise('PrecompressPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      await precompressDirectory(compiler.options.output.path);
    });
  }
}
