import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { catalogDictionary } from '../messages/dictionary';
import { FinderWidget } from '../features/finder/components/finder-widget';

/** `catalog/finder-form`: the home page's tyre finder, by size or by vehicle. */
export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'catalog',
  FinderWidget,
  catalogDictionary,
);
