/**
 * The backend's texts (domain/serverTexts.ts) in the player's language (decision 112): each is read back from its
 * one English template, any case and spacing, and written with the catalogue's `server.*` message, the values it
 * carried kept (an amount through formatRupees).
 */
import { readServerText } from '../../domain/serverTexts';
import { formatRupees } from '../../domain/rules';
import type { MessageId, T } from './runtime';

/** `text` in the active language when it is one of the backend's texts, else null. */
export function translatedServerText(text: string, t: T): string | null {
  const read = readServerText(text);
  if (!read) return null;
  const values = { ...read.values };
  if (values.amount !== undefined) values.amount = formatRupees(Number(values.amount));
  return t(`server.${read.key}` as MessageId, values);
}
