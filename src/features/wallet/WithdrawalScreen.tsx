import { Placeholder } from '../../ui/Placeholder';

export default function WithdrawalScreen() {
  return <Placeholder title="Withdrawal" />;
}
