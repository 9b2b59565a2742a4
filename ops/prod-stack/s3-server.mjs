// S3 for the production-shaped stack (prod-stack.sh): s3rver (@20minutes/s3rver), a server that speaks the S3 REST
// protocol and checks each request's SigV4 signature against its one key pair (S3RVER / S3RVER), with the photos'
// bucket made at start. The API reaches it as any S3 endpoint, path-style (S3_ENDPOINT, S3_BUCKET, …).
//   node s3-server.mjs <port> <folder> <bucket>
import S3rver from '@20minutes/s3rver';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: node s3-server.mjs <port> <folder> <bucket>');
  process.exit(2);
}
const { version } = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@20minutes/s3rver/package.json'), 'utf8'),
);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  configureBuckets: [{ name: bucket }],
  // Every request on this server's log (prod-stack.sh keeps it): method, path, status.
  silent: false,
});
const address = await server.run();
console.log(`s3rver ${version} on http://127.0.0.1:${address.port}, bucket ${bucket}, objects in ${directory}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close().then(() => process.exit(0)));
