import { createRspackConfig } from '../shared/build/rspack.mjs';

export default createRspackConfig({ appDir: import.meta.dirname, name: 'host', port: 8080, title: 'Pads admin panel' });
