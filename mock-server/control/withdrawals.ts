/** Control routes for the withdrawals domain (admin actions QA drives). */
import type { ControlRoute } from './route';

export const withdrawalsRoutes: ControlRoute[] = [];
