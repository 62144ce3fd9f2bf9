// What the gallery routes answer.
import { z } from 'zod';
import { fileName, id, timestamp } from './response-fields';

export const galleryItemSchema = z
  .object({
    _id: id,
    caption: z.string(),
    captionBn: z.string().describe("Bangla caption; '' when none"),
    image: fileName,
    thumbnail: fileName,
    width: z.number().int(),
    height: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: 'GalleryItem' });
export type GalleryItem = z.infer<typeof galleryItemSchema>;
