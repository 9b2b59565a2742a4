import { createRspackConfig } from '../shared/build/rspack.mjs';

export default createRspackConfig({
  appDir: import.meta.dirname,
  name: 'remote_reports',
  port: 8084,
  title: 'Reports (remote)',
  exposes: { './routes': './src/routes.tsx' },
  routing: './src/routing.json',
});
