/**
 * The system share sheet (Web Share API), loaded on the first Share tap: the tab bar is on every screen's first
 * paint and carries only the link (./share.ts).
 */
import type { MouseEvent } from 'react';
import { messageOf, shareUrl, type ShareConfig } from './share';

export interface ShareDeps {
  /** navigator.share where the browser has the Web Share API */
  share?: ((data: ShareData) => Promise<void>) | undefined;
  open: (url: string) => void;
}

function browserDeps(): ShareDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav && typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  };
}

/**
 * Shares the share message: the system share sheet (Web Share API) where the browser has one, else the WhatsApp
 * share link in a new tab. Cancelling the sheet does nothing; a sheet that cannot open falls back to the link.
 */
export async function shareApp(cfg: ShareConfig, mobile: string, deps: ShareDeps = browserDeps()): Promise<'shared' | 'cancelled' | 'link'> {
  const url = shareUrl(cfg, mobile);
  if (!deps.share) {
    deps.open(url);
    return 'link';
  }
  try {
    await deps.share({ text: messageOf(cfg, mobile) });
    return 'shared';
  } catch (e) {
    if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
    deps.open(url);
    return 'link';
  }
}

/**
 * onClick for a Share link whose href is shareUrl(): with the Web Share API the sheet opens instead of the link;
 * without it the link opens in its new tab as usual.
 */
export function onShareClick(cfg: ShareConfig, mobile: string, deps?: ShareDeps) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    const d = deps ?? browserDeps();
    if (!d.share) return;
    e.preventDefault();
    void shareApp(cfg, mobile, d);
  };
}
