import { auditActions, type AuditAction, type AuditFilters } from '@vitalia/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Field, inputClasses } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useAuditActors } from '../api/audit-actors';

export type FilterName = 'action' | 'actorId' | 'member' | 'from' | 'to' | 'targetId';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDay = /^\d{4}-\d\d-\d\d$/;

/** Midnight where the reader is, `days` after the calendar day chosen; undefined for a day that is not one. */
function localMidnight(day: string | null, days = 0): string | undefined {
  if (!day || !isoDay.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = new Date(year, month - 1, date + days);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/**
 * The filters are the address's (`?action=reward.updated&from=2026-03-01`), so a link shows a colleague the same
 * entries; they are kept only when the API would take them, so a hand-edited link shows the log rather than an error.
 * Dates are calendar days where the reader is: "to" includes its whole day.
 */
export function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const action = auditActions.find((candidate) => candidate === search.get('action'));
  const actorId = search.get('actorId') ?? '';
  const member = search.get('member')?.trim().slice(0, 100) || undefined;
  const targetId = search.get('targetId')?.slice(0, 100) || undefined;
  const from = localMidnight(search.get('from'));
  const to = localMidnight(search.get('to'), 1);
  const isRangeReversed = Boolean(from && to && from >= to);
  const filters: AuditFilters = {
    ...(action ? { action } : {}),
    ...(uuid.test(actorId) ? { actorId } : {}),
    ...(member ? { member } : {}),
    ...(targetId ? { targetId } : {}),
    ...(from && !isRangeReversed ? { from } : {}),
    ...(to && !isRangeReversed ? { to } : {}),
  };
  const days = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const setFilter = (name: FilterName, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clear = () => setSearch(new URLSearchParams(), { replace: true });
  return { filters, days, isRangeReversed, setFilter, clear };
}

/** The kinds, grouped by what they act on, in the order of the contract's list. */
const groupOf: Record<string, string> = {
  member: 'members',
  plan: 'plans',
  plans: 'plans',
  reward: 'rewards',
  promo_codes: 'rewards',
  draw: 'rewards',
  community: 'community',
  feed: 'feed',
  support: 'support',
};
const actionGroups = [...new Set(Object.values(groupOf))];
const actionsIn = (group: string) =>
  auditActions.filter((action) => groupOf[action.split('.')[0]!] === group);

/** Staff type a name, a username or part of an email; the server is asked once they pause. */
const searchDelayMs = 300;

function MemberSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('audit-log');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The address changed by itself (back button, "clear"): the box follows it.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-900">
        {t('filters.member')}
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
          placeholder={t('filters.memberPlaceholder')}
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

/** Kind, staff member, member concerned and a range of days; "all" leaves a filter out. */
export function AuditFilterBar({
  filters,
  days,
  isRangeReversed,
  onChange,
}: {
  filters: AuditFilters;
  days: { from: string; to: string };
  isRangeReversed: boolean;
  onChange: (name: FilterName, value: string) => void;
}) {
  const { t } = useTranslation('audit-log');
  const actors = useAuditActors();
  const isUnlisted = filters.actorId && !actors.data?.some((actor) => actor.id === filters.actorId);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
      <SelectField
        label={t('filters.action')}
        value={filters.action ?? ''}
        onChange={(event) => onChange('action', event.target.value as AuditAction | '')}
      >
        <option value="">{t('filters.allActions')}</option>
        {actionGroups.map((group) => (
          <optgroup key={group} label={t(`filters.groups.${group}`)}>
            {actionsIn(group).map((action) => (
              <option key={action} value={action}>
                {t(`actions.${action}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.actor')}
        value={filters.actorId ?? ''}
        onChange={(event) => onChange('actorId', event.target.value)}
      >
        <option value="">{t('filters.allActors')}</option>
        {isUnlisted && <option value={filters.actorId}>{t('filters.oneActor')}</option>}
        {actors.data?.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.name}
          </option>
        ))}
      </SelectField>
      <MemberSearch value={filters.member ?? ''} onSearch={(text) => onChange('member', text)} />
      <Field
        type="date"
        label={t('filters.from')}
        value={days.from}
        max={days.to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <Field
        type="date"
        label={t('filters.to')}
        value={days.to}
        min={days.from || undefined}
        error={isRangeReversed ? t('filters.reversedRange') : undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </div>
  );
}
