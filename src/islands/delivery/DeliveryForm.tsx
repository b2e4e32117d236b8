import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import Form from '../form/Form';
import FormField from '../form/FormField';
import { useForm } from '../form/useForm';
import { useDraftBinding, useRegionData } from '../form/useRegionData';
import { createDelivery, updateDelivery } from '../../lib/request/api';
import { ErrorCodes, type DeliveryInput } from '../../lib/shared/contract';
import { chinaDay } from '../../lib/shared/china-time';
import { lastLoadingDay } from '../../lib/shared/rules/delivery';
import {
  deliveryCrossCheck,
  deliveryFields,
  toDeliveryInput,
  type DeliveryFieldName,
  type DeliveryFormValues,
} from '../../lib/delivery/delivery-form';
import { RequestError } from '../../lib/request/errors';
import { detailsHref } from '../../lib/list/list-definition';
import { DELIVERY_DETAILS_PATH } from '../../lib/shared/routes';
import { navigate } from '../../stores/shell/navigation';
import { $currentUser } from '../../stores/shell/session';
import LoadFailure from '../shared/LoadFailure';
import PlaceField from '../form/PlaceField';
import { deliveryIdFromUrl } from './parts/useDelivery';
import { useDeliveryDraft } from './parts/useDeliveryDraft';

const ORIGIN = ['originProvince', 'originCity', 'originCode'] as const;
const DESTINATION = ['destinationProvince', 'destinationCity', 'destinationCode'] as const;

const CONFLICT_TEXT = '此前的提交可能已生成发货单，请先到「我的发货单」中查看；如确需另行发布，请再次提交。';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-gray-900">{title}</h2>
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** 我要发货: the shipment form on the form building block, kept as a draft while typed, sent once. */
export default function DeliveryForm() {
  const user = useStore($currentUser, { ssr: () => null });
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const { regions, failure: regionFailure } = useRegionData();
  const draft = useDeliveryDraft(editingId === undefined ? null : (user?.id ?? null), editingId ?? null);
  const form = useForm<DeliveryFieldName>('delivery', {
    fields: deliveryFields,
    check: deliveryCrossCheck,
    failureText: '提交失败，请稍后重试',
  });
  const loaded = draft.load.status === 'ready' ? draft.load.draft : null;

  useEffect(() => setEditingId(deliveryIdFromUrl()), []);
  useDraftBinding(form.store, loaded?.values ?? null, draft.save);

  if (!loaded) {
    if (draft.load.status === 'failed')
      return <LoadFailure error={draft.load.error} onRetry={draft.load.retry} />;
    return <p className="py-10 text-center text-gray-600">载入中...</p>;
  }

  async function send(values: DeliveryFormValues): Promise<number> {
    const kept = draft.current();
    if (!kept) throw new Error('no draft');
    const input = toDeliveryInput(values) as DeliveryInput; // every field passed the shared rules
    try {
      return kept.editingId === null
        ? (await createDelivery(input, kept.idempotencyKey, { hideMessage: true })).id
        : (await updateDelivery(kept.editingId, input, { hideMessage: true })).id;
    } catch (error) {
      if (error instanceof RequestError && error.errorCode === ErrorCodes.idempotencyConflict) {
        draft.renewKey();
        throw new RequestError({ kind: 'business', errorMessage: CONFLICT_TEXT, fromServer: true });
      }
      throw error;
    }
  }

  const { values } = form.state;
  const field = (name: DeliveryFieldName) => <FormField form={form} name={name} />;
  return (
    <div className="flex flex-col gap-4">
      {regionFailure}
      <Form
        form={form}
        send={send}
        onDone={(id) => {
          draft.discard();
          navigate(detailsHref(DELIVERY_DETAILS_PATH, id));
        }}
        submitText={loaded.editingId === null ? '提交' : '保存修改'}
        busyText="提交中..."
        labelledBy="delivery-form-title"
      >
        <h2 id="delivery-form-title" className="sr-only">
          发货信息
        </h2>
        <Section title="发货人与收货人">
          {field('shipperName')}
          {field('shipperPhone')}
          {field('consigneeName')}
          {field('consigneePhone')}
        </Section>
        <Section title="线路">
          <PlaceField form={form} names={ORIGIN} regions={regions} />
          <PlaceField form={form} names={DESTINATION} regions={regions} />
          {field('shipperAddress')}
          {field('consigneeAddress')}
          <FormField form={form} name="loadingDate" min={chinaDay()} max={lastLoadingDay()} />
          <FormField form={form} name="expectedArrivalDate" min={values.loadingDate || chinaDay()} />
        </Section>
        <Section title="货物与车辆">
          {field('cargoName')}
          {field('cargoType')}
          {field('weightTons')}
          {field('volumeCubic')}
          {field('pieces')}
          {field('vehicleType')}
          {field('vehicleLengthMeters')}
        </Section>
        <Section title="费用">
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
        </Section>
      </Form>
      <p className="text-xs text-gray-600">
        填写内容会自动保存为草稿。提交后先核对发货单，确认时可选择同时发布为货源，让承运方在「物流信息」中找到它。
      </p>
    </div>
  );
}
