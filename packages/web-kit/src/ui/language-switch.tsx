import { useKitText } from '../i18n/kit-dictionary';
import { useLanguageSwitch } from '../i18n/use-dictionary';
import { useEffect, useState } from 'react';
import { banglaWordmarkOutline, banglaWordmarkViewBox, loadBanglaWordmark } from './bangla-wordmark-outline';

/**
 * The language switch: names the other language in that language ("বাংলা" in English, "English"
 * in Bangla), a 44 px target, a plain button (keyboard reachable). In English the word "বাংলা" is
 * drawn (the Bengali font is not loaded in English) and its text kept for assistive technology.
 */
export function LanguageSwitch({ className = 'kit-language-switch' }: { className?: string }) {
  const [language, setLanguage] = useLanguageSwitch();
  const t = useKitText();
  const other = language === 'bn' ? 'en' : 'bn';
  // the drawn word's outline, usually in before the first render (English asks for it at start)
  const [outline, setOutline] = useState(banglaWordmarkOutline);
  useEffect(() => {
    if (other === 'bn' && outline === undefined) loadBanglaWordmark().then(setOutline, () => undefined);
  }, [other, outline]);
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
      {other === 'bn' ? (
        <>
          <svg
            className="kit-language-switch__word"
            viewBox={banglaWordmarkViewBox}
            aria-hidden="true"
            focusable="false"
            // the painted page draws the word: the app takes its place once it can too
            data-pending={outline ? undefined : ''}
          >
            {outline && <path transform="scale(1 -1)" fill="currentColor" d={outline} />}
          </svg>
          <span className="kit-visually-hidden">{t('language.switchTo')}</span>
        </>
      ) : (
        t('language.switchTo')
      )}
    </button>
  );
}
