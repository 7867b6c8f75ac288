/** The simulator's domain core (no MSW, no fixtures): import from here. */
export * from './types';
export * from '../../domain/time';
export * from './clock';
export * from './rng';
export * from './schedule';
export * from './betlines';
export * from './state';
export * from './sim';
