import { Placeholder } from '../../ui/Placeholder';

export default function HelpScreen() {
  return <Placeholder title="Help" />;
}
