import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { translateMessage } from '../../lib/translate-message.ts';
import {
  SelectField,
  type SelectFieldProps,
  TextareaField,
  type TextareaFieldProps,
  TextField,
  type TextFieldProps,
} from './field.tsx';

/** react-hook-form with the contract schema as validator: rules and messages are written once. */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  props?: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...props, resolver: zodResolver(schema) });
}

/**
 * Puts the server's `{ errors: { field: [msg] } }` onto the matching fields, several messages joined by commas
 * (spec §5). Returns whether any field was marked.
 */
export function setServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let first = true;
  for (const [field, messages] of Object.entries(error.errors)) {
    form.setError(field as Path<TValues>, { type: 'server', message: messages.join(', ') }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

type FormProps<TValues extends FieldValues, TOutput> = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Receives the parsed values. Throwing (an ApiError from a mutation) marks server field errors. */
  onSubmit: (values: TOutput) => unknown;
  /** Runs after server field errors are marked: the place for the failure toast. */
  onSubmitError?: (error: unknown) => void;
  /** Runs when the schema refuses the input, after the fields are marked; nothing was sent. */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  children: ReactNode;
};

/** The one form wrapper: validation by schema, no native bubbles, server errors on fields. */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onSubmitError,
  onInvalid,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerErrors(form, error);
      onSubmitError?.(error);
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={submit}>
        {children}
      </form>
    </FormProvider>
  );
}

type FormInputProps = Omit<TextFieldProps, 'name' | 'error'> & { name: string };

/** A labelled input registered with the surrounding <Form>, showing its field's error. */
export function FormInput({ name, ...props }: FormInputProps) {
  const { register } = useFormContext();
  return <TextField {...props} {...register(name)} error={useFieldError(name)} />;
}

/**
 * The field's error message from the surrounding <Form>, if any, in the page's language: the contract's messages
 * are the spec's English texts, which the catalogue translates (lib/translate-message.ts).
 */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  useLanguage();
  const fieldError: { message?: unknown } | undefined = get(formState.errors, name);
  return typeof fieldError?.message === 'string' ? translateMessage(fieldError.message) : undefined;
}

/** A labelled multi-line input registered with the surrounding <Form>, showing its field's error. */
export function FormTextarea({ name, ...props }: Omit<TextareaFieldProps, 'name' | 'error'> & { name: string }) {
  const { register } = useFormContext();
  return <TextareaField {...props} {...register(name)} error={useFieldError(name)} />;
}

/** A labelled select registered with the surrounding <Form>, showing its field's error. */
export function FormSelect({ name, ...props }: Omit<SelectFieldProps, 'name' | 'error'> & { name: string }) {
  const { register } = useFormContext();
  return <SelectField {...props} {...register(name)} error={useFieldError(name)} />;
}
