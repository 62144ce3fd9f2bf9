import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { contentDictionary } from '../messages/dictionary';
import { BannerCarousel } from '../features/home/components/banner-carousel';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'content',
  BannerCarousel,
  contentDictionary,
);
