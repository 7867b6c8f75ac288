import { Link } from 'react-router-dom';

export default function NotFoundScreen() {
  return (
    <div className="screen center-screen">
      <div style={{ fontSize: 56 }} aria-hidden>
        🎲
      </div>
      <h1>Page not found</h1>
      <p className="muted">The page you opened does not exist.</p>
      <Link className="btn" to="/dashboard">
        Go to home
      </Link>
    </div>
  );
}
