/** P2P transfers between players: both ledgers change together or not at all. */

export interface TransfersSlice {
  list: unknown[];
  lastId: number;
}

export const initTransfers = (): TransfersSlice => ({ list: [], lastId: 0 });
