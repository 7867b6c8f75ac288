/** XState v5 machines, one per flow. No React, no fetch, no src/api: the UI provides actors with `.provide()`. */
export * from './types';
export * from './loginMachine';
export * from './otpCooldownMachine';
export * from './betSubmissionMachine';
export * from './withdrawalHoursMachine';
export * from './noticeMachine';
export * from './chatSendMachine';
export * from './submitFormMachine';
export * from './reconcileMachine';
