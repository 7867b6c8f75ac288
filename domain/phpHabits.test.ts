import { describe, expect, it } from 'vitest';
import { dialectName, parseDialect, PHP_HABIT_NAMES } from './phpHabits';

describe('dialects by name', () => {
  it("'plain' and '' are the contract's own answers; 'php' is every habit", () => {
    expect(parseDialect('plain')).toEqual({ ok: true, habits: [] });
    expect(parseDialect(' ')).toEqual({ ok: true, habits: [] });
    expect(parseDialect('php')).toEqual({ ok: true, habits: PHP_HABIT_NAMES });
  });

  it('habits by name, in any order, come back in the declared order and name themselves back', () => {
    const r = parseDialect('bom, numbers-as-strings');
    expect(r).toEqual({ ok: true, habits: ['numbers-as-strings', 'bom'] });
    if (r.ok) expect(dialectName(r.habits)).toBe('numbers-as-strings,bom');
    expect(dialectName(PHP_HABIT_NAMES)).toBe('php');
    expect(dialectName([])).toBe('plain');
  });

  it('an unknown habit is an error naming it and the known ones', () => {
    const r = parseDialect('bom,typo');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^Unknown dialect 'typo': use plain, php or habits among numbers-as-strings, /);
  });
});
