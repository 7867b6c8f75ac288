import { Placeholder } from '../../ui/Placeholder';

export default function HistoryScreen() {
  return <Placeholder title="History" />;
}
