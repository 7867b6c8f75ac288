/** Control routes for the referrals domain (admin actions QA drives). */
import type { ControlRoute } from './route';

export const referralsRoutes: ControlRoute[] = [];
