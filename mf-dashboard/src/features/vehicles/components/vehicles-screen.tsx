import type { ComponentType } from 'react';
import { Messages } from '@tyre/web-kit';
import { vehiclesCatalogue } from '../messages/catalogue';

/** A vehicle screen behind its text (the catalogue loads with the screen's code). */
export function vehiclesScreen(Screen: ComponentType): ComponentType {
  return function VehiclesScreen() {
    return (
      <Messages catalogue={vehiclesCatalogue}>
        <Screen />
      </Messages>
    );
  };
}
