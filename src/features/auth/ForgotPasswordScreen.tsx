/**
 * Forgot password (/forgot-password, spec §2, §4, §5): mobile, OTP (OTP button), new password, Submit.
 * 'Enter required fields.' when any is empty; success 'Password successfully updated!' then /login after 1 s.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useResetPasswordMutation } from '../../api/auth';
import { MSG, validateForgotPassword } from '../../../domain/rules';
import { PhoneField, TextField } from '../../ui/Field';
import { OtpButton } from '../../ui/OtpButton';
import { AuthLayout, PasswordField, useSubmitThenLogin } from './parts';
import { useT } from '../../i18n/useT';

const CODE_MAX_DIGITS = 8;

export default function ForgotPasswordScreen() {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [resetPassword] = useResetPasswordMutation();
  const t = useT();
  const { submit, calling, locked } = useSubmitThenLogin((b: Parameters<typeof resetPassword>[0]) => resetPassword(b).unwrap(), MSG.passwordUpdated);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(validateForgotPassword({ mobile, otp, password }), { otp, username: mobile, password });
  };

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      busy={calling}
      footer={
        <nav className="auth-links" aria-label={t('auth.links')}>
          <Link to="/login">{t('auth.backToLogin')}</Link>
          <Link to="/register">{t('auth.newHere')}</Link>
        </nav>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PhoneField id="fp-mobile" value={mobile} onChange={setMobile} />
        <TextField id="fp-otp" label={t('ui.otp')} digits={CODE_MAX_DIGITS} autoComplete="one-time-code" placeholder={t('ui.otp')} value={otp} onChange={setOtp}>
          <OtpButton mobile={mobile} controls="fp-otp" />
        </TextField>
        <PasswordField id="fp-password" label={t('auth.newPassword')} value={password} onChange={setPassword} />
        <button type="submit" className="btn btn-block" disabled={locked}>
          {t('auth.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
