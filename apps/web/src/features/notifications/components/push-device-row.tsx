import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Switch } from '../../../components/ui/switch';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { isRefusedAtPrompt, usePushDevice } from '../hooks/use-push-device';

/**
 * "Push notifications on this device": the switch asks the browser, on this tap only, then subscribes; off, the
 * server forgets the device and the browser's subscription ends. Under it, what holds now, and how to undo a block.
 */
export function PushDeviceRow({ pushReasonId }: { pushReasonId: string }) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const device = usePushDevice();
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const statusId = useId();

  const isOn = device.working === 'turningOn' || (device.state === 'on' && device.working !== 'turningOff');
  const isDisabled =
    device.state === null ||
    device.state === 'unsupported' ||
    device.state === 'blocked' ||
    device.working !== null;
  const status = device.working
    ? t(`push.device.${device.working}`)
    : t(`push.device.${device.state ?? 'checking'}`);

  async function onChange(turnOn: boolean) {
    setProblem(null);
    try {
      if (turnOn) await device.turnOn();
      else await device.turnOff();
      showToast({ message: t(turnOn ? 'push.device.turnedOn' : 'push.device.turnedOff') });
    } catch (error) {
      // Refused at the prompt: the blocked state below says so, and how to undo it.
      if (isRefusedAtPrompt(error)) return;
      setProblem(error instanceof ApiError ? (errorText(error.code) ?? null) : t('push.device.failed'));
    }
  }

  return (
    <div className="mb-2 space-y-2 border-b border-ink-100 pb-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <BellRing className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="min-w-0">
            <p id={labelId} className="text-sm font-medium text-ink-900">
              {t('push.device.label')}
            </p>
            <p
              id={statusId}
              role="status"
              className={cx('text-xs', device.state === 'blocked' ? 'text-danger-700' : 'text-ink-500')}
            >
              {status}
            </p>
          </div>
        </div>
        <Switch
          isOn={isOn}
          onChange={(on) => void onChange(on)}
          isDisabled={isDisabled}
          labelledBy={labelId}
          describedBy={statusId}
          className="min-w-12 shrink-0"
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
      {device.state !== 'on' && (
        <p id={pushReasonId} className="text-xs text-ink-500">
          {t('preferences.pushNeedsDevice')}
        </p>
      )}
    </div>
  );
}
