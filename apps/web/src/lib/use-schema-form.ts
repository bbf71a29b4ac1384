import { useRef, useState, type FormEvent } from 'react';

/** What the sign-in screens need of a schema: the contract's zod/mini schemas fit it. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

type Errors = Partial<Record<string, string>>;

/**
 * A small form hook for the sign-in screens, over the same contract schema the API validates with. Those screens
 * are on the first load, whose JavaScript budget react-hook-form does not fit (docs/decisions/005); the signed-in
 * forms use react-hook-form. The schema is fetched when the person first touches the form, not with the page, and
 * inputs stay uncontrolled: values are read from the form when it is checked.
 */
export function useSchemaForm<T>(loadSchema: () => Promise<Schema<T>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<Promise<Schema<T>> | null>(null);
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  const schema = () => (schemaRef.current ??= loadSchema());

  async function check(): Promise<{ data?: T; errors: Errors }> {
    const values = formRef.current ? Object.fromEntries(new FormData(formRef.current)) : {};
    const result = (await schema()).safeParse(values);
    if (result.success) return { data: result.data, errors: {} };
    const found: Errors = {};
    for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    return { errors: found };
  }

  return {
    formRef,
    errors,
    isSubmitting,
    setError: (name: string, code: string) => setErrors((current) => ({ ...current, [name]: code })),
    /** Checks a field when the person leaves it, and keeps checking it as they type once it has been left. */
    register: (name: string) => ({
      name,
      onFocus: () => void schema(),
      onBlur: async () => {
        touched.current.add(name);
        const message = (await check()).errors[name];
        setErrors((current) => ({ ...current, [name]: message }));
      },
      onChange: async () => {
        if (!touched.current.has(name)) return;
        const message = (await check()).errors[name];
        setErrors((current) => ({ ...current, [name]: message }));
      },
    }),
    handleSubmit: (onValid: (data: T) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // Once sent, every field is checked again as it changes, so an answer about it (a taken email) goes with it.
      for (const field of new FormData(event.currentTarget).keys()) touched.current.add(field);
      const { data, errors: found } = await check();
      setErrors(found);
      if (!data) {
        const firstInvalid = Object.keys(found)[0];
        formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
        return;
      }
      setIsSubmitting(true);
      try {
        await onValid(data);
      } finally {
        setIsSubmitting(false);
      }
    },
  };
}
