// remote-users' './search' module: the host loads it when its search box first opens (never with the page), and it
// registers the users area's provider in @pads/core's registry, which the box reads.
import { registerSearchProvider } from '@pads/core';
import { userSearchProvider } from './userSearchProvider';

registerSearchProvider(userSearchProvider);

export default userSearchProvider;
