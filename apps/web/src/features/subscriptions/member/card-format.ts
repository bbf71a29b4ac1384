/** Card numbers are grouped in fours as printed on the card; at most 19 digits (ISO/IEC 7812). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * `MM/YY` as the member types: the slash comes by itself once the month is whole, a lone first digit above 1 is a
 * month (`4` → `04/`), and deleting the slash deletes it rather than leaving the field stuck.
 */
export function formatExpiry(input: string, previous = ''): string {
  const isDeleting = input.length < previous.length;
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A date that is always in the future, for the test cards: December, three years on. */
export function futureExpiry(today = new Date()): string {
  return `12/${String((today.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

/**
 * Reformats an input in place and keeps the caret after the same number of digits, so editing the middle of a card
 * number does not throw the caret to the end.
 */
export function reformatInput(input: HTMLInputElement, format: (value: string) => string) {
  const typed = input.value;
  const caret = input.selectionStart ?? typed.length;
  const isAtEnd = caret >= typed.length;
  const digitsBeforeCaret = typed.slice(0, caret).replace(/\D/g, '').length;
  const formatted = format(typed);
  if (formatted === typed) return;
  input.value = formatted;
  if (document.activeElement !== input) return;
  if (isAtEnd) {
    input.setSelectionRange(formatted.length, formatted.length);
    return;
  }
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBeforeCaret; position += 1) {
    if (/\d/.test(formatted[position] ?? '')) seen += 1;
  }
  input.setSelectionRange(position, position);
}
