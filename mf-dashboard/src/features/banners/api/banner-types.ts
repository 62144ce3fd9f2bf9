/** A home banner as the API answers it; `image` is a file name under /api/v1/files/. */
export interface Banner {
  _id: string;
  image: string;
  /** a smaller variant of `image` for lists */
  thumbnail?: string;
  title?: string | null;
  link?: string | null;
  active: boolean;
  position?: number;
}
