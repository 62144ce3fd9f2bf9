import { useKitText } from '../i18n/kit-catalogue';
import { useLanguageSwitch } from '../i18n/use-catalogue';

/**
 * The language switch: names the other language in that language ("বাংলা" in English, "English"
 * in Bangla), a 44 px target, a plain button (keyboard reachable).
 */
export function LanguageSwitch({ className = 'kit-language-switch' }: { className?: string }) {
  const [language, setLanguage] = useLanguageSwitch();
  const t = useKitText();
  const other = language === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      data-testid="language-switch"
      onClick={() => {
        setLanguage(other).catch((error: unknown) =>
          console.error('The language could not be changed', error),
        );
      }}
    >
      {t('language.switchTo')}
    </button>
  );
}
