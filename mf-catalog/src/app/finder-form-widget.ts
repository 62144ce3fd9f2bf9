import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { catalogCatalogue } from '../messages/catalogue';
import { FinderForm } from '../features/finder/components/finder-form';

/** `catalog/finder-form`: the home page's tyre finder. */
export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot(
  'catalog',
  FinderForm,
  catalogCatalogue,
);
