import {
  canActOn,
  ErrorCode,
  hasPermission,
  isolate,
  type MemberDetail,
  type Payment,
  paths,
} from '@vitalia/contracts';
import { Info, ScrollText, UserX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { confirmAlert } from '../../../lib/alert-store';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { useResendReceipt } from '../api/member-actions';
import { useMemberDetail } from '../api/member-detail';
import { MemberActionsPanel, type ActionOutcome } from './member-actions-panel';
import {
  ModerationSection,
  PaymentsSection,
  ProfileSection,
  RewardsSection,
  SignInSection,
  SubscriptionSection,
} from './member-sections';
import { EmailAddress, nameOf } from './member-text';

function MemberSkeleton() {
  const { t } = useTranslation('members-admin');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('member.loading')}
      </span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-40" />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        {[0, 1].map((column) => (
          <Card key={column} className="space-y-3 !p-5 sm:!p-6">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Why no action is offered: one's own account, or a member only karim may act on (D2). */
function NoActions({ isSelf }: { isSelf: boolean }) {
  const { t } = useTranslation('members-admin');
  return (
    <p className="flex items-start gap-2 rounded-card bg-ink-50 p-4 text-sm text-ink-700 ring-1 ring-inset ring-ink-100">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {isSelf ? t('member.selfNote') : t('member.notYoursNote')}
    </p>
  );
}

/** `asOf`: when this answer came, the moment its grants' states are read against. */
function MemberPage({ detail, asOf }: { detail: MemberDetail; asOf: number }) {
  const { t } = useTranslation('members-admin');
  const errorText = useErrorText();
  const me = useAuthStore((state) => state.profile);
  const resend = useResendReceipt();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const { member } = detail;
  const isSelf = me?.id === member.id;
  const canAct = me != null && !isSelf && canActOn(me.role, member.role);

  const onOutcome = useCallback(
    (outcome: ActionOutcome) =>
      setNotice((previous) =>
        nextNotice(
          previous,
          outcome.tone === 'success'
            ? outcome
            : { tone: 'error', text: errorText(apiErrorOf(outcome.error).code) ?? '' },
        ),
      ),
    [errorText],
  );

  async function onResend(payment: Payment) {
    const values = { number: isolate(payment.number), email: isolate(member.email) };
    const isConfirmed = await confirmAlert({
      title: t('payments.confirmTitle', values),
      message: t('payments.confirmMessage', values),
      confirmText: t('payments.resend'),
    });
    if (!isConfirmed) return;
    setResendingId(payment.id);
    try {
      await resend.mutateAsync({ params: { memberId: member.id, paymentId: payment.id } });
      onOutcome({ tone: 'success', text: t('payments.done', values) });
    } catch (error) {
      onOutcome({ tone: 'error', error });
    } finally {
      setResendingId(null);
    }
  }

  return (
    <>
      <ScreenHeader
        title={<bdi>{nameOf(member)}</bdi>}
        description={<EmailAddress email={member.email} />}
        backTo={paths.adminMembers()}
        actions={
          hasPermission(me?.role, 'audit_log') && (
            <Link
              to={`${paths.adminAudit()}?targetId=${encodeURIComponent(member.id)}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <ScrollText className="size-4" aria-hidden="true" />
              {t('member.auditLink')}
            </Link>
          )
        }
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4 sm:mb-6"
      />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4 sm:space-y-6">
          <ProfileSection member={member} />
          {canAct && me ? (
            <MemberActionsPanel detail={detail} myRole={me.role} onOutcome={onOutcome} />
          ) : (
            <NoActions isSelf={isSelf} />
          )}
          <SignInSection methods={detail.signInMethods} />
        </div>
        <div className="space-y-4 sm:space-y-6">
          <SubscriptionSection detail={detail} asOf={asOf} />
          <PaymentsSection
            payments={detail.payments}
            canResend={canAct}
            busyPaymentId={resendingId}
            onResend={(payment) => void onResend(payment)}
          />
          <RewardsSection detail={detail} />
          <ModerationSection moderation={detail.moderation} />
        </div>
      </div>
    </>
  );
}

/** `/app/admin/members/:memberId`: one member's account, billing and history, and what staff can do for them. */
export function MemberScreen() {
  const { t } = useTranslation('members-admin');
  const { memberId = '' } = useParams();
  const detail = useMemberDetail(memberId);

  if (detail.isPending) return <MemberSkeleton />;
  if (detail.isError) {
    // A malformed id is a 4000, an unknown (or purged) member a 4004: both mean there is no one here.
    const code = apiErrorOf(detail.error).code;
    if (isCode(code, ErrorCode.notFound, ErrorCode.invalidRequest)) {
      return (
        <>
          <ScreenHeader title={t('member.notFoundTitle')} backTo={paths.adminMembers()} />
          <EmptyState
            icon={UserX}
            title={t('member.notFound')}
            hint={t('member.notFoundHint')}
            isAlert
            action={
              <Link to={paths.adminMembers()} className={buttonClasses({ variant: 'secondary' })}>
                {t('member.toList')}
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <ScreenHeader title={t('member.loadFailedTitle')} backTo={paths.adminMembers()} />
        <Card>
          <QueryLoadError query={detail} message={t('member.loadFailed')} />
        </Card>
      </>
    );
  }
  return <MemberPage detail={detail.data} asOf={detail.dataUpdatedAt} />;
}
