import { GridFSBucket, type Db } from 'mongodb';
import {
  FILE_NAME,
  type FileStore,
  type ListedFile,
  type StoredFileInfo,
  type Visibility,
} from './file-store';

/** Files in a GridFS bucket, so that several API instances share uploads. */
export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: 'files' });
  }

  async put(
    name: string,
    data: Buffer,
    info: { contentType: string; visibility: Visibility },
  ): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(name, { metadata: info });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
  }

  async open(name: string) {
    if (!FILE_NAME.test(name)) return null;
    const [file] = await this.bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
    if (!file) return null;
    const meta = (file.metadata ?? {}) as { contentType?: string; visibility?: Visibility };
    const info: StoredFileInfo = {
      name,
      contentType: meta.contentType ?? 'application/octet-stream',
      size: file.length,
      visibility: meta.visibility ?? 'private',
    };
    return { info, stream: this.bucket.openDownloadStream(file._id) };
  }

  async remove(name: string): Promise<void> {
    const files = await this.bucket.find({ filename: name }).toArray();
    await Promise.all(files.map((f) => this.bucket.delete(f._id)));
  }

  async list(): Promise<ListedFile[]> {
    const files = await this.bucket.find({}, { projection: { filename: 1, uploadDate: 1 } }).toArray();
    return files
      .filter((f) => FILE_NAME.test(f.filename))
      .map((f) => ({ name: f.filename, modifiedAt: f.uploadDate }));
  }
}
