/** The bet screens' table (domain/rules/betTabs.ts): what the receipt may show as its Game Type. */
import { RECEIPT_GAME_TYPES } from './betTabs';

describe('RECEIPT_GAME_TYPES', () => {
  it("holds the receipt's bet kind labels of spec §2: Jodi, Copy Paste and Crossing", () => {
    expect([...RECEIPT_GAME_TYPES].sort()).toEqual(['Copy Paste', 'Crossing', 'Jodi']);
  });
});
