/** Control routes for the chat domain (admin actions QA drives). */
import type { ControlRoute } from './route';

export const chatRoutes: ControlRoute[] = [];
