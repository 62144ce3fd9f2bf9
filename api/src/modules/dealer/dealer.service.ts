import type { DealerRequest, DealerRequestBody, UpdateDealerRequestBody } from '@tyre/contracts';
import type { FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { DealerRepository } from './dealer.repository';

/** Dealership requests: any visitor sends one with a file (kept private); admins read and flag them. */
export class DealerService {
  private readonly requests: DealerRepository;

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.requests = new DealerRepository(store);
  }

  referencedFiles(): Promise<string[]> {
    return this.requests.referencedFiles();
  }

  /**
   * Stores the request and its file before answering. A picture is re-encoded (its metadata
   * stripped), a PDF kept as sent; both private. A filled honeypot stores nothing.
   */
  async submit(body: DealerRequestBody, file: CheckedFile, createdAt?: string): Promise<void> {
    if (body.website) return;
    // the route takes pictures and PDFs only (never text)
    const fileKind = file.type.kind === 'image' ? 'image' : 'document';
    const name =
      fileKind === 'image'
        ? (await this.files.saveImage(file, { visibility: 'private' })).name
        : await this.files.saveDocument(file, 'private');
    const at = createdAt ?? new Date().toISOString();
    try {
      await this.requests.insert(
        {
          name: body.name,
          companyName: body.companyName,
          email: body.email,
          mobile: body.mobile,
          message: body.message,
          file: name,
          fileKind,
          handled: false,
          archived: false,
          createdAt: at,
          updatedAt: at,
        },
        { from: body.companyName },
      );
    } catch (e) {
      await this.files.remove(name);
      throw e;
    }
  }

  list(
    flags: { handled?: boolean; archived?: boolean },
    page: number,
    size: number,
  ): Promise<{ items: DealerRequest[]; total: number }> {
    return this.requests.page(flags, page, size);
  }

  async get(slugOrId: string): Promise<DealerRequest> {
    const doc = await this.requests.findBySlugOrId(slugOrId);
    if (!doc) throw notFound('Dealer request');
    return doc;
  }

  async update(slugOrId: string, flags: UpdateDealerRequestBody): Promise<DealerRequest> {
    const doc = await this.get(slugOrId);
    const set: Partial<DealerRequest> = {};
    if (flags.handled !== undefined) set.handled = flags.handled;
    if (flags.archived !== undefined) set.archived = flags.archived;
    const after = await this.requests.update(doc._id, set);
    if (!after) throw notFound('Dealer request');
    return after;
  }

  /** Deletes the request and its file. */
  async delete(slugOrId: string): Promise<void> {
    const doc = await this.get(slugOrId);
    if (!(await this.requests.delete(doc._id))) throw notFound('Dealer request');
    await this.files.remove(doc.file);
  }
}
