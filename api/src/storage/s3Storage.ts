// S3-compatible storage through plain fetch + SigV4. Path-style URLs (<endpoint>/<bucket>/<key>) work
// with AWS, MinIO and most others; the API proxies reads, so the bucket can stay private.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../config.js';
import { contentTypeOfKey } from './keys.js';
import { sha256Hex, signRequest } from './sigv4.js';
import type { FileStorage, StoredObject } from './types.js';

type S3Config = NonNullable<Config['s3']>;

const TIMEOUT_MS = 15_000;

export class S3FileStorage implements FileStorage {
  private readonly base: string;

  constructor(private readonly s3: S3Config) {
    const endpoint = s3.endpoint || `https://s3.${s3.region}.amazonaws.com`;
    this.base = `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}`;
  }

  private async send(
    method: string,
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = new URL(`${this.base}/${key}`);
    const signed = signRequest(this.s3, { method, url, payloadHash: sha256Hex(body ?? ''), headers });
    return fetch(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, { 'content-type': contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    const length = Number(res.headers.get('content-length'));
    return {
      body: Readable.fromWeb(res.body as unknown as WebReadableStream),
      contentType: res.headers.get('content-type') ?? contentTypeOfKey(key),
      size: Number.isFinite(length) && length > 0 ? length : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
