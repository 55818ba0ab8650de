import { Icon } from '../../components/ui/icon.tsx';

/** Nothing to list (no reward to claim, nothing received yet): a gift and the reason. */
export function RewardsEmpty({ text }: { text: string }) {
  return (
    <p className="rewards-empty">
      <Icon name="gift" size={40} />
      {text}
    </p>
  );
}
