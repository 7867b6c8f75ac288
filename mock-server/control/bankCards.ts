/** Control routes for the bankCards domain (admin actions QA drives). */
import type { ControlRoute } from './route';

export const bankCardsRoutes: ControlRoute[] = [];
