import type { ReactNode } from 'react';
import FormField from '../../form/FormField';
import type { FormView } from '../../form/useForm';
import type { OfferFieldName } from '../../../lib/offers/offer-form';

export const ORIGIN = ['originProvince', 'originCity', 'originCode'] as const;
export const DESTINATION = ['destinationProvince', 'destinationCity', 'destinationCode'] as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-gray-900">{title}</h2>
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** The section both kinds end with: price or 面议, the contact and remarks. */
export function ContactSection({ form }: { form: FormView<OfferFieldName> }) {
  const field = (name: OfferFieldName) => <FormField form={form} name={name} />;
  return (
    <Section title="运价与联系人">
      <div className="flex flex-col gap-1.5">
        {form.state.values.priceNegotiable === '1' ? (
          <p className="text-sm text-gray-700">运价（元）：面议</p>
        ) : (
          field('price')
        )}
        {field('priceNegotiable')}
      </div>
      <div />
      {field('contactName')}
      {field('contactPhone')}
      <div className="md:col-span-2">{field('remarks')}</div>
    </Section>
  );
}
