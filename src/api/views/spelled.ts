/** A field a PHP backend may spell the other way (domain/phpHabits.ts FIELD_SPELLINGS), read by the views. */
import { FIELD_SPELLINGS } from '../../../domain/phpHabits';
import { noteHabit } from '../habits';

type Spelling = (typeof FIELD_SPELLINGS)[number];

/**
 * A field that a PHP backend may spell the other way in this call (FIELD_SPELLINGS, the one table): the contract's
 * spelling, else the other one (counted as the other-spellings habit).
 */
export function spelled<C extends Spelling['call']>(call: C, rec: Record<string, unknown>, field: Extract<Spelling, { call: C }>['field']): unknown {
  if (rec[field] !== undefined) return rec[field];
  const other = FIELD_SPELLINGS.find((f) => f.call === call && f.field === field)?.other;
  if (other === undefined || rec[other] === undefined) return undefined;
  noteHabit('other-spellings');
  return rec[other];
}
