import { Placeholder } from '../../ui/Placeholder';

export default function PromotionScreen() {
  return <Placeholder title="Promotion" />;
}
