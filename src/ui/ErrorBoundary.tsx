import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/useT';

interface Props {
  children: ReactNode;
  /** a change (the route's path) clears the error and renders the children again */
  resetKey?: string;
  /**
   * Called before the children are rendered again after an error (Try again, a new resetKey, the connection coming
   * back): the app loads failed screen code and data again here, so a retry is a real one.
   */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * A render error shows a recoverable message, never a white screen. Try again, leaving the screen (resetKey) and the
 * connection coming back (`online`) render the screen again, after `onRetry`.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.retry();
  }

  private onOnline = () => {
    if (this.state.error) this.retry();
  };

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return <ScreenFailed onRetry={this.retry} />;
  }
}

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="screen center-screen" role="alert">
      <h2>{t('ui.error.title')}</h2>
      <p className="muted">{t('ui.error.text')}</p>
      <div className="row gap">
        <button type="button" className="btn" onClick={onRetry}>
          {t('ui.error.tryAgain')}
        </button>
        <a className="btn btn-outline" href="/dashboard">
          {t('ui.error.home')}
        </a>
      </div>
    </div>
  );
}
