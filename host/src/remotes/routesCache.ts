import type { RemoteName } from '@pads/shared';
import type { RouteObject } from 'react-router-dom';

// Loaded route tables, kept for the page's life: coming back to a remote, or landing on the one the sign-in
// warm-up loaded, renders at once instead of passing through a loading state.
const loaded = new Map<RemoteName, RouteObject[]>();

export const rememberRoutes = (name: RemoteName, routes: RouteObject[]) => void loaded.set(name, routes);
export const rememberedRoutes = (name: RemoteName): RouteObject[] | undefined => loaded.get(name);
export const forgetRoutes = (name: RemoteName) => void loaded.delete(name);
