import { Placeholder } from '../../ui/Placeholder';

export default function ChatRoomScreen() {
  return <Placeholder title="Chat room" />;
}
