/** A home video as GET /video answers it. */
export interface HomeVideo {
  _id: string;
  url: string;
  status: 'active' | 'inactive';
  createdAt?: string;
  updatedAt?: string;
}

export type VideoBody = Pick<HomeVideo, 'url' | 'status'>;
