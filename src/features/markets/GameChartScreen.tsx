import { Placeholder } from '../../ui/Placeholder';

export default function GameChartScreen() {
  return <Placeholder title="Result chart" />;
}
