import type { Subscription } from '../../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import { FormRefusal } from '../../../lib/request/refusal';
import { removeSubscription } from '../../../stores/subscriptions';
import ConfirmButton from '../../shared/ConfirmButton';

/** 删除 of one followed lane, asked first; a refusal is said in the dialog, which stays open. */
export default function RemoveLaneButton({ lane }: { lane: Subscription }) {
  const name = `${LOGISTICS_KIND_LABELS[lane.kind]} ${lane.originName} 至 ${lane.destinationName}`;
  return (
    <ConfirmButton
      text="删除"
      label={`删除线路 ${name}`}
      className="text-primary hover:underline"
      title={`删除线路 ${name}`}
      question={`删除后，这条线路上新发布的${LOGISTICS_KIND_LABELS[lane.kind]}不会再通知您；已收到的通知保留。需要时可以重新订阅。`}
      confirmText="确定删除"
      busyText="删除中..."
      onConfirm={async () => {
        const refused = await removeSubscription(lane.id);
        if (refused !== null) throw new FormRefusal(refused);
      }}
    />
  );
}
