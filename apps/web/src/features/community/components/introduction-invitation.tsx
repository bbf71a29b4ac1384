import { isolate, paths } from '@vitalia/contracts';
import { Hand } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useChannels, useIntroduction } from '../api/community-queries';
import { useMembership } from '../api/live-stream';
import { useIntroductionDismissal } from '../hooks/use-introduction-dismissal';

/** What the channel screen reads from the navigation: the member came to say hello, so the message box is ready. */
export interface ChannelArrival {
  isIntroducing: true;
}

/**
 * A new member's invitation to say hello in the introductions channel (issue 39): one tap joins it if need be and
 * opens it with the message box focused. It goes once they have posted anything in the community (the server stops
 * inviting) or closed it (this device remembers).
 */
export function IntroductionInvitation() {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { isDismissed, dismiss } = useIntroductionDismissal();
  const invitation = useIntroduction(!isDismissed);
  const channels = useChannels(false);
  const join = useMembership('join');
  const [problem, setProblem] = useState<string | null>(null);
  const channel = channels.data?.find((candidate) => candidate.id === invitation.data?.channelId);
  if (isDismissed || !channel) return null;

  async function open() {
    if (!channel) return;
    setProblem(null);
    try {
      if (!channel.joined) await join.mutateAsync({ params: { channelId: channel.id } });
      const arrival: ChannelArrival = { isIntroducing: true };
      await navigate(paths.channel(channel.id), { state: arrival });
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  }

  return (
    <section
      aria-labelledby="introduction-title"
      className="mb-4 flex items-start gap-3 rounded-card bg-brand-50 p-4 ring-1 ring-brand-200"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700">
        <Hand className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="introduction-title" className="font-semibold text-ink-950">
          {t('introduction.title')}
        </h2>
        <p className="mt-0.5 text-sm text-ink-700">
          {t('introduction.text', { channel: isolate(channel.name.text) })}
        </p>
        <Button className="mt-3" isLoading={join.isPending} onClick={() => void open()}>
          {t('introduction.action')}
        </Button>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {errorText(problem)}
          </p>
        )}
      </div>
      <CloseButton label={t('introduction.dismiss')} onClick={dismiss} className="-me-2 -mt-2" />
    </section>
  );
}
