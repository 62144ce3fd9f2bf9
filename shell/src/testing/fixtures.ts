// Answers of the API the shell's own screens read, shaped by the contract types.
import type { Banner } from '@tyre/contracts';

const at = '2026-11-20T10:00:00.000Z';

/** A banner (as GET /banners lists it): its picture `<id>.webp` unless said. */
export const bannerOf = (_id: string, fields: Partial<Banner> = {}): Banner => ({
  _id,
  title: '',
  titleBn: '',
  link: '',
  image: `${_id}.webp`,
  variants: [],
  preview: '',
  active: true,
  order: 0,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
