import FormField from '../../form/FormField';
import FormSection from '../../form/FormSection';
import PriceHint from './PriceHint';
import type { FormView } from '../../form/useForm';
import type { OfferFieldName } from '../../../lib/offers/offer-form';

export const ORIGIN = ['originProvince', 'originCity', 'originCode'] as const;
export const DESTINATION = ['destinationProvince', 'destinationCity', 'destinationCode'] as const;

/** The section both kinds end with: price or 面议 with the lane's suggested range, the contact and remarks. */
export function ContactSection({ form }: { form: FormView<OfferFieldName> }) {
  const field = (name: OfferFieldName) => <FormField form={form} name={name} />;
  return (
    <FormSection title="运价与联系人">
      <div className="flex flex-col gap-1.5">
        {form.state.values.priceNegotiable === '1' ? (
          <p className="text-sm text-gray-700">运价（元）：面议</p>
        ) : (
          field('price')
        )}
        {field('priceNegotiable')}
      </div>
      <PriceHint values={form.state.values} />
      {field('contactName')}
      {field('contactPhone')}
      <div className="md:col-span-2">{field('remarks')}</div>
    </FormSection>
  );
}
