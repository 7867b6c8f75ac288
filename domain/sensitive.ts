/**
 * What the marks of domain/wire.ts (`WsField.sensitive`, `JSON_CALL_MARKS`, `SENSITIVE_TYPES`) say, in the forms
 * the tools that write things down need: a call's request fields with their marks, a reply type's marked fields,
 * and every marked field name with its mark (for places no schema describes: a renamed field, a world's slices).
 * The bridge (bridge/redact.ts), the simulator's exports (mock-server/core/secrets.ts) and replay
 * (mock-server/recordings/replaySession.ts) hide and restore what these say — none of them lists a field name of its own.
 */
import { JSON_CALL_MARKS, SENSITIVE_TYPES, WS_CALLS, type Sensitivity, type WsField } from './wire';

export type Marks = Readonly<Record<string, Sensitivity>>;

type SecretIn<Fields> = { [K in keyof Fields]: Fields[K] extends 'secret' | { readonly sensitive: 'secret' } ? K : never }[keyof Fields];
/**
 * Every field name the contract marks `secret`, as a type: for the client, whose start cannot carry the marks
 * themselves (WS_CALLS stays out of its bundle), so it keeps a list of names that the compiler holds to this type.
 */
export type SecretFieldName =
  | { [C in keyof typeof WS_CALLS]: SecretIn<(typeof WS_CALLS)[C]['fields']> }[keyof typeof WS_CALLS]
  | { [C in keyof typeof JSON_CALL_MARKS]: SecretIn<(typeof JSON_CALL_MARKS)[C]> }[keyof typeof JSON_CALL_MARKS]
  | { [T in keyof typeof SENSITIVE_TYPES]: SecretIn<(typeof SENSITIVE_TYPES)[T]> }[keyof typeof SENSITIVE_TYPES];

/** Stronger first: a name marked twice is hidden as its stronger mark. */
const STRENGTH: readonly Sensitivity[] = ['secret', 'bank', 'identity'];
export const stronger = (a: Sensitivity | undefined, b: Sensitivity): Sensitivity => (a && STRENGTH.indexOf(a) <= STRENGTH.indexOf(b) ? a : b);

function marked(fields: Readonly<Record<string, Sensitivity | null | WsField>>): Marks {
  const out: Record<string, Sensitivity> = {};
  for (const [k, v] of Object.entries(fields)) {
    const mark = typeof v === 'object' && v !== null ? v.sensitive : v;
    if (mark) out[k] = mark;
  }
  return out;
}

const REQUEST_MARKS: Readonly<Record<string, Marks>> = {
  ...Object.fromEntries(Object.entries(WS_CALLS).map(([call, def]) => [call, marked(def.fields)])),
  ...Object.fromEntries(Object.entries(JSON_CALL_MARKS).map(([call, fields]) => [call, marked(fields)])),
};

const TYPE_MARKS: Readonly<Record<string, Marks>> = Object.fromEntries(Object.entries(SENSITIVE_TYPES).map(([type, fields]) => [type, marked(fields)]));

/** The marked fields of a call's request (form fields, or JSON query and body); {} for a call outside the contract. */
export function requestMarks(call: string): Marks {
  return REQUEST_MARKS[call] ?? {};
}

/** The marked fields of a reply type (its name in domain/wire.ts and the OpenAPI document); {} when none. */
export function typeMarks(type: string): Marks {
  return TYPE_MARKS[type] ?? {};
}

/** Every field name marked anywhere in the contract, with its (strongest) mark. */
export const MARKED_NAMES: ReadonlyMap<string, Sensitivity> = (() => {
  const out = new Map<string, Sensitivity>();
  for (const marks of [...Object.values(REQUEST_MARKS), ...Object.values(TYPE_MARKS)]) {
    for (const [name, mark] of Object.entries(marks)) out.set(name, stronger(out.get(name), mark));
  }
  return out;
})();

/** 'accountNumber', 'account-number' → ['account', 'number'] */
const words = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const MARKED_WORDS = [...MARKED_NAMES].map(([name, mark]) => ({ words: words(name), mark }));

/**
 * The mark a field the contract does not declare there most likely carries: a marked name, or a secret or bank
 * name among its words (`account_number`, `otp_code`, `user_password`, `upiId`). A name alone is not enough for
 * identity (`bet_number` is not a mobile): a mobile is found by its shape wherever it is.
 */
export function markOfName(name: string): Sensitivity | undefined {
  const exact = MARKED_NAMES.get(name);
  if (exact) return exact;
  const w = words(name);
  let found: Sensitivity | undefined;
  for (const m of MARKED_WORDS) {
    if (m.mark === 'identity' || m.words.length > w.length) continue;
    for (let i = 0; i + m.words.length <= w.length; i++) {
      if (m.words.every((x, j) => w[i + j] === x)) found = stronger(found, m.mark);
    }
  }
  return found;
}
