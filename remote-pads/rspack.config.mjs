import { createRspackConfig } from '../shared/build/rspack.mjs';

export default createRspackConfig({
  appDir: import.meta.dirname,
  name: 'remote_pads',
  port: 8081,
  title: 'Pads (remote)',
  exposes: { './routes': './src/routes.tsx', './search': './src/search/index.ts' },
  routing: './src/routing.json',
});
