/** The three bouncing dots. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className="kit-spinner" role="status" aria-label={label}>
      <span />
      <span />
      <span />
    </span>
  );
}
