import type { ComponentType } from 'react';
import { Messages } from '@tyre/web-kit';
import { vehiclesDictionary } from '../messages/dictionary';

/** A vehicle screen behind its text (the catalogue loads with the screen's code). */
export function vehiclesScreen(Screen: ComponentType): ComponentType {
  return function VehiclesScreen() {
    return (
      <Messages dictionary={vehiclesDictionary}>
        <Screen />
      </Messages>
    );
  };
}
