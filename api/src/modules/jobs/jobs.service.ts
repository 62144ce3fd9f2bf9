import {
  JOB_BANGLA_FIELDS,
  jobClosesAt,
  type ApplyJobBody,
  type CreateJobBody,
  type Job,
  type JobApplication,
  type UpdateJobBody,
} from '@tyre/contracts';
import type { FileService } from '../../lib/files/file-service';
import type { CheckedFile } from '../../lib/files/upload';
import { AppError, notFound } from '../../lib/http/errors';
import { onDuplicate } from '../../lib/http/store-errors';
import { escapeRegex } from '../../lib/store/escape-regex';
import type { Store } from '../../lib/store/store';
import { ApplicationsRepository, JobsRepository, type JobDoc } from './jobs.repository';

const PDF = { ext: 'pdf', contentType: 'application/pdf', kind: 'document' } as const;

/** The Bangla twins a job answers: '' for each one it has none of (jobs stored before they existed). */
const banglaTwins = (doc: Partial<Pick<JobDoc, (typeof JOB_BANGLA_FIELDS)[number]>>) =>
  Object.fromEntries(JOB_BANGLA_FIELDS.map((key) => [key, doc[key] ?? ''])) as Pick<
    Job,
    (typeof JOB_BANGLA_FIELDS)[number]
  >;

const answer = (doc: JobDoc, now = Date.now()): Job => ({
  ...doc,
  ...banglaTwins(doc),
  open: new Date(doc.closesAt).getTime() > now,
});

/** Jobs (admins write, everyone reads the open ones) and the applications visitors send to them. */
export class JobsService {
  private readonly jobs: JobsRepository;
  private readonly applications: ApplicationsRepository;

  constructor(
    store: Store,
    private readonly files: FileService,
  ) {
    this.jobs = new JobsRepository(store);
    this.applications = new ApplicationsRepository(store);
  }

  /** The stored CVs (the start-up sweep keeps them). */
  referencedFiles(): Promise<string[]> {
    return this.applications.referencedFiles();
  }

  /**
   * Open jobs (deadline day not over in Dhaka) soonest first; with `all`, every job newest first;
   * with `search`, only the jobs whose title, location or reference has it, in English or Bangla.
   */
  async list(
    all: boolean,
    page: number,
    size: number,
    search?: string,
  ): Promise<{ items: Job[]; total: number }> {
    const now = Date.now();
    const text = search?.normalize('NFC').trim();
    const { items, total } = await this.jobs.page(
      {
        ...(all ? {} : { openAt: new Date(now).toISOString() }),
        ...(text ? { searchPattern: new RegExp(escapeRegex(text), 'i') } : {}),
      },
      page,
      size,
    );
    return { items: items.map((j) => answer(j, now)), total };
  }

  async get(slugOrId: string): Promise<Job> {
    const doc = await this.jobs.findBySlugOrId(slugOrId);
    if (!doc) throw notFound('Job');
    return answer(doc);
  }

  async create(body: CreateJobBody, createdAt?: string): Promise<Job> {
    const at = createdAt ?? new Date().toISOString();
    const doc = await this.jobs.create({
      ...body,
      ...banglaTwins(body),
      closesAt: jobClosesAt(body.deadline),
      createdAt: at,
      updatedAt: at,
    });
    return answer(doc);
  }

  /** Changes the given fields; a new title gives a new slug (the applications' copies follow). */
  async update(slugOrId: string, body: UpdateJobBody): Promise<Job> {
    const before = await this.jobs.findBySlugOrId(slugOrId);
    if (!before) throw notFound('Job');
    const set: Partial<Omit<JobDoc, '_id'>> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) (set as Record<string, unknown>)[key] = value;
    }
    if (body.deadline) set.closesAt = jobClosesAt(body.deadline);
    if (body.title && body.title !== before.title) set.slug = await this.jobs.slugFor(body.title, before._id);
    const after = await onDuplicate(
      this.jobs.update(before._id, set),
      () => new AppError('conflict', 'job.titleRace'),
    );
    if (!after) throw notFound('Job');
    if (after.title !== before.title || after.slug !== before.slug) {
      await this.applications.renameJob(after._id, { title: after.title, slug: after.slug });
    }
    return answer(after);
  }

  /** Deletes the job; its applications stay (with the job's title) until an admin deletes them. */
  async delete(id: string): Promise<void> {
    if (!(await this.jobs.delete(id))) throw notFound('Job');
  }

  /**
   * Records an application with its CV (a private file). A filled honeypot answers like a success
   * and stores nothing. Applications close with the job's deadline day (409 after it).
   */
  async apply(
    slugOrId: string,
    body: ApplyJobBody,
    cv: Buffer | CheckedFile,
    createdAt?: string,
  ): Promise<void> {
    const job = await this.jobs.findBySlugOrId(slugOrId);
    if (!job) throw notFound('Job');
    if (!createdAt && new Date(job.closesAt).getTime() <= Date.now()) {
      throw new AppError('conflict', 'job.closed');
    }
    if (body.website) return;
    const file: CheckedFile = Buffer.isBuffer(cv)
      ? { field: 'cv', buffer: cv, size: cv.length, type: PDF }
      : cv;
    const name = await this.files.saveDocument(file, 'private');
    try {
      await this.applications.insert({
        job: job._id,
        jobInfo: { title: job.title, slug: job.slug },
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        cover: body.cover,
        cv: name,
        createdAt: createdAt ?? new Date().toISOString(),
      });
    } catch (e) {
      await this.files.remove(name);
      throw e;
    }
  }

  listApplications(
    job: string | undefined,
    page: number,
    size: number,
  ): Promise<{ items: JobApplication[]; total: number }> {
    return this.applications.page(job, page, size);
  }

  /** Deletes an application and its CV. */
  async deleteApplication(id: string): Promise<void> {
    const doc = await this.applications.delete(id);
    if (!doc) throw notFound('Application');
    await this.files.remove(doc.cv);
  }
}
