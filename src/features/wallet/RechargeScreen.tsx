import { Placeholder } from '../../ui/Placeholder';

export default function RechargeScreen() {
  return <Placeholder title="Recharge" />;
}
