/** A job application as GET /job/apply answers it; `cv` is a private PDF's file name. */
export interface JobApplication {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  note?: string | null;
  cv: string;
  jobInfo: { title: string; slug?: string; _id?: string } | null;
  createdAt: string;
}
