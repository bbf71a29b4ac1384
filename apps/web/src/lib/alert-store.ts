import i18next from 'i18next';
import { create } from 'zustand';

/** Spec §2/§8: buttons styled `default` are primary; every other style is red. */
export type AlertButtonStyle = 'default' | 'cancel' | 'destructive';

export interface AlertButton {
  text: string;
  style?: AlertButtonStyle;
  onPress?: () => void;
}

export interface AlertOptions {
  title: string;
  message?: string;
  isInfo?: boolean;
  isSuccess?: boolean;
  isLoading?: boolean;
  buttons?: AlertButton[];
  animationType?: 'rise' | 'none';
}

/** The spec's alert state (§3): visible, title, message, isInfo, isSuccess, buttons, animationType. */
export interface AlertState extends Required<Omit<AlertOptions, 'message'>> {
  visible: boolean;
  message: string;
}

const hiddenAlert: AlertState = {
  visible: false,
  title: '',
  message: '',
  isInfo: false,
  isSuccess: false,
  isLoading: false,
  buttons: [],
  animationType: 'rise',
};

export const useAlertStore = create<AlertState>(() => hiddenAlert);

export function showAlert(options: AlertOptions) {
  useAlertStore.setState({
    ...hiddenAlert,
    ...options,
    message: options.message ?? '',
    buttons: options.buttons ?? (options.isLoading ? [] : [{ text: i18next.t('common:alert.ok') }]),
    visible: true,
  });
}

export function hideAlert() {
  useAlertStore.setState({ visible: false });
}

/** Spec §8: error alerts are titled 'Error' with a 'Back' button. */
export function showErrorAlert(message: string) {
  showAlert({
    title: i18next.t('common:alert.errorTitle'),
    message,
    buttons: [{ text: i18next.t('common:alert.back'), style: 'cancel' }],
  });
}

/** Spec §8: success alerts are titled 'Success' with an 'OK' button. */
export function showSuccessAlert(message: string) {
  showAlert({ title: i18next.t('common:alert.successTitle'), message, isSuccess: true });
}

/** Spec §8: loading alerts are titled 'Loading...' and wait without buttons. */
export function showLoadingAlert() {
  showAlert({ title: i18next.t('common:alert.loadingTitle'), isLoading: true });
}

/** Spec §4: resolves true on the destructive choice and false on cancel (Escape included). */
export function confirmAlert(options: {
  title: string;
  message: string;
  confirmText: string;
  cancelText?: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    showAlert({
      title: options.title,
      message: options.message,
      isInfo: true,
      buttons: [
        {
          text: options.cancelText ?? i18next.t('common:alert.cancel'),
          style: 'cancel',
          onPress: () => resolve(false),
        },
        { text: options.confirmText, style: 'destructive', onPress: () => resolve(true) },
      ],
    });
  });
}
