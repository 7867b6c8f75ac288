// The checkpoint worker's entry: a worker thread does not inherit the parent's TypeScript loader, so it registers
// tsx (as `npm run sim` runs the simulator) before loading the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./checkpointWorker.ts');
