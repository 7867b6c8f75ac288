import '@testing-library/jest-dom/vitest';
import { clientClock } from '../src/ui/clock';

// the app clock follows each reply's Date header (the simulator's time): every test starts on device time
afterEach(() => clientClock.reset());
