import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../http/errors';
import { sniff, sniffText, type DetectedType } from './sniff';

export type FileKind = 'image' | 'document' | 'text';

export interface UploadField {
  name: string;
  maxCount?: number;
  /** What the file's content may be. */
  accept: FileKind[];
  required?: boolean;
}

export interface UploadOptions {
  fields: UploadField[];
  /** Per-file limit; 5 MB unless said. */
  maxFileBytes?: number;
}

/** A file that passed the limits and whose content type was decided from its bytes. */
export interface CheckedFile {
  field: string;
  buffer: Buffer;
  size: number;
  type: DetectedType;
}

declare global {
  namespace Express {
    interface Request {
      uploads?: Record<string, CheckedFile[]>;
    }
  }
}

/** What a field says of a file of the wrong kind, by the kinds it accepts. */
function wrongKind(accept: FileKind[]): 'textFile' | 'document' | 'image' | 'imageOrDocument' {
  if (accept.includes('text')) return 'textFile';
  if (!accept.includes('image')) return 'document';
  return accept.includes('document') ? 'imageOrDocument' : 'image';
}

/**
 * One upload middleware per route: multer (memory, size and count limits, only the named fields),
 * then a content check. The route's handler saves the files, after validation, under names it chooses.
 */
export function upload(options: UploadOptions): RequestHandler[] {
  const maxCount = options.fields.reduce((n, f) => n + (f.maxCount ?? 1), 0);
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: options.maxFileBytes ?? 5 * 1024 * 1024,
      files: maxCount,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: maxCount + 60,
    },
  }).fields(options.fields.map((f) => ({ name: f.name, maxCount: f.maxCount ?? 1 })));

  const check: RequestHandler = (req, _res, next) => {
    const raw = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
    const uploads: Record<string, CheckedFile[]> = {};
    for (const field of options.fields) {
      const files = raw[field.name] ?? [];
      if (field.required && files.length === 0) {
        // "photo is required" (`upload.fieldRequired`)
        throw new AppError('invalid_data', null, { fields: { [field.name]: 'required' } });
      }
      uploads[field.name] = files.map((file) => {
        const type = sniff(file.buffer) ?? (field.accept.includes('text') ? sniffText(file.buffer) : null);
        if (!type || !field.accept.includes(type.kind)) {
          // "photo must be a JPEG, PNG or WebP image" (`upload.fieldNotImage`, ...)
          throw new AppError('unsupported_media_type', null, {
            fields: { [field.name]: wrongKind(field.accept) },
          });
        }
        return { field: field.name, buffer: file.buffer, size: file.size, type };
      });
    }
    req.uploads = uploads;
    next();
  };

  const requireMultipart: RequestHandler = (req, _res, next) => {
    if (!req.is('multipart/form-data')) {
      throw new AppError('unsupported_media_type', 'request.sendForm');
    }
    next();
  };

  return [requireMultipart, parse, check];
}
