// AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, R2…), with node:crypto only,
// so the API needs no SDK. Reference: AWS "Signature Version 4 signing process".
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** SHA-256 hex of the body ('UNSIGNED-PAYLOAD' is not used: bodies are small and in memory). */
  payloadHash: string;
  headers?: Record<string, string>;
  now?: Date;
  service?: string;
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

// RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone).
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Returns the headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(credentials: SigV4Credentials, input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = (input.now ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalPath = input.url.pathname
    .split('/')
    .map((s) => encode(decodeURIComponent(s)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretKey}`, day), credentials.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
