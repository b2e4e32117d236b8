import '../../stores/shell/request-effects';
import FormField from '../form/FormField';
import PlaceField from '../form/PlaceField';
import { chinaDay } from '../../lib/shared/china-time';
import { lastLoadingDay } from '../../lib/shared/rules/delivery';
import { asOfferFields } from '../../lib/offers/offer-form';
import { vehicleFields } from '../../lib/offers/vehicle-offer-fields';
import DestinationsField from './parts/DestinationsField';
import OfferForm from './parts/OfferForm';
import { ContactSection, ORIGIN } from './parts/OfferFields';
import FormSection from '../form/FormSection';

const fields = asOfferFields(vehicleFields);

/** 发布车源 (and its 编辑 / 重新发布): the truck, where it is and where it goes, the price and contact. */
export default function TruckOfferForm() {
  return (
    <OfferForm kind="vehicle" fields={fields}>
      {(form, regions) => (
        <>
          <FormSection title="车辆">
            {(['plate', 'vehicleType', 'vehicleLengthMeters', 'capacityTons', 'capacityCubic'] as const).map(
              (name) => (
                <FormField key={name} form={form} name={name} />
              ),
            )}
          </FormSection>
          <FormSection title="位置与路线">
            <PlaceField form={form} names={ORIGIN} regions={regions} />
            <div />
            <DestinationsField form={form} regions={regions} />
            <FormField form={form} name="availableFrom" min={chinaDay()} max={lastLoadingDay()} />
            <FormField form={form} name="availableTo" min={form.state.values.availableFrom || chinaDay()} />
          </FormSection>
          <ContactSection form={form} />
        </>
      )}
    </OfferForm>
  );
}
