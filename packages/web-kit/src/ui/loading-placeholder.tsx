import { Spinner } from './spinner';

/** What an area shows while its screen or data loads. */
export function LoadingPlaceholder({ label, minHeight = 240 }: { label?: string; minHeight?: number }) {
  return (
    <div className="kit-placeholder" style={{ minHeight }} aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
