import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The manifests read for the route directory are handed to the MF runtime for the remote's first
// load, so opening a screen does not fetch its manifest a second time. Each is handed over once:
// a Retry (which re-registers the remote) fetches a fresh one.
const manifests = new Map<string, unknown>();

const manifestHandOff: ModuleFederationRuntimePlugin = {
  name: 'pads-manifest-hand-off',
  fetch(url: string) {
    if (!manifests.has(url)) return undefined;
    const manifest = manifests.get(url);
    manifests.delete(url);
    return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
  },
};

let registered = false;

export function handOffManifest(url: string, manifest: unknown) {
  if (!registered) {
    registerPlugins([manifestHandOff]);
    registered = true;
  }
  manifests.set(url, manifest);
}
