import { createRspackConfig } from '../shared/build/rspack.mjs';

export default createRspackConfig({
  appDir: import.meta.dirname,
  name: 'remote_users',
  port: 8082,
  title: 'Users (remote)',
  exposes: { './routes': './src/routes.tsx', './search': './src/search/index.ts' },
  routing: './src/routing.json',
});
