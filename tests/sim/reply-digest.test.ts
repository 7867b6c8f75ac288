/**
 * A recording keeps a digest of each reply (status, length, hash, head), enough to tell whether a replay answered the
 * same. The hash is taken of the reply's UTF-8 bytes four at a time and names its kind ('w53:'); recordings made
 * before it (a bare cyrb53 of the UTF-16 text) still replay: a reply is compared by the kind of hash its recording has.
 */
import { describe, expect, it } from 'vitest';
import { digest, sameReply } from '../../mock-server/core';

const BODY = '{"status":1,"msg":"पास 🎉"}';

describe('reply digests', () => {
  it('name their hash, and tell replies apart by any byte, in any script', () => {
    const d = digest(200, BODY);
    expect(d).toMatchObject({ status: 200, length: BODY.length, head: BODY });
    expect(typeof d === 'object' && d.hash).toMatch(/^w53:[0-9a-f]+$/);
    expect(sameReply(d, digest(200, BODY))).toBe(true);
    for (const other of ['{"status":1,"msg":"पास 🎊"}', '{"status":1,"msg":"पास 🎉"} ', '{"status":2,"msg":"पास 🎉"}', 'abc', 'abd', ''])
      expect(sameReply(d, digest(200, other)), other).toBe(false);
    // the bytes left over after the last whole word count
    expect(sameReply(digest(200, 'abcde'), digest(200, 'abcdf'))).toBe(false);
    expect(sameReply(digest(200, BODY), digest(500, BODY))).toBe(false);
  });

  it('a reply is hashed as the recording it is compared with was (older recordings: cyrb53, bare hex)', () => {
    const older = { status: 200, length: BODY.length, hash: '31c45e6a08be4', head: BODY };
    expect(sameReply(older, digest(200, BODY, older))).toBe(true);
    expect(sameReply(older, digest(200, BODY.replace('1', '2'), older))).toBe(false);
    const now = digest(200, BODY);
    expect(sameReply(now, digest(200, BODY, now))).toBe(true);
  });

  it('a reply whose byte-order mark travels beside its text digests as its whole text (recordings made with it in the text still compare)', () => {
    for (const body of [BODY, 'x'.repeat(300), '']) {
      const whole = digest(200, `\uFEFF${body}`);
      expect(digest(200, body, undefined, true), body.slice(0, 20)).toEqual(whole);
      const older = { ...(whole as object), hash: (digest(200, `\uFEFF${body}`, { status: 200, length: 0, hash: 'ab', head: '' }) as { hash: string }).hash } as typeof whole;
      expect(sameReply(older, digest(200, body, older, true))).toBe(true);
    }
  });
});
