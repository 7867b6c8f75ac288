import { configure } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';
import { clientClock } from '../src/ui/clock';

// the app clock follows each reply's Date header (the simulator's time): every test starts on device time
afterEach(() => clientClock.reset());

// findBy* / waitFor wait up to 3 s (Testing Library's default is 1 s): the suite runs one worker more than there are
// cores (vitest.config.ts), and a screen's first render with its lazy chunks and simulator replies can pass 1 s on a
// loaded two-core machine. What a test waits for is unchanged; only a failure is reported later.
configure({ asyncUtilTimeout: 3000 });
