import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { contentDictionary } from '../messages/dictionary';
import { LatestNews } from '../features/news/components/latest-news';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'content',
  LatestNews,
  contentDictionary,
);
