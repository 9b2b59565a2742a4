// Unit tests never talk to real remotes; tests that need a remote mock these.
module.exports = {
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
  loadRemote: () => Promise.reject(new Error('loadRemote is not available in unit tests')),
};
