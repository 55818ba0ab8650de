/**
 * Pieces of the game list pages (lists, providers, lottery): the top bar of a page that hides
 * the header (the way home and the title), and the vendor tiles' placeholders while the
 * categories load.
 */
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/** Spec "Layout", back control: the previous page when there is one, else /m/home. */
export function GameListTop({ title, homeLabel }: { title: string; homeLabel: string }) {
  return (
    <div className="game-list__top">
      <BackLink className="game-list__home" label={homeLabel}>
        <Icon name="back" />
      </BackLink>
      <h1 className="game-list__title">{title}</h1>
    </div>
  );
}

/** Four grey vendor tiles, hidden from assistive technology (the list is busy). */
export function VendorPlaceholders() {
  return (
    <ul className="game-list__vendors" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="paged-list__placeholder">
          <span className="skeleton-block" />
        </li>
      ))}
    </ul>
  );
}
