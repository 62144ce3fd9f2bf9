import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@tyre/contracts';
import { inRemoteRoot, screenChunk } from '@tyre/web-kit';
import { contentDictionary } from '../messages/dictionary';
import { AboutPage } from '../features/about/components/about-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { NewsDetailPage } from '../features/news/components/news-detail-page';
import { NewsListPage } from '../features/news/components/news-list-page';
import { GalleryPage } from '../features/gallery/components/gallery-page';
import { CareerPage } from '../features/jobs/components/career-page';
import { JobPage } from '../features/jobs/components/job-page';
import { DealerPage } from '../features/dealer/components/dealer-page';
import './content.css';

// the dealers' pages load as chunks of their own (web-kit `screenChunk`)
const DealersList = screenChunk(() =>
  import('../features/dealers/components/dealers-page').then((module) => module.DealersPage),
);
const DealerDetail = screenChunk(() =>
  import('../features/dealers/components/dealer-page').then((module) => module.DealerDetailPage),
);

/** The content screens (ARCHITECTURE §2): /news, /news/:id, /gallery, /career, /jobs/:slug, /about, /contact, /dealer, /dealers, /dealers/:slug. */
export const routes: RemoteRoutesModule<'content', ComponentType>['routes'] = [
  { path: '/news', Component: inRemoteRoot('content', NewsListPage, contentDictionary) },
  { path: '/news/:id', Component: inRemoteRoot('content', NewsDetailPage, contentDictionary) },
  { path: '/about', Component: inRemoteRoot('content', AboutPage, contentDictionary) },
  { path: '/contact', Component: inRemoteRoot('content', ContactPage, contentDictionary) },
  { path: '/gallery', Component: inRemoteRoot('content', GalleryPage, contentDictionary) },
  { path: '/career', Component: inRemoteRoot('content', CareerPage, contentDictionary) },
  { path: '/jobs/:slug', Component: inRemoteRoot('content', JobPage, contentDictionary) },
  { path: '/dealer', Component: inRemoteRoot('content', DealerPage, contentDictionary) },
  { path: '/dealers', Component: inRemoteRoot('content', DealersList, contentDictionary) },
  { path: '/dealers/:slug', Component: inRemoteRoot('content', DealerDetail, contentDictionary) },
];
