/**
 * A Content-Security-Policy for the production build (decision 074), as a <meta> tag Vite writes into index.html:
 * no inline or injected script (script-src 'self' only), calls only to the app's own origin and the API host
 * (connect-src from VITE_API_HOST), no plugins, no <base> hijack, forms only to the app and the API host.
 * The demo build and the dev server get none (the in-browser simulator needs no other origin, and Vite's dev client
 * injects inline script). Images may come from any https host (banners are the admin's URLs) or data: URIs; the
 * dashboard frame (VITE_DASHBOARD_FRAME_URL) and the gateway pages are https.
 */
import type { Plugin } from 'vite';

/** the origin of an API host URL ('https://api.example.com/' → 'https://api.example.com'); null when not a URL */
export function originOf(host: string): string | null {
  try {
    const u = new URL(host);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The policy for an API host (and an optional framed dashboard page). */
export function contentSecurityPolicy(apiHost: string, frameUrl = ''): string {
  const api = originOf(apiHost);
  if (!api) throw new Error(`Content-Security-Policy: VITE_API_HOST is not an http(s) URL: ${apiHost}`);
  const frame = frameUrl ? originOf(frameUrl) : null;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // React sets style attributes; a small inline critical stylesheet may come with the first paint
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', api]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", api]],
    ['frame-src', frame ? [frame] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", api]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Vite plugin: the policy meta tag first in <head> of the production build. */
export function cspPlugin(): Plugin {
  let policy: string | null = null;
  return {
    name: 'matka-csp',
    apply: 'build',
    configResolved(config) {
      if (config.mode !== 'production') return;
      const host = process.env.VITE_API_HOST ?? config.env.VITE_API_HOST;
      if (!host) return; // vite.config.ts refuses the build first
      policy = contentSecurityPolicy(String(host).trim(), String(process.env.VITE_DASHBOARD_FRAME_URL ?? config.env.VITE_DASHBOARD_FRAME_URL ?? '').trim());
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!policy) return [];
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
  };
}
