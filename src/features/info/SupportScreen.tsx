import { Placeholder } from '../../ui/Placeholder';

export default function SupportScreen() {
  return <Placeholder title="Support" />;
}
