/** A short random tag, so that names a test creates stay unique across tests, workers and runs on one database. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * A HISC remainder (NNNNnn: four upper-case letters or digits, then `suffix`) no other test pad takes: HISCs are
 * unique, and three random digits (1,000 values) collided often enough across a run's pads to fail a create.
 */
export const uniqueHisc = (suffix = 'ab') =>
  `${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0')}${suffix}`;
