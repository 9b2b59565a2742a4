import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3FileStorage } from './s3Storage.js';

// A stand-in for an S3-compatible server: path-style objects in memory, every request must be signed.
test('put, get and delete go to <endpoint>/<bucket>/<key>, signed', async () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${String(req.headers.authorization).split(' ')[0]}`);
      if (req.method === 'PUT')
        objects.set(req.url!, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      if (req.method === 'DELETE') objects.delete(req.url!);
      if (req.method === 'GET') {
        const o = objects.get(req.url!);
        if (!o) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
        return;
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const storage = new S3FileStorage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'pads',
      accessKey: 'a',
      secretKey: 's',
      region: 'eu-west-1',
    });
    await storage.put('pads/abc.png', Buffer.from('png-bytes'), 'image/png');
    const object = await storage.get('pads/abc.png');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('png-bytes');
    expect(object!.contentType).toBe('image/png');
    await storage.delete('pads/abc.png');
    expect(await storage.get('pads/abc.png')).toBeNull();
    expect(seen).toEqual([
      'PUT /pads/pads/abc.png AWS4-HMAC-SHA256',
      'GET /pads/pads/abc.png AWS4-HMAC-SHA256',
      'DELETE /pads/pads/abc.png AWS4-HMAC-SHA256',
      'GET /pads/pads/abc.png AWS4-HMAC-SHA256',
    ]);
  } finally {
    server.close();
  }
});
