import type { ComponentType, ReactNode } from 'react';

/** The root element of a remote's area: `data-boundary="<remote>"`. */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-boundary={name} className="kit-remote-root">
      {children}
    </div>
  );
}

/** A remote's screen or widget wrapped in its root element. */
export function inRemoteRoot(name: string, Screen: ComponentType): ComponentType {
  function RemoteScreen() {
    return (
      <RemoteRoot name={name}>
        <Screen />
      </RemoteRoot>
    );
  }
  RemoteScreen.displayName = `${name}(${Screen.displayName ?? Screen.name})`;
  return RemoteScreen;
}
