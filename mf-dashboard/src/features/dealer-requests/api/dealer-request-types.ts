/** A dealer request as GET /dealer and GET /dealer/:slug answer it; `file` is a private file name. */
export interface DealerRequest {
  _id: string;
  slug?: string;
  name: string;
  companyName: string;
  email: string;
  mobile: string;
  message: string;
  file: string;
  handled: boolean;
  archived: boolean;
  createdAt: string;
}

export type DealerRequestFlags = Partial<Pick<DealerRequest, 'handled' | 'archived'>>;

/** The request's key in URLs: its slug where it has one, else its id. */
export const requestKey = (request: DealerRequest) => request.slug || request._id;
