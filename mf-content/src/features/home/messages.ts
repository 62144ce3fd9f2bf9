// The English text of the home page's banner carousel and video, kept in one place to move into catalogues later.
export const homeMessages = {
  carousel: 'Featured',
  slide: (n: number, total: number) => `Slide ${n} of ${total}`,
  banner: (n: number) => `Banner ${n}`,
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (n: number) => `Show slide ${n}`,
  pause: 'Pause the slides',
  play: 'Play the slides',
  videoTitle: 'Our tyres on the road',
  playVideo: 'Play the video',
} as const;
