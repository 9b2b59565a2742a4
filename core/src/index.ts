// @pads/core: the one-instance contract (docs/sharing.md). Additive changes only within a major version.
export * from './runtimeConfig';
export * from './api/client';
export * from './api/errors';
export * from './api/types';
export * from './api/navigation';
export * from './session/sessionStore';
export * from './queryClient';
export * from './notify/notify';
export * from './notify/NotificationBridge';
export * from './loading/loadingStore';
export * from './federation/instances';
export * from './session/sessionExpiry';
export * from './csp';
export * from './search/searchProviders';
export * from './live/liveEvents';
