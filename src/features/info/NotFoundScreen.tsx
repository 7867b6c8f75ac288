import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';

export default function NotFoundScreen() {
  const t = useT();
  return (
    <div className="screen center-screen">
      <div style={{ fontSize: 56 }} aria-hidden>
        🎲
      </div>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="btn" to="/dashboard">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
