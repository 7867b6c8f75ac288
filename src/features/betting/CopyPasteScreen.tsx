import { Placeholder } from '../../ui/Placeholder';

export default function CopyPasteScreen() {
  return <Placeholder title="Copy paste" />;
}
