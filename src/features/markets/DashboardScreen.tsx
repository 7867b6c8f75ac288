import { Placeholder } from '../../ui/Placeholder';

export default function DashboardScreen() {
  return <Placeholder title="Home" />;
}
