/**
 * 'Install Android Application' (spec §2): opens the product site in a new tab. On an iPhone or iPad there is no
 * Android app to install, so the button is shown disabled (it does nothing) with a hint to add the web app to the
 * home screen instead — an iPhone user sees why, rather than a button that silently fails.
 */
import { useState } from 'react';
import { config } from '../../config';
import { useT } from '../../i18n/useT';

export function isAppleMobile(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

export function InstallAppButton() {
  const [apple] = useState(() => typeof navigator !== 'undefined' && isAppleMobile(navigator.userAgent));
  const t = useT();
  if (apple) {
    return (
      <div className="install-app">
        <button type="button" className="btn btn-accent btn-block" disabled aria-describedby="install-hint">
          <AndroidIcon /> {t('auth.install')}
        </button>
        <p id="install-hint" className="muted install-hint">
          {t('auth.installHint')}
        </p>
      </div>
    );
  }
  return (
    <div className="install-app">
      <a className="btn btn-accent btn-block" href={config.productSite} target="_blank" rel="noopener noreferrer">
        <AndroidIcon /> {t('auth.install')}
      </a>
    </div>
  );
}

function AndroidIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 18c0 .55.45 1 1 1h1v3.5a1.5 1.5 0 0 0 3 0V19h2v3.5a1.5 1.5 0 0 0 3 0V19h1c.55 0 1-.45 1-1V8H6v10zM3.5 8A1.5 1.5 0 0 0 2 9.5v7a1.5 1.5 0 0 0 3 0v-7A1.5 1.5 0 0 0 3.5 8zm17 0A1.5 1.5 0 0 0 19 9.5v7a1.5 1.5 0 0 0 3 0v-7A1.5 1.5 0 0 0 20.5 8zm-4.97-5.84 1.3-1.3a.5.5 0 0 0-.7-.7l-1.48 1.47A5.96 5.96 0 0 0 12 1c-.96 0-1.86.23-2.66.63L7.85.15a.5.5 0 0 0-.7.7l1.31 1.31A5.97 5.97 0 0 0 6 7h12a5.97 5.97 0 0 0-2.47-4.84zM10 5H9V4h1v1zm5 0h-1V4h1v1z"
      />
    </svg>
  );
}
