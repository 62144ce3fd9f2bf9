import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { FeaturedProducts } from '../features/products/components/featured-products';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot('catalog', FeaturedProducts);
