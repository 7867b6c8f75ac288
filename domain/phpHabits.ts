/**
 * How PHP backends commonly answer where the contract (domain/wire.ts) says otherwise: the habits the simulator's PHP
 * dialect plays, the client reads, and the bridge reports. Declared once; each habit can be switched on alone (for a
 * test) or all together (`php`).
 */

export const PHP_HABITS = {
  'numbers-as-strings': {
    what: 'numbers and ids as strings ("250", "12")',
    where: 'mysqli / PDO fetches return every column as a string; json_encode($row) keeps them strings',
  },
  'status-as-string': {
    what: 'status as "1" / "0"',
    where: "echo json_encode(['status' => $row['status']]) or a literal '1' in the script",
  },
  'tinyint-booleans': {
    what: 'booleans as "0" / "1"',
    where: 'MySQL has no boolean: TINYINT(1) columns come back from a fetch as the strings "0" and "1"',
  },
  'word-booleans': {
    what: 'booleans as "true" / "false"',
    where: "'error' => 'false' written by hand, or var_export($flag, true)",
  },
  nulls: {
    what: 'null for empty columns',
    where: 'a NULL column (a LEFT JOIN that found nothing, a nullable column never set) is null in json_encode',
  },
  'extra-columns': {
    what: 'extra columns nobody asked for (updated_at, is_deleted, created_by)',
    where: 'SELECT * FROM … sent whole with json_encode($rows)',
  },
  'empty-list-object': {
    what: 'a list with no rows answered as an object with a message',
    where: "if (!$rows) { echo json_encode(['status' => 0, 'msg' => 'No data found']); exit; }",
  },
  'empty-list-404': {
    what: 'a list with no rows answered as HTTP 404 with a JSON body',
    where: "http_response_code(404); echo json_encode(['status' => 0, 'msg' => 'No record found']);",
  },
  'text-html': {
    what: 'valid JSON sent as Content-Type: text/html; charset=UTF-8',
    where: "PHP's default_mimetype; the script never calls header('Content-Type: application/json')",
  },
  bom: {
    what: 'a UTF-8 byte-order mark before the JSON',
    where: 'an include file saved by an editor with a BOM: the three bytes are output before any echo',
  },
  'php-warning': {
    what: 'a PHP warning or notice printed before the JSON (<br />\\n<b>Warning</b>: …)',
    where: 'display_errors = On in production: an undefined index or a deprecated call prints before the echo',
  },
  'thousands-separators': {
    what: 'amounts with thousands separators ("1,250.50")',
    where: 'number_format($amount, 2) used for display and sent as the value',
  },
  'times-hh-mm': {
    what: 'times of day as HH:MM (no seconds)',
    where: "date('H:i', strtotime($row['end_time']))",
  },
  'times-12-hour': {
    what: 'times of day as h:mm AM / PM',
    where: "date('g:i A', strtotime($row['end_time']))",
  },
  'dates-iso': {
    what: 'days as YYYY-MM-DD where the contract shows DD-MM-YYYY',
    where: 'the DATE column sent as MySQL writes it, without date(\'d-m-Y\')',
  },
  'dates-with-time': {
    what: 'days with a time (YYYY-MM-DD HH:MM:SS) where the contract shows a day',
    where: 'a DATETIME column sent whole where the screen wants the day',
  },
  'other-spellings': {
    what: 'a field spelled differently in one call than in another (FIELD_SPELLINGS)',
    where: 'each script written by hand: `gamename` in one, `game_name` in the next',
  },
} as const satisfies Record<string, { what: string; where: string }>;

export type PhpHabit = keyof typeof PHP_HABITS;
export const PHP_HABIT_NAMES = /* @__PURE__ */ Object.keys(PHP_HABITS) as PhpHabit[];

/**
 * Fields a PHP backend may spell differently in one call than the contract does (the `other-spellings` habit):
 * `path` is where the field sits in the call's reply, `*` standing for every element of a list. The client reads
 * either spelling; the simulator's dialect sends the other one.
 */
export const FIELD_SPELLINGS = [
  { call: 'game_list', path: '', field: 'upcomming_game', other: 'upcoming_game' },
  { call: 'game_details', path: 'data.*', field: 'game_name', other: 'gamename' },
  { call: 'profile', path: 'data.*', field: 'usercode', other: 'user_code' },
  { call: 'transaction_history', path: 'data.*', field: 'add_amount', other: 'amount' },
  { call: 'my_bets', path: 'data.*', field: 'game_number', other: 'bet_number' },
] as const;

/**
 * Reply fields that carry rupees, by name in any reply (the contract types them `Num`, or a string for `add_amount`):
 * the `thousands-separators` habit writes these, and only these, as number_format($x, 2) does ("1,250.50").
 */
export const MONEY_FIELDS = [
  'wallet',
  'balance',
  'money',
  'add_amount',
  'withdrawal_amount',
  'minimum_recharge',
  'maximum_p2p',
  'jodirate',
  'hurfrate',
  'water_reward',
  'first_reward',
  'con',
  'bonus',
] as const;

/** A dialect: the contract's own answers (`[]`) or a set of habits. */
export type Dialect = readonly PhpHabit[];

/**
 * A dialect from its name: 'plain' (or '') for the contract's own, 'php' for every habit, or habit names separated
 * by commas. An unknown name is an error that lists the known ones.
 */
export function parseDialect(spec: string): { ok: true; habits: PhpHabit[] } | { ok: false; error: string } {
  const s = spec.trim();
  if (s === '' || s === 'plain') return { ok: true, habits: [] };
  if (s === 'php') return { ok: true, habits: [...PHP_HABIT_NAMES] };
  const names = s.split(',').map((x) => x.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(n in PHP_HABITS));
  if (unknown.length > 0) return { ok: false, error: `Unknown dialect ${unknown.map((u) => `'${u}'`).join(', ')}: use plain, php or habits among ${PHP_HABIT_NAMES.join(', ')}` };
  return { ok: true, habits: PHP_HABIT_NAMES.filter((h) => names.includes(h)) };
}

/** The name that parses back to the same dialect. */
export function dialectName(habits: Dialect): string {
  if (habits.length === 0) return 'plain';
  if (PHP_HABIT_NAMES.every((h) => habits.includes(h))) return 'php';
  return PHP_HABIT_NAMES.filter((h) => habits.includes(h)).join(',');
}
