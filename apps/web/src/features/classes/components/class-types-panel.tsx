import { CLASS_LEVELS, classTypeInputSchema } from '@gym/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useClassTypes } from '../api/get-class-types.ts';
import { useClassAdmin } from '../api/manage-classes.ts';

/** The class types (docs/decisions/025): the list, and a form for a new one with its length and default places. */
export function ClassTypesPanel() {
  const t = useT();
  const types = useClassTypes();
  const { createType } = useClassAdmin();
  const form = useZodForm(classTypeInputSchema, {
    defaultValues: { name: '', description: '', level: 'All levels', durationMinutes: 60, defaultCapacity: 12 },
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ul className="grid content-start gap-2" aria-label={t('Class types')}>
        {(types.data ?? []).map((type) => (
          <li key={type.id} className="rounded-xl border border-zinc-200 bg-white p-3 text-sm">
            <p className="font-semibold text-zinc-950">{type.name}</p>
            <p className="text-zinc-600">
              {t(type.level)} · {t('{count} min', { count: type.durationMinutes })} ·{' '}
              {t('{count, plural, one {# place} other {# places}}', { count: type.defaultCapacity })}
            </p>
          </li>
        ))}
        {types.data?.length === 0 && <li className="text-sm text-zinc-600">{t('No class types yet.')}</li>}
      </ul>
      <Form
        form={form}
        aria-label={t('New class type')}
        className="grid content-start gap-4 rounded-xl border border-zinc-200 bg-white p-4"
        onSubmit={async (values) => {
          await createType.mutateAsync(values);
          notify.success(t('Class type created'));
          form.reset();
        }}
        onSubmitError={(error) => notify.error(messageOf(error, t('Could not create the class type')))}
      >
        <FormInput name="name" label={t('Name')} />
        <FormInput name="description" label={t('Description')} />
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <FormSelect name="level" label={t('Level')} options={CLASS_LEVELS.map((l) => ({ value: l, label: t(l) }))} />
          <FormInput name="durationMinutes" type="number" inputMode="numeric" label={t('Minutes')} />
          <FormInput name="defaultCapacity" type="number" inputMode="numeric" label={t('Places')} />
        </div>
        <Button type="submit" isLoading={createType.isPending} className="justify-self-start">
          {t('Add class type')}
        </Button>
      </Form>
    </div>
  );
}
