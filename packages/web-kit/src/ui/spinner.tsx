import { useKitText } from '../i18n/kit-dictionary';
/** The three bouncing dots. */
export function Spinner({ label }: { label?: string }) {
  const t = useKitText();
  return (
    <span className="kit-spinner" role="status" aria-label={label ?? t('loading')}>
      <span />
      <span />
      <span />
    </span>
  );
}
