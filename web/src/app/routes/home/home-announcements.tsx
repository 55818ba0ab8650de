import { useTranslation } from 'react-i18next';
import { Marquee } from '../../../features/content/marquee.tsx';
import { useHomeBootstrap } from '../../../lib/bootstrap.ts';
import { errorText } from '../../../lib/errors.ts';

/** The marquee on home reads home.bootstrap's `marquee`: no request of its own. */
export function HomeAnnouncements() {
  const { t } = useTranslation();
  const home = useHomeBootstrap();
  return (
    <Marquee
      items={home.data?.marquee ?? []}
      loading={home.isPending}
      errorText={home.isError ? errorText(home.error, t) : null}
      onRetry={() => void home.refetch()}
    />
  );
}
