// remote-pads' './search' module: the host loads it when its search box first opens (never with the page), and it
// registers the pads area's provider in @pads/core's registry, which the box reads.
import { registerSearchProvider } from '@pads/core';
import { padSearchProvider } from './padSearchProvider';

registerSearchProvider(padSearchProvider);

export default padSearchProvider;
