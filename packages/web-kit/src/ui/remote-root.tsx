import type { ComponentType, ReactNode } from 'react';
import { loadDictionary, type Dictionary, type Messages as MessageFile } from '../i18n/dictionary';
import { currentLanguage } from '../i18n/i18n-instance';
import { Messages } from '../i18n/messages';

/**
 * The root element of a remote's area: `data-boundary="<remote>"`. Given the remote's dictionary,
 * the area renders once that dictionary has loaded for the language shown now.
 */
export function RemoteRoot<M extends MessageFile>({
  name,
  dictionary,
  minHeight,
  children,
}: {
  name: string;
  dictionary?: Dictionary<M> | undefined;
  /** the space kept while the dictionary loads (match the shell's placeholder of the area) */
  minHeight?: number | undefined;
  children: ReactNode;
}) {
  return (
    <div data-boundary={name} className="kit-remote-root">
      {dictionary ? (
        <Messages dictionary={dictionary} minHeight={minHeight}>
          {children}
        </Messages>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * A remote's screen or widget wrapped in its root element (and its dictionary's gate, if given);
 * the dictionary starts loading now, when the remote's module loads.
 */
export function inRemoteRoot<M extends MessageFile>(
  name: string,
  Screen: ComponentType,
  dictionary?: Dictionary<M>,
  minHeight?: number,
): ComponentType {
  // its text for the language shown starts loading with the screen's code, not at its first render
  if (dictionary)
    loadDictionary(dictionary as unknown as Dictionary, currentLanguage()).catch(() => undefined);
  function RemoteScreen() {
    return (
      <RemoteRoot name={name} dictionary={dictionary} minHeight={minHeight}>
        <Screen />
      </RemoteRoot>
    );
  }
  RemoteScreen.displayName = `${name}(${Screen.displayName ?? Screen.name})`;
  return RemoteScreen;
}
