/** Bank cards: a player adds one once (OTP-checked); later changes only through the admin. */

export interface BankCardsSlice {
  byUser: Record<string, unknown>;
}

export const initBankCards = (): BankCardsSlice => ({ byUser: {} });
