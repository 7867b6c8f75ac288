/**
 * Pasted WhatsApp exports (issue 38, point 3): every header format the apps write, on phones set to Indian languages,
 * and the lines that name a file or carry a notice, read as what they are — never as bets.
 * Header formats come from the public test suite of Pustur/whatsapp-chat-parser; am/pm markers from Unicode CLDR's
 * dayPeriods (format and stand-alone, wide, abbreviated and narrow) over the versions Android and iOS have shipped.
 */
import fc from 'fast-check';
import { parseChat, stripChatPrefix, toAsciiDigits } from './index';
import type { ChatParseResult, ChatParseOk } from './index';

function ok(r: ChatParseResult): ChatParseOk {
  if (!r.ok) throw new Error(`expected ok, got ${r.error}`);
  return r;
}
/** "number@amount" for every line, in order. */
function flat(text: string): string[] {
  return ok(parseChat(text)).lines.map((l) => `${l.bet_numbers}@${l.bet_money}`);
}

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

describe('chat export: the examples of issue 38', () => {
  it('a Devanagari pm marker is part of the header: 2 bets for ₹20, not 7 for ₹70', () => {
    const r = ok(parseChat('21/11/26, 10:32 अपराह्न - Rahul: 12 34 x 10'));
    expect(r.lines.map((l) => `${l.bet_numbers}@${l.bet_money}`)).toEqual(['12@10', '34@10']);
    expect(r.total).toBe(20);
  });
  it('so is the Marathi म.उ.', () => {
    expect(flat('21/11/26, 10:32 म.उ. - Rahul: 12 34 x 10')).toEqual(['12@10', '34@10']);
  });
  it('a line naming an attached file gives no bet', () => {
    expect(flat('3/6/18, 1:55 p.m. - a: < attached: 00000042-PHOTO-2020-06-07-15-13-20.jpg >')).toEqual([]);
    expect(flat('IMG-20261121-WA0012.jpg (file attached)')).toEqual([]);
    expect(flat('21/11/26, 10:32 pm - Rahul: IMG-20261121-WA0012.jpg (file attached)')).toEqual([]);
  });
  it('headers with seconds and dots, or the year in the middle, are not numbers', () => {
    expect(flat('13.06.18 21.25.15: a: 12 34 x 10')).toEqual(['12@10', '34@10']);
    expect(flat('[06/2018/13, 21:25:15] a: 12 34 x 10')).toEqual(['12@10', '34@10']);
  });
});

describe('chat export: every header format', () => {
  // one example per format; each carries the body "12 34 x 10"
  const formats: Array<[string, string]> = [
    ['Android, d/m/yy, 12-hour', '3/6/18, 1:55 p.m. - a: '],
    ['Android, dd-mm-yyyy, dotted time, PM', '03-06-2018, 01.55 PM - a: '],
    ['dotted date, dotted time with seconds, colon after', '13.06.18 21.25.15: a: '],
    ['iOS, bracketed, m.d.yy, seconds', '[06.13.18 21:25:15] a: '],
    ['Finnish "klo" between date and time', '13.6.2018 klo 21.25.15 - a: '],
    ['dotted date with spaces, no dash', '13. 6. 2018. 21:25:15 a: '],
    ['iOS, "p. m." with seconds', '[3/6/18 1:55:00 p. m.] a: '],
    ['iOS, the left-to-right mark first', '\u200e[3/6/18 1:55:00 p. m.] a: '],
    ['iOS, year first', '[2018/06/13, 21:25:15] a: '],
    ['iOS, year in the middle', '[06/2018/13, 21:25:15] a: '],
    ['no-break space inside "p. m."', '3/6/2018 1:55 p.\u00a0m. - a: '],
    ['narrow no-break space before PM', '3/6/18, 1:55\u202fPM - a: '],
    ['Android, 24-hour, 4-digit year', '06/03/2017, 00:45 - Sample User: '],
    ['Android, d/m/yyyy without comma', '30/12/2020 13:00 - a: '],
    ['ISO date, seconds', '2026-11-21 22:32:05 - Rahul: '],
    ['time first in brackets (copied messages)', '[10:32 pm, 21/11/2026] Rahul: '],
    ['Hindi phone, Devanagari digits and marker', '२१/११/२६, १०:३२ अपराह्न - राजू: '],
    ['Marathi phone, Devanagari digits, म.उ.', '२१/११/२६, १०:३२ म.उ. - राजू: '],
    ['Gujarati phone, two-word marker', '21/11/26 10:32 ઉત્તર મધ્યાહ્ન - Rahul: '],
    ['Bengali phone, Bengali digits', '২১/১১/২৬ ১০:৩২ অপরাহ্ণ - Rahul: '],
    ['Tamil phone', '21-11-26, 10:32 பிற்பகல் - Rahul: '],
    ['Tamil phone, short marker', '21-11-26, 10:32 பி.ப - Rahul: '],
    ['Telugu phone, bracketed [PM]', '21-11-26 10:32 [PM] - Rahul: '],
    ['Telugu phone, narrow marker', '21-11-26 10:32 సా - Rahul: '],
    ['Kannada phone, hh:mm', '11/21/26, 09:32 ಅಪರಾಹ್ನ - Rahul: '],
    ['iOS, Hindi marker in brackets', '[21/11/26, 10:32:05 अपराह्न] Rahul: '],
    ['iOS, Kannada marker in brackets, LRM first', '\u200e[21/11/26 10:32:05 ಅಪರಾಹ್ನ] Rahul: '],
    ['a marker no table knows, before a sender', '21/11/26, 10:32 nachm. - Rahul: '],
    ['a marker no table knows, time first in brackets', '[10:32 nachm., 21/11/2026] Rahul: '],
    ['a Hindi word between date and time', '21/11/26 को 10:32 अपराह्न - Rahul: '],
    ['a Marathi word between date and time', '21/11/26 रोजी 10:32 म.उ. - Rahul: '],
  ];
  it.each(formats)('%s', (_name, header) => {
    expect(stripChatPrefix(toAsciiDigits(`${header}12 34 x 10`))).toEqual({ kind: 'message', body: '12 34 x 10' });
    expect(flat(`${header}12 34 x 10`)).toEqual(['12@10', '34@10']);
  });
  it.each(Object.entries(MARKERS))('every %s marker ends a time', (_lang, markers) => {
    for (const m of markers) {
      expect(flat(`21/11/26, 10:32 ${m} - Rahul: 12 34 x 10`), m).toEqual(['12@10', '34@10']);
      expect(flat(`[21/11/26, 10:32:05 ${m}] Rahul: 12 34 x 10`), m).toEqual(['12@10', '34@10']);
      expect(flat(`21/11/26, 10:32 ${m} - +91 98765 43210 joined using this group's invite link`), m).toEqual([]);
    }
  });
  it('a line that only looks like a date and time is a bet, not a header', () => {
    // 34 and 56 cannot be a day or a month
    expect(flat('12.34.56 10.20 x 10')).toEqual(['12@10', '34@10', '56@10', '10@10', '20@10']);
    expect(stripChatPrefix('12 34 x 10')).toEqual({ kind: 'continuation', body: '12 34 x 10' });
  });
});

describe('chat export: files and notices give no bet', () => {
  const attachments = [
    '3/6/18, 1:55 p.m. - a: < attached: 00000042-PHOTO-2020-06-07-15-13-20.jpg >',
    '3/6/18, 1:55 p.m. - a: IMG-20210428-WA0001.jpg (file attached)',
    '3/6/18, 1:55 p.m. - a: 2015-08-04-PHOTO-00004762.jpg <\u200eattached>',
    '3/6/18, 1:55 p.m. - a: \u200e4f2680f1db95a8454775cc2eefc95bfc.jpg (Datei angehängt)',
    '\u200e[21/11/26, 10:32:05 PM] Rahul: \u200e<attached: 00000012-WhatsApp Image 2026-11-21 at 10.32.05 PM.jpeg>',
    '21/11/26, 10:32 pm - Rahul: WhatsApp Image 2026-11-21 at 10.32.05 PM.jpeg (file attached)',
    '21/11/26, 10:32 pm - Rahul: Kalyan chart 2026.pdf (file attached)',
    '[21/11/26, 10:32:05 PM] Rahul: \u200eKalyan chart.pdf • \u200e3 pages \u200edocument omitted',
    '[21/11/26, 10:32:05 PM] Rahul: \u200eimage omitted',
    '21/11/26, 10:32 pm - Rahul: <Media omitted>',
    '21/11/26, 10:32 pm - Rahul: \u200e<Media weggelassen>',
    '21/11/26, 10:32 pm - Rahul: PTT-20261121-WA0003.opus (file attached)',
    'IMG-20261121-WA0012.jpg (file attached)',
    'IMG-20261121-WA0012.jpg',
    'VID-20261121-WA0007.mp4',
    '21/11/26, 10:32 pm - Rahul: https://maps.google.com/?q=19.0760,72.8777',
    '21/11/26, 10:32 pm - Rahul: location: https://maps.google.com/?q=19.0760,72.8777',
  ];
  it.each(attachments)('%s', (line) => {
    expect(ok(parseChat(line)).entries).toEqual([]);
  });

  const notices = [
    '21/11/26, 10:30 pm - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
    '[21/11/26, 10:30:05 PM] Kalyan 786: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
    '[21/11/26, 10:31:00 PM] Kalyan 786: \u200e+91 98765 43210 joined using this group\u2019s invite link',
    '+91 98765 43210 joined using this group\'s invite link',
    '+91 98765 43210 left',
    'You added +91 98765 43210',
    'Rahul removed +91 91234 56789',
    '+91 98765 43210 changed to +91 91234 56789',
    'Your security code with +91 98765 43210 changed. Tap to learn more.',
    '21/11/26, 10:32 pm - Rahul: You deleted this message',
    '21/11/26, 10:32 pm - Rahul: This message was deleted',
    '[21/11/26, 10:32:05 PM] Rahul: \u200eThis message was deleted.',
    '21/11/26, 10:32 pm - Rahul: <This message was edited>',
    'Rahul changed the group name from "Kalyan 12" to "Milan 34"',
    'Rahul created group "Satta 2026"',
    'OPTION: 12 34 (5 votes)',
  ];
  it.each(notices)('%s', (line) => {
    expect(ok(parseChat(line)).entries).toEqual([]);
  });

  it('a notice between lines breaks a block as a blank line does', () => {
    expect(flat('12 34\n<Media omitted>\nx 10')).toEqual(flat('12 34\n\nx 10'));
    expect(flat('12 34\n+91 98765 43210 left\n56 x 10')).toEqual(['12@34', '56@10']);
  });
  it('a caption under an attachment is read as a message', () => {
    expect(flat('21/11/26, 10:32 pm - Rahul: IMG-20261121-WA0012.jpg (file attached)\n12 34 x 10')).toEqual(['12@10', '34@10']);
  });
  it('an edited bet keeps its numbers', () => {
    expect(flat('21/11/26, 10:32 pm - Rahul: 12 34 x 10 <This message was edited>')).toEqual(['12@10', '34@10']);
  });
  it('a palti bet that starts with + is no phone number', () => {
    expect(flat('+12 34 56 78 90 x 10')).toHaveLength(10);
    expect(flat('+1234567890 के 10')).toEqual(flat('+1234567890 ke 10'));
    expect(flat('+1234567890 के 10')).toHaveLength(10);
  });
});

// ───────────────────────── properties ─────────────────────────

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

describe('chat export: linear time on hostile text', () => {
  it('near-headers, spaces, file names, phone numbers and links of 1 MB parse in linear time', () => {
    const inputs = [
      ('[1/1/11 1:11' + ' '.repeat(148) + '\n').repeat(5000), // a bracket never closed, spaces where the marker goes
      ('21/11/26, 10:32' + ' p. m.'.repeat(25) + '\n').repeat(5000),
      ('[1:11 ' + 'x '.repeat(70) + '\n').repeat(5000), // time first, no date after it
      ('1/1/11, ' + 'abcdef '.repeat(22) + '\n').repeat(5000),
      ('1'.repeat(1000) + '.jpg ').repeat(1000), // each file name walked back once
      'IMG-1.jpg ('.repeat(100_000),
      '+9 '.repeat(300_000),
      'https://a1 '.repeat(100_000),
      ('<' + '1'.repeat(50) + '>\n').repeat(20_000),
    ];
    for (const input of inputs) {
      const t0 = performance.now();
      expect(parseChat(input).ok).toBe(true);
      expect(performance.now() - t0).toBeLessThan(2000); // ~0.1–0.8 s on a loaded 2-CPU machine; a backtracking header regex takes many seconds
    }
  });
});
