import { Placeholder } from '../../ui/Placeholder';

export default function RegisterScreen() {
  return <Placeholder title="Register" />;
}
