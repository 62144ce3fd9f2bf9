import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { contentCatalogue } from '../messages/catalogue';
import { LatestNews } from '../features/news/components/latest-news';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'content',
  LatestNews,
  contentCatalogue,
);
