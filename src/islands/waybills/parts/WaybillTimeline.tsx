import { type WaybillEvent } from '../../../lib/shared/contract';
import { WAYBILL_EVENT_LABELS } from '../../../lib/shared/waybill-labels';
import { formatDateTime } from '../../../lib/shared/format';
import PrivateImage from '../../shared/PrivateImage';

/** The waybill's steps, oldest first: what, who (系统 for the automatic 已签收), when, the note and photos. */
export default function WaybillTimeline({ events }: { events: WaybillEvent[] }) {
  return (
    <section aria-labelledby="waybill-timeline">
      <h2 id="waybill-timeline" className="mb-3 text-base font-semibold text-gray-900">
        运单进度
      </h2>
      <ol className="space-y-3 border-l-2 border-gray-200 pl-4 text-sm">
        {events.map((event) => (
          <li key={event.id}>
            <p className="font-medium text-gray-900">{WAYBILL_EVENT_LABELS[event.type]}</p>
            <p className="text-gray-600">
              {event.nickname ?? '系统'} ·{' '}
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
            {event.note && <p className="text-gray-800">{event.note}</p>}
            {event.fileIds.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {event.fileIds.map((fileId, index) => (
                  <PrivateImage key={fileId} fileId={fileId} alt={`签收回单照片 ${index + 1}`} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
