/** The simulator's domain core (no MSW, no fixtures): import from here. */
export * from './world';
export * from '../../domain/time';
export * from './clock';
export * from './rng';
export * from './schedule';
export * from './betlines';
export * from './kernel';
export * from './journal';
export * from './domains/settings';
export * from './domains/users';
export * from './domains/ledger';
export * from './domains/markets';
export * from './domains/bets';
export * from './domains/settlement';
export * from './domains/payments';
export * from './domains/faults';
export * from './sim';
