import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import Form from '../form/Form';
import FormField from '../form/FormField';
import FormSection from '../form/FormSection';
import { useForm } from '../form/useForm';
import { useRegionData } from '../form/useRegionData';
import { DraftRefused, useFormDraft } from '../form/useFormDraft';
import { createDelivery, getDelivery, updateDelivery } from '../../lib/delivery/api';
import { newIdempotencyKey } from '../../lib/request/api';
import type { DeliveryInput } from '../../lib/shared/contract';
import { chinaDay } from '../../lib/shared/china-time';
import { lastLoadingDay } from '../../lib/shared/rules/delivery';
import {
  deliveryCrossCheck,
  deliveryDrafts,
  deliveryFields,
  emptyDeliveryForm,
  fromDelivery,
  toDeliveryInput,
  type DeliveryDraft,
  type DeliveryFieldName,
  type DeliveryFormValues,
} from '../../lib/delivery/delivery-form';
import { detailsHref } from '../../lib/list/list-definition';
import { DELIVERY_DETAILS_PATH } from '../../lib/shared/routes';
import { navigate } from '../../stores/shell/navigation';
import { $currentUser } from '../../stores/shell/session';
import LoadPending from '../shared/LoadPending';
import PlaceField from '../form/PlaceField';
import { deliveryIdFromUrl } from './parts/useDelivery';

const ORIGIN = ['originProvince', 'originCity', 'originCode'] as const;
const DESTINATION = ['destinationProvince', 'destinationCity', 'destinationCode'] as const;

const CONFLICT_TEXT = '此前的提交可能已生成发货单，请先到「我的发货单」中查看；如确需另行发布，请再次提交。';

/** A new shipment's empty draft, or for 修改 (`editingId`) the saved shipment, while it is a draft. */
async function startDraft(editingId: number | null): Promise<DeliveryDraft> {
  if (editingId === null)
    return { values: emptyDeliveryForm, idempotencyKey: newIdempotencyKey(), editingId };
  const delivery = await getDelivery(editingId, { hideMessage: true });
  if (delivery.status !== 'draft') throw new DraftRefused('只有草稿状态的发货单可以修改');
  return { values: fromDelivery(delivery), idempotencyKey: newIdempotencyKey(), editingId };
}

/** 我要发货: the shipment form on the form building block, kept as a draft while typed, sent once. */
export default function DeliveryForm() {
  const user = useStore($currentUser, { ssr: () => null });
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const { regions, failure: regionFailure } = useRegionData();
  const form = useForm<DeliveryFieldName>('delivery', {
    fields: deliveryFields,
    check: deliveryCrossCheck,
    failureText: '提交失败，请稍后重试',
  });
  const draft = useFormDraft(form.store, deliveryDrafts, user?.id ?? null, editingId, startDraft);

  useEffect(() => setEditingId(deliveryIdFromUrl()), []);

  if (draft.load.status !== 'ready') return <LoadPending load={draft.load} />;
  const loaded = draft.load.data;

  function send(values: DeliveryFormValues): Promise<number> {
    const input = toDeliveryInput(values) as DeliveryInput; // every field passed the shared rules
    return draft.send(
      async (kept) =>
        kept.editingId === null
          ? (await createDelivery(input, kept.idempotencyKey, { hideMessage: true })).id
          : (await updateDelivery(kept.editingId, input, { hideMessage: true })).id,
      CONFLICT_TEXT,
    );
  }

  const { values } = form.state;
  const field = (name: DeliveryFieldName) => <FormField form={form} name={name} />;
  return (
    <div className="flex flex-col gap-4">
      {regionFailure}
      <Form
        form={form}
        send={send}
        onDone={(id) => navigate(detailsHref(DELIVERY_DETAILS_PATH, id))}
        submitText={loaded.editingId === null ? '提交' : '保存修改'}
        busyText="提交中..."
        labelledBy="delivery-form-title"
      >
        <h2 id="delivery-form-title" className="sr-only">
          发货信息
        </h2>
        <FormSection title="发货人与收货人">
          {field('shipperName')}
          {field('shipperPhone')}
          {field('consigneeName')}
          {field('consigneePhone')}
        </FormSection>
        <FormSection title="线路">
          <PlaceField form={form} names={ORIGIN} regions={regions} />
          <PlaceField form={form} names={DESTINATION} regions={regions} />
          {field('shipperAddress')}
          {field('consigneeAddress')}
          <FormField form={form} name="loadingDate" min={chinaDay()} max={lastLoadingDay()} />
          <FormField form={form} name="expectedArrivalDate" min={values.loadingDate || chinaDay()} />
        </FormSection>
        <FormSection title="货物与车辆">
          {field('cargoName')}
          {field('cargoType')}
          {field('weightTons')}
          {field('volumeCubic')}
          {field('pieces')}
          {field('vehicleType')}
          {field('vehicleLengthMeters')}
        </FormSection>
        <FormSection title="费用">
          <div className="flex flex-col gap-1.5">
            {values.freightNegotiable === '1' ? (
              <p className="text-sm text-gray-700">运费（元）：面议</p>
            ) : (
              field('freight')
            )}
            {field('freightNegotiable')}
          </div>
          {field('paymentMethod')}
          <div className="md:col-span-2">{field('remarks')}</div>
        </FormSection>
      </Form>
      <p className="text-xs text-gray-600">
        填写内容会自动保存为草稿。提交后先核对发货单，确认时可选择同时发布为货源，让承运方在「物流信息」中找到它。
      </p>
    </div>
  );
}
