import type { ReactNode } from 'react';
import { LoadingPlaceholder } from '../ui/loading-placeholder';
import type { Catalogue, Messages as MessageFile } from './catalogue';
import { useCatalogue } from './use-catalogue';

/**
 * Renders its children only once the catalogue of the language shown now has loaded, keeping the
 * area's space meanwhile (no flash of raw keys). A catalogue that fails to load is thrown to the
 * area's error boundary (its retry prompt).
 */
export function Messages<M extends MessageFile>({
  catalogue,
  children,
  minHeight,
}: {
  catalogue: Catalogue<M>;
  children: ReactNode;
  /** the space kept while loading (px); the loading placeholder's own height by default */
  minHeight?: number | undefined;
}) {
  const { ready, error } = useCatalogue(catalogue);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (!ready) return <LoadingPlaceholder {...(minHeight === undefined ? {} : { minHeight })} />;
  return <>{children}</>;
}
