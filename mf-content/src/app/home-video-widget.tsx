import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { contentDictionary } from '../messages/dictionary';
import { HomeVideo } from '../features/home/components/home-video';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'content',
  HomeVideo,
  contentDictionary,
);
