/** The build's first-paint and bundle-size plugins (decisions 067, 069 and 070), one line in vite.config.ts. */
import type { PluginOption } from 'vite';
import { preloadListsPlugin } from './preloadLists.js';
import { shellPlugin } from './shellPlugin.js';
import { simulatorBundlePlugin } from './simulatorBundle.js';

export function performancePlugins(): PluginOption[] {
  return [shellPlugin(), simulatorBundlePlugin(), preloadListsPlugin()];
}
