import { Placeholder } from '../../ui/Placeholder';

export default function RiskDisclosureScreen() {
  return <Placeholder title="Risk disclosure" />;
}
