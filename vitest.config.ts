import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'machines/**/*.test.ts', 'mock-server/**/*.test.ts', 'fixtures/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    env: { VITE_API_MODE: 'sim' },
    testTimeout: 20000,
  },
});
