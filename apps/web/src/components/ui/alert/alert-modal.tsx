import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import { Button, type ButtonVariant } from '../button';
import { cx } from '../cx';
import { ModalDialog } from '../modal-dialog';
import { Spinner } from '../spinner';
import { hideAlert, useAlertStore, type AlertButton, type AlertButtonStyle } from '../../../lib/alert-store';

const buttonVariant: Record<AlertButtonStyle, ButtonVariant> = {
  default: 'primary',
  cancel: 'danger-outline',
  destructive: 'danger',
};

function AlertIcon({
  isSuccess,
  isInfo,
  isLoading,
}: {
  isSuccess: boolean;
  isInfo: boolean;
  isLoading: boolean;
}) {
  if (isLoading) return <Spinner size="lg" className="text-brand-700" />;
  if (isSuccess) return <CircleCheck className="size-10 text-success-600" aria-hidden="true" />;
  if (isInfo) return <Info className="size-10 text-brand-600" aria-hidden="true" />;
  return <CircleAlert className="size-10 text-danger-600" aria-hidden="true" />;
}

/**
 * The global alert (spec §2, §4, §8) on a native modal <dialog>: the rest of the page is inert while it is open,
 * so focus stays inside; Escape presses the cancel button; focus returns to where it was.
 */
export function AlertModal() {
  const alert = useAlertStore();
  const titleId = useId();
  const messageId = useId();

  function press(button: AlertButton) {
    hideAlert();
    button.onPress?.();
  }

  function onCancel() {
    if (alert.isLoading) return;
    const cancelButton = alert.buttons.find((button) => button.style === 'cancel');
    if (cancelButton) press(cancelButton);
    else hideAlert();
  }

  return (
    <ModalDialog
      isOpen={alert.visible}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={alert.message ? messageId : undefined}
      aria-busy={alert.isLoading || undefined}
      onCancel={onCancel}
      className={cx(
        'm-auto w-[calc(100%-2rem)] max-w-sm rounded-card bg-white p-6 text-center shadow-dialog',
        alert.animationType === 'rise' && 'open:animate-rise',
      )}
    >
      {alert.visible && (
        <>
          <div className="mb-3 flex justify-center">
            <AlertIcon isSuccess={alert.isSuccess} isInfo={alert.isInfo} isLoading={alert.isLoading} />
          </div>
          <h2 id={titleId} className="text-lg font-semibold text-ink-950">
            {alert.title}
          </h2>
          {alert.message && (
            // A blank line in a message is a paragraph break (a consequence set apart from the question).
            <p id={messageId} className="mt-2 whitespace-pre-line text-sm text-ink-700">
              {alert.message}
            </p>
          )}
          {alert.buttons.length > 0 && (
            <div className={cx('mt-6 grid gap-2', alert.buttons.length > 1 && 'sm:grid-cols-2')}>
              {alert.buttons.map((button) => (
                <Button
                  key={button.text}
                  variant={buttonVariant[button.style ?? 'default']}
                  isFullWidth
                  onClick={() => press(button)}
                >
                  {button.text}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </ModalDialog>
  );
}
