import type { Job, JobApplication } from '@tyre/contracts';
import { filesNamedIn } from '../../lib/files/file-sweep';
import { SluggedRepository } from '../../lib/store/slugged-repository';
import { chooseSlug, slugify } from '../../lib/store/slugs';
import type { Collection, Filter, NewDoc, Store } from '../../lib/store/store';

/** Stored without `open`, which is worked out from `closesAt` when answering. */
export type JobDoc = Omit<Job, 'open'>;
export type ApplicationDoc = JobApplication;

/** `/job/apply` is the applications' list: no job may take that slug. */
const RESERVED_SLUGS = new Set(['apply']);
const slugSource = (title: string) => (RESERVED_SLUGS.has(slugify(title)) ? `${title} job` : title);

/** What `GET /job?search=` matches. */
const SEARCHED_FIELDS = ['title', 'titleBn', 'location', 'locationBn', 'ref'] as const;

export class JobsRepository extends SluggedRepository<JobDoc> {
  constructor(store: Store) {
    super(
      store.collection<JobDoc>('jobs', [
        { fields: { slug: 1 }, unique: true },
        // the public list: open jobs (closesAt after now), soonest first
        { fields: { closesAt: 1 } },
        // the admins' list, newest first
        { fields: { createdAt: -1 } },
      ]),
    );
  }

  /**
   * Open jobs (closing after `now`) soonest first, or every job newest first; with a
   * `searchPattern`, only those whose title, location or reference (English or Bangla) match it.
   */
  async page(
    options: { openAt?: string; searchPattern?: RegExp },
    page: number,
    size: number,
  ): Promise<{ items: JobDoc[]; total: number }> {
    const filter: Filter<JobDoc> = options.openAt ? { closesAt: { $gt: options.openAt } } : {};
    if (options.searchPattern) {
      const pattern = options.searchPattern;
      filter.$or = SEARCHED_FIELDS.map((field) => ({ [field]: pattern }));
    }
    const [items, total] = await Promise.all([
      this.col.find(filter, {
        sort: options.openAt ? { closesAt: 1, _id: 1 } : { createdAt: -1, _id: -1 },
        skip: page * size,
        limit: size,
      }),
      this.col.count(filter),
    ]);
    return { items, total };
  }

  /** Inserts the job with a slug made from its title. */
  create(doc: Omit<NewDoc<JobDoc>, 'slug'>): Promise<JobDoc> {
    return this.insert(doc, { from: slugSource(doc.title) });
  }

  /** The slug a job gets for a new title (itself excepted). */
  slugFor(title: string, exceptId: string): Promise<string> {
    return chooseSlug(this.col, { from: slugSource(title), exceptId });
  }
}

export class ApplicationsRepository {
  private readonly col: Collection<ApplicationDoc>;
  constructor(store: Store) {
    this.col = store.collection<ApplicationDoc>('job_applications', [
      { fields: { createdAt: -1 } },
      {
        fields: { job: 1, createdAt: -1 },
        embedded: 'indexes job; the few applications of one job are sorted in memory',
      },
    ]);
  }

  /** The CVs the applications hold (for the start-up sweep). */
  referencedFiles(): Promise<string[]> {
    return filesNamedIn(this.col, ['cv']);
  }

  async page(
    job: string | undefined,
    page: number,
    size: number,
  ): Promise<{ items: ApplicationDoc[]; total: number }> {
    const filter: Filter<ApplicationDoc> = job ? { job } : {};
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { createdAt: -1, _id: -1 }, skip: page * size, limit: size }),
      this.col.count(filter),
    ]);
    return { items, total };
  }
  insert(doc: NewDoc<ApplicationDoc>): Promise<ApplicationDoc> {
    return this.col.insertOne(doc);
  }
  delete(id: string): Promise<ApplicationDoc | null> {
    return this.col.deleteOne({ _id: id });
  }
  /** Keeps the copied title and slug in step when a job changes. */
  async renameJob(job: string, jobInfo: ApplicationDoc['jobInfo']): Promise<void> {
    await this.col.updateMany({ job }, { $set: { jobInfo } });
  }
}
