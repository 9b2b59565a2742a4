export default async function globalTeardown() {
  await globalThis.__PG_SERVER__?.stop();
}
