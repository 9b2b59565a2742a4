// The contract package (schemas, reference ids) is re-exported for the apps' convenience.
export * from '@pads/contracts';
// The singleton contract (session, API client, runtime config, notifications, loading, the singleton probe)
// lives in @pads/core, shared as one instance whatever copy of this library a remote runs (docs/sharing.md).
export * from '@pads/core';
export * from './session';
export * from './startup';
export * from './app';
export * from './loading';
export * from './ui';
export * from './standalone';
export * from './routing';
export * from './forms';
// The list engine's API client and session come from @pads/core, so they are the host's even when a
// remote runs its own newer copy of this library.
export * from './lists';
export * from './map';
export * from './reviews';
export * from './live';
export * from './claims';
export * from './dates/formatDate';
