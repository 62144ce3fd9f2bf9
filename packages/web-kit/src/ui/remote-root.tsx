import { createContext, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { tellAreaIn } from '../first-paint/client';
import { tellTypedFields } from '../first-paint/typed-fields';
import { loadDictionary, type Dictionary, type Messages as MessageFile } from '../i18n/dictionary';
import { currentLanguage } from '../i18n/i18n-instance';
import { Messages } from '../i18n/messages';

/**
 * For a part of a remote's area the app gets after the area itself (a screen's own chunk,
 * `screenChunk`): call it when the part starts waiting, and the function it gives back once the
 * part is in. The area tells the page it is in only then.
 */
export const AreaPart = createContext<(() => () => void) | null>(null);

/** The parts of an area still to come: the area tells the page it is in once none is left. */
class AreaParts {
  private waiting = 0;
  private shown: Element | null = null;
  constructor(private readonly name: string) {}
  /** the area's element is in the page */
  show(element: Element | null) {
    this.shown = element;
    this.check();
  }
  /** the `AreaPart` of the area */
  readonly wait = () => {
    this.waiting += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.waiting -= 1;
      this.check();
    };
  };
  private check() {
    if (!this.shown || this.waiting > 0) return;
    // over a painted page, in the commit that hydrated it: before any render of its forms
    tellTypedFields(this.shown);
    tellAreaIn(this.name);
  }
}

/**
 * The root element of a remote's area: `data-boundary="<remote>"`. Given the remote's dictionary,
 * the area renders once that dictionary has loaded for the language shown now. Tells the page
 * when the app has the area (`areaInEvent`): over a painted page, once it is hydrated, with the
 * parts that came later (`AreaPart`).
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
  const root = useRef<HTMLDivElement>(null);
  const [parts] = useState(() => new AreaParts(name));
  useLayoutEffect(() => parts.show(root.current), [parts]);
  return (
    <div data-boundary={name} className="kit-remote-root" ref={root}>
      <AreaPart value={parts.wait}>
        {dictionary ? (
          <Messages dictionary={dictionary} minHeight={minHeight}>
            {children}
          </Messages>
        ) : (
          children
        )}
      </AreaPart>
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
