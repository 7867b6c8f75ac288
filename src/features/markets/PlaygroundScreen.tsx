import { Placeholder } from '../../ui/Placeholder';

export default function PlaygroundScreen() {
  return <Placeholder title="Markets" />;
}
