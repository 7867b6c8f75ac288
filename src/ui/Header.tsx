import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/useT';

/** Screen header: back/menu link on the left, title, optional right slot (wallet). */
export function Header({ title, back, right }: { title: ReactNode; back?: string; right?: ReactNode }) {
  const t = useT();
  return (
    <header className="app-header">
      {back ? (
        <Link to={back} className="header-btn" aria-label={t('ui.back')}>
          ‹
        </Link>
      ) : (
        <span className="header-btn" />
      )}
      <h1 className="header-title">{title}</h1>
      <div className="header-right">{right}</div>
    </header>
  );
}
