import '../../stores/shell/request-effects';
import FormField from '../form/FormField';
import PlaceField from '../form/PlaceField';
import { cargoFields } from '../../lib/offers/cargo-offer-fields';
import { chinaDay } from '../../lib/shared/china-time';
import { lastLoadingDay } from '../../lib/shared/rules/delivery';
import { asOfferFields } from '../../lib/offers/offer-form';
import OfferForm from './parts/OfferForm';
import { ContactSection, DESTINATION, ORIGIN } from './parts/OfferFields';
import FormSection from '../form/FormSection';

const fields = asOfferFields(cargoFields);

/** 发布货源 (and its 编辑 / 重新发布): the lane and loading day, the cargo, the price and contact. */
export default function CargoOfferForm() {
  return (
    <OfferForm kind="cargo" fields={fields}>
      {(form, regions) => (
        <>
          <FormSection title="线路与装货日期">
            <PlaceField form={form} names={ORIGIN} regions={regions} />
            <PlaceField form={form} names={DESTINATION} regions={regions} />
            <FormField form={form} name="loadingDate" min={chinaDay()} max={lastLoadingDay()} />
          </FormSection>
          <FormSection title="货物与车辆">
            {(['cargoName', 'weightTons', 'volumeCubic', 'vehicleType', 'vehicleLengthMeters'] as const).map(
              (name) => (
                <FormField key={name} form={form} name={name} />
              ),
            )}
          </FormSection>
          <ContactSection form={form} />
        </>
      )}
    </OfferForm>
  );
}
