import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { FinderTab } from '../../../utils/vehicle-url';
import { useText } from '../../../messages/dictionary';

const tabs: readonly FinderTab[] = ['size', 'vehicle'];

/**
 * The finder's two ways in, "By size" and "By vehicle", as tabs (WAI-ARIA tabs: the arrow keys,
 * Home and End move between them, Tab goes into the panel). `onTab` is called with the tab chosen;
 * the caller keeps the choice (the URL on /finder, a state on the home page).
 */
export function FinderTabs({
  tab,
  onTab,
  onIntent,
  children,
}: {
  tab: FinderTab;
  onTab: (tab: FinderTab) => void;
  /** the visitor is about to choose a tab (pointer over it, focus): time to fetch its code */
  onIntent?: (tab: FinderTab) => void;
  children: ReactNode;
}) {
  const t = useText();
  const id = useId();
  const buttons = useRef<Partial<Record<FinderTab, HTMLButtonElement | null>>>({});
  const label = { size: t('finder.bySize'), vehicle: t('finder.byVehicle') };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    if (next !== tab) onTab(next);
  };

  return (
    <div className="finder-tabs">
      <div role="tablist" aria-label={t('finder.tabs')} className="finder-tabs__list">
        {tabs.map((name) => (
          <button
            key={name}
            ref={(button) => {
              buttons.current[name] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="finder-tabs__tab"
            onClick={() => tab !== name && onTab(name)}
            onKeyDown={onKeyDown}
            onPointerEnter={() => onIntent?.(name)}
            onFocus={() => onIntent?.(name)}
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="finder-tabs__panel">
        {children}
      </div>
    </div>
  );
}
