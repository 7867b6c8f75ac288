/**
 * What the UI receives in `Normalized<T>.data` for each call: the wire reply (wire.ts) read defensively, with numbers
 * that arrive as strings parsed where the UI needs numbers and flags parsed to booleans, whatever PHP habit they come
 * in (domain/phpHabits.ts; the readers are domain/read.ts). Every value a player acts on — wallet, balance, amounts,
 * rates, market and closing times, the withdrawal window, minimums, maximum_p2p — is read exactly or is `null`:
 * unknown, so each screen has to say so and refuse what depends on it (never a 0 that looks real). Pickers never
 * throw on a reply of the wrong shape; names and texts fall back to ''.
 *
 * One file for each thing described: the account (login, profile, rates), markets, money (bets, wallet, bank cards),
 * promotion, chat.
 */
export * from './account';
export * from './chat';
export * from './markets';
export * from './money';
export * from './promotion';
