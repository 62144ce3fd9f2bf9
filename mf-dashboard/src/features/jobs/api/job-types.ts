/** A job as the API answers it (the spec's fields). */
export interface Job {
  _id: string;
  slug: string;
  title: string;
  vacancy: number;
  experience: string;
  /** the last day to apply, YYYY-MM-DD or an ISO time */
  deadline: string;
  desc: string;
  skills: string;
  accountabilities: string;
  eduReq: string;
  location: string;
  salary: string;
  ref: string;
  createdAt?: string;
}

export type JobBody = Omit<Job, '_id' | 'slug' | 'createdAt'>;
