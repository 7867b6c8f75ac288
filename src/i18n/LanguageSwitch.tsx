/**
 * The language switch of /login and /mine (issues 25, 38): `हिंदी / मराठी / English`, each name in its own script, one
 * per entry of LANGUAGE_LIST (src/i18n/language.ts). The choice is stored on the device and applied at once, without a
 * reload; `<html lang>` follows (src/i18n/i18n.ts).
 */
import { chooseLanguage } from './i18n';
import { LANGUAGE_LIST } from './language';
import { LANGUAGE_NAMES } from './languageNames';
import { useLanguage, useT } from './useT';
import './LanguageSwitch.css';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <div className={`lang-switch ${className}`.trim()} role="group" aria-label={t('lang.label')}>
      {LANGUAGE_LIST.map(({ code }, i) => (
        <span key={code} className="lang-switch-item">
          {i > 0 ? (
            <span className="lang-switch-sep" aria-hidden>
              /
            </span>
          ) : null}
          <button type="button" className="lang-switch-btn" lang={code} aria-pressed={lang === code} onClick={() => void chooseLanguage(code)}>
            {LANGUAGE_NAMES[code]}
          </button>
        </span>
      ))}
    </div>
  );
}
