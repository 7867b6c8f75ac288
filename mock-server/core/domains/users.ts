/** Users and OTPs: registration, the two-step OTP login, password reset, push tokens. */
import { MSG } from '../../../domain/messages';
import { nextInt } from '../rng';
import { fail, type Result } from '../result';
import type { World } from '../state';
import { serverText } from '../../../domain/serverTexts';

export interface User {
  id: string;
  /** also the referral code */
  mobile: string;
  name: string;
  password: string;
  /** id of the inviting user, or null */
  referrer: string | null;
  agentId: string;
  createdAt: number;
  fcmToken: string;
}

export type OtpPurpose = 'login' | 'register' | 'reset' | 'other';

export interface Otp {
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  sentAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface UsersSlice {
  byId: Record<string, User>;
  /** newest first, at most OTP_KEEP */
  otps: Otp[];
  lastId: number;
}

export const initUsers = (): UsersSlice => ({ byId: {}, otps: [], lastId: 100 });

export const MOBILE_RE = /^[6-9]\d{9}$/;
const OTP_KEEP = 500;

const index = (w: World) =>
  w.derived('users', () => new Map(Object.values(w.state.users.byId).map((u) => [u.mobile, u] as const)));

export function userById(w: World, id: string): User | undefined {
  const users = w.state.users.byId;
  return Object.hasOwn(users, id) ? users[id] : undefined;
}

export function userByMobile(w: World, mobile: string): User | undefined {
  return index(w).get(mobile.trim());
}

/** A user by mobile (the referral code) or by id. */
export function userByCode(w: World, code: string): User | undefined {
  const c = code.trim();
  return c ? (userByMobile(w, c) ?? userById(w, c)) : undefined;
}

export function createUser(
  w: World,
  input: { mobile: string; name?: string; password?: string; referrer?: string; agentId?: string },
): Result<{ user: User }> {
  const mobile = input.mobile.trim();
  if (!MOBILE_RE.test(mobile)) return fail(serverText('mobileInvalid'));
  const byMobile = index(w);
  if (byMobile.has(mobile)) return fail(serverText('mobileTaken'));
  const ref = input.referrer ? userByCode(w, input.referrer) : undefined;
  const id = String(++w.state.users.lastId);
  const user: User = {
    id,
    mobile,
    name: input.name?.trim() || `Player ${mobile.slice(-4)}`,
    password: input.password ?? '',
    referrer: ref ? ref.id : null,
    agentId: input.agentId?.trim() ?? '',
    createdAt: w.now(),
    fcmToken: '',
  };
  w.state.users.byId[id] = user;
  byMobile.set(mobile, user);
  w.touch();
  return { ok: true, user };
}

/** Sends a new OTP (6 seeded random digits) to a mobile; the newest one sent is the valid one. */
export function sendOtp(w: World, mobile: string, purpose: OtpPurpose = 'login'): Result<{ otp: Otp }> {
  const m = mobile.trim();
  if (!MOBILE_RE.test(m)) return fail(serverText('mobileInvalid'));
  const now = w.now();
  const otp: Otp = {
    mobile: m,
    code: String(nextInt(w.rng, 1_000_000)).padStart(6, '0'),
    purpose,
    sentAt: now,
    expiresAt: now + w.state.settings.otpTtlMs,
    usedAt: null,
  };
  const otps = w.state.users.otps;
  otps.unshift(otp);
  if (otps.length > OTP_KEEP) otps.length = OTP_KEEP;
  w.touch();
  return { ok: true, otp };
}

/** OTPs sent to a mobile (or to all), newest first. */
export function inbox(w: World, mobile?: string): Otp[] {
  const otps = w.state.users.otps;
  return mobile ? otps.filter((o) => o.mobile === mobile.trim()) : [...otps];
}

/** The newest OTP sent to a mobile, checked against a code (not used up: the caller marks `usedAt` when it succeeds). */
export function checkOtp(w: World, mobile: string, code: string): Result<{ otp: Otp }> {
  const otp = w.state.users.otps.find((o) => o.mobile === mobile);
  if (!otp) return fail(serverText('otpFirst'));
  if (otp.code !== code.trim()) return fail(serverText('invalidOtp'));
  if (otp.usedAt !== null) return fail(serverText('otpUsed'));
  if (w.now() > otp.expiresAt) return fail(serverText('otpExpired'));
  return { ok: true, otp };
}

/** Login step 2: verifies the OTP; creates the user when the mobile is new. */
export function login(w: World, input: { mobile: string; otp: string; refferal?: string; agentId?: string }): Result<{ user: User; created: boolean }> {
  const mobile = input.mobile.trim();
  const check = checkOtp(w, mobile, input.otp);
  if (!check.ok) return check;
  let user = userByMobile(w, mobile);
  let created = false;
  if (!user) {
    const made = createUser(w, { mobile, referrer: input.refferal, agentId: input.agentId });
    if (!made.ok) return made;
    user = made.user;
    created = true;
  } else if (input.agentId?.trim() && !user.agentId) {
    user.agentId = input.agentId.trim();
  }
  check.otp.usedAt = w.now();
  w.touch();
  return { ok: true, user, created };
}

export function register(w: World, input: { name: string; mobile: string; otp: string; password: string; refcode?: string }): Result<{ user: User }> {
  const mobile = input.mobile.trim();
  if (!input.name.trim() || !mobile || !input.otp.trim() || !input.password) return fail(MSG.requiredFields);
  if (userByMobile(w, mobile)) return fail(serverText('mobileTaken'));
  const check = checkOtp(w, mobile, input.otp);
  if (!check.ok) return check;
  const made = createUser(w, { mobile, name: input.name, password: input.password, referrer: input.refcode });
  if (!made.ok) return made;
  check.otp.usedAt = w.now();
  return made;
}

export function resetPassword(w: World, input: { mobile: string; otp: string; password: string }): Result<{ user: User }> {
  const mobile = input.mobile.trim();
  if (!mobile || !input.otp.trim() || !input.password) return fail(MSG.requiredFields);
  const user = userByMobile(w, mobile);
  if (!user) return fail(serverText('mobileUnknown'));
  const check = checkOtp(w, mobile, input.otp);
  if (!check.ok) return check;
  check.otp.usedAt = w.now();
  user.password = input.password;
  w.touch();
  return { ok: true, user };
}

export function setFcmToken(w: World, userId: string, token: string): Result {
  const user = userById(w, userId);
  if (!user) return fail(serverText('userNotFound'));
  user.fcmToken = token;
  w.touch();
  return { ok: true };
}

declare module '../state' {
  interface SimState {
    users: UsersSlice;
  }
}
