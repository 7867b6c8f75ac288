import { Placeholder } from '../../ui/Placeholder';

export default function CrossingScreen() {
  return <Placeholder title="Crossing" />;
}
