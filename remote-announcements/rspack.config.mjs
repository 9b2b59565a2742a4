import { createRspackConfig } from '../shared/build/rspack.mjs';

export default createRspackConfig({
  appDir: import.meta.dirname,
  name: 'remote_announcements',
  port: 8085,
  title: 'Announcements (remote)',
  exposes: { './routes': './src/routes.tsx' },
  routing: './src/routing.json',
});
