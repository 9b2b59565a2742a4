// Per test file: the CPU its Jest worker spent on it (from its setup to its last afterAll hook) and its wall
// time, appended as one JSON line to $JEST_FILE_COSTS, which the CI stage runner (.ci/stages.mjs) sets and
// reads to list the costliest files. A worker runs one file at a time, so its CPU is that file's; the wall
// time also counts waiting (the database, timers, a busy machine). Without the variable it does nothing.
const out = process.env.JEST_FILE_COSTS;
if (out) {
  const fs = require('node:fs');
  const cpuAtStart = process.cpuUsage();
  const startedAt = Date.now();
  afterAll(() => {
    const { user, system } = process.cpuUsage(cpuAtStart);
    const line = {
      file: expect.getState().testPath,
      cpu: (user + system) / 1e6,
      wall: (Date.now() - startedAt) / 1000,
    };
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
