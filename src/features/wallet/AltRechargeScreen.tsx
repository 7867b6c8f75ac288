import { Placeholder } from '../../ui/Placeholder';

export default function AltRechargeScreen() {
  return <Placeholder title="Recharge" />;
}
