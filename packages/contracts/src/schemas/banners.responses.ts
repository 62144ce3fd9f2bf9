// What the banner routes answer.
import { z } from 'zod';
import { createdWithMessage, fileName, id, previewFile, timestamp } from './response-fields';

export const bannerSchema = z
  .object({
    _id: id,
    title: z.string(),
    titleBn: z.string().describe("Bangla caption; '' when none"),
    link: z.string().describe("http(s) address; '' when none"),
    image: fileName,
    variants: z.array(z.object({ width: z.number().int(), file: fileName })),
    preview: previewFile,
    active: z.boolean(),
    order: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

/** POST /banners: the new banner and `message`. */
export const createdBannerResponseSchema = createdWithMessage(bannerSchema).meta({ id: 'CreatedBanner' });
export type CreatedBannerResponse = z.infer<typeof createdBannerResponseSchema>;
