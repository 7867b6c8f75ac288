/**
 * Register (/register/:refcode?, spec §2, §4, §5): name, mobile, verification code with the OTP button, password and
 * the recommendation code, locked (read-only) to the route's code or the configured default.
 * 'Enter required fields.' when any is empty; success 'Registration successfully!' then /login after 1 s.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useRegisterMutation } from '../../api/auth';
import { MSG, validateRegister } from '../../../domain/rules';
import { config } from '../../config';
import { PhoneField, TextField } from '../../ui/Field';
import { OtpButton } from '../../ui/OtpButton';
import { AuthLayout, PasswordField, useSubmitThenLogin } from './parts';
import { useT } from '../../i18n/useT';

const CODE_MAX_DIGITS = 8;

export default function RegisterScreen() {
  const refcode = (useParams().refcode ?? '').trim() || config.defaultRefcode;
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [register] = useRegisterMutation();
  const t = useT();
  const { submit, calling, locked } = useSubmitThenLogin((b: Parameters<typeof register>[0]) => register(b).unwrap(), MSG.registered);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(validateRegister({ mobile, name, code, password, refcode }), { name: name.trim(), otp: code, username: mobile, password, refcode });
  };

  return (
    <AuthLayout
      title={t('auth.register')}
      subtitle={t('auth.register.subtitle')}
      busy={calling}
      footer={
        <nav className="auth-links" aria-label={t('auth.links')}>
          <Link to="/login">{t('auth.toLogin')}</Link>
        </nav>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField id="reg-name" label={t('auth.name')} autoComplete="name" placeholder={t('auth.namePlaceholder')} value={name} onChange={setName} />
        <PhoneField id="reg-mobile" value={mobile} onChange={setMobile} />
        <TextField id="reg-code" label={t('auth.verificationCode')} digits={CODE_MAX_DIGITS} autoComplete="one-time-code" placeholder={t('ui.otp')} value={code} onChange={setCode}>
          <OtpButton mobile={mobile} controls="reg-code" />
        </TextField>
        <PasswordField id="reg-password" label={t('auth.password')} value={password} onChange={setPassword} />
        <TextField id="reg-refcode" label={t('auth.recommendationCode')} value={refcode} onChange={() => undefined} readOnly aria-readonly="true" />
        <button type="submit" className="btn btn-block" disabled={locked}>
          {t('auth.register')}
        </button>
      </form>
    </AuthLayout>
  );
}
