/**
 * The reply reader's last guard: whatever fails inside it while reading a reply, the screen gets a failure it can
 * show (spec §3: a reply must never crash the UI), and the call counts as one whose outcome is unknown.
 */
afterEach(() => {
  vi.doUnmock('../../domain/jsonTail');
  vi.resetModules();
});

it('a reader that throws inside gives the unexpected-reply failure, outcome unknown, never a throw', async () => {
  vi.resetModules();
  vi.doMock('../../domain/jsonTail', () => ({
    recoverJsonTail: () => {
      throw new RangeError('Maximum call stack size exceeded');
    },
  }));
  const { normalizeReply, MESSAGES } = await import('../../src/api/normalize');
  expect(normalizeReply({ status: 200, statusText: 'OK', text: '<b>Notice</b> {"status":1}' })).toEqual({
    kind: 'failure',
    message: MESSAGES.unexpected,
    data: null,
    outcomeUnknown: true,
  });
});
