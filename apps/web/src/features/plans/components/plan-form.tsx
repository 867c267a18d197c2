import {
  DEFAULT_PLAN_TYPE,
  PLAN_AMENITIES,
  PLAN_DURATION_MAX,
  PLAN_DURATION_MIN,
  PLAN_MAX_MEMBERS_MAX,
  PLAN_MAX_MEMBERS_MIN,
  PLAN_TYPES,
  type Plan,
  type PlanInput,
  type PlanRequest,
  planRequestSchema,
} from '@gym/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { formatDays, formatMoney, moneyCurrency } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { PlanImage } from './plan-image.tsx';

/** Our own plan artwork (apps/web/public/images/plans), offered as suggestions for the image address. */
export const PLAN_IMAGE_SUGGESTIONS = PLAN_TYPES.map((type) => `/images/plans/${type.toLowerCase()}.svg`);

/** How long the preview waits after the last keystroke, so that a half-typed address is not fetched. */
const PREVIEW_DELAY_MS = 400;

/** The form's values: what the inputs hold, before the contract's schema parses them. */
export type PlanFormValues = PlanRequest;

const noAmenities = Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, false]));

export const emptyPlanValues = (): PlanFormValues => ({
  name: '',
  description: '',
  price: '',
  durationInDays: '',
  imageUrl: '',
  maxMembers: '',
  planType: DEFAULT_PLAN_TYPE,
  amenities: { ...noAmenities },
});

/** A saved plan as the edit form's starting values. */
export const planFormValues = (plan: Plan): PlanFormValues => ({
  name: plan.name,
  description: plan.description,
  price: String(plan.price),
  durationInDays: String(plan.durationInDays),
  imageUrl: plan.imageUrl,
  maxMembers: plan.maxMembers === null ? '' : String(plan.maxMembers),
  planType: plan.planType,
  isActive: plan.isActive,
  amenities: { ...plan.amenities },
});

type PlanFormProps = {
  defaultValues: PlanFormValues;
  /** The edit form also offers "Offered to members" (retiring a plan); a new plan is always on offer. */
  editing?: boolean;
  submitLabel: string;
  /** Receives the parsed values; throwing an ApiError marks the server's field errors on the fields. */
  onSubmit: (values: PlanInput) => Promise<unknown>;
  onSubmitError: (error: unknown) => void;
  /** Buttons beside the submit button (Cancel, Delete). */
  actions?: ReactNode;
};

/**
 * Create and edit plan (spec §5): the contract's one rule set and messages, the server's field errors on the same
 * fields, and a live preview of the card with its image.
 */
export function PlanForm({
  defaultValues,
  editing = false,
  submitLabel,
  onSubmit,
  onSubmitError,
  actions,
}: PlanFormProps) {
  useT();
  const form = useZodForm(planRequestSchema, { defaultValues });
  const imagesId = useId();
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        // What was saved is the new starting point (nothing left unsaved).
        form.reset(form.getValues());
      }}
      onSubmitError={onSubmitError}
      aria-label={submitLabel}
      className="grid gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start"
    >
      <div className="grid min-w-0 gap-5">
        <FormInput name="name" label={t('Name')} autoComplete="off" />
        <FormTextarea name="description" label={t('Description')} rows={4} />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormInput
            name="price"
            label={t('Price ({currency})', { currency: moneyCurrency() })}
            inputMode="decimal"
            autoComplete="off"
            hint={t('For example 29 or 19.99.')}
          />
          <FormInput
            name="durationInDays"
            label={t('Duration (days)')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('From {min} to {max} days.', { min: PLAN_DURATION_MIN, max: PLAN_DURATION_MAX })}
          />
          <FormSelect
            name="planType"
            label={t('Plan type')}
            options={PLAN_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <FormInput
            name="maxMembers"
            label={t('Max members')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('Optional, {min} to {max}. Leave empty for no limit.', {
              min: PLAN_MAX_MEMBERS_MIN,
              max: PLAN_MAX_MEMBERS_MAX,
            })}
          />
        </div>
        <FormInput
          name="imageUrl"
          label={t('Image URL')}
          autoComplete="off"
          list={imagesId}
          hint={t(
            'A picture on this site, such as /images/plans/premium.svg. Pictures on other sites show as the default image.',
          )}
        />
        <datalist id={imagesId}>
          {PLAN_IMAGE_SUGGESTIONS.map((url) => (
            <option key={url} value={url} />
          ))}
        </datalist>
        <PlanImageUpload />
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium text-zinc-800">{t('Included amenities')}</legend>
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {PLAN_AMENITIES.map(({ key, label }) => (
              <Checkbox key={key} name={`amenities.${key}`} label={t(label)} />
            ))}
          </div>
        </fieldset>
        {editing && (
          <Checkbox
            name="isActive"
            label={t('Offered to members')}
            hint={t('A retired plan stays with the members who hold it, but nobody can buy it.')}
          />
        )}
      </div>
      {/* Beside the fields on a desktop; on a phone between the fields and the buttons, so it is seen before saving. */}
      <PlanPreview />
      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-5 sm:flex-row sm:items-center lg:col-start-1">
        {actions}
        <SubmitButton label={submitLabel} />
      </div>
    </Form>
  );
}

/** Or a picture from the device: uploaded at once, its address goes into Image URL (and the preview). */
function PlanImageUpload() {
  useT();
  const { setValue } = useFormContext();
  const imageUrl = useWatch({ name: 'imageUrl' }) as string;
  return (
    <ImageUpload
      label={t('Or upload a picture')}
      value={imageUrl || null}
      onChange={(url) => setValue('imageUrl', url ?? '', { shouldDirty: true, shouldValidate: true })}
      query={{ purpose: 'plan' }}
      hint={t('JPEG, PNG or WebP, up to 5 MB; it replaces the Image URL above.')}
    />
  );
}

function SubmitButton({ label }: { label: string }) {
  useT();
  const { formState } = useFormContext();
  return (
    <Button type="submit" isLoading={formState.isSubmitting} className="sm:order-last sm:ml-auto">
      {label}
    </Button>
  );
}

function Checkbox({ name, label, hint }: { name: string; label: string; hint?: string }) {
  useT();
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-zinc-400 accent-accent"
        {...register(name)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm text-zinc-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-zinc-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

const imageUrlRule = planRequestSchema.shape.imageUrl;
const priceRule = planRequestSchema.shape.price;
const durationRule = planRequestSchema.shape.durationInDays;

/** The card as it will look, following the fields; the image once its address has settled and is valid. */
function PlanPreview() {
  useT();
  const [name, imageUrl, price, durationInDays, planType] = useWatch({
    name: ['name', 'imageUrl', 'price', 'durationInDays', 'planType'],
  }) as [string, string, unknown, unknown, string];
  const [settledUrl, setSettledUrl] = useState(imageUrl);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledUrl(imageUrl), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [imageUrl]);
  const src = imageUrlRule.safeParse(settledUrl).success ? settledUrl.trim() : '';
  const parsedPrice = priceRule.safeParse(price);
  const parsedDuration = durationRule.safeParse(durationInDays);

  return (
    <figure className="overflow-hidden rounded-2xl border border-zinc-200 bg-white lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <PlanImage src={src} alt={t('Preview of the plan image')} className="aspect-[2/1] sm:aspect-[8/5]" />
      <figcaption className="grid gap-1 p-4">
        <span className="text-xs font-semibold tracking-wider text-accent uppercase">{planType}</span>
        <span className="font-semibold text-zinc-950 break-words">{name.trim() || 'Plan name'}</span>
        <span className="text-sm text-zinc-600">
          {parsedPrice.success ? formatMoney(parsedPrice.data) : '$—'}
          {' · '}
          {parsedDuration.success ? formatDays(parsedDuration.data) : '— days'}
        </span>
        <span className="mt-1 text-xs text-zinc-500">{t('Preview')}</span>
      </figcaption>
    </figure>
  );
}
