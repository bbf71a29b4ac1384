import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

describe('TaggedText', () => {
  it('wraps each tagged part, wherever the translation puts it', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="بإنشائك حسابًا، فإنك توافق على <privacy>سياسة الخصوصية</privacy> و<terms>شروط الخدمة</terms>."
          tags={{
            privacy: (text) => <a href="/privacy">{text}</a>,
            terms: (text) => <a href="/terms">{text}</a>,
          }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>بإنشائك حسابًا، فإنك توافق على <a href="/privacy">سياسة الخصوصية</a> و<a href="/terms">شروط الخدمة</a>.</p>',
    );
  });

  it('keeps unknown tags as plain text and text without tags as is', () => {
    const { container } = render(
      <p>
        <TaggedText text="a <b>bold</b> claim" tags={{}} />
      </p>,
    );
    expect(container.textContent).toBe('a bold claim');
  });
});
