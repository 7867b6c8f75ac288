import { Placeholder } from '../../ui/Placeholder';

export default function LoginScreen() {
  return <Placeholder title="Login" />;
}
