import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from './api-client';

/** Field messages are the spec's codes (D6); this turns one into words in the reader's language. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (code: string | undefined | null) => (code ? t(code) : undefined);
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
