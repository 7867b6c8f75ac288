import { Placeholder } from '../../ui/Placeholder';

export default function ReceiptScreen() {
  return <Placeholder title="Receipt" />;
}
