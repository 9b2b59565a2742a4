// Module Federation runtime plugin (bundled into every container): antd and the icons are shared as one
// instance, tree-shaken to the exports the apps imported when the HOST was built. A remote built later may
// import an export that instance lacks; MF's `runtime-infer` still hands it the host's tree-shaken copy
// (its usedExports are never compared for a singleton), and the missing component is `undefined`.
// Here the remote gets the host's instance completed with the missing exports only, taken from its own
// build. Everything the host has (ConfigProvider, App, Form, Table, ...) stays the one instance; a completed
// component renders inside its own ConfigProvider fed with the host's theme token, so it looks the same.
// See docs/sharing.md.
const completed = new Map();

function loadedLib(versions) {
  for (const entry of Object.values(versions ?? {})) {
    if (typeof entry?.lib === 'function') return entry.lib();
  }
  return undefined;
}

const NOT_COPIED = new Set(['$$typeof', 'render', 'compare', 'type']);

/** Renders a component of the remote's own antd copy under the host's theme. */
function themed(React, hostAntd, ownAntd, Component) {
  const Themed = React.forwardRef(function Themed(props, ref) {
    const { token } = hostAntd.theme.useToken();
    return React.createElement(
      ownAntd.ConfigProvider,
      { theme: { token } },
      React.createElement(Component, { ...props, ref }),
    );
  });
  for (const key of Object.keys(Component)) if (!NOT_COPIED.has(key)) Themed[key] = Component[key];
  return Themed;
}

const isComponent = (name, value) =>
  /^[A-Z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

async function complete({ hostFactory, ownGet, missing, shareScope }) {
  const hostAntd = hostFactory();
  const own = (await ownGet())();
  const React = loadedLib(shareScope.react);
  const merged = { ...hostAntd };
  for (const name of missing) {
    const value = own[name];
    merged[name] = React && isComponent(name, value) ? themed(React, hostAntd, own, value) : value;
  }
  return () => merged;
}

/** This container's own tree-shaken build of each package, before MF swaps `get` for its fallback loader. */
const ownBuilds = new Map();

/** @param {{ usedExports: Record<string, string[]> }} options  the top-level imports this container was built with */
export default function completeTreeShakenShared({ usedExports = {} } = {}) {
  return {
    name: 'pads-complete-tree-shaken-shared',
    beforeInit(args) {
      for (const [pkgName, configs] of Object.entries(args.userOptions.shared ?? {})) {
        const local = (Array.isArray(configs) ? configs : [configs]).find((config) => typeof config.get === 'function');
        if (usedExports[pkgName] && local) ownBuilds.set(`${args.userOptions.name}|${pkgName}`, local.get);
      }
      return args;
    },
    resolveShare(args) {
      const { shareInfo, pkgName } = args;
      const wanted = usedExports[pkgName];
      const ownGet = ownBuilds.get(`${shareInfo?.from}|${pkgName}`);
      if (!wanted?.length || !ownGet) return args;
      const resolve = args.resolver;
      args.resolver = () => {
        const chosen = resolve();
        if (!chosen?.useTreesShaking) return chosen;
        const provided = chosen.shared?.treeShaking;
        // Not loaded yet: this consumer is the first, and its own build has what it needs.
        if (typeof provided?.lib !== 'function') return chosen;
        const hostModule = provided.lib();
        const missing = wanted.filter((name) => !(name in hostModule));
        if (missing.length === 0) return chosen;
        const key = `${shareInfo.from}|${pkgName}|${missing.join(',')}`;
        if (!completed.has(key)) {
          const loading = complete({
            hostFactory: provided.lib,
            ownGet,
            missing,
            shareScope: args.shareScopeMap[args.scope],
          });
          completed.set(key, { ...chosen.shared, treeShaking: undefined, lib: undefined, loaded: false, loading });
        }
        return { shared: completed.get(key), useTreesShaking: false };
      };
      return args;
    },
  };
}
