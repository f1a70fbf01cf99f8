import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { TConfig } from '@/config';
import { AppError, STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/app-error';
import type { TFileStorage } from './storage';

type TS3Config = Pick<
  TConfig,
  'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** The client options for AWS or any S3-compatible service (MinIO, R2...) given S3_ENDPOINT. */
export function createS3ClientConfig(config: TS3Config): S3ClientConfig {
  if (!config.S3_BUCKET || !config.S3_REGION || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    // The environment schema requires these with STORAGE=s3; this guards direct calls.
    throw new Error('S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    region: config.S3_REGION,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
  };
}

/**
 * A request to the bucket; any failure but an unknown key (the service down or unreachable, its 5xx,
 * credentials it refuses) is the storage being unavailable: a 503 with a message, its cause logged.
 */
async function sendToBucket<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if ((error as { name?: unknown }).name === 'NoSuchKey') {
      throw error;
    }
    throw new AppError('SERVICE_UNAVAILABLE', { message: STORAGE_UNAVAILABLE_MESSAGE, cause: error });
  }
}

export function createS3Storage(config: TS3Config, client = new S3Client(createS3ClientConfig(config))) {
  const Bucket = config.S3_BUCKET ?? '';
  const storage: TFileStorage & { bucket: string; client: S3Client } = {
    kind: 's3',
    bucket: Bucket,
    client,
    put: async (Key, Body, ContentType) => {
      await sendToBucket(() => client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType })));
    },
    get: async (Key) => {
      const { Body } = await sendToBucket(() => client.send(new GetObjectCommand({ Bucket, Key })));
      if (Body instanceof Readable) {
        return Body;
      }
      if (!Body) {
        throw new Error('Empty object body');
      }
      return Readable.from(Buffer.from(await Body.transformToByteArray()));
    },
    remove: async (Key) => {
      await sendToBucket(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    check: async () => {
      await sendToBucket(() => client.send(new HeadBucketCommand({ Bucket })));
    },
  };
  return storage;
}
