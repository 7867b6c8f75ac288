import { Placeholder } from '../../ui/Placeholder';

export default function P2PScreen() {
  return <Placeholder title="P2P transfer" />;
}
