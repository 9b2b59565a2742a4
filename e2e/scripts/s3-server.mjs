// The local stack's photo storage (playwright.config.ts): an S3 protocol server that checks every request's
// signature (@20minutes/s3rver, one key pair: S3RVER / S3RVER), so the suites' photos go through the API's S3 client
// as in production. `node scripts/s3-server.mjs <port> <folder> <bucket>`; the folder is emptied at each start.
import S3rver from '@20minutes/s3rver';
import { rm } from 'node:fs/promises';

const [port, directory, bucket] = process.argv.slice(2);
await rm(directory, { recursive: true, force: true });
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`S3 (s3rver) at http://127.0.0.1:${port}, bucket ${bucket}, objects in ${directory}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close().then(() => process.exit(0)));
