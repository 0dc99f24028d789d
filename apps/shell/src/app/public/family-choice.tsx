import { useId, useState } from 'react';
import type { FamilyId, FamilyManifestEntry } from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { loginGroups } from '../routes';
import { ChevronIcon } from './icons';

export interface FamilyChoiceProps {
  families: readonly FamilyManifestEntry[];
  selected: FamilyId | undefined;
  onSelect: (family: FamilyId) => void;
}

/** Choice of test family (core spec "Login screen"): KET and Code 95 in the main row, a 'more' group for the rest. */
export function FamilyChoice({ families, selected, onSelect }: FamilyChoiceProps) {
  const { t, i18n } = useTranslation('shell');
  const { main, more } = loginGroups(families);
  const selectedInMore = more.some((f) => f.id === selected);
  const [moreOpen, setMoreOpen] = useState(selectedInMore);
  // a chosen family of the 'more' group keeps the group open
  const expanded = moreOpen || selectedInMore;
  const name = useId();
  const moreId = useId();

  const option = (family: FamilyManifestEntry) => (
    <label key={family.id} className="shell-family" data-family={family.id}>
      <input
        type="radio"
        name={name}
        value={family.id}
        checked={selected === family.id}
        onChange={() => onSelect(family.id)}
      />
      <span className="shell-family__label">{pickLocalized(family.labels, i18n.language)}</span>
    </label>
  );

  if (!main.length && !more.length) return null;
  return (
    <fieldset className="shell-fieldset">
      <legend className="shell-fieldset__legend">{t('family.legend')}</legend>
      <div className="shell-families">{main.map(option)}</div>
      {more.length > 0 && (
        <>
          {!selectedInMore && (
            <button
              type="button"
              className="shell-more"
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setMoreOpen(!expanded)}
            >
              {expanded ? t('family.less') : t('family.more')}
              <ChevronIcon open={expanded} />
            </button>
          )}
          <div
            id={moreId}
            className="shell-families shell-families--more"
            role="group"
            aria-label={t('family.moreGroup')}
            hidden={!expanded}
          >
            {more.map(option)}
          </div>
        </>
      )}
    </fieldset>
  );
}
