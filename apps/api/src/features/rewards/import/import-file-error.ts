import { ErrorCode } from '@vitalia/contracts';
/**
 * Why a file is refused (catalogue codes, packages/contracts errors.ts): 7501 not a CSV or workbook by its content,
 * 7503 no code column, 7504 an archive that expands too far, 7505 unreadable or corrupt. The route maps it to
 * AppError; `cause` keeps the parser's own error for the log.
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: (typeof ErrorCode)[
      'importFileTypeInvalid' | 'importCodeColumnMissing' | 'importFileTooExpanded' | 'importFileUnreadable'],
    options?: { cause?: unknown },
  ) {
    super(`promo-code import file refused (${code})`, options);
    this.name = 'ImportFileError';
  }
}

/** Any failure that is not already a refusal means the parser could not make sense of the bytes: 7505. */
export function asImportFileError(error: unknown): ImportFileError {
  return error instanceof ImportFileError
    ? error
    : new ImportFileError(ErrorCode.importFileUnreadable, { cause: error });
}
