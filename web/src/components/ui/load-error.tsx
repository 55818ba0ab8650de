import { Button } from './button.tsx';
import './ui.css';

/** "Loading failed, click to retry": the whole message is the retry button. */
export function LoadError({
  label,
  detail,
  onRetry,
}: {
  label: string;
  detail?: string;
  onRetry: () => void;
}) {
  return (
    <div className="load-error" role="alert">
      {detail ? <p className="load-error__detail">{detail}</p> : null}
      <Button variant="secondary" onClick={onRetry}>
        {label}
      </Button>
    </div>
  );
}
