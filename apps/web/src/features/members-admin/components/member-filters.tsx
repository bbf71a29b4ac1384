import { memberPlanFilters, memberStatuses, roles } from '@vitalia/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import type { MemberFilters } from '../api/search-members';

const choices = { role: roles, plan: memberPlanFilters, status: memberStatuses } as const;
type Choice = keyof typeof choices;

/** A value from the address, kept only when the list offers it (a hand-edited link cannot send a 4000). */
function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/**
 * The list's filters live in the address (`?q=lina&role=admin`): a link, a reload or the back button shows the same
 * members, and the filters are what the CSV export is asked for.
 */
export function useMemberFilters() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim().slice(0, 100) || undefined;
  const filters: MemberFilters = {
    ...(q ? { q } : {}),
    ...Object.fromEntries(
      (Object.keys(choices) as Choice[]).flatMap((name) => {
        const value = pick(choices[name], search.get(name));
        return value ? [[name, value]] : [];
      }),
    ),
  };
  const setFilter = (name: 'q' | Choice, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clearFilters = () => setSearch(new URLSearchParams(), { replace: true });
  return { filters, setFilter, clearFilters };
}

/** Staff type a name, a username or part of an email; the server is asked once they pause. */
const searchDelayMs = 300;

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('members-admin');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The address changed by itself (back button, a link): the box follows it.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <div className="sm:col-span-2 lg:col-span-1">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-900">
        {t('filters.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(next.trim()), searchDelayMs);
          }}
          className={cx(inputClasses(false), 'ps-10')}
        />
      </div>
    </div>
  );
}

/** Search, then role, plan and status; "all" leaves a filter out. */
export function MemberFilterBar({
  filters,
  onChange,
}: {
  filters: MemberFilters;
  onChange: (name: 'q' | Choice, value: string) => void;
}) {
  const { t } = useTranslation('members-admin');
  const keyPrefix: Record<Choice, string> = { role: 'roles', plan: 'plans', status: 'statuses' };
  const optionLabel = (name: Choice, value: string) => t(`${keyPrefix[name]}.${value}`);
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
      <SearchBox value={filters.q ?? ''} onSearch={(text) => onChange('q', text)} />
      {(Object.keys(choices) as Choice[]).map((name) => (
        <SelectField
          key={name}
          label={t(`filters.${name}`)}
          value={filters[name] ?? ''}
          onChange={(event) => onChange(name, event.target.value)}
        >
          <option value="">{t(`filters.all.${name}`)}</option>
          {choices[name].map((value) => (
            <option key={value} value={value}>
              {optionLabel(name, value)}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
