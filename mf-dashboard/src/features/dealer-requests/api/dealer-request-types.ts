import type { DealerRequest } from '@tyre/contracts';

/** The request's key in URLs: its slug where it has one, else its id. */
export const requestKey = (request: DealerRequest) => request.slug || request._id;
