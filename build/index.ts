/** The build's first-paint and bundle-size plugins (decisions 067 and 069), one line in vite.config.ts. */
import type { PluginOption } from 'vite';
import { shellPlugin } from './shellPlugin.js';
import { simulatorBundlePlugin } from './simulatorBundle.js';

export function performancePlugins(): PluginOption[] {
  return [shellPlugin(), simulatorBundlePlugin()];
}
