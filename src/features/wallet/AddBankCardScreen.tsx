import { Placeholder } from '../../ui/Placeholder';

export default function AddBankCardScreen() {
  return <Placeholder title="Add bank card" />;
}
