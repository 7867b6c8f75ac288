import { Placeholder } from '../../ui/Placeholder';

export default function RateListScreen() {
  return <Placeholder title="Rate list" />;
}
