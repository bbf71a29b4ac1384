import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from './api-client';

/**
 * The error catalogue in two parts: `errors`, what a visitor can meet before signing in (and the generic codes), is
 * part of the first download; `errors-app`, what only signed-in screens can be answered (the features' codes), loads
 * with the signed-in area (`app-layout.tsx`, `startupNamespaces`). Decision 005: the first load stays in budget however
 * many codes the features add.
 */
export const errorNamespaces = ['errors', 'errors-app'] as const;

/**
 * Field messages are the spec's codes (D6); this turns one into words in the reader's language. A feature may keep
 * its own codes' words in its namespace (top-level keys named by the code): it names that namespace here.
 */
export function useErrorText(ownCopy?: string) {
  const { t } = useTranslation('errors');
  const namespaces = ownCopy ? [...errorNamespaces, ownCopy] : errorNamespaces;
  return (code: string | undefined | null) => (code ? t(code, { ns: namespaces }) : undefined);
}

/**
 * Puts the server's per-field codes on the matching inputs. Returns the code to show above the form when the
 * failure belongs to no field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const placed = error.details.filter((detail) => (fields as readonly string[]).includes(detail.field));
  for (const detail of placed) setError(detail.field as Path<T>, { message: String(detail.code) });
  return placed.length > 0 ? null : error.code;
}
