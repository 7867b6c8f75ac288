import { MSG } from '../domain/messages';
import { errorText, notProvided, serverReply } from './types';

describe('serverReply: a normalized reply as the machines route on it', () => {
  it('keeps kind and message, and each flag only when it is set', () => {
    expect(serverReply({ kind: 'ok', message: 'Done' })).toEqual({ kind: 'ok', message: 'Done' });
    expect(serverReply({ kind: 'failure', message: 'x', outcomeUnknown: true, notSent: false })).toEqual({ kind: 'failure', message: 'x', outcomeUnknown: true });
    expect(serverReply({ kind: 'failure', message: 'x', outcomeUnknown: false, notSent: true })).toEqual({ kind: 'failure', message: 'x', notSent: true });
    expect(serverReply({ kind: 'failure', message: 'x', outcomeUnknown: true, notSent: true })).toEqual({ kind: 'failure', message: 'x', outcomeUnknown: true, notSent: true });
  });
});

describe('errorText: a rejected actor promise as a message for the player', () => {
  it('uses the text the rejection carries', () => {
    expect(errorText(new Error('Bet window closed'))).toBe('Bet window closed');
    expect(errorText('Insufficient balance')).toBe('Insufficient balance');
    expect(errorText({ message: 'Server busy' })).toBe('Server busy');
  });

  it('says something went wrong when the rejection carries no text', () => {
    for (const nothing of [new Error(''), '', { message: '' }, { message: 42 }, { msg: 'other field' }, null, undefined, 0, 17, true, ['text in a list']]) {
      expect(errorText(nothing), JSON.stringify(nothing) ?? String(nothing)).toBe(MSG.generic);
    }
  });
});

describe('notProvided: a network actor the UI has not supplied', () => {
  it('rejects with a message naming it', async () => {
    await expect(notProvided('placeBet')()).rejects.toThrow('placeBet actor not provided');
  });
});
