import { Placeholder } from '../../ui/Placeholder';

export default function BankCardScreen() {
  return <Placeholder title="Bank card" />;
}
