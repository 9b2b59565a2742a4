import type { FastifyInstance } from 'fastify';

const displayName = Symbol.for('fastify.display-name');
const pluginMeta = Symbol.for('plugin-meta');

/**
 * Names every plugin registered on the app (and on every scope under it, which inherits `register`) after its
 * function before Fastify looks for a name. Fastify names an unnamed plugin by walking `require.cache` for a module
 * that exports it: once per plugin, and under Jest that cache is a proxy over every loaded module, so building one
 * app spent ~150 ms of CPU there (each API test file builds several).
 */
export function namePluginsOnRegister(app: FastifyInstance): void {
  const register = app.register;
  const named = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !(displayName in plugin) && Object.isExtensible(plugin)) {
      // fastify-plugin's name first: Fastify prefers it too where it reads one.
      const meta = (plugin as { [pluginMeta]?: { name?: string } })[pluginMeta];
      Object.defineProperty(plugin, displayName, { value: meta?.name || plugin.name || 'anonymous plugin' });
    }
    return (register as (this: FastifyInstance, plugin: unknown, options?: unknown) => FastifyInstance).call(
      this,
      plugin,
      options,
    );
  };
  app.register = named as unknown as FastifyInstance['register'];
}
