import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { countryName } from '../../../i18n/country-names';
import { countryOptions } from './country-options';
import { Button } from '../../../components/ui/button';
import { FieldHint, SelectField } from '../../../components/ui/fields';
import { focusAfterRemoval, removesItem } from '../../../components/ui/focus-fallback';
import { useLanguage, useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';

export interface CountryPickerProps {
  /** System-required countries: shown, never removable. */
  standard: readonly string[];
  /** The whole audience, standard countries included. */
  countries: readonly string[];
  onChange: (countries: string[]) => void;
  /** Problems per audience country, by code. */
  errorFor: (code: string) => string | undefined;
  disabled?: boolean;
}

export function CountryPicker({
  standard,
  countries,
  onChange,
  errorFor,
  disabled = false,
}: CountryPickerProps) {
  const t = useMessages(zoneMessages);
  const { language } = useLanguage();
  const [choice, setChoice] = useState('');
  const standardId = useId();
  const chosenId = useId();
  const hintId = useId();
  const chosenList = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLSelectElement>(null);
  const options = useMemo(() => countryOptions(language), [language]);
  const chosen = countries.filter((code) => !standard.includes(code));
  const addable = options.filter((option) => !countries.includes(option.code));

  const add = () => {
    if (!choice) return;
    onChange([...countries, choice]);
    setChoice('');
  };
  const remove = (code: string, index: number) => {
    flushSync(() => onChange(countries.filter((other) => other !== code)));
    focusAfterRemoval(chosenList.current, index, [picker.current]);
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h4 id={standardId} className="text-sm font-semibold">
          {t('standardCountries')}
        </h4>
        <p className="muted text-xs">{t('standardCountriesHint')}</p>
        <ul aria-labelledby={standardId} className="mt-2 flex flex-wrap gap-2">
          {standard.map((code) => (
            <li
              key={code}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800"
            >
              {countryName(code, language)} <span className="muted text-xs">({code})</span>
            </li>
          ))}
        </ul>
      </div>
      <div ref={chosenList}>
        <h4 id={chosenId} className="text-sm font-semibold">
          {t('audienceCountries')}
        </h4>
        {chosen.length === 0 ? (
          <p className="muted mt-1 text-sm">{t('noAudienceCountries')}</p>
        ) : (
          <ul aria-labelledby={chosenId} className="mt-2 flex flex-wrap gap-2">
            {chosen.map((code, index) => {
              const name = countryName(code, language);
              const error = errorFor(code);
              return (
                <li
                  key={code}
                  className="flex items-center gap-1 rounded-full border border-slate-300 py-0.5 pr-1 pl-3 text-sm dark:border-slate-600"
                >
                  <span>
                    {name} <span className="muted text-xs">({code})</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={disabled}
                    aria-label={t('remove', { item: name })}
                    {...removesItem}
                    onClick={() => remove(code, index)}
                  >
                    ×
                  </Button>
                  {error && (
                    <span className="text-xs font-medium text-red-700 dark:text-red-300">
                      {error}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {/* The hint goes under the row, so the Add button lines up with the list it adds from. */}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <SelectField
            ref={picker}
            label={t('addCountry')}
            aria-describedby={hintId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={disabled}
          >
            <option value="">{t('chooseCountry')}</option>
            {addable.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Button onClick={add} disabled={disabled || !choice} className="mb-0.5">
          {t('add')}
        </Button>
        <FieldHint id={hintId} className="basis-full">
          {t('addCountryHint')}
        </FieldHint>
      </div>
    </div>
  );
}
