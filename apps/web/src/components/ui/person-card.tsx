import { peopleEndpoints, type PersonBadge as Badge, type PersonCard } from '@vitalia/contracts';
import { BadgeCheck, Flame, Medal, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointData } from '../../lib/endpoint-queries';
import { currentLanguage, intlLocale } from '../../lib/i18n';
import { Avatar } from './avatar';
import { CloseButton } from './close-button';
import { cx } from './cx';
import { ModalDialog } from './modal-dialog';
import { Skeleton } from './skeleton';

const badgeStyles: Readonly<Record<Badge, string>> = {
  ambassador: 'bg-accent-100 text-accent-600',
  staff: 'bg-brand-50 text-brand-700',
};

/** "Ambassador" for karim, "Team" for admins: who speaks for the brand, wherever they appear. */
export function PersonBadge({ badge, className }: { badge: Badge; className?: string }) {
  const { t } = useTranslation('common');
  const Icon = badge === 'ambassador' ? Star : BadgeCheck;
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-1.5 py-px text-[0.68rem] font-semibold',
        badgeStyles[badge],
        className,
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      {t(`people.badges.${badge}`)}
    </span>
  );
}

/** The name as the person chose it, isolated: a Latin username keeps its order inside an Arabic line. */
export function PersonName({ person, className }: { person: PersonCard; className?: string }) {
  const { t } = useTranslation('common');
  return <bdi className={cx('min-w-0 truncate', className)}>{person.displayName ?? t('people.member')}</bdi>;
}

const monthOf = (month: string) =>
  new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

function CardContent({ person, titleId }: { person: PersonCard; titleId: string }) {
  const { t } = useTranslation('common');
  const card = useEndpointData(peopleEndpoints.memberCard, { params: { id: person.id } });
  // What the row already showed comes first; the card's own answer (bio, joined) fills in.
  const shown = card.data?.person ?? person;
  return (
    <div className="flex flex-col items-center gap-3 px-5 pb-6 text-center sm:px-6">
      <Avatar person={shown} src={shown.pictureUrl} className="size-20" initialsClassName="text-2xl" />
      <div className="flex max-w-full flex-wrap items-center justify-center gap-2">
        <h2 id={titleId} className="max-w-full text-lg font-semibold break-words text-ink-950">
          <PersonName person={shown} />
        </h2>
        {shown.badge && <PersonBadge badge={shown.badge} />}
      </div>
      {card.data ? (
        <>
          {card.data.bio && (
            <bdi dir="auto" className="block text-sm leading-relaxed whitespace-pre-wrap text-ink-700">
              {card.data.bio}
            </bdi>
          )}
          <p className="text-sm text-ink-500">
            {t('people.joined', { month: monthOf(card.data.joinedMonth) })}
          </p>
          {card.data.currentStreak !== null && (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-900">
              <Flame className="size-4 text-accent-600" aria-hidden="true" />
              {t('people.streak', {
                count: card.data.currentStreak,
                number: new Intl.NumberFormat(intlLocale(currentLanguage())).format(card.data.currentStreak),
              })}
            </p>
          )}
          {card.data.badges.length > 0 && (
            <div className="w-full space-y-2 text-start">
              <h3 className="text-sm font-semibold text-ink-900">{t('people.badgesTitle')}</h3>
              <ul className="flex flex-wrap gap-2">
                {card.data.badges.map((badge) => (
                  <li
                    key={badge.month}
                    lang={badge.title.language}
                    dir="auto"
                    className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-600"
                  >
                    <Medal className="size-3.5" aria-hidden="true" />
                    {badge.title.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : card.isError ? (
        <p className="text-sm text-ink-500">{t('people.loadFailed')}</p>
      ) : (
        <div role="status" className="flex w-full flex-col items-center gap-2">
          <span className="sr-only">{t('people.loading')}</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      )}
    </div>
  );
}

/** A small card about someone: their picture, name, badge, bio and the month they joined (issue 39). */
export function ProfileCardDialog({
  person,
  isOpen,
  onClose,
}: {
  person: PersonCard;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <ModalDialog
      isOpen={isOpen}
      onCancel={onClose}
      aria-labelledby={titleId}
      data-testid="profile-card"
      className="m-auto w-[calc(100%-2rem)] max-w-sm overflow-y-auto rounded-card bg-white p-0 shadow-dialog open:animate-rise"
    >
      <div className="flex justify-end px-2 pt-2">
        <CloseButton label={t('people.close')} onClick={onClose} />
      </div>
      {/* Fetched only while open: a list of fifty names asks for nothing until one is tapped. */}
      {isOpen && <CardContent person={person} titleId={titleId} />}
    </ModalDialog>
  );
}

/**
 * A person as every list shows them: picture or initials, name, badge. Tapping opens their card; someone whose card
 * cannot open (gone since) is shown the same, not as a button.
 */
export function PersonChip({
  person,
  avatarClassName = 'size-8',
  initialsClassName = 'text-xs',
  nameClassName,
  className,
}: {
  person: PersonCard;
  avatarClassName?: string;
  initialsClassName?: string;
  nameClassName?: string;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className={cx(
          'inline-flex min-w-0 items-center gap-2 rounded-full text-start focus-visible:outline-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        <Avatar
          person={person}
          src={person.pictureUrl}
          className={avatarClassName}
          initialsClassName={initialsClassName}
        />
        <PersonName person={person} className={cx('font-semibold text-ink-900', nameClassName)} />
        {person.badge && <PersonBadge badge={person.badge} />}
      </button>
      <ProfileCardDialog person={person} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
