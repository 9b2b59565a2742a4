// Photos on S3 or an S3-compatible server (MinIO, R2, Ceph…) through the AWS SDK's S3 client. The API proxies
// reads (GET /uploads/<key>), so the bucket stays private. Bodies are streamed both ways: a read is piped from
// S3 to the client as it arrives, a stream written goes out as it is read.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { contentTypeOfKey } from './keys.js';
import { parseContentRange, rangeHeader } from './ranges.js';
import {
  RangeNotSatisfiable,
  StorageMisconfigured,
  StorageUnavailable,
  type FileStorage,
  type RangeRequest,
  type StoredObject,
} from './types.js';

type S3Config = NonNullable<Config['s3']>;

/** A connection that does not open in this long, or a request not answered in this long, fails (then retried). */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly where: string;

  constructor(s3: S3Config) {
    this.bucket = s3.bucket;
    this.where = s3.endpoint || `AWS S3 (${s3.region})`;
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint || undefined,
      // Path-style URLs (<endpoint>/<bucket>/<key>): what S3-compatible servers answer without a DNS name per
      // bucket. AWS itself gets virtual-hosted URLs unless S3_FORCE_PATH_STYLE says otherwise.
      forcePathStyle: s3.forcePathStyle,
      // Without keys the SDK's own chain finds them (AWS_* variables, an instance or task role, a profile).
      credentials:
        s3.accessKey && s3.secretKey ? { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey } : undefined,
      // The SDK's default adds CRC32 checksums, sent as an aws-chunked body with trailers for a stream, which
      // several S3-compatible servers refuse; checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void> {
    const length = Buffer.isBuffer(body) ? body.length : size;
    if (length === undefined) throw new Error(`S3 PUT ${key}: a stream body needs its size`);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: length,
        }),
      );
    } catch (error) {
      throw this.failure('PUT', key, error);
    }
  }

  async get(key: string, range?: RangeRequest): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? rangeHeader(range) : undefined }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return {
        body: answer.Body,
        contentType: answer.ContentType ?? contentTypeOfKey(key),
        size: answer.ContentLength,
        range: range ? parseContentRange(answer.ContentRange) : undefined,
      };
    } catch (error) {
      if (codeOf(error) === 'NoSuchKey') return null;
      if (codeOf(error) === 'InvalidRange') throw new RangeNotSatisfiable();
      throw this.failure('GET', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      // S3 answers 204 for a key that does not exist, so a missing object is no error here either.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw this.failure('DELETE', key, error);
    }
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      } catch (error) {
        throw this.failure('LIST', '', error);
      }
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      // A one-key listing rather than HeadBucket: the same permission (s3:ListBucket), but its error answer has a
      // body, so it names the cause (SignatureDoesNotMatch, InvalidAccessKeyId, AccessDenied, NoSuchBucket…).
      await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: 1 }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404)
        throw new StorageMisconfigured(`The S3 bucket "${this.bucket}" does not exist at ${this.where} (S3_BUCKET).`, {
          cause: error,
        });
      if (status === 403 || status === 400 || status === 301)
        throw new StorageMisconfigured(
          `${this.where} refused to list the S3 bucket "${this.bucket}" (HTTP ${status}${codeSuffix(error)}): ` +
            `${HINTS[codeOf(error) ?? ''] ?? 'check S3_ACCESS_KEY, S3_SECRET_KEY and S3_REGION'}; ` +
            'the key needs s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on the bucket.',
          { cause: error },
        );
      throw this.failure('LIST', '', error);
    }
  }

  /** The error to throw: what was tried on which object, what S3 answered (its code names the cause). */
  private failure(operation: string, key: string, error: unknown): StorageUnavailable {
    const status = statusOf(error);
    const answer = status ? `HTTP ${status}${codeSuffix(error)}` : (codeOf(error) ?? 'no answer');
    const message = error instanceof Error ? error.message : String(error);
    const hint = HINTS[codeOf(error) ?? ''];
    return new StorageUnavailable(
      `S3 ${operation} ${this.bucket}/${key} at ${this.where} failed: ${answer}: ${message}${hint ? ` (${hint})` : ''}`,
      { cause: error },
    );
  }
}

/** What to check for the answers that mean a setting is wrong. */
const HINTS: Record<string, string> = {
  SignatureDoesNotMatch: 'the secret key is wrong: check S3_SECRET_KEY',
  InvalidAccessKeyId: 'the access key is unknown: check S3_ACCESS_KEY',
  NoSuchBucket: 'the bucket does not exist: check S3_BUCKET',
  AccessDenied: "the key's permissions do not allow this",
  AuthorizationHeaderMalformed: 'the region is wrong: check S3_REGION',
  PermanentRedirect: 'the bucket is in another region: check S3_REGION',
};

const codeOf = (error: unknown): string | undefined =>
  error instanceof S3ServiceException ? error.name : ((error as { code?: string } | null)?.code ?? undefined);

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const codeSuffix = (error: unknown) => (codeOf(error) ? ` ${codeOf(error)}` : '');
