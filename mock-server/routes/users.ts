/** Users and OTPs on the wire: login (both steps), push token, SMS OTP, registration, password reset. */
import { MSG } from '../../domain/messages';
import { WS_CALLS } from '../../domain/wire';
import { fail, type JsonRoutes, type WsRoutes } from './types';
import { serverText } from '../../domain/serverTexts';

/** Bounds of free-text fields (a PHP backend's VARCHAR columns). */
export const MAX_NAME = 100;
export const MAX_TOKEN = WS_CALLS.updatefcm.fields.token.max;
export const MAX_PASSWORD = 128;

export const ws: WsRoutes<'login' | 'updatefcm'> = {
  login(c) {
    const mobile = c.str('mobile');
    if (!mobile) return fail(MSG.loginMobile);
    const otp = c.str('otp');
    if (!otp) {
      const isNew = !c.w.userByMobile(mobile);
      const sent = c.w.sendOtp(mobile, 'login');
      if (!sent.ok) return fail(sent.error);
      return { status: 1, msg: MSG.otpSent, purpose: isNew ? 1 : 0 };
    }
    const r = c.w.login({ mobile, otp, refferal: c.str('refferal'), agentId: c.str('agentId') });
    if (!r.ok) return fail(r.error);
    return { status: 1, msg: r.created ? MSG.registered : serverText('loggedIn'), id: r.user.id };
  },

  updatefcm(c) {
    const token = c.str('token');
    if (!token) return fail('token required');
    if (token.length > MAX_TOKEN) return fail(`token longer than ${MAX_TOKEN} characters`);
    const r = c.w.setFcmToken(c.str('user_id'), token);
    return r.ok ? { status: 1, msg: serverText('tokenUpdated') } : fail(r.error);
  },
};

export const json: JsonRoutes<'otp' | 'register' | 'resetPassword'> = {
  otp(c) {
    const r = c.w.sendOtp(c.str('num'), 'other');
    return r.ok ? { return: true, message: MSG.otpSent } : { return: false, message: r.error };
  },

  register(c) {
    const name = c.str('name');
    const password = c.str('password');
    const refused = (message: string) => [{ error: true, status: 0, message }];
    if (name.length > MAX_NAME) return refused(`Name longer than ${MAX_NAME} characters`);
    if (password.length > MAX_PASSWORD) return refused(`Password longer than ${MAX_PASSWORD} characters`);
    const r = c.w.register({ name, mobile: c.str('username'), otp: c.str('otp'), password, refcode: c.str('refcode') });
    return r.ok ? [{ error: false, status: 1, message: MSG.registered }] : refused(r.error);
  },

  resetPassword(c) {
    const password = c.str('password');
    if (password.length > MAX_PASSWORD) return { error: true, message: serverText('fieldTooLong', { field: 'Password', n: MAX_PASSWORD }) };
    const r = c.w.resetPassword({ mobile: c.str('username'), otp: c.str('otp'), password });
    return r.ok ? { error: false, message: MSG.passwordUpdated } : { error: true, message: r.error };
  },
};
