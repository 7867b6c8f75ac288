/**
 * Every header, file and notice format the WhatsApp apps write (issue 38, point 3), generated: a header of any date,
 * time, am/pm marker and form is no bet, nor is a file name, an attachment line or a system notice. The examples are
 * in chatExport.test.ts. am/pm markers from Unicode CLDR's dayPeriods (format and stand-alone, wide, abbreviated and
 * narrow) over the versions Android and iOS have shipped.
 */
import fc from 'fast-check';
import { parseChat, stripChatPrefix } from './index';
import { flat, ok } from './test-helpers';

/** am and pm as CLDR writes them for each language (every width and version seen); Latin forms first. */
const MARKERS: Record<string, readonly string[]> = {
  latin: ['am', 'pm', 'AM', 'PM', 'a.m.', 'p.m.', 'a. m.', 'p. m.', 'a.\u00a0m.', 'p.\u00a0m.', '[AM]', '[PM]'],
  hi: ['पूर्वाह्न', 'अपराह्न', 'पूर्व', 'अपर', 'पू', 'अ'],
  mr: ['म.पू.', 'म.उ.', 'म.नं.', 'स', 'सं'],
  gu: ['પૂર્વ મધ્યાહ્ન', 'ઉત્તર મધ્યાહ્ન'],
  bn: ['পূর্বাহ্ণ', 'অপরাহ্ণ'],
  ta: ['முற்பகல்', 'பிற்பகல்', 'மு.ப', 'பி.ப'],
  te: ['పూర్వాహ్నం', 'అపరాహ్నం', 'ఉ', 'సా'],
  kn: ['ಪೂರ್ವಾಹ್ನ', 'ಅಪರಾಹ್ನ', 'ಪೂ', 'ಅ'],
};
const ALL_MARKERS = Object.values(MARKERS).flat();

describe('chat export: am and pm', () => {
  it.each(Object.entries(MARKERS))('every %s marker ends a time', (_lang, markers) => {
    for (const m of markers) {
      expect(flat(`21/11/26, 10:32 ${m} - Rahul: 12 34 x 10`), m).toEqual(['12@10', '34@10']);
      expect(flat(`[21/11/26, 10:32:05 ${m}] Rahul: 12 34 x 10`), m).toEqual(['12@10', '34@10']);
      expect(flat(`21/11/26, 10:32 ${m} - +91 98765 43210 joined using this group's invite link`), m).toEqual([]);
    }
  });
  it.each(Object.entries(MARKERS))('every %s marker ends a time before a colon: a phone-number sender after it is no bet', (_lang, markers) => {
    for (const m of markers) expect(flat(`21/11/26, 10:32 ${m}: +91 98765 43210: 12 34 x 10`), m).toEqual(['12@10', '34@10']);
  });
});

describe('chat export: where a header starts and ends', () => {
  const message = { kind: 'message', body: '12 x 10' };
  it.each([
    ['[21/11/26 को 10:32:05 PM] Rahul: 12 x 10'],
    ['[21.11.2026 klo 10.32.05] Rahul: 12 x 10'],
  ])('a word between date and time inside brackets: %s', (line) => {
    expect(stripChatPrefix(line)).toEqual(message);
  });
  it('the text before "]" may hold emoji, each one character', () => {
    const moons = '\u{1f319}'.repeat(13);
    expect(stripChatPrefix(`[10:32 pm, 21/11/2026 ${moons}] Rahul: 12 x 10`)).toEqual(message);
    expect(stripChatPrefix(`[10:32 pm ${moons}, 21/11/2026] Rahul: 12 x 10`)).toEqual(message);
  });
  it.each([
    ['[21/11/26, 10:32:05 Rahul: 12 x 10'], // a bracket never closed
    ['12 34 x 10 21/11/26, 10:32 pm - Rahul: 56 x 20'], // a date and time further on in a line
    ['10 [21/11/26, 10:32:05 PM] Rahul: 56 x 20'],
  ])('no header: %s', (line) => {
    expect(stripChatPrefix(line)).toEqual({ kind: 'continuation', body: line });
  });
  it('a sender with nothing after the colon starts a message (its text begins on the next line)', () => {
    expect(stripChatPrefix('21/11/26, 10:32 pm - Rahul:')).toEqual({ kind: 'message', body: '' });
    expect(stripChatPrefix('[21/11/26, 10:32:05 PM] Rahul:')).toEqual({ kind: 'message', body: '' });
  });
  it('a notice whose text holds a colon after a time is no message: its numbers are no bets', () => {
    const line = '21/11/26, 10:32 pm - Rahul changed the subject to "Milan 9:30 open: 12 ke 90"';
    expect(stripChatPrefix(line)).toEqual({ kind: 'system', body: '' });
    expect(flat(line)).toEqual([]);
  });
});

const pad2 = (n: number) => String(n).padStart(2, '0');
const space = fc.constantFrom(' ', '\u00a0', '\u202f');

/** A date as the apps write it: day/month order, 2- or 4-digit year first, middle or last, / . or - between. */
const date = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 2009, max: 2030 }),
    order: fc.constantFrom('dmy', 'mdy', 'ymd', 'myd'),
    sep: fc.constantFrom('/', '.', '-'),
    padded: fc.boolean(),
    longYear: fc.boolean(),
  })
  .map(({ day, month, year, order, sep, padded, longYear }) => {
    const p = (n: number) => (padded ? pad2(n) : String(n));
    const y = order === 'ymd' || order === 'myd' || longYear ? String(year) : pad2(year % 100);
    const parts = { d: p(day), m: p(month), y };
    return [...order].map((k) => parts[k as 'd' | 'm' | 'y']).join(sep);
  });

/** A time: 12-hour with any marker (before it one of the spaces) or 24-hour, seconds or not, : or . between. */
const time = fc
  .record({
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.option(fc.integer({ min: 0, max: 59 })),
    sep: fc.constantFrom(':', '.'),
    marker: fc.option(fc.constantFrom(...ALL_MARKERS), { freq: 3 }),
    space,
  })
  .map(({ hour, minute, second, sep, marker, space: sp }) => {
    const h = marker === null ? pad2(hour) : String(hour % 12 || 12);
    const hms = `${h}${sep}${pad2(minute)}${second === null ? '' : `${sep}${pad2(second)}`}`;
    return marker === null ? hms : `${hms}${sp}${marker}`;
  });

const sender = fc.constantFrom('Rahul', 'Sonu Bhai', '+91 98765 43210', 'राजू', 'Pappu 🙏', 'a', 'Kalyan 786 Group');

/** A whole header: Android (dash), iOS (brackets, maybe the LRM first), time-first brackets, colon after the time. */
const header = fc
  .record({ date, time, sender, form: fc.constantFrom('android', 'ios', 'ios-lrm', 'time-first', 'colon'), comma: fc.boolean() })
  .map(({ date: d, time: t, sender: s, form, comma }) => {
    const dt = `${d}${comma ? ',' : ''} ${t}`;
    switch (form) {
      case 'android':
        return `${dt} - ${s}: `;
      case 'ios':
        return `[${dt}] ${s}: `;
      case 'ios-lrm':
        return `\u200e[${dt}] ${s}: `;
      case 'time-first':
        return `[${t}, ${d}] ${s}: `;
      default:
        return `${dt}: ${s}: `;
    }
  });

/** Bet text (no colon, no slash: what a message body holds), possibly over several lines. */
const body = fc
  .array(
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 8 }),
      fc.constantFrom(' ', '+', ' x ', ' ke ', ' rs ', ' into ', '₹', '-', '=', '&', ')', '\n', ', ', ' Gali ', ' गली ', ' के '),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''))
  .filter((text) => text.trim() !== ''); // a blank text is an error of its own ('Please Enter Digit')

const fileName = fc
  .record({
    kind: fc.constantFrom('IMG', 'VID', 'AUD', 'PTT', 'DOC', 'STK'),
    day: fc.integer({ min: 20090101, max: 20301231 }),
    n: fc.integer({ min: 0, max: 9999 }),
    ext: fc.constantFrom('jpg', 'jpeg', 'JPG', 'png', 'webp', 'mp4', 'opus', 'pdf', 'vcf', 'docx'),
    style: fc.constantFrom('android', 'ios', 'hash'),
    stamp: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })),
  })
  .map(({ kind, day, n, ext, style, stamp: [h, m, s] }) => {
    const d = String(day);
    if (style === 'android') return `${kind}-${d}-WA${String(n).padStart(4, '0')}.${ext}`;
    if (style === 'ios') return `${String(n).padStart(8, '0')}-PHOTO-${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}-${pad2(h)}-${pad2(m)}-${pad2(s)}.${ext}`;
    return `${(day * 7919 + n).toString(16).padStart(32, '0')}.${ext}`;
  });

const attachmentLine = fc
  .tuple(fileName, fc.constantFrom('< attached: F >', '<attached: F>', '\u200e<attached: F>', 'F (file attached)', 'F <\u200eattached>', 'F (Datei angehängt)', 'F'))
  .map(([f, form]) => form.replace('F', f));

const phone = fc.tuple(fc.integer({ min: 60000, max: 99999 }), fc.integer({ min: 0, max: 99999 })).map(([a, b]) => `+91 ${a} ${String(b).padStart(5, '0')}`);
const notice = fc.oneof(
  fc.constantFrom(
    'Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
    'You deleted this message',
    'This message was deleted',
    '<This message was edited>',
    '<Media omitted>',
    '\u200e<Media weggelassen>',
    'image omitted',
    '\u200eimage omitted',
  ),
  phone.map((p) => `${p} joined using this group's invite link`),
  phone.map((p) => `\u200e${p} joined using this group\u2019s invite link`),
  phone.map((p) => `${p} left`),
  phone.map((p) => `You added ${p}`),
  fc.tuple(phone, phone).map(([a, b]) => `${a} changed to ${b}`),
  phone.map((p) => `Your security code with ${p} changed. Tap to learn more.`),
);

describe('chat export: properties', () => {
  it('a header (any date, time, marker and format) followed by a body parses exactly as the body alone', () => {
    fc.assert(
      fc.property(header, body, (h, b) => {
        expect(parseChat(h + b)).toEqual(parseChat(b));
      }),
      { numRuns: 1500 },
    );
  });
  it('a file name or an attachment line, with or without a header, never becomes a bet', () => {
    fc.assert(
      fc.property(fc.option(header), attachmentLine, (h, line) => {
        expect(ok(parseChat((h ?? '') + line)).entries).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });
  it('a system notice, with or without a header, never becomes a bet', () => {
    fc.assert(
      fc.property(fc.option(header), notice, (h, line) => {
        expect(ok(parseChat((h ?? '') + line)).entries).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });
  it('an attachment line or a notice between bets changes them as a blank line would', () => {
    fc.assert(
      fc.property(body, fc.oneof(attachmentLine, notice), body, (before, line, after) => {
        expect(parseChat(`${before}\n${line}\n${after}`)).toEqual(parseChat(`${before}\n\n${after}`));
      }),
      { numRuns: 600 },
    );
  });
});
