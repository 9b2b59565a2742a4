import { createRspackConfig } from '../shared/build/rspack.mjs';

export default createRspackConfig({
  appDir: import.meta.dirname,
  name: 'remote_moderation',
  port: 8083,
  title: 'Moderation (remote)',
  exposes: { './routes': './src/routes.tsx', './search': './src/search/index.ts' },
  routing: './src/routing.json',
});
