import { Placeholder } from '../../ui/Placeholder';

export default function ChatListScreen() {
  return <Placeholder title="Chat" />;
}
