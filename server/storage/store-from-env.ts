/** The upload store the configuration asks for (STORAGE, S3_*; see server/env.ts). */
import type { Env } from '../env.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';
import { LocalUploadStore } from './local-store.ts';
import { S3UploadStore } from './s3-store.ts';
import type { UploadStore } from './upload-store.ts';

export function uploadStoreFrom(env: Pick<Env, 'dataDir' | 'storage'>): UploadStore {
  const storage = env.storage;
  if (storage.kind === 's3') return new S3UploadStore(storage);
  return new LocalUploadStore(uploadDirOf(env.dataDir));
}
