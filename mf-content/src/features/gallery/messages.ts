// The English text of the gallery, kept in one place to move into catalogues later.
export const galleryMessages = {
  title: 'Gallery',
  intro: 'Dealer meets, shop openings, roadshows and our tyres at work across Bangladesh.',
  emptyTitle: 'No pictures yet.',
  emptyText: 'Pictures of our events and dealers will appear here.',
  picture: (n: number) => `Picture ${n}`,
  open: (name: string) => `Open ${name}`,
  loadMore: 'Load more pictures',
  loading: 'Loading…',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total} pictures`,
  lightbox: 'Picture viewer',
  close: 'Close',
  previous: 'Previous picture',
  next: 'Next picture',
  position: (n: number, total: number) => `${n} of ${total}`,
  retry: 'Retry',
} as const;
