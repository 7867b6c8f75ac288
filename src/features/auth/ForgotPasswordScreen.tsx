import { Placeholder } from '../../ui/Placeholder';

export default function ForgotPasswordScreen() {
  return <Placeholder title="Forgot password" />;
}
