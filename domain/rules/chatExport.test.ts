/**
 * Pasted WhatsApp exports (issue 38, point 3), by example: the header formats the apps write, on phones set to Indian
 * languages, the lines that name a file or carry a notice — never bets — and a pasted conversation. Header formats come
 * from the public test suite of Pustur/whatsapp-chat-parser. chatExportFormats.test.ts generates every format.
 */
import { parseChat, stripChatPrefix, toAsciiDigits } from './index';
import { isNotice, withoutNames } from './chatExport';
import { flat, ok, reps } from './test-helpers';

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

describe('chat export: a pasted conversation', () => {
  it('strips WhatsApp prefixes (12h, 24h, bracketed, dashed, narrow no-break space)', () => {
    expect(stripChatPrefix('[10:32 pm, 21/11/2026] Rahul: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('[21/11/26, 10:32:05 PM] Rahul Bhai: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('[21.11.26, 22:32:05] Rahul: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('21/11/26, 10:32 pm - Rahul: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('21/11/26, 10:32\u202fpm - +91 98765 43210: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('11/21/26, 22:32 - Rahul: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('\u200e[21/11/26, 10:32:05 PM] Rahul: 12 x 10')).toEqual({ kind: 'message', body: '12 x 10' });
    expect(stripChatPrefix('12 34 x 10')).toEqual({ kind: 'continuation', body: '12 34 x 10' });
  });
  it('lines with a timestamp but no sender are system notices and are skipped', () => {
    expect(stripChatPrefix('21/11/26, 10:32 pm - +91 98765 43210 joined using this group\'s invite link')).toEqual({ kind: 'system', body: '' });
    expect(flat('21/11/26, 10:32 pm - +91 98765 43210 joined using this group\'s invite link')).toEqual([]);
  });
  it('parses a pasted conversation; sender numbers and times are not bets', () => {
    const chat = [
      '21/11/26, 10:30 pm - Messages and calls are end-to-end encrypted.',
      '21/11/26, 10:31 pm - Admin: Faridabad open 🙏',
      '21/11/26, 10:32 pm - +91 98765 43210: 12 34 56 x 10',
      '21/11/26, 10:33 pm - Rahul: 1234+ into 5',
      '78 90',
      'x 20',
      '[10:34 pm, 21/11/2026] Sonu: 45 54 ₹50',
      '21/11/26, 10:35 pm - Sonu: <Media omitted>',
    ].join('\n');
    expect(flat(chat)).toEqual(['12@10', '34@10', '56@10', '12@5', '21@5', '34@5', '43@5', '78@20', '90@20', '45@50', '54@50']);
    const r = ok(parseChat(chat));
    expect(r.total).toBe(30 + 20 + 40 + 100);
  });
  it('a new message never completes a previous message', () => {
    const chat = ['21/11/26, 10:32 pm - A: 12 34', '21/11/26, 10:33 pm - B: x 10'].join('\n');
    expect(flat(chat)).toEqual(['12@34']);
  });
});

describe('chat export: linear time on hostile text', () => {
  it('near-headers, spaces, file names, phone numbers and links of 1 MB (0.1 MB under a mutation run) parse in linear time', () => {
    const inputs = [
      ('[1/1/11 1:11' + ' '.repeat(148) + '\n').repeat(reps(5000)), // a bracket never closed, spaces where the marker goes
      ('21/11/26, 10:32' + ' p. m.'.repeat(25) + '\n').repeat(reps(5000)),
      ('[1:11 ' + 'x '.repeat(70) + '\n').repeat(reps(5000)), // time first, no date after it
      ('1/1/11, ' + 'abcdef '.repeat(22) + '\n').repeat(reps(5000)),
      ('1'.repeat(1000) + '.jpg ').repeat(reps(1000)), // each file name walked back once
      'IMG-1.jpg ('.repeat(reps(100_000)),
      '+9 '.repeat(reps(300_000)),
      'https://a1 '.repeat(reps(100_000)),
      ('<' + '1'.repeat(50) + '>\n').repeat(reps(20_000)),
    ];
    // the parse's own CPU time, which other processes on a busy machine do not stretch (decision 110): ~0.1–0.5 s
    // each; a backtracking header regex takes many seconds
    const cpuMs = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    for (const input of inputs) {
      const t0 = process.cpuUsage();
      expect(parseChat(input).ok).toBe(true);
      expect(cpuMs(t0)).toBeLessThan(2000);
    }
  });
});

describe('chat export: which three numbers are a date', () => {
  const message = { kind: 'message', body: '12 x 10' };
  // day ≤ 31 and month ≤ 12 in either order, and a 2- or 4-digit year; anything else is no header
  it.each([
    ['1/1/2026', true],
    ['31/5/2026', true],
    ['5/31/2026', true],
    ['13/12/2026', true],
    ['12/13/2026', true],
    ['0/1/2026', false],
    ['1/0/2026', false],
    ['32/5/2026', false],
    ['5/32/2026', false],
    ['13/13/2026', false],
    ['012/11/26', false], // 3 digits: neither a day, a month nor a year
    ['11/012/26', false],
    ['5/6/7', false], // no 2- or 4-digit year
  ])('%s is a date: %s', (date, isDate) => {
    const line = `${date} 10:32 - a: 12 x 10`;
    expect(stripChatPrefix(line)).toEqual(isDate ? message : { kind: 'continuation', body: line });
  });
  it('any direction mark, a byte-order mark or a space may stand before the header (decision 108)', () => {
    const leads = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\ufeff', ' ', '\u202a\u200e '];
    for (const lead of leads) expect(stripChatPrefix(`${lead}[21/11/26, 10:32:05 PM] Rahul: 12 x 10`)).toEqual(message);
    // the first character alone is no header: a letter, or a mark the header does not allow
    for (const lead of ['x', '\u2029', '\u200d']) {
      const line = `${lead}[21/11/26, 10:32:05 PM] Rahul: 12 x 10`;
      expect(stripChatPrefix(line)).toEqual({ kind: 'continuation', body: line });
    }
  });
  it('a header is looked for in the first 160 characters of a line only', () => {
    const line = `21/11/26,${' '.repeat(200)}10:32 - a: 12 x 10`;
    expect(stripChatPrefix(line)).toEqual({ kind: 'continuation', body: line });
  });
});

describe('chat export: isNotice', () => {
  it.each([
    ['<Media omitted>'],
    ['<: IMG-0042.jpg>'], // an empty label: no digit before the colon
    ['image omitted'],
    ['image omitted.'],
    ['Bild weggelassen'],
    ['OPTION: 12 34 (1 vote)'],
    ['option: 12 34 (5 votes)'],
    ['+91 98765 43210 left'],
    ['+12345 67890 left'], // exactly 10 digits
    ['+91 98765 43210  left'],
    ['a.pdf (file attached)'],
    ['IMG-1.jpg  (file attached)'],
    ['IMG-1.jpg\u00a0\u200e<attached>'],
    ['a.doc (file attached)'],
    ['a.xls (file attached)'],
    ['a.ppt (file attached)'],
  ])('%j is a notice', (text) => {
    expect(isNotice(text)).toBe(true);
  });
  it.each([
    [''],
    ['   '],
    ['<12 34>'], // digits in the brackets: a bet
    ['<Rahul bhai'], // a bracket opened, none closed
    ['Rahul bhai>'],
    ['Rahul bhai'],
    ['12 34 (5 votes)'], // votes, but no poll option
    ['OPTION: 12 34'], // a poll option, but no votes
    ['+12 34 56 78 left'], // 8 digits: no phone number
    ['+5 +91 98765 43210 left'], // the phone number does not start the line
    ['IMG-1.jpg 12 x 10'], // a file name, then no bracket
    ['IMG-1.jpg x (10)'],
  ])('%j is no notice', (text) => {
    expect(isNotice(text)).toBe(false);
  });
  it.each([' ', '\t', '\u00a0', '\u202f', '\u200e', '\u200f', '\ufeff'])('blanks (%j) around a notice are ignored', (blank) => {
    expect(isNotice(`${blank}<Media omitted>${blank}`)).toBe(true);
  });
  it('only the first 300 characters are read', () => {
    expect(isNotice(`${'12 '.repeat(100)}joined using this group`)).toBe(false);
    expect(isNotice(`${'12 '.repeat(90)}joined using this group`)).toBe(true);
  });
});

describe('chat export: withoutNames', () => {
  it.each([
    ['12 34', '12 34'],
    ['a.jpg 12', '  12'],
    ['12 IMG-20261121-WA0012.jpg 34', '12   34'],
    ['12https://a.in/5 34', '12  34'],
    ['12 http://a.in/5 34', '12   34'],
    ['12 34.', '12 34.'],
    // a link with no dot in it
    ['12 http://localhost:8080 34', '12   34'],
    ['12 https://10/5 34', '12   34'],
  ])('%j: each file name and link becomes a space → %j', (body, out) => {
    expect(withoutNames(body)).toBe(out);
  });
});
