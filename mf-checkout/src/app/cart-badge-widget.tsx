import type { RemoteWidgetModule } from '@tyre/contracts';
import type { ComponentType } from 'react';
import { inRemoteRoot } from '@tyre/web-kit';
import { CartBadge } from '../features/cart/components/cart-badge';
import './checkout.css';

export const Widget: RemoteWidgetModule<ComponentType>['Widget'] = inRemoteRoot('checkout', CartBadge);
