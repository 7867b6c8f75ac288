/** Control routes for the transfers domain (admin actions QA drives). */
import type { ControlRoute } from './route';

export const transfersRoutes: ControlRoute[] = [];
