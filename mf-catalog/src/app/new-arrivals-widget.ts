import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { catalogDictionary } from '../messages/dictionary';
import { NewArrivals } from '../features/arrivals/components/new-arrivals';

/** `catalog/new-arrivals`: the home page's strip of new arrivals. */
export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'catalog',
  NewArrivals,
  catalogDictionary,
);
