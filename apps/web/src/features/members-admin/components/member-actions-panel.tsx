import {
  canChangeRole,
  isolate,
  roles,
  type MemberDetail,
  type Role,
  type Subscription,
} from '@vitalia/contracts';
import { CalendarPlus, CalendarX, LogOut, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { confirmAlert } from '../../../lib/alert-store';
import {
  useChangeRole,
  useRevokeComplimentary,
  useSignOutEverywhere,
  useStartDeletion,
} from '../api/member-actions';
import { GrantPremiumDialog } from './grant-premium-dialog';
import { nameOf, useMemberFormat } from './member-text';

/** What an action came to: a success in words, or the failure to put in words by its code. */
export type ActionOutcome = { tone: 'success'; text: string } | { tone: 'error'; error: unknown };

type Action = 'role' | 'revoke' | 'signOut' | 'deletion';

function ActionRow({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink-950">{title}</h3>
        <p className="text-sm text-ink-500">{text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** D2: the roles this caller may give this member, the current one included (it is the select's starting value). */
export function rolesOffered(myRole: Role, member: { role: Role }): Role[] {
  return roles.filter((role) => canChangeRole(myRole, member.role, role));
}

function RoleChange({
  member,
  myRole,
  isBusy,
  onChange,
}: {
  member: MemberDetail['member'];
  myRole: Role;
  isBusy: boolean;
  onChange: (role: Role) => void;
}) {
  const { t } = useTranslation('members-admin');
  const [role, setRole] = useState<Role>(member.role);
  const offered = rolesOffered(myRole, member);
  if (offered.length < 2) return null;
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 sm:flex-row sm:items-end">
      <SelectField
        label={t('actions.role.label')}
        hint={t('actions.role.hint')}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        className="min-w-0 flex-1"
      >
        {offered.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        className="sm:mb-7"
        disabled={role === member.role}
        isLoading={isBusy}
        onClick={() => onChange(role)}
      >
        {t('actions.role.submit')}
      </Button>
    </div>
  );
}

/**
 * Staff actions on a member, each confirmed first and answered at the top of the page. Shown only when the caller may
 * act on this member (never on themselves; admin never on karim): the API refuses the rest anyway.
 */
export function MemberActionsPanel({
  detail,
  myRole,
  onOutcome,
}: {
  detail: MemberDetail;
  myRole: Role;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const { t } = useTranslation('members-admin');
  const format = useMemberFormat();
  const { member, subscription } = detail;
  const memberId = member.id;
  const name = nameOf(member);
  const isolated = isolate(name);
  const [busy, setBusy] = useState<Action | null>(null);
  const [isGranting, setIsGranting] = useState(false);
  const changeRole = useChangeRole();
  const revoke = useRevokeComplimentary();
  const signOut = useSignOutEverywhere();
  const startDeletion = useStartDeletion();
  // D4: Premium a member pays for needs no complimentary period (the API answers 8002).
  const isPaying = subscription?.tier === 'premium' && subscription.isActive;

  async function run(
    action: Action,
    confirm: { title: string; message: string; confirmText: string },
    work: () => Promise<string>,
  ) {
    if (!(await confirmAlert(confirm))) return;
    setBusy(action);
    try {
      onOutcome({ tone: 'success', text: await work() });
    } catch (error) {
      onOutcome({ tone: 'error', error });
    } finally {
      setBusy(null);
    }
  }

  const onRole = (role: Role) =>
    void run(
      'role',
      {
        title: t('actions.role.confirmTitle', { name: isolated, role: t(`roles.${role}`) }),
        message: t(`actions.role.consequence.${role}`),
        confirmText: t('actions.role.submit'),
      },
      async () => {
        await changeRole.mutateAsync({ params: { memberId }, body: { role } });
        return t('actions.role.done', { name: isolated, role: t(`roles.${role}`) });
      },
    );

  const onRevoke = (until: string) =>
    void run(
      'revoke',
      {
        title: t('actions.revoke.confirmTitle'),
        message: t('actions.revoke.confirmMessage', { name: isolated, date: format.day(until) }),
        confirmText: t('actions.revoke.submit'),
      },
      async () => {
        await revoke.mutateAsync({ params: { memberId } });
        return t('actions.revoke.done', { name: isolated });
      },
    );

  const onSignOut = () =>
    void run(
      'signOut',
      {
        title: t('actions.signOut.confirmTitle', { name: isolated }),
        message: t('actions.signOut.confirmMessage'),
        confirmText: t('actions.signOut.submit'),
      },
      async () => {
        await signOut.mutateAsync({ params: { memberId } });
        return t('actions.signOut.done', { name: isolated });
      },
    );

  const onDeletion = () =>
    void run(
      'deletion',
      {
        title: t('actions.deletion.confirmTitle', { name: isolated }),
        message: t('actions.deletion.confirmMessage'),
        confirmText: t('actions.deletion.submit'),
      },
      async () => {
        const { data } = await startDeletion.mutateAsync({ params: { memberId } });
        return t('actions.deletion.done', { date: format.day(data.purgeAfter) });
      },
    );

  function onGranted(granted: Subscription) {
    setIsGranting(false);
    const until = granted.complimentaryUntil ?? granted.currentPeriodEnd;
    onOutcome({
      tone: 'success',
      text: until
        ? t('grant.done', { name: isolated, date: format.day(until) })
        : t('grant.doneUndated', { name: isolated }),
    });
  }

  const running = member.complimentaryUntil;
  return (
    <SectionCard icon={ShieldCheck} title={t('actions.title')} description={t('actions.description')}>
      <div className="divide-y divide-ink-100">
        <RoleChange
          key={member.role}
          member={member}
          myRole={myRole}
          isBusy={busy === 'role'}
          onChange={onRole}
        />
        <ActionRow
          title={t('actions.premium.title')}
          text={
            running
              ? t('actions.premium.running', { date: format.day(running) })
              : isPaying
                ? t('actions.premium.paying')
                : t('actions.premium.none')
          }
        >
          {!isPaying && (
            <Button variant="secondary" onClick={() => setIsGranting(true)}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              {running ? t('actions.premium.extend') : t('actions.premium.grant')}
            </Button>
          )}
          {running && (
            <Button variant="danger-outline" isLoading={busy === 'revoke'} onClick={() => onRevoke(running)}>
              {busy !== 'revoke' && <CalendarX className="size-4" aria-hidden="true" />}
              {t('actions.revoke.submit')}
            </Button>
          )}
        </ActionRow>
        <ActionRow title={t('actions.signOut.title')} text={t('actions.signOut.text')}>
          <Button variant="secondary" isLoading={busy === 'signOut'} onClick={onSignOut}>
            {busy !== 'signOut' && <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
            {t('actions.signOut.submit')}
          </Button>
        </ActionRow>
        <ActionRow
          title={t('actions.deletion.title')}
          text={
            member.deletionRequestedAt
              ? t('actions.deletion.pending', { date: format.moment(member.deletionRequestedAt) })
              : t('actions.deletion.text')
          }
        >
          {!member.deletionRequestedAt && (
            <Button variant="danger-outline" isLoading={busy === 'deletion'} onClick={onDeletion}>
              {busy !== 'deletion' && <Trash2 className="size-4" aria-hidden="true" />}
              {t('actions.deletion.submit')}
            </Button>
          )}
        </ActionRow>
      </div>
      <GrantPremiumDialog
        isOpen={isGranting}
        memberId={memberId}
        memberName={isolated}
        runningUntil={running}
        onClose={() => setIsGranting(false)}
        onGranted={onGranted}
      />
    </SectionCard>
  );
}
