import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { contentCatalogue } from '../messages/catalogue';
import { BannerCarousel } from '../features/home/components/banner-carousel';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'content',
  BannerCarousel,
  contentCatalogue,
);
