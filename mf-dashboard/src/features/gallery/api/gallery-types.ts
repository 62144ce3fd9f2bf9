/** A gallery picture as GET /gallery answers it; file names under /api/v1/files/. */
export interface GalleryImage {
  _id: string;
  image: string;
  /** a smaller variant of `image` for grids */
  thumbnail?: string;
  caption?: string | null;
  createdAt?: string;
}
