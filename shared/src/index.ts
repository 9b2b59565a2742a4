export * from './runtimeConfig';
// The contract package (schemas, reference ids) is re-exported for the apps' convenience.
export * from '@pads/contracts';
export * from './api';
export * from './session';
export * from './startup';
export * from './app';
export * from './feedback/notify';
export * from './loading';
export * from './ui';
export * from './federation';
export * from './standalone';
export * from './routing';
export * from './forms';
// The shared list engine (owned by the lists work) ships inside the '@pads/shared' singleton,
// so its api client and session are the same instances as everyone else's.
export * from './lists';
export * from './map';
