import { Placeholder } from '../../ui/Placeholder';

export default function MineScreen() {
  return <Placeholder title="Profile" />;
}
