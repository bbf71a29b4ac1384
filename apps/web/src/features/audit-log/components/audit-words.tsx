import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An action or target type in words. A name the server writes before this copy has words for it (a new staff action
 * ships its API first) is shown as the server names it, rather than as a missing translation.
 */
export function useAuditWords() {
  const { t, i18n } = useTranslation('audit-log');
  const wordsOr = (key: string, name: string): ReactNode =>
    i18n.exists(key, { ns: 'audit-log' }) ? (
      t(key)
    ) : (
      <code dir="ltr" className="text-[0.9em]">
        {name}
      </code>
    );
  return {
    action: (action: string) => wordsOr(`actions.${action}`, action),
    /** For the select, which holds text only. */
    actionText: (action: string) =>
      i18n.exists(`actions.${action}`, { ns: 'audit-log' }) ? t(`actions.${action}`) : action,
    targetType: (type: string) => wordsOr(`entry.target.${type}`, type),
    field: (key: string) => wordsOr(`fields.${key}`, key),
  };
}
