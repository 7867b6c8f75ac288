import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { performancePlugins } from './build/index.js';
import { cspPlugin } from './build/csp.js';

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // VITE_API_MODE is always defined so `import.meta.env.VITE_API_MODE !== 'http'` folds at build time
  // and the production bundle carries no simulator code.
  if (mode === 'demo') process.env.VITE_API_MODE = 'sim';
  else if (!process.env.VITE_API_MODE && !env.VITE_API_MODE) {
    process.env.VITE_API_MODE = (process.env.VITE_API_HOST ?? env.VITE_API_HOST) ? 'http' : 'sim';
  }
  if (command === 'build' && mode === 'production') {
    const host = process.env.VITE_API_HOST ?? env.VITE_API_HOST;
    if (!host || !host.trim()) {
      throw new Error(
        '\n\nVITE_API_HOST is not set. The production build talks to the real API host:\n' +
          '  VITE_API_HOST=https://api.example.com/ npm run build\n' +
          'For a build on the embedded simulator run `npm run build:demo`.\n',
      );
    }
    process.env.VITE_API_MODE = 'http';
  }
  const appName = (process.env.VITE_APP_NAME ?? env.VITE_APP_NAME ?? '').trim() || 'Matka Play';
  return {
    plugins: [
      react(),
      performancePlugins(),
      cspPlugin(),
      // The installable app: web app manifest and the service worker src/app/pwa/sw.ts (decision 059). Built only
      // (the dev server runs without the app's worker; the simulator's MSW worker serves dev alone).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/app/pwa',
        filename: 'sw.ts',
        // registered by src/app/pwa/worker.ts (and, in simulator mode, by the simulator's setupWorker)
        injectRegister: false,
        manifest: {
          name: appName,
          short_name: appName.length > 12 ? appName.split(/\s+/)[0]!.slice(0, 12) : appName,
          description: 'Play Jodi, Haruf, Crossing and Copy Paste on your favourite markets.',
          id: '/',
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          // src/app/styles.css: --brand and --bg
          theme_color: '#3b1d8f',
          background_color: '#f3f1fa',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          // a classic worker: the simulator's MSW worker is added to it with importScripts (module workers cannot)
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // the MSW worker is imported by the worker itself (the browser keeps imported scripts with the worker)
          globIgnores: ['mockServiceWorker.js', 'sw.js'],
        },
        devOptions: { enabled: false },
      }),
    ],
    server: { port: 5173 },
    preview: { host: '127.0.0.1' },
    build: { sourcemap: false, chunkSizeWarningLimit: 400 },
  };
});
