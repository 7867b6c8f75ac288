/**
 * The backend's texts (domain/serverTexts.ts) in the player's language (decision 112): each is read back from its
 * one English template, any case and spacing, and written with the catalogue's `server.*` message, the values it
 * carried kept (an amount through formatRupees).
 */
import { readServerText } from '../../domain/serverTexts';
import { formatRupees } from '../../domain/rules';
import type { MessageId, T } from './runtime';

/** The bet kind the backend writes before a bet's number ('Jodi 45', 'Ander 4'): the board's word for it. */
const BET_KIND = /^(jodi|ander|bahar)\s+(\S.*)$/i;
const KIND_TEXT = { jodi: 'bet.section.jodi', ander: 'bet.section.ander', bahar: 'bet.section.bahar' } as const satisfies Record<string, MessageId>;

/** `text` in the active language when it is one of the backend's texts, else null. */
export function translatedServerText(text: string, t: T): string | null {
  const read = readServerText(text);
  if (!read) return null;
  const values = { ...read.values };
  if (values.amount !== undefined) values.amount = formatRupees(Number(values.amount));
  const bet = BET_KIND.exec(values.bet ?? '');
  if (bet) values.bet = `${t(KIND_TEXT[bet[1]!.toLowerCase() as keyof typeof KIND_TEXT])} ${bet[2]}`;
  return t(`server.${read.key}` as MessageId, values);
}
