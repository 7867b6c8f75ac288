import { Placeholder } from '../../ui/Placeholder';

export default function PlayScreen() {
  return <Placeholder title="Jodi" />;
}
