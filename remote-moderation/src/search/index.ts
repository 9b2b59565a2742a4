// remote-moderation's './search' module: the host loads it when its search box first opens (never with the page),
// and it registers the moderation area's provider in @pads/core's registry, which the box reads.
import { registerSearchProvider } from '@pads/core';
import { revisionSearchProvider } from './revisionSearchProvider';

registerSearchProvider(revisionSearchProvider);

export default revisionSearchProvider;
