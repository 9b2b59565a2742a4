// One rspack + Module Federation config factory for the host and every remote.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedDeps, shareStrategy } from './shared-deps.mjs';
import { buildRuntimeConfig } from '@pads/static-server/runtime-config.mjs';
import { PrecompressPlugin } from './precompress.mjs';

/**
 * @param {{
 *   appDir: string,            // the app folder (import.meta.dirname of its rspack.config.mjs)
 *   name: string,              // MF container name: host, remote_pads, ...
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   routing?: string,          // a remote's routing declaration (paths it owns, menu entries), JSON
 * }} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createRspackConfig(app) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'production' || process.env.NODE_ENV === 'production' ? 'production' : 'development';
    const isDev = mode === 'development';
    const isRemote = Boolean(app.exposes);
    const publicDir = path.join(app.appDir, 'public');

    return {
      mode,
      context: app.appDir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(app.appDir, 'dist'),
        // 'auto': a remote's chunks load from the remote's own origin when the host pulls them.
        publicPath: 'auto',
        uniqueName: app.name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
              },
            },
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          // Remotes are registered at runtime from runtime-config.json, never at build time.
          remotes: {},
          shared: sharedDeps(app.appDir),
          shareStrategy,
          manifest: app.routing ? { additionalData: routingMetadata(path.join(app.appDir, app.routing)) } : true,
          dts: false,
        }),
        new rspack.HtmlRspackPlugin({
          title: app.title,
          publicPath: '/',
          // A standalone remote must not load its own remoteEntry next to main.
          chunks: ['main'],
          templateContent: htmlTemplate(app.title, isDev && !isRemote),
        }),
        existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }),
        isDev && new ReactRefreshRspackPlugin(),
        !isDev && new PrecompressPlugin(),
      ].filter(Boolean),
      // Dev lazy compilation swaps import('./bootstrap') for a proxy module that breaks the
      // Module Federation async boundary ("Cannot read properties of undefined (reading 'call')").
      lazyCompilation: false,
      optimization: { minimize: !isDev },
      performance: { hints: false },
      devServer: {
        port: app.port,
        hot: isDev,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares(middlewares) {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/runtime-config.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(buildRuntimeConfig(process.env)));
            },
          });
          return middlewares;
        },
      },
    };
  };
}

// The remote's routing declaration rides in its manifest's metaData (the manifest keeps metaData
// whole; other extra keys stay in mf-stats.json only): the host reads it without loading the remote.
function routingMetadata(file) {
  return ({ stats, compilation }) => {
    compilation.fileDependencies.add(file);
    stats.metaData.padsRouting = JSON.parse(readFileSync(file, 'utf8'));
    return stats;
  };
}

// __CSP_NONCE__ is replaced per page load by the static server (static-server/serve.mjs) with the nonce its
// Content-Security-Policy allows; the apps hand it to antd (core/src/csp.ts).
// In dev each container has its own react-refresh runtime; a devtools hook with a
// `renderers` Map in the host page lets remote edits re-render inside the host.
function htmlTemplate(title, withDevtoolsHookStub) {
  const hookStub = withDevtoolsHookStub
    ? `<script>if(!window.__REACT_DEVTOOLS_GLOBAL_HOOK__){window.__REACT_DEVTOOLS_GLOBAL_HOOK__={renderers:new Map(),supportsFiber:true,inject:function(r){var id=this.renderers.size+1;this.renderers.set(id,r);return id},onCommitFiberRoot:function(){},onCommitFiberUnmount:function(){},onPostCommitFiberRoot:function(){},checkDCE:function(){}}}</script>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <style nonce="__CSP_NONCE__">body { margin: 0; }</style>
    ${hookStub}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}
