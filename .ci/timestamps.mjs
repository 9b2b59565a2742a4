// Passes stdin through to stdout and writes each line to the log file given, prefixed with the seconds since
// CI started (tab-separated), so summarize.mjs can say how long each stage took.
import fs from 'node:fs';
import readline from 'node:readline';

const log = fs.createWriteStream(process.argv[2]);
const start = Date.now();
for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  process.stdout.write(`${line}\n`);
  log.write(`${((Date.now() - start) / 1000).toFixed(1)}\t${line}\n`);
}
log.end();
