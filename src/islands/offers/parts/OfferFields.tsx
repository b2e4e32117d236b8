import type { ReactNode } from 'react';
import FormField from '../../form/FormField';
import PlaceField from '../../form/PlaceField';
import type { FormView } from '../../form/useForm';
import { chinaToday } from '../../../lib/dates';
import type { OfferFieldName, OfferKind } from '../../../lib/offer-form';
import type { RegionData } from '../../../lib/regions';
import DestinationsField from './DestinationsField';

const ORIGIN = ['originProvince', 'originCity', 'originCode'] as const;
const DESTINATION = ['destinationProvince', 'destinationCity', 'destinationCode'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-gray-900">{title}</h2>
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** The sections of 发布货源 or 发布车源, in the order of their field descriptions. */
export default function OfferFields({
  kind,
  form,
  regions,
}: {
  kind: OfferKind;
  form: FormView<OfferFieldName>;
  regions: RegionData | null;
}) {
  const { values } = form.state;
  const field = (name: OfferFieldName) => <FormField form={form} name={name} />;
  const today = chinaToday();
  const contact = (
    <Section title="运价与联系人">
      <div className="flex flex-col gap-1.5">
        {values.priceNegotiable === '1' ? (
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
  if (kind === 'cargo')
    return (
      <>
        <Section title="线路与装货日期">
          <PlaceField form={form} names={ORIGIN} regions={regions} />
          <PlaceField form={form} names={DESTINATION} regions={regions} />
          <FormField form={form} name="loadingDate" min={today} />
        </Section>
        <Section title="货物与车辆">
          {field('cargoName')}
          {field('weightTons')}
          {field('volumeCubic')}
          {field('vehicleType')}
          {field('vehicleLengthMeters')}
        </Section>
        {contact}
      </>
    );
  return (
    <>
      <Section title="车辆">
        {field('plate')}
        {field('vehicleType')}
        {field('vehicleLengthMeters')}
        {field('capacityTons')}
        {field('capacityCubic')}
      </Section>
      <Section title="位置与路线">
        <PlaceField form={form} names={ORIGIN} regions={regions} />
        <div />
        <DestinationsField form={form} regions={regions} />
        <FormField form={form} name="availableFrom" min={today} />
        <FormField form={form} name="availableTo" min={values.availableFrom || today} />
      </Section>
      {contact}
    </>
  );
}
