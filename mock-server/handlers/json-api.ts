/**
 * api/*.php (JSON bodies and query strings). Returns null for calls this simulator does not serve (→ 404).
 */
import type { BetRecReply, OtpReply, RegisterReply, ResetPasswordReply, ResultRecReply } from '../../domain/wire';
import type { Sim } from '../core';
import { betWire, chartRows, page } from './replies';
import { str, type Fields } from './request';

export interface JsonReply {
  httpStatus?: number;
  body: unknown;
}

function otp(sim: Sim, f: Fields): OtpReply {
  const r = sim.sendOtp(str(f, 'num'), 'other');
  return r.ok ? { return: true, message: 'OTP send successfully!' } : { return: false, message: r.error };
}

function register(sim: Sim, f: Fields): RegisterReply {
  const r = sim.register({ name: str(f, 'name'), mobile: str(f, 'username'), otp: str(f, 'otp'), password: str(f, 'password'), refcode: str(f, 'refcode') });
  return [r.ok ? { error: false, status: 1, message: 'Registration successfully!' } : { error: true, status: 0, message: r.error }];
}

function resetPassword(sim: Sim, f: Fields): ResetPasswordReply {
  const r = sim.resetPassword({ mobile: str(f, 'username'), otp: str(f, 'otp'), password: str(f, 'password') });
  return r.ok ? { error: false, message: 'Password successfully updated!' } : { error: true, message: r.error };
}

function resultRec(sim: Sim, f: Fields): ResultRecReply {
  const m = sim.market(str(f, 'game'));
  if (!m) return { status: 0, msg: 'Game not found', data: [] };
  sim.tick();
  return { status: 1, msg: 'Result record', data: page(chartRows(m), f.page ?? '1') };
}

function betRec(sim: Sim, f: Fields): BetRecReply {
  const userId = str(f, 'user');
  if (!sim.user(userId)) return { status: 0, msg: 'User not found', data: [] };
  const marketId = str(f, 'game');
  if (marketId && !sim.market(marketId)) return { status: 0, msg: 'Game not found', data: [] };
  const bets = sim.userBets(userId, marketId ? { marketId } : {});
  return { status: 1, msg: 'Bet record', data: page(bets, f.page ?? '1').map((b) => betWire(sim, b)) };
}

export function jsonApi(sim: Sim, file: string, method: string, f: Fields): JsonReply | null {
  const action = str(f, 'action');
  const route = `${method} ${file}${action ? `?${action}` : ''}`;
  switch (route) {
    case 'GET otp.php':
    case 'POST otp.php':
      return { body: otp(sim, f) };
    case 'POST auth.php?addusers':
      return { body: register(sim, f) };
    case 'POST auth.php?resetpassword':
      return { body: resetPassword(sim, f) };
    case 'GET game.php?resultrec':
      return { body: resultRec(sim, f) };
    case 'GET game.php?betrec':
      return { body: betRec(sim, f) };
    default:
      return null;
  }
}
