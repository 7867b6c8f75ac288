/**
 * A reply with text before its JSON — a PHP warning or notice printed before the echo (`<br />\n<b>Warning</b>: …
 * {"status":1}`): the JSON behind it, which the client reads (src/api/normalize.ts) and the bridge checks
 * (bridge/contract.ts), and the text before it.
 */

const MAX_RECOVERY_ATTEMPTS = 64;

/**
 * Text before a JSON object/array (PHP notice case): the longest JSON tail that parses, with the prefix.
 * Only tried when the body ends with '}' or ']'; bounded so a large HTML page cannot make it slow.
 */
export function recoverJsonTail(text: string): { value: unknown; prefix: string } | null {
  const t = text.trimEnd();
  const last = t[t.length - 1];
  if (last !== '}' && last !== ']') return null;
  let attempts = 0;
  for (let i = 0; i < t.length && attempts < MAX_RECOVERY_ATTEMPTS; i++) {
    const c = t[i];
    if (c !== '{' && c !== '[') continue;
    attempts++;
    try {
      const value: unknown = JSON.parse(t.slice(i));
      if (typeof value === 'object' && value !== null) return { value, prefix: t.slice(0, i) };
    } catch {
      /* not from here */
    }
  }
  return null;
}
