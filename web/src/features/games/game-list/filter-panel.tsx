/**
 * The game list's filter panel (spec section 2 "Game lists"): the game provider, the game
 * sub-type (RNG only: the vendor classifications), the minimum bet, Reset and Apply, and links
 * to the other categories. Choices stay in the panel until Apply; Reset empties them.
 */
import { MIN_BET_OPTIONS, type GameType, type MinBetOption } from '@app/contracts/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { pathOf } from '../../../lib/paths.ts';
import { useCategories } from '../games-queries.ts';
import type { ListParams } from './list-params.ts';

/** What Apply hands back: the list starts again at page 1 with it. */
export interface FilterChoice {
  vendor: string | null;
  minBet: MinBetOption | null;
  /** The RNG sub-type (a classification key) or 'all'; unchanged for other types. */
  classify: string;
}

/** The categories the panel links to, as the footer and side menu name them. */
const OTHER_CATEGORIES = ['rng', 'fish', 'pvp', 'live', 'sports', 'elott'] as const;

const TEXTS = ['gameList', 'routes'] as const;

export function FilterPanel({
  open,
  gameType,
  params,
  onApply,
  onClose,
}: {
  open: boolean;
  gameType: GameType;
  params: ListParams;
  onApply: (choice: FilterChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(TEXTS);
  return (
    <Dialog
      open={open}
      title={t('filter.title')}
      closeLabel={t('filter.close')}
      onClose={onClose}
      className="filter-panel"
    >
      {/* Mounted afresh on every opening: the panel starts from the list's own view. */}
      <FilterForm gameType={gameType} params={params} onApply={onApply} />
    </Dialog>
  );
}

function FilterForm({
  gameType,
  params,
  onApply,
}: {
  gameType: GameType;
  params: ListParams;
  onApply: (choice: FilterChoice) => void;
}) {
  const { t } = useTranslation(TEXTS);
  const category = useCategories().data?.find((c) => c.gameType === gameType);
  const subTypes = gameType === 'RNG' ? (category?.classifications ?? []) : [];
  const isSubType = (key: string) =>
    subTypes.some((s) => s.key.toLowerCase() === key.toLowerCase());
  const [vendor, setVendor] = useState(params.vendor);
  const [minBet, setMinBet] = useState(params.minBet);
  const [subType, setSubType] = useState(isSubType(params.classify) ? params.classify : 'all');

  const apply = () =>
    onApply({
      vendor,
      minBet,
      // Another type keeps its category; RNG's sub-type is chosen here.
      classify: subTypes.length > 0 ? subType : params.classify,
    });
  const reset = () => {
    setVendor(null);
    setMinBet(null);
    setSubType('all');
  };

  return (
    <form
      className="filter-panel__form"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <ChoiceGroup
        name="vendor"
        legend={t('filter.provider')}
        value={vendor ?? ''}
        options={[
          { value: '', label: t('classify.all') },
          ...(category?.vendors ?? []).map((v) => ({ value: v.vendor, label: v.displayName })),
        ]}
        onChange={(value) => setVendor(value || null)}
      />
      {subTypes.length > 0 ? (
        <ChoiceGroup
          name="subType"
          legend={t('filter.subType')}
          value={subType}
          options={[
            { value: 'all', label: t('classify.all') },
            ...subTypes.map((s) => ({ value: s.key, label: s.displayName })),
          ]}
          onChange={setSubType}
        />
      ) : null}
      <ChoiceGroup
        name="minBet"
        legend={t('filter.minBet')}
        value={minBet ?? ''}
        options={[
          { value: '', label: t('classify.all') },
          ...MIN_BET_OPTIONS.map((option) => ({ value: option, label: option })),
        ]}
        onChange={(value) => setMinBet((value || null) as MinBetOption | null)}
      />
      <div className="filter-panel__actions">
        <Button type="button" variant="secondary" onClick={reset}>
          {t('filter.reset')}
        </Button>
        <Button type="submit">{t('filter.apply')}</Button>
      </div>
      <nav className="filter-panel__links" aria-label={t('filter.otherCategories')}>
        {OTHER_CATEGORIES.map((route) => (
          <Link key={route} to={pathOf(route)}>
            {t(`routes:titles.${route}`)}
          </Link>
        ))}
      </nav>
    </form>
  );
}

/** One question of the panel: native radio buttons drawn as chips. */
function ChoiceGroup({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="filter-panel__group">
      <legend>{legend}</legend>
      <div className="filter-panel__choices">
        {options.map((option) => (
          <label key={option.value || 'all'} className="filter-panel__choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="chip game-list__chip">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
