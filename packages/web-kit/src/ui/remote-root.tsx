import type { ComponentType, ReactNode } from 'react';
import { loadCatalogue, type Catalogue, type Messages as MessageFile } from '../i18n/catalogue';
import { currentLanguage } from '../i18n/i18n-instance';
import { Messages } from '../i18n/messages';

/**
 * The root element of a remote's area: `data-boundary="<remote>"`. Given the remote's catalogue,
 * the area renders once that catalogue has loaded for the language shown now.
 */
export function RemoteRoot<M extends MessageFile>({
  name,
  catalogue,
  minHeight,
  children,
}: {
  name: string;
  catalogue?: Catalogue<M> | undefined;
  /** the space kept while the catalogue loads (match the shell's placeholder of the area) */
  minHeight?: number | undefined;
  children: ReactNode;
}) {
  return (
    <div data-boundary={name} className="kit-remote-root">
      {catalogue ? (
        <Messages catalogue={catalogue} minHeight={minHeight}>
          {children}
        </Messages>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * A remote's screen or widget wrapped in its root element (and its catalogue's gate, if given);
 * the catalogue starts loading now, when the remote's module loads.
 */
export function inRemoteRoot<M extends MessageFile>(
  name: string,
  Screen: ComponentType,
  catalogue?: Catalogue<M>,
  minHeight?: number,
): ComponentType {
  // its text for the language shown starts loading with the screen's code, not at its first render
  if (catalogue) loadCatalogue(catalogue as unknown as Catalogue, currentLanguage()).catch(() => undefined);
  function RemoteScreen() {
    return (
      <RemoteRoot name={name} catalogue={catalogue} minHeight={minHeight}>
        <Screen />
      </RemoteRoot>
    );
  }
  RemoteScreen.displayName = `${name}(${Screen.displayName ?? Screen.name})`;
  return RemoteScreen;
}
