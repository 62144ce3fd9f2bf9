import { describe, expect, it } from 'vitest';
import {
  applyJobBodySchema,
  contactMessageBodySchema,
  createGalleryBodySchema,
  createJobBodySchema,
  createNewsBodySchema,
  dateOnlySchema,
  dealerRequestBodySchema,
  jobClosesAt,
  parseVideoUrl,
  updateBannerBodySchema,
  updateVideoBodySchema,
  videoUrlSchema,
} from '../index';

describe('content payloads', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://cdn.example.com/media/home.MP4', 'mp4', ''],
  ])('when the video link is %s, then it is a %s video with id %s', (url, provider, videoId) => {
    expect(parseVideoUrl(url)).toEqual({ provider, videoId });
    expect(videoUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)//x.mp4',
    'ftp://example.com/a.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://example.com/page.html',
    'https://vimeo.com/channels/staff',
    'not a url',
  ])('when the video link is %s, then it is refused', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
    expect(videoUrlSchema.safeParse(url).success).toBe(false);
  });

  it('when a video update has neither url nor status, then it is refused', () => {
    expect(updateVideoBodySchema.safeParse({}).success).toBe(false);
    expect(updateVideoBodySchema.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
    expect(updateVideoBodySchema.safeParse({ status: 'paused' }).success).toBe(false);
  });

  it('when a job deadline is a day, then the job closes at the end of that day in Dhaka (18:00 UTC)', () => {
    expect(jobClosesAt('2026-12-31')).toBe('2026-12-31T18:00:00.000Z');
    expect(jobClosesAt('2026-02-28')).toBe('2026-02-28T18:00:00.000Z');
    expect(dateOnlySchema.safeParse('2026-02-30').success).toBe(false);
    expect(dateOnlySchema.safeParse('31/12/2026').success).toBe(false);
  });

  it('when a job comes from a form, then vacancy becomes a number and the optional texts default to empty', () => {
    const job = createJobBodySchema.parse({
      title: 'Sales Officer',
      vacancy: '3',
      deadline: '2026-12-31',
      desc: 'Sell tyres to dealers in Dhaka.',
    });
    expect(job).toMatchObject({ vacancy: 3, skills: '', salary: '', ref: '' });
    expect(createJobBodySchema.safeParse({ ...job, vacancy: '0' }).success).toBe(false);
  });

  it('when news has no Bangla text, then it is still valid; control characters are refused', () => {
    expect(createNewsBodySchema.parse({ title: 'Monsoon tyres', desc: 'A long enough text.' })).toEqual({
      title: 'Monsoon tyres',
      desc: 'A long enough text.',
    });
    expect(
      createNewsBodySchema.parse({
        title: 'Monsoon tyres',
        desc: 'A long enough text.',
        titleBn: 'বর্ষার টায়ার',
      }).titleBn,
    ).toBe('বর্ষার টায়ার');
    expect(
      createNewsBodySchema.safeParse({ title: 'a\u0000b title', desc: 'A long enough text.' }).success,
    ).toBe(false);
  });

  it('when a public form fills the honeypot with anything, then it parses and the value is kept as filled', () => {
    const base = {
      name: 'Rahim',
      email: 'rahim@example.com',
      mobile: '01712345678',
      subject: 'Hi',
      message: 'Hello there',
    };
    expect(contactMessageBodySchema.parse(base).website).toBeUndefined();
    expect(contactMessageBodySchema.parse({ ...base, website: 'http://spam' }).website).toBe('http://spam');
    expect(contactMessageBodySchema.parse({ ...base, website: 42 }).website).toBe('filled');
    expect(
      applyJobBodySchema.parse({ name: 'Rahim', email: 'r@example.com', mobile: '01712345678', website: 'x' })
        .website,
    ).toBe('x');
  });

  it('when a contact message has neither e-mail nor mobile, then it is refused on email', () => {
    const r = contactMessageBodySchema.safeParse({ name: 'Rahim', subject: 'Hi', message: 'Hello there' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['email']);
  });

  it('when a dealer request has a bad mobile, then it is refused', () => {
    const r = dealerRequestBodySchema.safeParse({
      name: 'Karim',
      companyName: 'Karim Tyres',
      email: 'karim@example.com',
      mobile: '12345',
      message: 'We want to sell your tyres.',
    });
    expect(r.success).toBe(false);
  });

  it('when gallery captions come as one field or several, then they are a list', () => {
    expect(createGalleryBodySchema.parse({ caption: 'One' }).caption).toEqual(['One']);
    expect(createGalleryBodySchema.parse({ caption: ['One', 'Two'] }).caption).toEqual(['One', 'Two']);
    expect(createGalleryBodySchema.parse({}).caption).toEqual([]);
  });
});

describe('banner links', () => {
  it.each(['', '/dealer', '/products?category=car', 'https://example.com/offer'])(
    'when the link is "%s", then it is kept',
    (link) => {
      expect(updateBannerBodySchema.parse({ link }).link).toBe(link);
    },
  );
  it.each(['//evil.example', 'javascript:alert(1)', '/a b', '/\\evil', 'dealer'])(
    'when the link is "%s", then it is refused',
    (link) => {
      expect(updateBannerBodySchema.safeParse({ link }).success).toBe(false);
    },
  );
});
