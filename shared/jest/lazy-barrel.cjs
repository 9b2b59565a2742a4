// A barrel file (an index that only re-exports its folder's modules) evaluated so that each re-exported
// module is required on first use, not up front. `import { Button } from 'antd'` compiles to
// require('antd'), whose CommonJS index requires all ~1,500 modules of antd (and '@ant-design/icons' all
// ~1,600 icons) before the test has run a line: about a second of CPU per test file, in every file.
// Jest's module map points 'antd' and '@ant-design/icons' here (preset.mjs); the modules themselves are
// still loaded by Jest's own require, so mocks and the per-file module registry work as usual.
const fs = require('node:fs');
const path = require('node:path');

/** A stand-in for `file`'s exports that requires it when a property is first read. */
function lazyModule(file) {
  let loaded;
  const real = () => (loaded ??= require(file));
  return new Proxy(
    {},
    {
      get(_, key) {
        // Babel's interop helpers ask this before anything else; antd's and the icons' modules are ES modules.
        if (key === '__esModule') return true;
        const exports = real();
        return key === 'default' && !exports.__esModule ? exports : exports[key];
      },
      has: (_, key) => key in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor(_, key) {
        const descriptor = Object.getOwnPropertyDescriptor(real(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

/**
 * Runs the barrel `file` with a require that hands back lazy stand-ins for its relative imports; the
 * relative imports listed in `nested` are barrels themselves and are evaluated the same way.
 */
function lazyBarrel(file, nested = []) {
  const dir = path.dirname(file);
  const module = { exports: {} };
  const barrelRequire = (specifier) => {
    if (!specifier.startsWith('.')) return require(require.resolve(specifier, { paths: [dir] }));
    const target = require.resolve(path.join(dir, specifier));
    return nested.includes(target) ? lazyBarrel(target, nested) : lazyModule(target);
  };
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', fs.readFileSync(file, 'utf8'));
  run(module.exports, barrelRequire, module, file, dir);
  return module.exports;
}

module.exports = { lazyBarrel };
