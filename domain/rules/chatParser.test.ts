/** The pasted-chat parser (spec §5 Copy Paste): entries, amounts, palti, and its invariants on any text. */
import fc from 'fast-check';
import { MSG, parseChat, totalOf, type ChatParseResult } from './index';
import { flat, ok, reps, runs } from './test-helpers';

function totals(text: string): Array<number | string> {
  return ok(parseChat(text)).entries.map((e) => e.total);
}

describe('chat parser: empty input', () => {
  it.each(['', '   ', '\n\n', '\t \r\n'])("%j → 'Please Enter Digit'", (t) => {
    expect(parseChat(t)).toEqual({ ok: false, error: MSG.enterDigit });
  });
  it('text without any bet gives an empty result, not an error', () => {
    expect(parseChat('hello, good morning 🙏')).toEqual({ ok: true, lines: [], entries: [], total: 0 });
  });
});

describe('chat parser: digits then a trailing amount', () => {
  it('explicit separators put the amount after them', () => {
    expect(flat('12 34 56 x 10')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('12 34 56 X10')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('1234 into 50')).toEqual(['12@50', '34@50']);
    expect(flat('1234 INTO 50')).toEqual(['12@50', '34@50']);
    expect(flat('1234 Into 50')).toEqual(['12@50', '34@50']);
    expect(flat('1234 INTU 50')).toEqual(['12@50', '34@50']);
    expect(flat('1234 int 50')).toEqual(['12@50', '34@50']);
    expect(flat('1234 Int50')).toEqual(['12@50', '34@50']);
    expect(flat('123456 r 20')).toEqual(['12@20', '34@20', '56@20']);
    expect(flat('12.34 Rs.20')).toEqual(['12@20', '34@20']);
    expect(flat('12 34 k 10')).toEqual(['12@10', '34@10']);
    expect(flat('12 34 ke 10')).toEqual(['12@10', '34@10']);
    expect(flat('12 34 ₹10')).toEqual(['12@10', '34@10']);
    expect(flat('12 34 × 10')).toEqual(['12@10', '34@10']);
  });
  it('without a separator the last number group is the amount', () => {
    expect(flat('12,34,56---10')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('12 34 56 = 10')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('12-10\n34-20\n56-5')).toEqual(['12@10', '34@20', '56@5']);
  });
  it('closing brackets, & and } end an entry', () => {
    expect(flat('1234(10) 5678(20)')).toEqual(['12@10', '34@10', '56@20', '78@20']);
    expect(flat('12 34 {10} 56 {5}')).toEqual(['12@10', '34@10', '56@5']);
    expect(flat('12-10 & 34-20')).toEqual(['12@10', '34@20']);
    expect(flat('12 x 10 & 34 x 20')).toEqual(['12@10', '34@20']);
  });
  it('several entries on a line', () => {
    expect(flat('12 34 x 10 56 78 x 20')).toEqual(['12@10', '34@10', '56@20', '78@20']);
  });
  it('a trailing currency word after the amount changes nothing', () => {
    expect(flat('12 34 x 10 rs')).toEqual(['12@10', '34@10']);
    expect(flat('12 34 56 10rs')).toEqual(['12@10', '34@10', '56@10']);
    expect(ok(parseChat('12 34 56 10rs')).entries).toMatchObject([{ numbers: '123456', pluses: 0, amount: 10, total: 30 }]);
    expect(flat('12 34 56 10 ₹')).toEqual(['12@10', '34@10', '56@10']);
  });
  it('numbers joined with & or spread over lines belong to the amount that follows', () => {
    expect(flat('12 & 34 & 56 x 10')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('12 34 56 78\n90 11\nx 10')).toEqual(['12@10', '34@10', '56@10', '78@10', '90@10', '11@10']);
    expect(flat('12 34 56\n78 Into 5')).toEqual(['12@5', '34@5', '56@5', '78@5']);
  });
  it.each([
    ['12 34\n56 ₹10', ['12@10', '34@10', '56@10']],
    ['12 34\n56 × 10', ['12@10', '34@10', '56@10']],
    ['12 34\n56 Gali 10', ['12@34', '56@10']],
    ['12 34\nFaridabad & Gali\n56 x 10', ['12@34', '56@10']],
  ])('only an amount mark joins the number lines above: %j', (text, lines) => {
    expect(flat(text)).toEqual(lines);
  });
  it('a plus sign alone between entry ends belongs to no entry', () => {
    expect(flat('12 x 10 & + & 34 x 10')).toEqual(['12@10', '34@10']);
  });
  it('a line without digits (market name, blank line) breaks a block', () => {
    expect(flat('Faridabad\n12 34\n\nGali\n56 x 10')).toEqual(['12@34', '56@10']);
    expect(flat('Faridabad 12 34 x 10\nDisawar 56 78 x 20')).toEqual(['12@10', '34@10', '56@20', '78@20']);
  });
  it('letters are removed; market names containing k/r/x do not split numbers', () => {
    expect(flat('Faridabad me 12 34 56 ka 10 rupees')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('Kalyan 1234 Rs 25 only')).toEqual(['12@25', '34@25']);
  });
  it("a part needs more than 3 characters (number text, one separator, amount)", () => {
    expect(parseChat('1 x 5')).toEqual({ ok: true, lines: [], entries: [], total: 0 });
    expect(totals('5 x 10')).toEqual([MSG.wrongInput]);
    expect(flat('12 x 5')).toEqual(['12@5']);
    expect(flat('12x5')).toEqual(['12@5']);
  });
  it("odd digit count → 'Wrong Input'; even → half the length × amount", () => {
    const r = ok(parseChat('123 x 10\n1234 x 10'));
    expect(r.entries.map((e) => e.total)).toEqual([MSG.wrongInput, 20]);
    expect(r.entries[0]!.lines).toEqual([]);
    expect(r.total).toBe(20);
    expect(r.lines).toHaveLength(2);
  });
  it('zero amounts are dropped (only positive or Wrong Input results are kept)', () => {
    expect(ok(parseChat('12 34 x 0')).entries).toEqual([]);
    expect(ok(parseChat('12 34 x 000')).entries).toEqual([]);
  });
  it("an absurd amount (more than 9 digits) is 'Wrong Input' and reads as no amount", () => {
    expect(ok(parseChat('12 x 98765432101')).entries).toMatchObject([{ amount: null, total: MSG.wrongInput }]);
  });
  it.each([
    ['12 x 999999999', ['12@999999999']],
    ['12 x 0000000010', ['12@10']],
  ])('nine digits is still an amount, leading zeros not counted: %j', (text, lines) => {
    expect(flat(text)).toEqual(lines);
  });
  it("a line whose amount × pluses would pass the largest amount is 'Wrong Input'", () => {
    expect(totals('12++ x 600000000')).toEqual([MSG.wrongInput]);
  });
  it('a number with no amount is ignored', () => {
    expect(ok(parseChat('1234')).entries).toEqual([]);
    expect(ok(parseChat('x 10')).entries).toEqual([]);
  });
  it('entries report the number digits, amount, plus count and line number', () => {
    const r = ok(parseChat('hi\n12 34 x 10'));
    expect(r.entries).toEqual([
      {
        line: 2,
        numbers: '1234',
        pluses: 0,
        amount: 10,
        total: 20,
        lines: [
          { bet_numbers: '12', bet_money: 10, type: 1 },
          { bet_numbers: '34', bet_money: 10, type: 1 },
        ],
      },
    ]);
  });
});

describe('chat parser: plus sign (palti)', () => {
  it('one plus: every pair and its reverse at the amount (digits × pluses × amount)', () => {
    expect(flat('12+ x 10')).toEqual(['12@10', '21@10']);
    expect(totals('12+ x 10')).toEqual([20]);
    expect(flat('1234+ x 10')).toEqual(['12@10', '21@10', '34@10', '43@10']);
    expect(totals('+1234 into 10')).toEqual([40]);
    expect(totals('12+34 x 10')).toEqual([40]);
  });
  it('n pluses multiply the amount of each line', () => {
    expect(flat('12++ x 10')).toEqual(['12@20', '21@20']);
    expect(totals('12++ x 10')).toEqual([40]);
    expect(totals('12 + 34 + x 5')).toEqual([40]); // loose pluses count too
  });
  it('a double has no separate palti line', () => {
    expect(flat('11+ x 10')).toEqual(['11@10']);
    expect(flat('1122+ x 10')).toEqual(['11@10', '22@10']);
  });
  it("odd digit count with plus → 'Wrong Input' (no jodi can be formed)", () => {
    expect(totals('123+ x 10')).toEqual([MSG.wrongInput]);
  });
  it("pluses in the amount are not counted", () => {
    expect(flat('12 x 10+')).toEqual(['12@10']);
  });
});

describe('chat parser: line ends', () => {
  it('handles \\r\\n line ends', () => {
    expect(flat('12-10\r\n34-20\r\n')).toEqual(['12@10', '34@20']);
  });
});

/** Every invariant of a parse result; returns the first broken one (cheap enough for 1 MB inputs). */
function broken(text: string, r: ChatParseResult): string | null {
  if (!r.ok) return r.error === MSG.enterDigit && text.trim() === '' ? null : `unexpected error ${r.error}`;
  let sum = 0;
  let lineCount = 0;
  for (const e of r.entries) {
    if (e.total === MSG.wrongInput) {
      if (e.lines.length !== 0) return 'Wrong Input entry with lines';
      continue;
    }
    if (typeof e.total !== 'number' || !Number.isSafeInteger(e.total) || e.total <= 0) return `entry total ${String(e.total)}`;
    if (e.total !== totalOf(e.lines)) return 'entry total is not the sum of its lines';
    sum += e.total;
    lineCount += e.lines.length;
  }
  for (const l of r.lines) {
    if (!Number.isSafeInteger(l.bet_money) || l.bet_money < 1) return `bet_money ${l.bet_money}`;
    if (!/^[0-9]{2}$/.test(l.bet_numbers)) return `bet_numbers ${l.bet_numbers}`;
    if (l.type !== 1) return `type ${l.type}`;
  }
  if (lineCount !== r.lines.length) return 'lines are not the entries\' lines';
  if (r.total !== sum || r.total !== totalOf(r.lines)) return 'total is not the sum';
  return null;
}

function checkInvariants(text: string) {
  expect(broken(text, parseChat(text))).toBeNull();
}

const chatAlphabet = fc.constantFrom(
  ...'0123456789 +xXkKrR&)}(=-.,:/\n₹',
  'into', 'INTU', 'Int', 'rs', '१', '२', '०', '९', 'फ', 'ी', '😀', '\u0000', '\u0007', '\u202f', '\u200e', '[', ']', 'pm', ' - ', ': ',
);

describe('chat parser: properties', () => {
  it('never throws on any string; results are positive amounts or Wrong Input; totals add up', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), checkInvariants), { numRuns: runs(150) });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), checkInvariants), { numRuns: runs(150) });
    fc.assert(fc.property(fc.string({ unit: chatAlphabet, maxLength: 120 }), checkInvariants), { numRuns: runs(500) });
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }), checkInvariants), { numRuns: runs(100) });
  });
  it('even digits × amount gives half the length × amount', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 2, maxLength: 30 }).filter((s) => s.length % 2 === 0),
        fc.integer({ min: 1, max: 99999 }),
        fc.constantFrom(' x ', ' into ', ' r ', '₹', '---', ' = '),
        (digits, amount, sep) => {
          const r = ok(parseChat(`${digits}${sep}${amount}`));
          expect(r.entries).toHaveLength(1);
          expect(r.total).toBe((digits.length / 2) * amount);
          expect(r.lines.map((l) => l.bet_numbers).join('')).toBe(digits);
        },
      ),
    );
  });
  it('plus rule: digits × pluses × amount when no pair is a double', () => {
    const noDoubles = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })).filter(([a, b]) => a !== b), { minLength: 1, maxLength: 10 })
      .map((ps) => ps.map(([a, b]) => `${a}${b}`).join(''));
    fc.assert(
      fc.property(noDoubles, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 9999 }), (digits, pluses, amount) => {
        const r = ok(parseChat(`${digits}${'+'.repeat(pluses)} x ${amount}`));
        expect(r.total).toBe(digits.length * pluses * amount);
      }),
    );
  });
  const size = reps(1_000_000);
  it(`${size / 1_000_000} MB inputs parse without throwing and in linear time`, () => {
    const rnd = fc.sample(fc.string({ unit: chatAlphabet, minLength: 2000, maxLength: 2000 }), { numRuns: 1, seed: 42 })[0]!;
    const big = rnd.repeat(Math.ceil(size / rnd.length));
    const inputs = [
      big,
      '12'.repeat(size / 2) + ' x 10',
      '+'.repeat(size) + '12 x 10',
      '['.repeat(size),
      '1/1/1, 1:11 - '.repeat(size / 14),
    ];
    for (const input of inputs) {
      const t0 = performance.now();
      const r = parseChat(input);
      const ms = performance.now() - t0;
      expect(broken(input, r)).toBeNull();
      // ~0.1–1 s here, ten times that on a loaded core; quadratic behaviour would take minutes: a guard, not a budget
      expect(ms).toBeLessThan(20_000);
    }
  });
});
