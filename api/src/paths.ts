// The API's own folder: `api/` in the workspace (src/ runs through tsx), or the deployed folder (dist/server.js,
// one bundle: ops/build-deploy.mjs). Found by walking up to the nearest package.json rather than by a fixed `..`,
// because a module sits at a different depth in src/ than in the bundle. Both folders hold drizzle/ (the
// migrations) and data/ (files the API reads at run time), and the default .data/ folders live beside them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no package.json in ${from} or above it`);
  }
}

export const apiRoot = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** drizzle-kit's migrations (SQL files and their journal), applied at start. */
export const migrationsFolder = path.join(apiRoot, 'drizzle');

/** Data files the API reads at run time. */
export const dataFolder = path.join(apiRoot, 'data');
