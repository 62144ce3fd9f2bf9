import type { ReactNode } from 'react';
import { useInBrowser } from '../first-paint/client';
import { LoadingPlaceholder } from '../ui/loading-placeholder';
import { loadDictionary, type Dictionary, type Messages as MessageFile } from './dictionary';
import { useDictionary } from './use-dictionary';

/**
 * Renders its children only once the dictionary of the language shown now has loaded, keeping the
 * area's space meanwhile (no flash of raw keys); while it hydrates a painted page, which shows the
 * text already, it waits (suspends) instead. A dictionary that fails to load is thrown to the
 * area's error boundary (its retry prompt).
 */
export function Messages<M extends MessageFile>({
  dictionary,
  children,
  minHeight,
}: {
  dictionary: Dictionary<M>;
  children: ReactNode;
  /** the space kept while loading (px); the loading placeholder's own height by default */
  minHeight?: number | undefined;
}) {
  const { ready, error, language } = useDictionary(dictionary);
  const hydrating = !useInBrowser() && typeof document !== 'undefined';
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (!ready && hydrating) throw loadDictionary(dictionary, language);
  if (!ready) return <LoadingPlaceholder {...(minHeight === undefined ? {} : { minHeight })} />;
  return <>{children}</>;
}
