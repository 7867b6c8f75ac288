import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { cspPlugin } from './build/csp';

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
  return {
    plugins: [react(), cspPlugin()],
    server: { port: 5173 },
    preview: { host: '127.0.0.1' },
    build: { sourcemap: false, chunkSizeWarningLimit: 400 },
  };
});
